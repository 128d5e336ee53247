import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { collectionFile, JSON_SCHEMAS, type JsonContent } from './content/collections';
import { isoDay, lastCommitDate } from './git-dates';
import { collectionsOf, DETAIL_KINDS, type RecordKind } from './kinds';
import type { DatasetInfo } from './record-collections';
import { siteUrl } from './site-url';

/**
 * Open data: every record file published as /data/<name>.json, shaped
 * `{ "$schema": <URL of /data/<name>.schema.json>, "version": <content version>, "items": [records] }`,
 * with a JSON Schema (draft 2020-12) generated from the same zod schema that validates content/.
 */
export interface OpenDataset extends DatasetInfo {
  /** File name under /data/ and the content file's collection key. */
  name: string;
  schema: z.ZodType;
  items(content: JsonContent): unknown;
}

/** Data files that no record kind shows as pages: the shop's coin packs. */
const NON_PAGE_DATASETS: readonly OpenDataset[] = [
  { name: 'shop', schema: JSON_SCHEMAS.shop, items: (c) => c.shop, title: 'Coin packs', description: 'Coin packs of the shop: price in US dollars and coins.' },
];

/** Every dataset: one per record file of the kinds (boss drops and the premium gear are one gear file), then the rest. */
export function openDatasets(kinds: readonly RecordKind[] = DETAIL_KINDS): OpenDataset[] {
  const fromKinds = collectionsOf(kinds).map((c): OpenDataset => ({ name: c.key, schema: c.schema, items: (content) => c.records(content), ...c.dataset }));
  return [...fromKinds, ...NON_PAGE_DATASETS];
}

export const OPEN_DATASETS: readonly OpenDataset[] = openDatasets();
export const DATASET_NAMES: readonly string[] = OPEN_DATASETS.map((d) => d.name);

export function datasetByName(name: string, datasets: readonly OpenDataset[] = OPEN_DATASETS): OpenDataset {
  const dataset = datasets.find((d) => d.name === name);
  if (!dataset) throw new Error(`no open dataset "${name}"`);
  return dataset;
}

export const datasetPath = (name: string) => `/data/${name}.json`;
export const schemaPath = (name: string) => `/data/${name}.schema.json`;

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

/** The document published at /data/<name>.json (`contentDir`: where its file is, for the version's date). */
export function datasetDocument(name: string, content: JsonContent, baseUrl: string, { datasets = OPEN_DATASETS, contentDir = 'content' } = {}) {
  const items = datasetByName(name, datasets).items(content);
  return {
    $schema: siteUrl(baseUrl, schemaPath(name)),
    version: contentVersion(items, path.join(contentDir, collectionFile(name))),
    items,
  };
}

/** The zod schema of a whole document: the envelope plus the collection's own record schema. */
export function datasetDocumentSchema(name: string, datasets: readonly OpenDataset[] = OPEN_DATASETS) {
  const { schema, title, description } = datasetByName(name, datasets);
  return z
    .object({
      $schema: z.url().meta({ description: 'Absolute URL of this JSON Schema.' }),
      version: z
        .string()
        .regex(CONTENT_VERSION_PATTERN)
        .meta({ description: 'Content version: day of the last commit of the data (UTC), a dot, then 8 hex digits of a SHA-256 of the items.' }),
      items: schema,
    })
    .meta({ title: `Tensura: Dungeon Wiki — ${title}`, description });
}

/** The JSON Schema published at /data/<name>.schema.json. Refinements zod cannot express stay in the zod schema. */
export function datasetJsonSchema(name: string, baseUrl: string, datasets: readonly OpenDataset[] = OPEN_DATASETS): Record<string, unknown> {
  const schema = z.toJSONSchema(datasetDocumentSchema(name, datasets), { target: 'draft-2020-12', io: 'output', unrepresentable: 'any' });
  const { $schema, ...rest } = schema;
  return { $schema, $id: siteUrl(baseUrl, schemaPath(name)), ...rest };
}

/** Every file under /data/, by file name, for the route handler. */
export function openDataFileNames(datasets: readonly OpenDataset[] = OPEN_DATASETS): string[] {
  return datasets.flatMap((d) => [`${d.name}.json`, `${d.name}.schema.json`]);
}
