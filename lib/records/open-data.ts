import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { collectionFile, DATA_FILES, type JsonContent } from '../model/collections';
import { isoDay, lastCommitDate } from '../history/git-dates';
import { collectionsOf, DETAIL_KINDS, type RecordKind } from './kinds';
import { siteUrl } from '../model/site-url';
import { fillTemplate } from '../model/template';

/** /data/<name>.json: `{ "$schema", "version", "items" }`, with a JSON Schema from the content's zod schema. */
export interface OpenDataset {
  /** File name under /data/ and the content file's collection key. */
  name: string;
  schema: z.ZodType;
  items(content: JsonContent): unknown;
}

/** Data files that no record kind shows as pages but that are published (lib/model/collections.ts `openData`). */
const NON_PAGE_DATASETS: readonly OpenDataset[] = Object.values(DATA_FILES)
  .filter((file) => file.openData)
  .map((file) => ({ name: file.key, schema: file.schema, items: (content) => Reflect.get(content, file.key) }));

/** Every dataset: one per record file of the kinds (boss drops and the premium gear are one gear file), then the rest. */
export function openDatasets(kinds: readonly RecordKind[] = DETAIL_KINDS): OpenDataset[] {
  const fromKinds = collectionsOf(kinds).map((c): OpenDataset => ({ name: c.key, schema: c.schema, items: (content) => c.records(content) }));
  return [...fromKinds, ...NON_PAGE_DATASETS];
}

export const OPEN_DATASETS: readonly OpenDataset[] = openDatasets();
export const DATASET_NAMES: readonly string[] = OPEN_DATASETS.map((d) => d.name);

export function datasetByName(name: string, datasets: readonly OpenDataset[] = OPEN_DATASETS): OpenDataset {
  const dataset = datasets.find((d) => d.name === name);
  if (!dataset) throw new Error(`no open dataset "${name}"`);
  return dataset;
}

export const schemaPath = (name: string) => `/data/${name}.schema.json`;

/** A content version: "YYYY-MM-DD.<8 hex>", e.g. "2025-03-12.4f1c2a9b". */
export const CONTENT_VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}\.[0-9a-f]{8}$/;

/**
 * A dataset's version: its file's last commit day (UTC), then 8 hex digits of the items' SHA-256, which changes with
 * any change to the data (even uncommitted) and with nothing else.
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

/** The words of the published schemas (content/open-data.json) and the site's name for their titles. */
export type OpenDataWords = Pick<JsonContent, 'openData'> & { site: Pick<JsonContent['site'], 'name'> };

/** The zod schema of a whole document: the envelope plus the collection's own record schema, described in content's words. */
export function datasetDocumentSchema(name: string, words: OpenDataWords, datasets: readonly OpenDataset[] = OPEN_DATASETS) {
  const { schema } = datasetByName(name, datasets);
  const { schemaTitle, fields, datasets: copy } = words.openData;
  const { title, description } = copy[name]!;
  return z
    .object({
      $schema: z.url().meta({ description: fields.$schema }),
      version: z.string().regex(CONTENT_VERSION_PATTERN).meta({ description: fields.version }),
      items: schema,
    })
    .meta({ title: fillTemplate(schemaTitle, { site: words.site.name, title }), description });
}

/** The JSON Schema published at /data/<name>.schema.json. Refinements zod cannot express stay in the zod schema. */
export function datasetJsonSchema(name: string, words: OpenDataWords, baseUrl: string, datasets: readonly OpenDataset[] = OPEN_DATASETS): Record<string, unknown> {
  const schema = z.toJSONSchema(datasetDocumentSchema(name, words, datasets), { target: 'draft-2020-12', io: 'output', unrepresentable: 'any' });
  const { $schema, ...rest } = schema;
  return { $schema, $id: siteUrl(baseUrl, schemaPath(name)), ...rest };
}

/** Every file under /data/, by file name, for the route handler. */
export function openDataFileNames(datasets: readonly OpenDataset[] = OPEN_DATASETS): string[] {
  return datasets.flatMap((d) => [`${d.name}.json`, `${d.name}.schema.json`]);
}
