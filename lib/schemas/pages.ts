import { z } from 'zod';
import { KIND_IDS, PAGE_IDS, type KindId, type PageId } from './ids';
import { textSchema } from './common';
import { template } from './template';
import { toolWords } from './tool-pages';

export { PAGE_IDS, type PageId };

/** A button or link the page shows: its words and where it goes (a site path). */
export const linkCopySchema = z
  .object({
    label: textSchema,
    href: z.string().regex(/^\/[^\s]*$/, 'a site path starting with "/", e.g. "/wiki"'),
  })
  .strict();
export type LinkCopy = z.infer<typeof linkCopySchema>;

/** A closing box: a heading (optional), one sentence and its buttons. */
export const calloutCopySchema = z
  .object({
    title: textSchema.optional(),
    text: textSchema,
    links: z.array(linkCopySchema).min(1),
  })
  .strict();
export type CalloutCopy = z.infer<typeof calloutCopySchema>;

/** Copy of one fixed page (lists and landing pages): headings, intro and UI texts. */
export const pageCopySchema = z
  .object({
    /** H1, first part. */
    title: textSchema,
    /** H1, second part drawn in the accent colour. */
    titleAccent: z.string().optional(),
    /** Meta description and search-engine snippet. */
    description: textSchema,
    /** Lead paragraph under the title. */
    intro: z.string().optional(),
    searchPlaceholder: z.string().optional(),
    facetLabel: z.string().optional(),
    allLabel: z.string().optional(),
    emptyMessage: z.string().optional(),
    /** Name of the page in the header menus (top-level pages only; defaults to the title). */
    menuLabel: z.string().optional(),
    /** Shown as a card in the home page's "Explore the dungeon" grid. */
    onHomePage: z.boolean().optional(),
  })
  .strict();
export type PageCopy = z.infer<typeof pageCopySchema>;

/** A page with a search box: its words are required. `clearLabel`: the empty state's button that clears the search and filters. */
export const listCopySchema = pageCopySchema.extend({ searchPlaceholder: textSchema, emptyMessage: textSchema, clearLabel: textSchema });
export type ListCopy = z.infer<typeof listCopySchema>;

