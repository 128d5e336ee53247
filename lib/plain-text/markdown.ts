import type { Nodes, Parent, Root, RootContent } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** What an MDX component stands for in Markdown: Markdown text (a block, or inline inside a paragraph), or nothing. */
export type ComponentMarkdown = (name: string, attributes: Record<string, string>, children: string) => string | undefined;

const attributesOf = (node: { attributes: unknown[] }): Record<string, string> =>
  Object.fromEntries(
    node.attributes.flatMap((a) => {
      const attribute = a as { type: string; name?: string; value?: unknown };
      return attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string' ? [[attribute.name!, attribute.value]] : [];
    }),
  );

const stringify = (tree: Nodes) => toMarkdown(tree, { extensions: [gfmToMarkdown()], bullet: '-', rule: '-' }).trim();

/**
 * A wiki page's MDX as plain Markdown, parsed with the site's syntax (the remark-frontmatter and remark-gfm plugins
 * of lib/mdx/pipeline.mjs, plus MDX): the frontmatter, imports and expressions leave, and each component is replaced
 * by the Markdown `component` gives for it (the record data it renders), so game values are filled in.
 */
export function mdxToMarkdown(source: string, component: ComponentMarkdown): string {
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm).parse(source) as Root;
  unified().use(remarkGfm).runSync(tree);
  const replace = (parent: Parent) => {
    parent.children = parent.children.flatMap((child): RootContent[] => {
      const node = child as RootContent & { type: string };
      if (['yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression'].includes(node.type)) return [];
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const element = node as unknown as Parent & { name: string | null; attributes: unknown[] };
        replace(element);
        const inner = element.children.map((c) => stringify(c as Nodes)).join(node.type === 'mdxJsxFlowElement' ? '\n\n' : '');
        const text = element.name ? component(element.name, attributesOf(element), inner) : inner;
        if (!text) return [];
        // Raw Markdown, written as it is (an `html` node is printed verbatim).
        return [{ type: 'html', value: text } as RootContent];
      }
      if ('children' in node) replace(node as Parent);
      return [node];
    });
  };
  replace(tree);
  return `${stringify(tree)}\n`;
}
