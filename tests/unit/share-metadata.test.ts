import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { getContent } from '@/lib/content';
import { DETAIL_KINDS, kindById } from '@/lib/records/kinds';
import { CONTENT_VERSION_PATTERN, DATASET_NAMES, datasetDocument, datasetJsonSchema } from '@/lib/records/open-data';
import { allPageCards, pageCardFor } from '@/lib/site/page-cards';
import { fixedPageMetadata, recordPageMetadata, shareImageAlt, wikiPageMetadata } from '@/lib/site/page-metadata';
import { previewsOf } from '@/lib/site/previews';
import { sourceFilesOf } from '@/lib/site/route-sources';
import { allPaths, TOP_LEVEL_ROUTES } from '@/lib/records/routes';
import { ogImagePath, previewDataPath } from '@/lib/site/share-paths';
import { breadcrumbJsonLd, serializeJsonLd, websiteJsonLd } from '@/lib/site/structured-data';

// Expectations come from content/: adding a page or a record must not break these tests.
const content = getContent();
const paths = allPaths(content.routes);

describe('share image paths', () => {
  it.each([
    ['/', '/og/home.png'],
    ['/wiki', '/og/wiki.png'],
    ['/wiki/dryad', '/og/wiki/dryad.png'],
    ['/bosses/black-spider', '/og/bosses/black-spider.png'],
  ])('%s → %s', (page, image) => {
    expect(ogImagePath(page)).toBe(image);
  });

  it('maps every route to its own image', () => {
    expect(new Set(paths.map(ogImagePath)).size).toBe(paths.length);
  });
});

describe('page cards', () => {
  it('exist for every route, and for nothing else', () => {
    expect(allPageCards(content).map((c) => c.path)).toEqual(paths);
    expect(pageCardFor('/wiki/no-such-page', content)).toBeUndefined();
    expect(pageCardFor('/nowhere', content)).toBeUndefined();
  });

  it('give a wiki page about a boss the boss picture and key stats', () => {
    const bosses = kindById('bosses')!;
    for (const boss of content.bosses) {
      const card = pageCardFor(`/wiki/${boss.wiki}`, content)!;
      expect(card.stats).toEqual(bosses.keyStats(boss, content));
      expect(card.image).toBe(content.index.wikiPages.get(boss.wiki)!.frontmatter.image ?? boss.image);
    }
  });

  it('give a wiki page about a gear item that item’s key stats', () => {
    const gearKind = kindById('boss-drops')!;
    for (const item of content.gear) {
      const first = content.gear.find((g) => g.wiki === item.wiki)!;
      expect(pageCardFor(`/wiki/${item.wiki}`, content)!.stats).toEqual(gearKind.keyStats(first, content));
    }
  });

  it('give every record page its kind label and key stats', () => {
    for (const kind of DETAIL_KINDS)
      for (const record of kind.records(content))
        expect(pageCardFor(`/${kind.id}/${record.slug}`, content)).toMatchObject({ title: record.name, label: content.kindNames[kind.id]!.one, stats: kind.keyStats(record, content) });
  });
});

