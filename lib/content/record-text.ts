import { gameValues } from '../game/values';
import { collectionFile, RECORD_COLLECTIONS, recordBySlug, type Content, type JsonContent } from '../model/collections';
import { collectionsOf, type RecordKind } from '../records/kinds';
import { checkInternalLink } from '../records/routes';
import { inlineLinkHrefs } from '../schemas/inline-links';
import type { RecordSection } from '../schemas/record-body';
import type { ContentProblem } from './errors';

/** `{koby-trade-limit}` in record text: a named value from the records (lib/game/values.ts). */
const TOKEN = /\{([a-z0-9-]+)\}/g;
/** Fields that hold slugs and paths, not words. */
const NOT_TEXT = new Set(['slug', 'image', 'wiki', 'place', 'kind', 'item', 'drops', 'bosses', 'source']);

/** Every string of a record that a reader sees, with its field path, e.g. ["services[0].text", "…"]. */
function* textFields(value: unknown, field = ''): Generator<[string, string, (text: string) => void]> {
  if (Array.isArray(value)) {
    for (const [i, child] of value.entries()) {
      if (typeof child === 'string') yield [`${field}[${i}]`, child, (text) => (value[i] = text)];
      else yield* textFields(child, `${field}[${i}]`);
    }
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (NOT_TEXT.has(key)) continue;
      const path = field ? `${field}.${key}` : key;
      if (typeof child === 'string') yield [path, child, (text) => Reflect.set(value, key, text)];
      else yield* textFields(child, path);
    }
  }
}

/** Record text names record values as `{name}`, filled here once per load (as frontmatter-values.ts does for pages). */
export function fillRecordValues(data: JsonContent, kinds: readonly RecordKind[], fileOf: (key: string) => string, problems: ContentProblem[]) {
  const values = gameValues(data);
  for (const collection of collectionsOf(kinds)) {
    for (const record of collection.records(data)) {
      for (const [field, text, set] of textFields(record)) {
        if (!text.includes('{')) continue;
        set(
          text.replace(TOKEN, (token, name: string) => {
            if (name in values) return values[name]!;
            problems.push({ file: fileOf(collectionFile(collection.key)), record: `"${record.slug}"`, field, message: `unknown value ${token} (available: ${Object.keys(values).join(', ')})` });
            return token;
          }),
        );
      }
    }
  }
}

/** Checks the links in record text (none in a description, which is also card text) and what record views name. */
export function checkRecordText(c: Content, kinds: readonly RecordKind[], fileOf: (key: string) => string, problems: ContentProblem[]) {
  for (const collection of collectionsOf(kinds)) {
    const file = fileOf(collectionFile(collection.key));
    for (const record of collection.records(c)) {
      const report = (field: string, message: string) => problems.push({ file, record: `"${record.slug}"`, field, message });
      for (const [field, text] of textFields(record)) {
        const hrefs = inlineLinkHrefs(text);
        if (field === 'description' && hrefs.length > 0) report(field, 'a description is also the card and search text: put links in a section, not here');
        for (const href of hrefs) {
          const problem = checkInternalLink(href, c.routes);
          if (problem) report(field, problem);
        }
      }
      const sections: readonly RecordSection[] = Reflect.get(record, 'sections') ?? [];
      sections.forEach((section, s) => {
        if (section.view?.kind !== 'gear-abilities') return;
        section.view.abilities.forEach(({ item, ability }, i) => {
          const gear = recordBySlug(RECORD_COLLECTIONS.gear, item, c);
          const field = `sections[${s}].view.abilities[${i}]`;
          if (!gear) report(`${field}.item`, `refers to gear "${item}", which does not exist`);
          else if (!gear.abilities.some((a) => a.name === ability)) {
            report(`${field}.ability`, `"${gear.name}" has no ability "${ability}" (its abilities: ${gear.abilities.map((a) => a.name).join(', ') || 'none'})`);
          }
        });
      });
    }
  }
}
