import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { DETAIL_KINDS, collectionsOf } from '@/lib/records/kinds';
import { wikiListItem, wikiPagePictures, wikiPictureOf } from '@/lib/records/list-items';
import { compileMdxFacts } from '@/lib/mdx/compile-facts.mjs';
import { wikiPageCard } from '@/lib/site/page-cards';

const content = loadContent();
/** Every record with art that names a wiki page, of every collection (premium gear too). */
const withArt = collectionsOf(DETAIL_KINDS).flatMap((c) =>
  c.records(content).flatMap((record) => (record.image ? c.wikiSlugs(record).map((wiki) => ({ wiki, record })) : [])),
);

describe('a wiki page about a record shows the record’s picture', () => {
  it('every record with art puts it on a page that names it (first record with art wins)', () => {
    for (const { wiki } of withArt) {
      const picture = wikiPictureOf(wiki, content)!;
      const first = withArt.find((r) => r.wiki === wiki)!.record;
      expect(picture, wiki).toEqual({ src: first.image, alt: first.name });
    }
  });
  it('the wiki index card and the share card use it where the page has no image of its own', () => {
    for (const page of content.wikiPages) {
      const picture = wikiPictureOf(page.slug, content);
      const expected = page.frontmatter.image ?? picture?.src;
      expect(wikiListItem(page, content).image, page.slug).toBe(expected);
      expect(wikiPageCard(page, content).image, page.slug).toBe(expected);
    }
  });
  it('a page no record with art names has no picture (the placeholder is for records, not pages)', () => {
    const named = new Set(withArt.map((r) => r.wiki));
    for (const page of content.wikiPages) if (!named.has(page.slug)) expect(wikiPictureOf(page.slug, content)).toBeUndefined();
  });
});

/** The gear whose stat block (with its picture) a wiki page's body shows: the page's <GearStats> slugs. */
const gearInBody = (file: string) => new Set(compileMdxFacts(path.resolve(file)).components.filter((c) => c.name === 'GearStats').map((c) => c.attributes.slug ?? ''));

describe('a wiki page shows every picture of what it is about, whole', () => {
  it('a page about a weapon and its armor (or a whole set) shows each item: in its header or in the item’s stat block', () => {
    for (const page of content.wikiPages) {
      const subjects = (content.index.recordsByWiki.get(page.slug) ?? []).filter((s) => s.record.image);
      const about = subjects.filter((s) => s.collection === subjects[0]?.collection).map((s) => s.record);
      const inBody = gearInBody(page.file);
      const header = wikiPagePictures(page.slug, content, inBody).map((p) => p.src);
      const shown = new Set([...header, ...content.gear.filter((g) => inBody.has(g.slug) && g.image).map((g) => g.image!)]);
      for (const record of about) expect(shown.has(record.image!), `${page.slug}: ${record.name}`).toBe(true);
      // A picture appears once on the page.
      expect(header.filter((src) => content.gear.some((g) => inBody.has(g.slug) && g.image === src)), page.slug).toEqual([]);
    }
  });
});

/** Every file under public/images, as the path a page uses ("/images/gear/ogre-axe.svg"). */
function pictureFiles(dir = path.resolve('public/images')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? pictureFiles(full) : [`/${path.relative(path.resolve('public'), full).split(path.sep).join('/')}`];
  });
}

/** Picture paths written into the site's own code (the logo, the hero art, the placeholder). */
function picturesInCode(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return picturesInCode(full);
    if (!/\.(ts|tsx)$/.test(entry.name)) return [];
    return [...fs.readFileSync(full, 'utf8').matchAll(/['"](\/images\/[\w\-/]+\.\w+)['"]/g)].map((m) => m[1]!);
  });
}

describe('no picture file goes unseen', () => {
  it('every file under public/images is shown by some page', () => {
    const shown = new Set<string>([...picturesInCode(path.resolve('components')), ...picturesInCode(path.resolve('app'))]);
    // A record page shows its record's picture.
    for (const kind of DETAIL_KINDS) for (const record of kind.records(content)) if (record.image) shown.add(record.image);
    // A wiki page shows its own picture, its header pictures and the picture of each gear stat block in its body.
    for (const page of content.wikiPages) {
      if (page.frontmatter.image) shown.add(page.frontmatter.image);
      const inBody = gearInBody(page.file);
      for (const picture of wikiPagePictures(page.slug, content, inBody)) shown.add(picture.src);
      for (const item of content.gear) if (inBody.has(item.slug) && item.image) shown.add(item.image);
    }
    // The shop shows its coin packs.
    for (const pack of content.shop) if (pack.image) shown.add(pack.image);
    expect(pictureFiles().filter((file) => !shown.has(file))).toEqual([]);
  });
});
