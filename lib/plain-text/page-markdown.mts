import type { Element, ElementContent, Root, RootContent } from 'hast';
import { matches, select } from 'hast-util-select';
import type { Nodes, Root as MdastRoot } from 'mdast';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

/** Built HTML to Markdown (rehype-remark), so the text says what the page renders and components need no Markdown. */

/** The element a page marks as its body (components/article/WikiPageFrame.tsx, components/detail/RecordDetail.tsx). */
export const PAGE_BODY = '[data-plain-text]';

/** What a text reader does without: navigation, buttons, hidden text, empty links, phone layouts of tables. */
const LEFT_OUT = 'nav, button, [aria-hidden="true"], .sr-only, [hidden], [data-plain-text-omit], a:empty, script, style, template';

/** Drops LEFT_OUT and comments, children first, so that a link emptied of its hidden text goes too. */
function prune(node: Root | Element) {
  node.children = node.children.filter((child: RootContent) => {
    if (child.type !== 'element') return child.type === 'text';
    prune(child);
    return !matches(LEFT_OUT, child);
  }) as typeof node.children;
}

const element = (tagName: string, children: ElementContent[]): Element => ({ type: 'element', tagName, properties: {}, children });

/** A description list (an infobox's facts) as a list of "term: definition" lines, the way the page sets them side by side. */
function termLines(dl: Element): Element {
  const items: Element[] = [];
  for (const child of dl.children.flatMap((c) => (c.type === 'element' && c.tagName === 'div' ? c.children : [c]))) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'dt') items.push(element('li', [...child.children, { type: 'text', value: ': ' }]));
    else if (child.tagName === 'dd' && items.length) items.at(-1)!.children.push(...child.children);
  }
  return element('ul', items);
}

/** Keeps the page's PAGE_BODY, pruned, as the whole tree (`file.path` names the page in the error when it has none). */
const keepBody = () => (tree: Root, file: { path?: string }) => {
  const body = select(PAGE_BODY, tree);
  if (!body) throw new Error(`plain text: ${file.path ?? 'the page'} has no ${PAGE_BODY} element`);
  prune(body);
  return { type: 'root', children: [body] } satisfies Root;
};

const processor = unified()
  .use(rehypeParse)
  .use(keepBody)
  .use(rehypeRemark, {
    handlers: {
      dl: (state, node) => state.handlers.ul!(state, termLines(node), undefined),
      // A picture written into the HTML (a data: URI) is its alt text; a picture file stays a Markdown image.
      img: (state, node) => {
        const src = String(node.properties.src ?? '');
        const alt = String(node.properties.alt ?? '');
        if (src.startsWith('data:')) return alt ? { type: 'text', value: alt } : undefined;
        return { type: 'image', url: state.resolve(src), alt };
      },
    },
  })
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, { bullet: '-', rule: '-' });

/** A built page's body as Markdown; `headingShift` demotes its headings, `page` names it in errors. */
export function pageMarkdown(html: string, { headingShift = 0, page }: { headingShift?: number; page?: string } = {}): string {
  const tree = processor.runSync(processor.parse(html), { path: page }) as MdastRoot;
  const shift = (node: Nodes) => {
    if (node.type === 'heading') node.depth = Math.min(6, node.depth + headingShift) as typeof node.depth;
    if ('children' in node) node.children.forEach(shift);
  };
  shift(tree);
  return processor.stringify(tree).trim();
}
