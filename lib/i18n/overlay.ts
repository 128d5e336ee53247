import { textFields, UI_NOT_TEXT, type TextField } from './text-fields';

/*
 * A translation of a JSON file of content/ is an overlay: the file's words by field path, in the other language.
 * Numbers, slugs, paths and pictures are never in it, so the translated site shows the English records' values.
 *
 *   UI words (pages.json, site.json…):  { "home.menuLabel": "Inicio", … }               every field, none extra
 *   records (bosses.json…):             { "mezul": { "abilities[0].name": "…", … } }    any fields, none extra
 */

export interface OverlayProblem {
  record?: string;
  field?: string;
  message: string;
}

/** Fields a record's translation may leave out: names stay as the game shows them (the facts rarely localise one). */
const OPTIONAL_FIELDS: ReadonlySet<string> = new Set(['name']);

const tokensOf = (text: string) => [...text.matchAll(/\{[a-z0-9-]+\}/gi)].map((m) => m[0]).sort();

/** Replaces each field's text; reports a field English does not have, a non-string value and a changed {token}. */
function applyFields(fields: Map<string, TextField>, words: Record<string, unknown>, report: (field: string, message: string) => void): Set<string> {
  const applied = new Set<string>();
  for (const [path, text] of Object.entries(words)) {
    const field = fields.get(path);
    if (!field) report(path, 'English has no text at this field: remove it (a translation only replaces the English words)');
    else if (typeof text !== 'string' || text.trim() === '') report(path, 'expected the translated text, a non-empty string');
    else if (tokensOf(text).join() !== tokensOf(field.text).join()) report(path, `must keep the English text's placeholders exactly: ${tokensOf(field.text).join(' ') || 'none'} (found ${tokensOf(text).join(' ') || 'none'})`);
    else {
      field.set(text);
      applied.add(path);
    }
  }
  return applied;
}

const fieldMap = (value: unknown, notText?: ReadonlySet<string>) => new Map([...textFields(value, '', notText)].map((f) => [f.path, f]));

/** A file's words by path, none added; `complete`: every English field must be translated (the site's own words). */
export function applyWordsOverlay(value: unknown, words: Record<string, unknown>, problems: OverlayProblem[], { complete }: { complete: boolean }) {
  // The site's own words name their paths and ids in few fields; files of figures (economy…) hold records' fields.
  const fields = fieldMap(value, complete ? UI_NOT_TEXT : undefined);
  const applied = applyFields(fields, words, (field, message) => problems.push({ field, message }));
  if (!complete) return;
  for (const path of fields.keys()) if (!applied.has(path) && !(path in words)) problems.push({ field: path, message: 'missing: this UI text has no translation' });
}

/** Records' words by slug (or `id`); returns the fully translated records (the rest are marked not translated). */
export function applyRecordsOverlay(records: readonly object[], overlay: Record<string, unknown>, problems: OverlayProblem[]): Set<string> {
  const bySlug = new Map(records.filter((r) => r && typeof r === 'object').map((r) => [String(Reflect.get(r, 'slug') ?? Reflect.get(r, 'id')), r]));
  const complete = new Set<string>();
  for (const [slug, words] of Object.entries(overlay)) {
    const record = bySlug.get(slug);
    if (!record) {
      problems.push({ record: slug, message: 'no English record has this slug' });
      continue;
    }
    if (!words || typeof words !== 'object' || Array.isArray(words)) {
      problems.push({ record: slug, message: 'expected an object of "field path": "text"' });
      continue;
    }
    const fields = fieldMap(record);
    const applied = applyFields(fields, words as Record<string, unknown>, (field, message) => problems.push({ record: slug, field, message }));
    if ([...fields.keys()].every((path) => applied.has(path) || OPTIONAL_FIELDS.has(path))) complete.add(slug);
  }
  return complete;
}
