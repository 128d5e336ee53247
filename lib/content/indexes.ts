import { collectionsOf, DETAIL_KINDS, type RecordKind } from '../records/kinds';
import type { WikiSection } from '../schemas/wiki';
import type { JsonContent } from '../model/collections';
import type { CollectionRecord, ContentIndex, RouteIndex, WikiPage } from '../model/types';

const bySlug = <T extends { slug: string }>(records: readonly T[]) => new Map(records.map((r) => [r.slug, r]));

/** One index per record file, wiki pages and sections; duplicates are reported by the cross-check. */
export function buildIndex(json: JsonContent, wikiPages: readonly WikiPage[], kinds: readonly RecordKind[] = DETAIL_KINDS): ContentIndex {
  const collections = collectionsOf(kinds);
  const recordsByWiki = new Map<string, { collection: string; record: CollectionRecord }[]>();
  for (const collection of collections) {
    for (const record of collection.records(json)) {
      for (const slug of collection.wikiSlugs(record)) {
        recordsByWiki.set(slug, [...(recordsByWiki.get(slug) ?? []), { collection: collection.key, record }]);
      }
    }
  }
  return {
    records: new Map(collections.map((c) => [c.key, new Map(c.records(json).map((r, i) => [r.slug, i]))])),
    wikiPages: bySlug(wikiPages),
    wikiSections: new Map<string, WikiSection>(json.wikiSections.map((s) => [s.id, s])),
    recordsByWiki,
  };
}

/** The slugs that exist per route family, for link checks and the sitemap. */
export function buildRouteIndex(json: JsonContent, wikiPages: readonly WikiPage[], kinds: readonly RecordKind[] = DETAIL_KINDS): RouteIndex {
  return {
    wiki: new Set(wikiPages.map((p) => p.slug)),
    wikiSections: new Set(json.wikiSections.map((s) => s.id)),
    detail: new Map(kinds.map((kind) => [kind.id, new Set(kind.records(json).map((r) => r.slug))])),
  };
}
