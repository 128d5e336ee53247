import type { RouteIndex } from '../routes';
import { DETAIL_KINDS, RECORD_KINDS } from '../kinds';
import type { WikiSection } from '../schemas/wiki';
import type { JsonContent } from './collections';
import type { ContentIndex, WikiPage } from './types';

const bySlug = <T extends { slug: string }>(records: readonly T[]) => new Map(records.map((r) => [r.slug, r]));

/** Maps by slug for every collection; later duplicates are reported by the cross-check, not silently kept. */
export function buildIndex(json: JsonContent, wikiPages: readonly WikiPage[]): ContentIndex {
  return {
    bosses: bySlug(json.bosses),
    npcs: bySlug(json.npcs),
    structures: bySlug(json.structures),
    animations: bySlug(json.animations),
    gear: bySlug(json.gear),
    wikiPages: bySlug(wikiPages),
    wikiSections: new Map<string, WikiSection>(json.wikiSections.map((s) => [s.id, s])),
    bossByWiki: new Map(json.bosses.map((b) => [b.wiki, b])),
    kindRecords: new Map(RECORD_KINDS.map((kind) => [kind.id, bySlug(kind.records(json))])),
  };
}

/** The slugs that exist per route family, for link checks and the sitemap. */
export function buildRouteIndex(json: JsonContent, wikiPages: readonly WikiPage[]): RouteIndex {
  return {
    wiki: new Set(wikiPages.map((p) => p.slug)),
    wikiSections: new Set(json.wikiSections.map((s) => s.id)),
    detail: Object.fromEntries(DETAIL_KINDS.map((kind) => [kind.id, new Set(kind.records(json).map((r) => r.slug))])) as unknown as RouteIndex['detail'],
  };
}