describe('page metadata', () => {
  it('titles a record page apart from the wiki page about it', () => {
    const npcs = kindById('npcs')!;
    for (const npc of content.npcs) {
      const record = recordPageMetadata(npcs, npc);
      const wiki = wikiPageMetadata(npc.wiki);
      expect(record.title).toBe(`${npc.name} (NPC)`);
      expect(record.title).not.toBe(wiki.title);
    }
  });

  it('gives a page its canonical URL, a large Twitter card and its own share image', () => {
    const page = content.wikiPages[0]!;
    const metadata = wikiPageMetadata(page.slug);
    expect(metadata.alternates?.canonical).toBe(`/wiki/${page.slug}/`);
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(metadata.openGraph).toMatchObject({
      url: `/wiki/${page.slug}/`,
      siteName: content.site.name,
      images: [{ url: `/og/wiki/${page.slug}.png`, width: 1200, height: 630 }],
    });
  });

  it('rejects a fixed page at the wrong path', () => {
    expect(() => fixedPageMetadata('about', '/aboot/')).toThrow(/lives at \/about\//);
    expect(fixedPageMetadata('home', '/', { absoluteTitle: 'Home title' }).title).toEqual({ absolute: 'Home title' });
  });

  it('describes the share image with its stats', () => {
    expect(shareImageAlt({ path: '/x/y', title: 'Name', label: 'Boss', description: '', stats: [{ label: 'HP', value: '5' }] })).toBe('Name (Boss): HP 5');
    expect(shareImageAlt({ path: '/x', title: 'Name', label: 'Shop', description: '', stats: [] })).toBe('Name (Shop)');
  });
});

describe('structured data', () => {
  it('cannot close its script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
    expect(JSON.parse(serializeJsonLd({ name: '</script>' }))).toEqual({ name: '</script>' });
  });

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    const json = JSON.parse(breadcrumbJsonLd({ baseUrl: 'https://w.example/' }, [{ name: 'Home', path: '/' }, { name: 'Wiki', path: '/wiki/' }]));
    expect(json.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://w.example/' },
      { '@type': 'ListItem', position: 2, name: 'Wiki', item: 'https://w.example/wiki/' },
    ]);
  });

  it('gives the home page a SearchAction on /?q=', () => {
    const json = JSON.parse(websiteJsonLd(content.site));
    expect(json.potentialAction.target.urlTemplate).toBe(`${content.site.baseUrl.replace(/\/$/, '')}/?q={search_term_string}`);
  });
});

describe('sitemap sources', () => {
  it.each([
    ['/bosses/x', ['content/bosses.json']],
    ['/boss-drops/x', ['content/gear.json']],
    ['/bosses', ['content/pages.json', 'content/bosses.json']],
    ['/about', ['content/pages.json', 'content/pages/about.mdx']],
    ['/news', ['content/pages.json', 'content/news.json']],
  ])('%s is made from %j', (route, files) => {
    expect(sourceFilesOf(route, content)).toEqual(files);
  });

  it('maps wiki pages to their MDX and the guide to its sections', () => {
    for (const page of content.wikiPages) expect(sourceFilesOf(`/wiki/${page.slug}`, content)).toEqual([page.file]);
    expect(sourceFilesOf('/guide', content)).toEqual(content.guideSections.map((s) => s.file));
  });

  it('knows every route', () => {
    for (const path of paths) expect(sourceFilesOf(path, content).length).toBeGreaterThan(0);
  });
});

describe('preview data', () => {
  it('exists for every wiki page, record page and second-level page (the tools)', () => {
    const nested = TOP_LEVEL_ROUTES.map((r) => r.split('/').filter(Boolean)).filter((parts) => parts.length === 2);
    const expected = [
      ...content.wikiPages.map((p) => previewDataPath('wiki', p.slug)),
      ...DETAIL_KINDS.flatMap((k) => k.records(content).map((r) => previewDataPath(k.id, r.slug))),
      ...nested.map(([prefix, slug]) => previewDataPath(prefix!, slug!)),
    ];
    expect([...previewsOf(content).keys()].sort()).toEqual(expected.sort());
  });
});

describe('open data', () => {
  it.each(DATASET_NAMES.map((n) => [n]))('%s validates against its generated schema', (name) => {
    const document = datasetDocument(name, content, 'https://w.example');
    expect(document.version).toMatch(CONTENT_VERSION_PATTERN);
    const ajv = new Ajv2020({ strict: true });
    ajv.addFormat('uri', (value: string) => URL.canParse(value));
    const validate = ajv.compile(datasetJsonSchema(name, content, 'https://w.example'));
    expect(validate(JSON.parse(JSON.stringify(document))), ajv.errorsText(validate.errors)).toBe(true);
    expect(validate({ ...document, version: 'today' })).toBe(false);
    expect(validate({ ...document, items: [{ nonsense: true }] })).toBe(false);
  });

  it('changes the version with the data, not with anything else', () => {
    const a = datasetDocument('bosses', content, 'https://w.example');
    const b = datasetDocument('bosses', { ...content, bosses: content.bosses.slice(1) }, 'https://w.example');
    const c = datasetDocument('bosses', { ...content, npcs: [] }, 'https://w.example');
    expect(b.version).not.toBe(a.version);
    expect(c.version).toBe(a.version);
  });
});
