import type { Content } from '../model/collections';
import { collectionsOf, DETAIL_KINDS, kindName, type KindRecord, type RecordKind } from '../records/kinds';
import type { MdxComponentName } from '../mdx/component-names';
import type { FactSection, FactsByFile } from '../mdx/page-facts';
import { joinList } from '../model/format';
import { withoutInlineLinks } from '../schemas/inline-links';
import { bossInfoboxRows } from '../records/facts';
import { firstKillRewardText } from '../records/values';
import type { Boss } from '../schemas/boss';
import type { GearItem } from '../schemas/gear';
import type { SearchDocument } from './options';
import { RECORD_COLLECTIONS, recordBySlug } from '../model/collections';

/** Kind labels of the pages that are not records (records take theirs from lib/records/kinds.ts). */

/** Record fields that hold addresses or slugs, or the collapsed "Notes on sources", not words a reader sees as text. */
const RECORD_SKIPPED_KEYS = new Set(['slug', 'image', 'wiki', 'drops', 'bosses', 'notes', 'kind', 'place', 'item']);

/** Every readable string of a record, in field order: names, descriptions, abilities, stats as "label value". */
export function recordText(record: unknown): string {
  const parts: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') parts.push(withoutInlineLinks(value));
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) if (!RECORD_SKIPPED_KEYS.has(key)) visit(child);
    }
  };
  visit(record);
  return parts.join(' ');
}

const abilitiesText = (abilities: readonly { name: string; description: string }[]) =>
  abilities.map((a) => `${a.name}: ${a.description}`).join(' ');

/** The text each record-rendering MDX component shows; lone numbers, link lists and notes add nothing to find. */
function componentTexts(content: Content): Partial<Record<MdxComponentName, (attributes: Record<string, string>) => string>> {
  const boss = (slug = ''): Boss | undefined => recordBySlug(RECORD_COLLECTIONS.bosses, slug, content);
  const gear = (slug = ''): GearItem | undefined => recordBySlug(RECORD_COLLECTIONS.gear, slug, content);
  const gearNames = (b: Boss | undefined) => joinList((b?.drops ?? []).map((s) => gear(s)?.name ?? ''));
  return {
    BossInfobox: ({ slug }) => {
      const b = boss(slug);
      return b ? [b.name, ...bossInfoboxRows(b, content).map((s) => `${s.label} ${s.value}`), gearNames(b)].join(' ') : '';
    },
    BossAbilities: ({ slug }) => abilitiesText(boss(slug)?.abilities ?? []),
    GearStats: ({ slug }) => {
      const g = gear(slug);
      if (!g) return '';
      return [`${content.site.labels.records.gearStats.infusion}: ${g.infusion}`, g.infusionNote ?? '', ...(g.armorPieces ?? []).map((p) => p.name), abilitiesText(g.abilities)].join(' ');
    },
    Reward: ({ boss: slug }) => {
      const b = boss(slug);
      return b?.firstKillGold ? firstKillRewardText(b, content.site.labels.facts) : '';
    },
    Drops: ({ boss: slug }) => gearNames(boss(slug)),
  };
}

/** Text a JSX component stands for (it renders data from content/, not from the MDX), by component name. */
type ComponentText = (name: string, attributes: Record<string, string>) => string | undefined;

/** A section's words and the words its record components render. */
function sectionText(section: FactSection, componentText: ComponentText): string {
  return [section.text, ...section.components.map((c) => componentText(c.name, c.attributes))].filter(Boolean).join(' ');
}

