import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { applyRecordsOverlay, applyWordsOverlay, type OverlayProblem } from '../i18n/overlay';
import type { ContentProblem } from './errors';
import type { WikiPage } from '../model/types';

/** A language is content/translations/<code>/: JSON word overlays and MDX pages; the rest stays English. */

/** The files whose every word must be translated: the site's own words (a missing key fails the build). */
export const UI_WORD_FILES: ReadonlySet<string> = new Set(['pages', 'site', 'navigation', 'kind-names', 'wiki-sections']);
/** Frontmatter a translated page may set: its words. The rest (tags, section, order…) is the English page's. */
const TRANSLATED_FRONTMATTER: ReadonlySet<string> = new Set(['title', 'heading', 'description', 'hubLine']);

export const translationDir = (contentDir: string, code: string) => path.join(contentDir, 'translations', code);

type Rel = (file: string) => string;

export class TranslationReader {
  readonly translatedRecords = new Map<string, Set<string>>();
  constructor(
    readonly code: string,
    private readonly dir: string,
    private readonly problems: ContentProblem[],
    private readonly rel: Rel,
  ) {}

  private report(file: string) {
    return (p: OverlayProblem) => this.problems.push({ file: this.rel(file), ...(p.record && { record: `"${p.record}"` }), ...(p.field && { field: p.field }), message: p.message });
  }

  /** A translation's JSON object, or undefined with the problem reported (`required`: why it must exist). */
  private readObject(file: string, required: string | undefined, shape: string): Record<string, unknown> | undefined {
    if (!fs.existsSync(file)) {
      if (required) this.problems.push({ file: this.rel(file), message: `file is missing: ${required}` });
      return undefined;
    }
    let value: unknown;
    try {
      value = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      this.problems.push({ file: this.rel(file), message: `is not valid JSON (${(error as Error).message})` });
      return undefined;
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    this.problems.push({ file: this.rel(file), message: `expected an object: ${shape}` });
    return undefined;
  }

  /** Lays the translation of content/<fileName> over its parsed JSON (before the schema check). */
  translateJson(fileName: string, raw: unknown) {
    const file = path.join(this.dir, fileName);
    const key = fileName.replace(/\.json$/, '');
    // The tags' labels are laid over every tag at once, after all files are read (translateTags).
    if (key === 'tags') return;
    const words = this.readObject(file, UI_WORD_FILES.has(key) ? `every language translates the site's words (${fileName})` : undefined, '"field path": "text" (records: "slug": { "field path": "text" })');
    if (!words) return;
    const problems: OverlayProblem[] = [];
    if (UI_WORD_FILES.has(key)) applyWordsOverlay(raw, words, problems, { complete: true });
    else if (Array.isArray(raw)) this.translatedRecords.set(key, applyRecordsOverlay(raw, words, problems));
    // Files of figures with words (economy, shrines…) may leave a field English, as records may.
    else applyWordsOverlay(raw, words, problems, { complete: false });
    problems.forEach(this.report(file));
  }

  private readFrontmatter(file: string) {
    try {
      return matter(fs.readFileSync(file, 'utf8')).data as Record<string, unknown>;
    } catch (error) {
      this.problems.push({ file: this.rel(file), record: 'frontmatter', message: `malformed YAML: ${(error as Error).message.split('\n')[0]}` });
      return undefined;
    }
  }

  /** The words of a translated page's frontmatter; any other key is reported (it would disagree with English). */
  private translatedWords(file: string, data: Record<string, unknown>, english: object) {
    const words: Record<string, string> = {};
    for (const [key, value] of Object.entries(data)) {
      if (!TRANSLATED_FRONTMATTER.has(key)) this.problems.push({ file: this.rel(file), record: 'frontmatter', field: key, message: `a translation sets only ${[...TRANSLATED_FRONTMATTER].join(', ')}: "${key}" comes from the English page` });
      else if (!(key in english)) this.problems.push({ file: this.rel(file), record: 'frontmatter', field: key, message: 'the English page has no such field' });
      else if (typeof value !== 'string' || !value.trim()) this.problems.push({ file: this.rel(file), record: 'frontmatter', field: key, message: 'expected the translated text' });
      else words[key] = value;
    }
    return words;
  }

  /** Translated MDX files of a folder, by file stem; a file with no English page is a problem. */
  private mdxFiles(folder: string, englishStems: ReadonlySet<string>) {
    const dir = path.join(this.dir, folder);
    const files = new Map<string, string>();
    if (!fs.existsSync(dir)) return files;
    for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.mdx')).sort()) {
      const stem = name.slice(0, -'.mdx'.length);
      const file = path.join(dir, name);
      if (!englishStems.has(stem)) this.problems.push({ file: this.rel(file), message: `translates content/${folder}/${name}, which does not exist: remove or rename it` });
      else files.set(stem, file);
    }
    return files;
  }

  /** Lays each translated MDX file of `folder` over its English page (by file stem); the rest stay English. */
  translatePages<P extends { frontmatter: object; translation?: string }>(folder: 'wiki' | 'guide', pages: P[], stemOf: (page: P) => string) {
    const files = this.mdxFiles(folder, new Set(pages.map(stemOf)));
    for (const page of pages) {
      const file = files.get(stemOf(page));
      const data = file && this.readFrontmatter(file);
      if (!file || !data) continue;
      page.frontmatter = { ...page.frontmatter, ...this.translatedWords(file, data, page.frontmatter) };
      page.translation = this.rel(file);
    }
  }

  /** Carries each tag's translated label wherever the content carries the tag. */
  translateTags(data: Record<string, unknown>, pages: readonly WikiPage[]) {
    const file = path.join(this.dir, 'tags.json');
    const registry = data.tags;
    if (!Array.isArray(registry)) return;
    const labels = this.readObject(file, 'every language translates the tags ("English tag": "label")', '"English tag": "label"');
    if (!labels) return;
    const report = (field: string, message: string) => this.problems.push({ file: this.rel(file), field, message });
    const known = new Set(registry as string[]);
    for (const tag of Object.keys(labels)) if (!known.has(tag)) report(tag, 'content/tags.json has no such tag: remove it');
    const seen = new Map<string, string>();
    for (const tag of known) {
      const label = labels[tag];
      if (typeof label !== 'string' || !label.trim()) report(tag, 'missing: this tag has no label');
      else if (seen.has(label)) report(tag, `has the same label as "${seen.get(label)}" ("${label}"): two tags would become one`);
      else seen.set(label, tag);
    }
    const label = (tag: string) => (typeof labels[tag] === 'string' ? (labels[tag] as string) : tag);
    data.tags = (registry as string[]).map(label);
    for (const value of Object.values(data)) {
      if (!Array.isArray(value)) continue;
      for (const record of value) if (record && typeof record === 'object' && Array.isArray(Reflect.get(record, 'tags'))) Reflect.set(record, 'tags', (Reflect.get(record, 'tags') as string[]).map(label));
    }
    for (const page of pages) page.frontmatter = { ...page.frontmatter, tags: page.frontmatter.tags.map(label) };
  }

  hasAbout() {
    return this.mdxFiles('pages', new Set(['about'])).has('about');
  }
}