/** Pages with words of their own beyond the common fields: each required, so a missing one fails the content check. */
const pageSpecificCopy = {
  ...(Object.fromEntries(KIND_IDS.map((id) => [id, listCopySchema])) as Record<KindId, typeof listCopySchema>),
  wiki: listCopySchema.extend({
    /** Accessible name of the search box. */
    searchLabel: textSchema,
    /** The icon buttons in the search box (their names and tooltips). */
    clearFiltersLabel: textSchema,
    toggleFiltersLabel: textSchema,
    /** Shown instead of the search box with JavaScript off, which it needs. */
    withoutScripts: textSchema,
    /** Heading and accessible name of the tag panel. */
    tagPanelTitle: textSchema,
    tagPanelLabel: textSchema,
    tocTitle: textSchema,
    /** Second line of the empty state. */
    emptyHint: textSchema,
    /** Words around every wiki article: previous/next and "What links here" ({section} is the section's title). */
    article: z.object({
      previous: textSchema,
      next: textSchema,
      backlinksTitle: textSchema,
      noBacklinks: textSchema,
      hubBacklinks: template('section'),
      tocTitle: textSchema,
      /** Accessible names of the previous/next links and of the section's navbox ({section} is its title). */
      prevNextLabel: textSchema,
      sectionPagesLabel: template('section'),
      /** The navbox's last link when it shows only some of the section's pages. */
      navboxMore: template('count', 'section'),
      /** Under the article: {date} is the date of the file's last commit. */
      lastUpdated: template('date'),
      editPage: textSchema,
    }).strict(),
  }),
  home: pageCopySchema.extend({
    /** The browser tab's whole title (the other pages add the site name to their title). */
    documentTitle: textSchema,
    heroLink: linkCopySchema,
    newsTitle: textSchema,
    newsLink: linkCopySchema,
    toolsTitle: textSchema,
    exploreTitle: textSchema,
    callout: calloutCopySchema,
  }),
  shop: pageCopySchema.extend({
    /** Badge on every pack while none can be bought. */
    notice: textSchema,
  }),
  support: pageCopySchema.extend({
    /** The card beside the crowd-funding link. */
    more: z.object({ title: textSchema, text: textSchema, notice: textSchema }).strict(),
  }),
  server: pageCopySchema.extend({ newsTitle: textSchema }),
  guide: pageCopySchema.extend({
    backLink: linkCopySchema,
    tocTitle: textSchema,
    /** Shown in a guide section that has no text yet. */
    pendingText: textSchema,
    /** Heading of a section's wiki links: with text, and while the text is pending. */
    moreLinksTitle: textSchema,
    pendingLinksTitle: textSchema,
    callout: calloutCopySchema,
  }),
  /** Every word of /changes/, the "Page history", the changed mark and the Atom feeds (lib/site/changes.ts). */
  changes: pageCopySchema.extend({
    /** Shown instead of the list when the build had no git history (a shallow clone): never "no changes". */
    unavailable: textSchema,
    /** Under the title: how many changes the page lists ({count}). */
    shown: template('count'),
    /** Accessible name of a day's list of changes ({date}). */
    dayLabel: template('date'),
    /** Accessible name of one change's list of pages ({summary}: its commit's summary). */
    pagesLabel: template('summary'),
    /** What happened to a page or record, and to one field of a record. */
    added: textSchema,
    removed: textSchema,
    edited: textSchema,
    renamed: template('from'),
    editedSections: template('sections'),
    /** The frontmatter of a page (title, summary, tags) and the text before its first heading, as section names. */
    pageDetails: textSchema,
    introduction: textSchema,
    /** A record whose version does not fit today's schema: its values cannot be shown, only that it changed. */
    changed: textSchema,
    fieldChanged: template('field', 'before', 'after'),
    fieldSet: template('field', 'after'),
    fieldUnset: template('field'),
    /** A field whose value is too long to quote (a description, notes). */
    fieldEdited: template('field'),
    listAdded: template('field', 'items'),
    listRemoved: template('field', 'items'),
    /** One item of a list field, quoted: "'Repairs'". */
    listItem: template('item'),
    /** A data file shown on many pages (settings, navigation, tags…). */
    siteWide: textSchema,
    /** Names of record fields the infobox rows (content/site.json labels.facts) do not name. */
    fields: z
      .object({
        name: textSchema,
        description: textSchema,
        tags: textSchema,
        picture: textSchema,
        notes: textSchema,
        abilities: textSchema,
        drops: textSchema,
        wiki: textSchema,
        infusion: textSchema,
        type: textSchema,
        droppedBy: textSchema,
        other: textSchema,
      })
      .strict(),
    /** The collapsed block at the end of every wiki and record page. */
    history: z
      .object({
        title: textSchema,
        /** Before the list of a record page: its history is its record's, not its file's. */
        recordNote: template('file'),
        /** The link to the full history of the page's file on the repository ({file}). */
        fullHistory: template('file'),
        /** Accessible name of the list of changes. */
        listLabel: textSchema,
      })
      .strict(),
    /** Near a page's title, and on its wiki index card, when it changed since the reader last saw it ({date}). */
    mark: template('date'),
    /** The same mark on a wiki index card, short enough for a phone's card edge. */
    cardMark: template('date'),
    /** Titles of the Atom feeds ({site}: the site's name; {kind}: a record kind, as its list page names it). */
    feeds: z.object({ changes: template('site'), news: template('site'), kind: template('kind', 'site'), unavailable: textSchema }).strict(),
  }),
  /** The tools index; `breadcrumbLabel` names it in every tool page's breadcrumbs. */
  tools: pageCopySchema.extend({ breadcrumbLabel: textSchema }),
  'tools-gear': pageCopySchema.extend(toolWords['tools-gear']),
  'tools-boss-planner': pageCopySchema.extend(toolWords['tools-boss-planner']),
  'tools-shrines': pageCopySchema.extend(toolWords['tools-shrines']),
  'tools-coins': pageCopySchema.extend(toolWords['tools-coins']),
  'not-found': pageCopySchema.extend({ documentTitle: textSchema, text: textSchema, links: z.array(linkCopySchema).min(1) }),
  offline: pageCopySchema.extend({
    /** The line at the foot of every page while the browser is offline (the page shown is a saved copy). */
    statusLine: textSchema,
    /** Shown when the worker answered a page that is not saved with this page ({path}: the address asked for). */
    notSaved: textSchema.regex(/\{path\}/, 'must contain {path}'),
    savedTitle: textSchema,
    noneSaved: textSchema,
    /** "Save the wiki for offline reading": {size} the bytes it takes, {pages} the number of pages, {done}/{total} files. */
    save: z
      .object({
        title: textSchema,
        text: textSchema,
        button: textSchema,
        updateButton: textSchema,
        size: textSchema.regex(/\{size\}/, 'must contain {size}').regex(/\{pages\}/, 'must contain {pages}'),
        progress: textSchema.regex(/\{done\}/, 'must contain {done}').regex(/\{total\}/, 'must contain {total}'),
        done: textSchema.regex(/\{pages\}/, 'must contain {pages}'),
        failed: textSchema.regex(/\{failed\}/, 'must contain {failed}'),
        unavailable: textSchema,
        /** Shown instead of the button with JavaScript off, which saving needs. */
        withoutScripts: textSchema,
      })
      .strict(),
  }),
  error: pageCopySchema.extend({ retryLabel: textSchema, links: z.array(linkCopySchema).min(1) }),
} satisfies Partial<Record<PageId, z.ZodType>>;

type PageSchemas = { [K in PageId]: K extends keyof typeof pageSpecificCopy ? (typeof pageSpecificCopy)[K] : typeof pageCopySchema };

/** content/pages.json: copy of every fixed page, every list page, the 404 page and the error screen, keyed by page id. */
export const pagesCopySchema = z
  .object(Object.fromEntries(PAGE_IDS.map((id) => [id, (pageSpecificCopy as Partial<Record<PageId, z.ZodType>>)[id] ?? pageCopySchema])) as PageSchemas)
  .strict();
export type PagesCopy = z.infer<typeof pagesCopySchema>;
