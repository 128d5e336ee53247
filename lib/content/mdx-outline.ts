import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** A heading of an MDX document, with the id rehype-slug gives it. */
export interface OutlineHeading {
  depth: number;
  text: string;
  id: string;
}

/** A component used in the document with its string attributes, e.g. GearStats {slug: "ogre-axe"}. */
export interface OutlineComponent {
  name: string;
  attributes: Record<string, string>;
}

/** What the loader needs to know about an MDX body without rendering it. */
export interface MdxOutline {
  headings: OutlineHeading[];
  /** Every link target, in document order. */
  links: string[];
  components: OutlineComponent[];
}

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMdx);

/** Parses an MDX body and collects headings, links and components, inlining MDX partials imported with `import X from './x.mdx'`. */
export function outlineMdx(source: string, filePath: string): MdxOutline {
  const outline: MdxOutline = { headings: [], links: [], components: [] };
  // Throws on invalid MDX or a missing partial; the reader turns that into a problem naming file and line.
  walkDocument(source, filePath, outline, new GithubSlugger(), new Set());
  return outline;
}

function walkDocument(
  source: string,
  filePath: string,
  outline: MdxOutline,
  slugger: GithubSlugger,
  seen: Set<string>,
) {
  const tree = parser.parse(source) as Root;
  const partials = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type === 'mdxjsEsm') {
      for (const match of node.value.matchAll(/import\s+(\w+)\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx)['"]/g)) {
        partials.set(match[1]!, path.resolve(path.dirname(filePath), match[2]!));
      }
    }
  }
  const visit = (node: RootContent | Root) => {
    switch (node.type) {
      case 'heading': {
        const text = toString(node);
        outline.headings.push({ depth: node.depth, text, id: slugger.slug(text) });
        break;
      }
      case 'link':
        outline.links.push(node.url);
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = node.name ?? '';
        const partial = partials.get(name);
        if (partial && !seen.has(partial)) {
          seen.add(partial);
          walkDocument(fs.readFileSync(partial, 'utf8'), partial, outline, slugger, seen);
          seen.delete(partial);
          return;
        }
        const attributes: Record<string, string> = {};
        for (const attr of node.attributes) {
          if (attr.type === 'mdxJsxAttribute' && typeof attr.value === 'string') attributes[attr.name] = attr.value;
        }
        if (attributes.href) outline.links.push(attributes.href);
        outline.components.push({ name, attributes });
        break;
      }
    }
    if ('children' in node) for (const child of node.children) visit(child as RootContent);
  };
  visit(tree);
}
