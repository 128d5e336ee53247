import fs from 'node:fs';
import path from 'node:path';
import { findNodeAtLocation, parseTree, type Node as JsonNode } from 'jsonc-parser';
import { isMap, isNode, LineCounter, parseDocument } from 'yaml';
import type { ContentProblem } from './errors';

/** Line and column of a problem's value, so an editor can jump to `file:line:column`. */

export interface SourcePoint {
  line: number;
  column: number;
}

/** Line and column (1-based) of a character offset. */
export function pointAt(text: string, offset: number): SourcePoint {
  const before = text.slice(0, Math.max(0, offset));
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** "abilities[0].description" → ["abilities", 0, "description"]. */
export function parseFieldPath(field: string | undefined): (string | number)[] {
  if (!field) return [];
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
}

/** The deepest node along `keys` (a missing field is reported at the object that should hold it). */
function deepestJsonNode(root: JsonNode, keys: readonly (string | number)[]): JsonNode {
  let node = root;
  for (let i = 1; i <= keys.length; i++) {
    const found = findNodeAtLocation(root, keys.slice(0, i));
    if (!found) break;
    node = found;
  }
  return node;
}

const unquote = (record: string) => (/^".*"$/.test(record) ? record.slice(1, -1) : undefined);

/** The JSON node of a problem's record: `#3` (a list's fourth entry), `"slug"` (by slug, id or key), or a top-level key. */
function recordNode(root: JsonNode, record: string | undefined): JsonNode {
  if (!record) return root;
  const index = /^#(\d+)$/.exec(record);
  if (index && root.type === 'array') return root.children?.[Number(index[1])] ?? root;
  const id = unquote(record) ?? record;
  if (root.type === 'array') {
    const named = (root.children ?? []).filter((item) => ['slug', 'id'].some((key) => findNodeAtLocation(item, [key])?.value === id));
    // A duplicate slug is reported at its second use.
    return named.at(-1) ?? root;
  }
  return findNodeAtLocation(root, [id]) ?? root;
}

/** Where a problem about `record` › `field` of a JSON file points, or undefined when the text is not JSON. */
export function locateInJson(text: string, record: string | undefined, field: string | undefined): SourcePoint | undefined {
  const root = parseTree(text);
  if (!root) return undefined;
  return pointAt(text, deepestJsonNode(recordNode(root, record), parseFieldPath(field)).offset);
}

/** The frontmatter's YAML text and where it starts in the file, or undefined when the file has no frontmatter block. */
function frontmatterOf(source: string): { yaml: string; offset: number } | undefined {
  const open = /^---[^\S\n]*\r?\n/.exec(source);
  if (!open) return undefined;
  const close = /^---[^\S\n]*$/m.exec(source.slice(open[0].length));
  return { yaml: source.slice(open[0].length, open[0].length + (close?.index ?? 0)), offset: open[0].length };
}

/** Where a frontmatter field's value is in an MDX file (a missing field: the frontmatter's first line). */
export function locateInFrontmatter(source: string, field: string | undefined): SourcePoint {
  const block = frontmatterOf(source);
  if (!block) return { line: 1, column: 1 };
  const doc = parseDocument(block.yaml, { lineCounter: new LineCounter() });
  const keys = parseFieldPath(field);
  let offset = isMap(doc.contents) ? (doc.contents.range?.[0] ?? 0) : 0;
  for (let i = 1; i <= keys.length; i++) {
    const node = doc.getIn(keys.slice(0, i), true);
    if (!isNode(node) || !node.range) break;
    offset = node.range[0];
  }
  return pointAt(source, block.offset + offset);
}

/** Adds line and column to every JSON or frontmatter problem lacking them, reading each file once. */
export function locateProblems(problems: ContentProblem[]): ContentProblem[] {
  const texts = new Map<string, string | undefined>();
  const textOf = (file: string) => {
    if (!texts.has(file)) {
      const absolute = path.resolve(file);
      texts.set(file, fs.existsSync(absolute) && fs.statSync(absolute).isFile() ? fs.readFileSync(absolute, 'utf8') : undefined);
    }
    return texts.get(file);
  };
  for (const problem of problems) {
    if (problem.line !== undefined) continue;
    const text = textOf(problem.file);
    if (text === undefined) continue;
    let point: SourcePoint | undefined;
    if (problem.file.endsWith('.json')) point = locateInJson(text, problem.record, problem.field);
    else if (problem.file.endsWith('.mdx') && problem.record === 'frontmatter') point = locateInFrontmatter(text, problem.field);
    if (point) Object.assign(problem, point);
  }
  return problems;
}
