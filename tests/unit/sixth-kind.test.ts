import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadContent } from '@/lib/content/load';
import { defineKind, DETAIL_KINDS, type RecordKind } from '@/lib/records/kinds';
import { datasetDocument, datasetJsonSchema, openDataFileNames, openDatasets } from '@/lib/records/open-data';
import { defineRecords } from '@/lib/model/collections';
import { allPaths } from '@/lib/records/routes';
import { recordFields, slugSchema } from '@/lib/schemas/common';
import { buildSearchDocuments } from '@/lib/search/documents';
import { fillTemplate } from '@/lib/model/template';
import { newRecord } from '@/lib/authoring/new-entry';
import { contentFixture } from './content-fixture';

/*
 * A sixth record kind (regular mobs), registered only in this test: a schema, a collection, a kind entry and a
 * content/mobs.json. It must get everything the five kinds of lib/records/kinds.ts get, without any other file changing.
 */

const mobSchema = z.object({
  ...recordFields,
  floor: z.number().int(),
  wiki: slugSchema,
});
type Mob = z.infer<typeof mobSchema>;

const mobsKind = defineKind<Mob, 'mobs'>({
  id: 'mobs',
  collection: defineRecords<Mob>({
    key: 'mobs',
    schema: z.array(mobSchema),
    wikiSlugs: (m) => [m.wiki],
  }),
  listItem: (m) => ({ id: m.slug, title: m.name, description: m.description, href: `/mobs/${m.slug}`, tags: m.tags, stats: [], searchText: [m.name], facets: {} }),
  keyStats: (m) => [{ label: 'Floor', value: String(m.floor) }],
});
const kinds: readonly RecordKind[] = [...DETAIL_KINDS, mobsKind];
const PUBLIC = path.resolve(__dirname, '../../public');

let fixture: ReturnType<typeof contentFixture>;
let mobs: Mob[];
/** A picture a boss already has. */
let bossImage: string;
const writeMobs = () => fixture.write('mobs.json', JSON.stringify(mobs, null, 2));
const load = () => loadContent({ contentDir: fixture.dir, publicDir: PUBLIC, kinds });
const errorOf = () => {
  try {
    load();
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

beforeEach(() => {
  fixture = contentFixture();
  // Values that exist in the real content: a registered tag, a wiki page; and an image under public/ no record owns.
  const base = loadContent({ contentDir: fixture.dir, publicDir: PUBLIC });
  const boss = base.bosses.find((b) => b.image)!;
  bossImage = boss.image!;
  mobs = [
    { slug: 'cave-bat', name: 'Cave Bat', description: 'A bat of the lower floors.', tags: [boss.tags[0]!], image: '/images/placeholder.svg', floor: 3, wiki: boss.wiki },
    { slug: 'slime', name: 'Slime', description: 'A slow slime.', tags: [boss.tags[0]!], floor: 1, wiki: boss.wiki },
  ];
  writeMobs();
  // Its names, as an editor adding a kind writes them.
  fixture.editJson<Record<string, unknown>>('kind-names.json', (names) => {
    names.mobs = { one: 'Mob', other: 'Mobs' };
  });
  // And what its open-data file is.
  fixture.editJson<{ datasets: Record<string, unknown> }>('open-data.json', (copy) => {
    copy.datasets.mobs = { title: 'Mobs', description: 'Regular mobs of the dungeon.' };
  });
});
afterEach(() => fixture.cleanup());

describe('a sixth kind registered outside lib/records/kinds.ts', () => {
  it('gets a list page path and a record page path per record', () => {
    const paths = allPaths(load().routes, kinds);
    expect(paths).toContain('/mobs');
    for (const mob of mobs) expect(paths).toContain(`/mobs/${mob.slug}`);
  });

  it('rejects a duplicate slug, naming the file and the field', () => {
    mobs.push({ ...mobs[0]! });
    writeMobs();
    expect(errorOf()).toMatch(/mobs\.json:\d+:\d+ › record "cave-bat" › field "slug": duplicate slug "cave-bat"/);
  });

  it('rejects an unknown tag, a missing image and a missing wiki page', () => {
    mobs[1] = { ...mobs[1]!, tags: ['Not A Registered Tag'], image: '/images/mobs/none.svg', wiki: 'no-such-page' };
    writeMobs();
    const message = errorOf();
    expect(message).toMatch(/mobs\.json:\d+:\d+ › record "slime" › field "tags\[0\]": unknown tag "Not A Registered Tag"/);
    expect(message).toMatch(/mobs\.json:\d+:\d+ › record "slime" › field "image": image "\/images\/mobs\/none\.svg" does not exist/);
    expect(message).toMatch(/mobs\.json:\d+:\d+ › record "slime" › field "wiki": refers to wiki page "no-such-page", which does not exist/);
  });

  it('rejects a picture another record already has', () => {
    mobs[1] = { ...mobs[1]!, image: bossImage };
    writeMobs();
    expect(errorOf()).toMatch(/mobs\.json:\d+:\d+ › record "slime" › field "image": ".+" is already the picture of/);
  });

  it('gets a record from npm run new, with a TODO for each of its own fields, that loads once they are filled', () => {
    const created = newRecord('mobs', 'zz-mob', { contentDir: fixture.dir, kinds });
    expect(created.placeholders.map((p) => p.field)).toEqual(['name', 'description', 'tags[0]', 'floor', 'wiki']);
    expect(errorOf()).toMatch(/mobs\.json:\d+:\d+ › record "zz-mob" › field "floor": still holds the placeholder "TODO: a whole number/);
    fixture.editJson<Mob[]>('mobs.json', (records) => {
      Object.assign(records.find((m) => m.slug === 'zz-mob')!, { ...mobs[1]!, slug: 'zz-mob' });
    });
    expect(errorOf()).toBe('');
  });

  it('gets a search document per record, labelled with its name for one record', () => {
    const documents = buildSearchDocuments(load(), new Map(), kinds);
    for (const mob of mobs) expect(documents.find((d) => d.url === `/mobs/${mob.slug}/`)?.kind).toBe('Mob');
  });

  it('rejects the kind without its names, naming the file and the kind', () => {
    fixture.editJson<Record<string, unknown>>('kind-names.json', (names) => {
      delete names.mobs;
    });
    expect(errorOf()).toMatch(/kind-names\.json:\d+:\d+ › record "mobs".*the kind "mobs" has no names/);
  });

  it('gets an open-data file with its records and a schema titled from content', () => {
    const content = load();
    const datasets = openDatasets(kinds);
    expect(openDataFileNames(datasets)).toEqual(expect.arrayContaining(['mobs.json', 'mobs.schema.json']));
    const document = datasetDocument('mobs', content, 'https://example.org/', { datasets, contentDir: fixture.dir });
    expect(document.$schema).toBe('https://example.org/data/mobs.schema.json');
    expect(document.items).toEqual(mobs);
    const schema = datasetJsonSchema('mobs', content, 'https://example.org/', datasets);
    expect(schema).toMatchObject({ title: fillTemplate(content.openData.schemaTitle, { site: content.site.name, title: 'Mobs' }), description: 'Regular mobs of the dungeon.' });
  });

  it('rejects the kind without a description of its open-data file, naming the file and the dataset', () => {
    fixture.editJson<{ datasets: Record<string, unknown> }>('open-data.json', (copy) => {
      delete copy.datasets.mobs;
    });
    expect(errorOf()).toMatch(/open-data\.json:\d+:\d+ › record "mobs" › field "datasets": \/data\/mobs\.json has no title and description/);
  });
});
