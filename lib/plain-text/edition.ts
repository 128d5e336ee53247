import type { WikiPage } from '../model/types';
import type { Content } from '../model/collections';
import { kindName, type KindRecord, type RecordKind } from '../records/kinds';
import { mdxToMarkdown, type ComponentMarkdown } from './markdown';

/** The Markdown twin of a wiki page (/wiki/<slug>.md): its title, description and body. */
export function wikiPageMarkdown(page: WikiPage, source: string, component: ComponentMarkdown): string {
  const { title, description } = page.frontmatter;
  return `# ${title}\n\n> ${description}\n\nWeb page: /wiki/${page.slug}/\n\n${mdxToMarkdown(source, component)}`;
}

/** Record fields that are addresses or slugs, not facts. */
const SKIPPED = new Set(['slug', 'image', 'name', 'description', 'tags', 'wiki', 'kind']);

const isNamed = (value: unknown): value is { name: string; description?: string } =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';

/** One fact line of a record field: scalars as they are, lists joined, named entries ("abilities") by name and text. */
function factLines(key: string, value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) {
    if (value.every(isNamed)) return value.map((entry) => `${key}: **${entry.name}**${entry.description ? `: ${entry.description}` : ''}`);
    return value.length ? [`${key}: ${value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ')}`] : [];
  }
  if (typeof value === 'object') {
    if ('label' in value && 'value' in value) return [`${String(value.label)}: ${String(value.value)}`];
    return [`${key}: ${JSON.stringify(value)}`];
  }
  return [`${key}: ${String(value)}`];
}

/** A record as Markdown: its name, kind and page, description, and every field it holds. */
export function recordMarkdown(kind: RecordKind, record: KindRecord, content: Content): string {
  const facts = Object.entries(record).filter(([key]) => !SKIPPED.has(key)).flatMap(([key, value]) => factLines(key, value));
  return [`## ${record.name} (${kindName(kind, content)})`, `Web page: /${kind.id}/${record.slug}/`, record.description, facts.map((f) => `- ${f}`).join('\n')].filter(Boolean).join('\n\n');
}

/** /llms.txt: the site in one paragraph, then its pages by section and its records by kind, as links. */
export function llmsIndex(content: Content, kinds: readonly RecordKind[]): string {
  const { site } = content;
  const sections = content.wikiSections.map((section) => {
    const pages = content.wikiPages.filter((p) => p.frontmatter.section === section.id && !p.frontmatter.stub);
    return `## ${section.title}\n\n${pages.map((p) => `- [${p.frontmatter.title}](/wiki/${p.slug}.md): ${p.frontmatter.description}`).join('\n')}`;
  });
  const records = kinds.map((kind) => `## ${kindName(kind, content, 'other')}\n\n${kind.records(content).map((r) => `- [${r.name}](/${kind.id}/${r.slug}/): ${r.description}`).join('\n')}`);
  return `${[`# ${site.name}`, `> ${site.description}`, 'Every wiki page is also plain Markdown at /wiki/<slug>.md; the whole wiki with every record is [/llms-full.txt](/llms-full.txt).', ...sections, ...records, `## Optional\n\n- [Everything in one file](/llms-full.txt): every wiki page and every record as Markdown`].join('\n\n')}\n`;
}

/** /llms-full.txt: every wiki page (its Markdown twin) and every record. */
export function llmsFull(content: Content, kinds: readonly RecordKind[], pageMarkdown: readonly string[]): string {
  const records = kinds.flatMap((kind) => kind.records(content).map((record) => recordMarkdown(kind, record, content)));
  return `${[`# ${content.site.name}`, `> ${content.site.description}`, ...pageMarkdown.map((md) => md.trim()), '# Records', ...records].join('\n\n---\n\n')}\n`;
}
