import { z } from 'zod';
import { slugSchema } from '../schemas/common';
import { todo } from '../content/todo';

/**
 * What `npm run new` writes for a field, read from its zod schema's JSON Schema, so new fields need no change here:
 * required fields get a TODO, lists with a default stay empty, optional fields are left out.
 */

/** The part of a JSON Schema node this reads. */
interface SchemaNode {
  propertyNames?: SchemaNode;
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  minItems?: number;
  default?: unknown;
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
}

/** A schema as the editor writes it (defaults not yet applied), as JSON Schema. */
export function inputJsonSchema(schema: z.ZodType): SchemaNode {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as SchemaNode;
}

const SLUG_PATTERN = inputJsonSchema(slugSchema).pattern;

/** Number.MAX_SAFE_INTEGER is what zod writes for "no upper bound" on an integer. */
const bound = (n: number | undefined) => (n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined);

/** What goes in a value of this schema, in a few words. */
export function hintFor(node: SchemaNode): string {
  if (node.enum) return `one of ${node.enum.map(String).join(', ')}`;
  switch (node.type) {
    case 'integer':
    case 'number': {
      const what = node.type === 'integer' ? 'a whole number' : 'a number';
      const [min, max, above] = [bound(node.minimum), bound(node.maximum), bound(node.exclusiveMinimum)];
      if (min !== undefined && max !== undefined) return `${what} from ${min} to ${max}`;
      if (above !== undefined) return `${what} above ${above}${max !== undefined ? `, up to ${max}` : ''}`;
      if (min !== undefined) return `${what}, ${min} or more`;
      return max !== undefined ? `${what} up to ${max}` : what;
    }
    case 'boolean':
      return 'true or false';
    case 'string':
      if (node.pattern === SLUG_PATTERN) return 'a slug such as black-spider';
      if (node.pattern) return `text matching ${node.pattern}`;
      return node.maxLength !== undefined ? `text, at most ${node.maxLength} characters` : 'text';
    case 'object': {
      const keys = node.propertyNames?.enum;
      return keys ? `an object keyed by some of ${keys.map(String).join(', ')}` : 'an object (see the schema in lib/schemas/)';
    }
    default:
      return 'a value (see the schema in lib/schemas/)';
  }
}

/** What a leaf (a value that is not an object or a list) becomes. */
type Leaf = (node: SchemaNode) => unknown;

/** A value of the node's shape: objects and lists built, each leaf from `leaf`. */
function skeleton(node: SchemaNode, leaf: Leaf): unknown {
  if ('const' in node) return node.const;
  // A union (gear's `source`): the first choice, its discriminator filled in, its other fields to fill.
  const choice = node.anyOf?.[0] ?? node.oneOf?.[0];
  if (choice) return skeleton(choice, leaf);
  if (node.type === 'object' && node.properties) return skeletonObject(node, leaf, {});
  if (node.type === 'array') return (node.minItems ?? 0) > 0 && node.items ? [skeleton(node.items, leaf)] : [];
  return leaf(node);
}

function skeletonObject(node: SchemaNode, leaf: Leaf, given: Record<string, unknown>): Record<string, unknown> {
  const required = new Set(node.required ?? []);
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    if (key in given) out[key] = given[key];
    else if (required.has(key)) out[key] = skeleton(child, leaf);
    // A list with a default is written empty, so the editor sees it exists.
    else if (Array.isArray(child.default)) out[key] = child.default;
  }
  return out;
}

const todoLeaf: Leaf = (node) => todo(hintFor(node));

/** A value the schema's type accepts, for probing rules the JSON Schema cannot show. */
const sampleLeaf: Leaf = (node) => {
  if (node.enum) return node.enum[0];
  if (node.type === 'integer' || node.type === 'number') return bound(node.minimum) ?? (bound(node.exclusiveMinimum) ?? 0) + 1;
  if (node.type === 'boolean') return false;
  if (node.type === 'object') return {};
  return node.pattern === SLUG_PATTERN ? 'sample' : 'sample text';
};

/** An object's required fields as placeholders and its list fields that have a default, in the schema's order. */
export const placeholderObject = (node: SchemaNode, given: Record<string, unknown> = {}) => skeletonObject(node, todoLeaf, given);

/** A record's placeholders plus optional fields a schema refinement requires (e.g. a gear item's `weapon`). */
export function placeholderRecord(
  issuePaths: (sample: Record<string, unknown>) => readonly (readonly PropertyKey[])[],
  node: SchemaNode,
  given: Record<string, unknown>,
): Record<string, unknown> {
  const record = skeletonObject(node, todoLeaf, given);
  const sample = skeletonObject(node, sampleLeaf, given);
  // Each round adds at least one field of the schema, so the number of fields bounds the rounds.
  for (let round = 0; round <= Object.keys(node.properties ?? {}).length; round++) {
    const added = issuePaths(sample).some((path) => addMissing(path, node, record, sample));
    if (!added) break;
  }
  return inSchemaOrder(record, node);
}

/** The object's keys in the order the schema lists them (an added field goes where the schema has it). */
function inSchemaOrder(value: Record<string, unknown>, node: SchemaNode): Record<string, unknown> {
  const order = Object.keys(node.properties ?? {});
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => rank(a) - rank(b)));
}

/** Adds the first field along `path` that the record lacks and the schema has; true if it added one. */
function addMissing(path: readonly PropertyKey[], node: SchemaNode, record: Record<string, unknown>, sample: Record<string, unknown>): boolean {
  const [key, ...rest] = path;
  if (typeof key !== 'string' || !node.properties?.[key]) return false;
  const child = node.properties[key];
  if (!(key in record)) {
    record[key] = skeleton(child, todoLeaf);
    sample[key] = skeleton(child, sampleLeaf);
    return true;
  }
  const [inRecord, inSample] = [record[key], sample[key]];
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  return isObject(inRecord) && isObject(inSample) && addMissing(rest, child, inRecord, inSample);
}
