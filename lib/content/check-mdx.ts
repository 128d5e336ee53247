import path from 'node:path';
import { isMdxComponentName, MDX_COMPONENTS, type MdxRefKind } from '../mdx/component-names';
import type { FactsByFile, PageFacts } from '../mdx/page-facts';
import { checkInternalLink } from '../records/routes';
import type { ContentProblem } from './errors';
import { mdxProblem } from './mdx-errors';
import { toolRecordRefs } from './tool-records';
import type { GuideSection, RouteIndex, WikiPage } from '../model/types';
import type { Content } from '../model/collections';

/** Compiles one MDX file (by absolute path) and returns its facts: lib/mdx/compile-facts.mts. */
export type MdxFactsReader = (file: string) => PageFacts;

/** The slugs an MDX reference kind may name, from sets built once per load. */
export type MdxRefSlugs = (kind: MdxRefKind) => ReadonlySet<string>;

/** The MDX bodies checked: `file` keys the facts (English); `source` is the file compiled (the translation). */
function mdxDocuments(pages: readonly WikiPage[], guideSections: readonly GuideSection[]): { file: string; source: string }[] {
  return [...pages, ...guideSections.filter((s) => s.hasBody)].map((d) => ({ file: d.file, source: d.translation ?? d.file }));
}

/** Reads the facts of every MDX body; a file that does not compile becomes a problem naming file and line. */
export function readMdxFacts(
  pages: readonly WikiPage[],
  guideSections: readonly GuideSection[],
  read: MdxFactsReader,
  problems: ContentProblem[],
): Map<string, PageFacts> {
  const facts = new Map<string, PageFacts>();
  for (const { file, source } of mdxDocuments(pages, guideSections)) {
    try {
      facts.set(file, read(path.resolve(source)));
    } catch (error) {
      problems.push(mdxProblem(source, error));
    }
  }
  return facts;
}

/** Heading ids per wiki page, for links like /wiki/x#heading. */
export function wikiHeadingIds(pages: readonly WikiPage[], facts: FactsByFile): Map<string, Set<string>> {
  return new Map(pages.map((p) => [p.slug, new Set(facts.get(p.file)?.headings.map((h) => h.id))]));
}

/** Checks the links and the components of every MDX body. */
export function checkMdxBodies(c: Content, facts: FactsByFile, problems: ContentProblem[]) {
  // MDX names records by collection key (<GearStats slug> names any gear record, premium gear too).
  const collectionSlugs = new Map([...c.index.records].map(([key, slugs]) => [key, new Set(slugs.keys())]));
  const otherRefs: Record<string, ReadonlySet<string>> = { wiki: c.routes.wiki, wikiSection: c.routes.wikiSections, ...toolRecordRefs(c) };
  const refSlugs: MdxRefSlugs = (kind) => collectionSlugs.get(kind) ?? otherRefs[kind] ?? new Set();
  for (const { file, source } of mdxDocuments(c.wikiPages, c.guideSections)) {
    const pageFacts = facts.get(file);
    if (pageFacts) checkMdxBody(source, pageFacts, c.routes, refSlugs, problems);
  }
}

/** Checks the links and the components of one MDX body. */
function checkMdxBody(file: string, facts: PageFacts, routes: RouteIndex, refSlugs: MdxRefSlugs, problems: ContentProblem[]) {
  for (const href of facts.links) {
    const problem = checkInternalLink(href, routes);
    if (problem) problems.push({ file, record: 'body', message: problem });
  }
  for (const { name, attributes } of facts.components) {
    if (!/^[A-Z]/.test(name)) continue; // HTML elements and fragments
    if (!isMdxComponentName(name)) {
      problems.push({ file, record: 'body', message: `unknown component <${name}> (available: ${Object.keys(MDX_COMPONENTS).join(', ')})` });
      continue;
    }
    const refs: Record<string, MdxRefKind> = MDX_COMPONENTS[name].refs;
    for (const [attribute, kind] of Object.entries(refs)) {
      const value = attributes[attribute];
      if (!value) problems.push({ file, record: 'body', message: `<${name}> needs a ${attribute}="…" attribute` });
      else if (!refSlugs(kind).has(value)) {
        problems.push({ file, record: 'body', message: `<${name} ${attribute}="${value}"> names a ${kind} record that does not exist` });
      }
    }
  }
}
