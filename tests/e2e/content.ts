import { headerMenus } from '../../lib/site/menus';
import { execFileSync } from 'node:child_process';
import { loadContent, type WikiPage } from '../../lib/content/load';
import { DETAIL_KINDS } from '../../lib/records/kinds';
import type { PageFacts } from '../../lib/mdx/page-facts';
import { allPaths } from '../../lib/records/routes';

/**
 * The site's content as the build saw it. Browser tests take every expected value from here,
 * so an editor who adds a page or a record never has to touch a test.
 */
export const content = loadContent();
/** What each wiki page says about itself (headings with ids, links, components), compiled with the site's pipeline. */
let facts: ReadonlyMap<string, PageFacts> | undefined;
export function mdxFacts(): ReadonlyMap<string, PageFacts> {
  // Compiled on first use only: most specs never ask.
  facts ??= new Map(
    Object.entries(JSON.parse(execFileSync(process.execPath, ['scripts/mdx-facts.mjs', ...content.wikiPages.map((p) => p.file)], { encoding: 'utf8' }))),
  );
  return facts;
}
export const factsOf = (page: WikiPage): PageFacts => mdxFacts().get(page.file)!;
export const kinds = DETAIL_KINDS;
export const menus = headerMenus(content);

/** Every built path, with the trailing slash the export uses. */
export const expectedPaths = allPaths(content.routes).map((p) => (p === '/' ? '/' : `${p}/`));

/** Wiki pages shown as cards on the index (stubs are not). */
export const indexedPages = content.wikiPages.filter((p) => !p.frontmatter.stub);

/** The site's other languages' content (content/translations/<code>/ over the English files). */
export const languages = content.site.languages.map((l) => loadContent({ language: l.code }));
/** The content a built route is in: a language's under /<code>/, else English. */
export const contentOfRoute = (route: string) => languages.find((l) => route.startsWith(`/${l.language.code}/`)) ?? content;
/** The English route of a page in any language: "/es/wiki/x/" → "/wiki/x/". */
export const englishRouteOf = (route: string) => {
  const of = contentOfRoute(route);
  return of === content ? route : route.slice(of.language.code.length + 1);
};
/** Every built path in every language: each English route exists under every language's prefix. */
export const expectedPathsInEveryLanguage = [...expectedPaths, ...languages.flatMap((l) => expectedPaths.map((p) => `/${l.language.code}${p}`))];