/** Names a reader may type for a wiki page: its card heading and the names of the records it covers that have no page of their own (premium gear). */
function wikiAliases(content: Content, kinds: readonly RecordKind[]): Map<string, string[]> {
  const aliases = new Map<string, string[]>();
  const add = (slug: string, name: string) => aliases.set(slug, [...new Set([...(aliases.get(slug) ?? []), name])]);
  for (const page of content.wikiPages) if (page.frontmatter.heading !== page.frontmatter.title) add(page.slug, page.frontmatter.heading);
  // Records with a page of their own need no alias: their page is listed with its wiki page (the group).
  const withPage = new Set(kinds.flatMap((kind) => kind.records(content)));
  for (const collection of collectionsOf(kinds)) {
    for (const record of collection.records(content)) if (!withPage.has(record)) for (const slug of collection.wikiSlugs(record)) add(slug, record.name);
  }
  return aliases;
}

function wikiDocuments(content: Content, facts: FactsByFile, componentText: ComponentText, kinds: readonly RecordKind[]): Omit<SearchDocument, 'id'>[] {
  const aliases = wikiAliases(content, kinds);
  return content.wikiPages
    .filter((page) => !page.frontmatter.stub)
    .flatMap((page) => {
      const sections = (facts.get(page.file)?.sections ?? [{ text: '', components: [] }]).map((s) => ({
        heading: s.heading,
        text: sectionText(s, componentText),
      }));
      const base = `/wiki/${page.slug}/`;
      const { title, description, tags } = page.frontmatter;
      const names = { aliases: (aliases.get(page.slug) ?? []).filter((a) => a !== title), tags, group: base };
      return sections
        .filter((s, i) => i === 0 || s.text || s.heading)
        .map((s, i) => ({
          ...(i === 0 ? names : {}),
          ...(s.heading
            ? { url: `${base}#${s.heading.id}`, page: base, kind: content.site.labels.searchKinds.wikiPage, title, section: s.heading.text, text: s.text }
            : { url: base, page: base, kind: content.site.labels.searchKinds.wikiPage, title, text: `${description} ${s.text}`.trim() }),
        }));
    });
}

function guideDocuments(content: Content, facts: FactsByFile, componentText: ComponentText): Omit<SearchDocument, 'id'>[] {
  return content.guideSections.map((section) => {
    const { id, title } = section.frontmatter;
    const text = (facts.get(section.file)?.sections ?? [])
      .map((s) => [s.heading?.text, sectionText(s, componentText)].filter(Boolean).join(' '))
      .join(' ');
    return { url: `/guide/#${id}`, page: `/guide/#${id}`, kind: content.site.labels.searchKinds.guide, title, text };
  });
}

/** A record page's text: every readable string of the record, then its key numbers as the page prints them ("EP 130,000"). */
function recordDocuments(content: Content, kinds: readonly RecordKind[]): Omit<SearchDocument, 'id'>[] {
  return kinds.flatMap((kind) =>
    kind.records(content).map((record: KindRecord) => {
      const url = `/${kind.id}/${record.slug}/`;
      // The name is the title; the rest of the record is the text.
      const { name, ...rest } = record;
      const wiki = kind.wikiSlugs(record)[0];
      const tags = (record as { tags?: unknown }).tags;
      return {
        url,
        page: url,
        kind: kindName(kind, content),
        title: name,
        text: [recordText(rest), ...kind.keyStats(record, content).map((s) => `${s.label} ${s.value}`)].join(' '),
        ...(Array.isArray(tags) ? { tags: tags.filter((t): t is string => typeof t === 'string') } : {}),
        ...(wiki ? { group: `/wiki/${wiki}/` } : {}),
      };
    }),
  );
}

/** Every searchable unit, from content/ (so `next dev` searches too), with the heading ids the pages render. */
export function buildSearchDocuments(content: Content, facts: FactsByFile, kinds: readonly RecordKind[] = DETAIL_KINDS): SearchDocument[] {
  const texts = componentTexts(content);
  const componentText: ComponentText = (name, attributes) => texts[name as MdxComponentName]?.(attributes);
  return [...wikiDocuments(content, facts, componentText, kinds), ...guideDocuments(content, facts, componentText), ...recordDocuments(content, kinds)].map(
    (doc, id) => ({ id, ...doc }),
  );
}
