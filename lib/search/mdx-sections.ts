import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import type { Nodes, Root, RootContent } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** A run of an MDX document up to the next h2/h3: the text before the first heading has no heading. */
export interface MdxSection {
  heading?: { text: string; id: string };
  text: string;
}

/** Text a JSX component stands for (it renders data from content/, not from the MDX), by component name. */
export type ComponentText = (name: string, attributes: Record<string, string>) => string | undefined;

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMdx);

/** Nodes whose children run together as one line of text; the rest join their children with a space. */
const INLINE = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell', 'mdxJsxTextElement']);

/** Collapsible "Notes on sources" blocks are not what a reader searches for. */
const SKIPPED_ELEMENTS = new Set(['details']);

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Splits an MDX document into sections at its h2 and h3 headings, with the ids rehype-slug gives those
 * headings (github-slugger over every heading in order, as the loader's outline does). Partials imported
 * with `import X from './x.mdx'` are read in place, components become the text `componentText` gives.
 */
export function mdxSections(source: string, filePath: string, componentText: ComponentText): MdxSection[] {
  const sections: MdxSection[] = [{ text: '' }];
  const slugger = new GithubSlugger();

  const walkDocument = (documentSource: string, documentPath: string, seen: ReadonlySet<string>) => {
    const tree = parser.parse(documentSource) as Root;
    const partials = new Map<string, string>();
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm') continue;
      for (const match of node.value.matchAll(/import\s+(\w+)\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx)['"]/g)) {
        partials.set(match[1]!, path.resolve(path.dirname(documentPath), match[2]!));
      }
    }
    const textOf = (node: Nodes): string => {
      switch (node.type) {
        case 'yaml':
        case 'html':
        case 'mdxjsEsm':
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          return '';
        case 'text':
        case 'inlineCode':
        case 'code':
          return node.value;
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement': {
          if (node.name && SKIPPED_ELEMENTS.has(node.name)) return '';
          const attributes: Record<string, string> = {};
          for (const attr of node.attributes) {
            if (attr.type === 'mdxJsxAttribute' && typeof attr.value === 'string') attributes[attr.name] = attr.value;
          }
          const own = node.name ? componentText(node.name, attributes) : undefined;
          const children = node.children.map((c) => textOf(c as Nodes)).join(' ');
          return [own, children].filter(Boolean).join(' ');
        }
      }
      if (!('children' in node)) return '';
      return node.children.map((c) => textOf(c as Nodes)).join(INLINE.has(node.type) ? '' : ' ');
    };
    const append = (text: string) => {
      const current = sections[sections.length - 1]!;
      current.text = squash(`${current.text} ${text}`);
    };
    for (const node of tree.children as RootContent[]) {
      if (node.type === 'heading') {
        const text = squash(textOf(node));
        const id = slugger.slug(text);
        if (node.depth === 2 || node.depth === 3) sections.push({ heading: { text, id }, text: '' });
        else append(text);
        continue;
      }
      const partial = node.type === 'mdxJsxFlowElement' && node.name ? partials.get(node.name) : undefined;
      if (partial) {
        if (!seen.has(partial)) walkDocument(fs.readFileSync(partial, 'utf8'), partial, new Set([...seen, partial]));
        continue;
      }
      append(textOf(node));
    }
  };

  walkDocument(source, filePath, new Set([filePath]));
  return sections;
}
