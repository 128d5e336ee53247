import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { DETAIL_KINDS, collectionsOf } from '@/lib/records/kinds';
import { wikiListItem, wikiPictureOf } from '@/lib/records/list-items';
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
