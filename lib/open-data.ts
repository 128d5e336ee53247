import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { collectionFile, JSON_SCHEMAS, type JsonContent } from './content/collections';
import { isoDay, lastCommitDate } from './git-dates';

/**
 * Open data: every record kind published as /data/<name>.json, shaped
 * `{ "$schema": <URL of /data/<name>.schema.json>, "version": <content version>, "items": [records] }`,
 * with a JSON Schema (draft 2020-12) generated from the same zod schema that validates content/.
 */
export const OPEN_DATASETS = {
  bosses: { collection: 'bosses', title: 'Floor bosses', description: 'Every floor boss of the Colosseum: floor, EP, HP, armor, attack, abilities, drops.' },
  npcs: { collection: 'npcs', title: 'NPCs', description: 'The NPCs of the dungeon: role, location, services.' },
  gear: { collection: 'gear', title: 'Gear', description: 'Weapons and armor sets (boss drops and premium gear): grades, per-grade stats, abilities, source.' },
  structures: { collection: 'structures', title: 'Structures', description: 'Notable places of the dungeon.' },
  animations: { collection: 'animations', title: 'Player animations', description: 'Player animation sets.' },
  shop: { collection: 'shop', title: 'Coin packs', description: 'Coin packs of the shop: price in US dollars and coins.' },
} as const satisfies Record<string, { collection: keyof JsonContent; title: string; description: string }>;

export type DatasetName = keyof typeof OPEN_DATASETS;
export const DATASET_NAMES = Object.keys(OPEN_DATASETS) as DatasetName[];

export const datasetPath = (name: DatasetName) => `/data/${name}.json`;
export const schemaPath = (name: DatasetName) => `/data/${name}.schema.json`;
const absolute = (baseUrl: string, urlPath: string) => `${baseUrl.replace(/\/$/, '')}${urlPath}`;

/** A content version: "YYYY-MM-DD.<8 hex>", e.g. "2025-03-12.4f1c2a9b". */
export const CONTENT_VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}\.[0-9a-f]{8}$/;

/**
 * The version of a dataset: the day (UTC) of the last git commit of its file in content/, then the first 8 hex
 * digits of the SHA-256 of its items as published. The date sorts; the hash changes with any change to the data,
 * even an uncommitted one, and stays the same when only other files change.
 */
export function contentVersion(items: unknown, sourceFile: string): string {
  const hash = createHash('sha256').update(JSON.stringify(items)).digest('hex').slice(0, 8);
  return `${isoDay(lastCommitDate(sourceFile))}.${hash}`;
}

/** The document published at /data/<name>.json. */
export function datasetDocument(name: DatasetName, content: JsonContent, baseUrl: string) {
  const { collection } = OPEN_DATASETS[name];
  const items = content[collection];
  return {
    $schema: absolute(baseUrl, schemaPath(name)),
    version: contentVersion(items, path.join('content', collectionFile(collection))),
    items,
  };
}

/** The zod schema of a whole document: the envelope plus the collection's own record schema. */
export function datasetDocumentSchema(name: DatasetName) {
  const { collection, title, description } = OPEN_DATASETS[name];
  return z
    .object({
      $schema: z.url().meta({ description: 'Absolute URL of this JSON Schema.' }),
      version: z
        .string()
        .regex(CONTENT_VERSION_PATTERN)
        .meta({ description: 'Content version: day of the last commit of the data (UTC), a dot, then 8 hex digits of a SHA-256 of the items.' }),
      items: JSON_SCHEMAS[collection],
    })
    .meta({ title: `Tensura: Dungeon Wiki — ${title}`, description });
}

/** The JSON Schema published at /data/<name>.schema.json. Refinements zod cannot express stay in the zod schema. */
export function datasetJsonSchema(name: DatasetName, baseUrl: string): Record<string, unknown> {
  const schema = z.toJSONSchema(datasetDocumentSchema(name), { target: 'draft-2020-12', io: 'output', unrepresentable: 'any' });
  const { $schema, ...rest } = schema;
  return { $schema, $id: absolute(baseUrl, schemaPath(name)), ...rest };
}

/** Every file under /data/, by file name, for the route handler. */
export function openDataFileNames(): string[] {
  return DATASET_NAMES.flatMap((name) => [`${name}.json`, `${name}.schema.json`]);
}
