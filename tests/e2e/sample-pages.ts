import { TOP_LEVEL_ROUTES } from '../../lib/routes';
import { content, kinds } from './content';

/** Paths as the static export serves them (trailing slash). */
const served = (p: string) => (p === '/' ? '/' : `${p}/`);

/**
 * One page of every template, chosen from content/: every top-level route (each has its own layout), the
 * first record of each kind, and the first page of each wiki section (sections differ in layout: hubs,
 * boss pages, gear pages...). A new kind, section or top-level page is covered without editing a test.
 */
export const TEMPLATE_PAGES: readonly string[] = [
  ...new Set([
    ...TOP_LEVEL_ROUTES.map(served),
    ...kinds.flatMap((kind) => kind.records(content).slice(0, 1).map((record) => `/${kind.id}/${record.slug}/`)),
    ...content.wikiSections.flatMap((section) =>
      content.wikiPages.filter((p) => p.frontmatter.section === section.id && !p.frontmatter.stub).slice(0, 1).map((p) => `/wiki/${p.slug}/`),
    ),
  ]),
];

/** The widths every template is checked at: a phone and a desktop. */
export const WIDTHS = [375, 1280] as const;
