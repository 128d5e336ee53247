import { headerMenus } from '../../lib/menus';
import { loadContent } from '../../lib/content/load';
import { DETAIL_KINDS } from '../../lib/kinds';
import { allPaths } from '../../lib/routes';

/**
 * The site's content as the build saw it. Browser tests take every expected value from here,
 * so an editor who adds a page or a record never has to touch a test.
 */
export const content = loadContent();
export const kinds = DETAIL_KINDS;
export const menus = headerMenus(content);

/** Every built path, with the trailing slash the export uses. */
export const expectedPaths = allPaths(content.routes).map((p) => (p === '/' ? '/' : `${p}/`));

/** Wiki pages shown as cards on the index (stubs are not). */
export const indexedPages = content.wikiPages.filter((p) => !p.frontmatter.stub);
