import { z } from 'zod';
import { textSchema } from './common';
import { template } from './template';

/** What a data user reads about one file under /data/: its JSON Schema's title and description. */
export const datasetCopySchema = z.object({ title: textSchema, description: textSchema }).strict();

/** content/open-data.json: the words of the published JSON Schemas; `datasets` is keyed by file name. */
export const openDataCopySchema = z
  .object({
    schemaTitle: template('site', 'title'),
    fields: z.object({ $schema: textSchema, version: textSchema }).strict(),
    datasets: z.record(z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'a collection key such as "bosses"'), datasetCopySchema),
  })
  .strict();
