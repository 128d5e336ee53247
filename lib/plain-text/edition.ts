import { languagePrefix } from '../i18n/languages';
import type { WikiPage } from '../model/types';
import type { Content } from '../model/collections';
import { kindName, type KindRecord, type RecordKind } from '../records/kinds';

/** Bodies from the built pages' HTML (./page-markdown.mts); titles, addresses and the index from content/. */

/** The Markdown twin of a wiki page (/wiki/<slug>.md): its title, description and the body of its built page. */
export function wikiPageMarkdown(page: WikiPage, body: string): string {
  const { title, description } = page.frontmatter;
  return `# ${title}\n\n> ${description}\n\nWeb page: /wiki/${page.slug}/\n\n${body}\n`;
}

/** A record in llms-full.txt: its name, kind and page, then the body of its built page (its headings one level down). */
export function recordMarkdown(kind: RecordKind, record: KindRecord, body: string, content: Content): string {
  return [`## ${record.name} (${kindName(kind, content)})`, `Web page: ${languagePrefix(content.language.code)}/${kind.id}/${record.slug}/`, body].join('\n\n');
}

/** /llms.txt: the site in one paragraph, then its pages by section and its records by kind, as links. */
export function llmsIndex(content: Content, kinds: readonly RecordKind[]): string {
  const { site } = content;
  // Each language's edition links its own pages: /es/wiki/<slug>.md.
  const base = languagePrefix(content.language.code);
  const sections = content.wikiSections.map((section) => {
    const pages = content.wikiPages.filter((p) => p.frontmatter.section === section.id && !p.frontmatter.stub);
    return `## ${section.title}\n\n${pages.map((p) => `- [${p.frontmatter.title}](${base}/wiki/${p.slug}.md): ${p.frontmatter.description}`).join('\n')}`;
  });
  const records = kinds.map((kind) => `## ${kindName(kind, content, 'other')}\n\n${kind.records(content).map((r) => `- [${r.name}](${base}/${kind.id}/${r.slug}/): ${r.description}`).join('\n')}`);
  return `${[`# ${site.name}`, `> ${site.description}`, `Every wiki page is also plain Markdown at ${base}/wiki/<slug>.md; the whole wiki with every record is [${base}/llms-full.txt](${base}/llms-full.txt).`, ...sections, ...records, `## Optional\n\n- [Everything in one file](${base}/llms-full.txt): every wiki page and every record as Markdown`].join('\n\n')}\n`;
}

/** /llms-full.txt: every wiki page (its Markdown twin) and every record (recordMarkdown). */
export function llmsFull(content: Content, twins: readonly string[], records: readonly string[]): string {
  return `${[`# ${content.site.name}`, `> ${content.site.description}`, ...twins.map((md) => md.trim()), '# Records', ...records].join('\n\n---\n\n')}\n`;
}
