import { expect, test } from '@playwright/test';
import Ajv2020 from 'ajv/dist/2020';
import fs from 'node:fs';
import { collectionFile } from '../../lib/model/collections';
import { CONTENT_VERSION_PATTERN, DATASET_NAMES } from '../../lib/records/open-data';
import { siteUrl } from '../../lib/model/site-url';
import { content } from './content';
import { readContent } from './helpers';
import { outFileOf } from './out-files';

/* /data/<kind>.json as the build wrote it, validated with Ajv against the JSON Schema published beside it. */

const readJson = (urlOrPath: string) => JSON.parse(fs.readFileSync(outFileOf(urlOrPath), 'utf8')) as Record<string, unknown>;

test('the six datasets are published, each with its schema', () => {
  expect([...DATASET_NAMES].sort()).toEqual(['animations', 'bosses', 'gear', 'npcs', 'shop', 'structures']);
  for (const name of DATASET_NAMES) {
    expect(fs.existsSync(outFileOf(`/data/${name}.json`)), name).toBe(true);
    expect(fs.existsSync(outFileOf(`/data/${name}.schema.json`)), name).toBe(true);
  }
});

for (const name of DATASET_NAMES) {
  test(`/data/${name}.json validates against its published schema and holds every record`, () => {
    const document = readJson(`/data/${name}.json`);
    expect(Object.keys(document)).toEqual(['$schema', 'version', 'items']);
    expect(document.$schema).toBe(siteUrl(content.site.baseUrl, `/data/${name}.schema.json`));
    expect(document.version).toMatch(CONTENT_VERSION_PATTERN);

    const schema = readJson(document.$schema as string);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe(document.$schema);
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    ajv.addFormat('uri', (value: string) => URL.canParse(value));
    const validate = ajv.compile(schema);
    expect(validate(document), ajv.errorsText(validate.errors, { separator: '\n' })).toBe(true);

    // Exactly the records of content/, and the schema rejects a document without items.
    const source = readContent<unknown[]>(collectionFile(name));
    expect(document.items).toHaveLength(source.length);
    expect(validate({ ...document, items: undefined })).toBe(false);
  });
}
