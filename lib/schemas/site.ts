import { z } from 'zod';
import { slugSchema, textSchema } from './common';
import { siteLabelsSchema } from './labels';
import { template } from './template';

/** An outbound link; `todo` marks a value the owner must still confirm (the build warns). */
export const externalLinkSchema = z.object({
  label: textSchema,
  url: z.url(),
  /** One or two sentences shown on community and support cards. */
  description: z.string().optional(),
  todo: z.string().optional(),
});
export type ExternalLink = z.infer<typeof externalLinkSchema>;

/** Keys of `links` that pages show by name: the community page (chat, videos) and the support page (crowd-funding). */
export const LINKS_USED_BY_PAGES = ['chatInvite', 'videoChannel', 'crowdfunding'] as const;
type LinkUsedByPages = (typeof LINKS_USED_BY_PAGES)[number];

/** content/site.json: site-wide settings. */
export const siteSettingsSchema = z.object({
  name: textSchema,
  /** The name under the icon of the installed web app (web app manifest `short_name`, iOS home screen title): 12 characters at most. */
  shortName: textSchema.max(12),
  /** Header logo in two parts (two colours). */
  logo: z.tuple([textSchema, textSchema]),
  tagline: textSchema,
  /** The first link of every page, shown on keyboard focus: jumps past the header to the page's content. */
  skipLinkLabel: textSchema,
  description: textSchema,
  /** Absolute base URL of the deployed site, used for canonical URLs and the sitemap. */
  baseUrl: z.url(),
  baseUrlTodo: z.string().optional(),
  /** The source repository ("https://github.com/owner/repo") for "Edit this page"; hidden while a placeholder. */
  repositoryUrl: z.url(),
  repositoryUrlTodo: z.string().optional(),
  /** Branch the edit links open (default "main"). */
  repositoryBranch: textSchema.default('main'),
  team: textSchema,
  copyrightYear: z.number().int().min(2000),
  /** Latest add-on update announced on the home page. */
  latestUpdate: z.object({ version: textSchema, todo: z.string().optional() }),
  /** Named outbound links: the keys pages name in code are required; content's keys are cross-checked. */
  links: z.object(Object.fromEntries(LINKS_USED_BY_PAGES.map((key) => [key, externalLinkSchema])) as Record<LinkUsedByPages, typeof externalLinkSchema>).catchall(externalLinkSchema),
  /** The NPC whose shop sells the gear no boss drops (gear source "kurobee"), and how the site names that shop. */
  gearShop: z.object({ npc: slugSchema, label: textSchema }).strict(),
  /** Wiki pages that components link to by their role; the cross-check verifies each exists. */
  wikiPages: z.object({ /** Explains the infusions that gear names. */ infusions: slugSchema }).strict(),
  /** Keys of `links` shown in the header's "Official" dropdown, in order. */
  officialMenu: z.array(z.string()).min(1),
  /**
   * Languages besides English: folder and number style. At least one, since a static export refuses a route with no
   * pages (vercel/next.js#61213).
   */
  languages: z
    .array(
      z.object({
        code: z.string().regex(/^[a-z]{2}$/, 'a two-letter language code, e.g. "es"'),
        numbers: z.object({ group: z.string().max(1), decimal: z.string().length(1), minimumGroupingDigits: z.union([z.literal(1), z.literal(2)]) }).strict(),
      }).strict(),
    )
    .min(1, 'at least one language besides English: the static export cannot build the language routes with none (vercel/next.js#61213)'),
  /** The words of the language switcher and the notices of a translated or untranslated page, in this language. */
  i18n: z.object({ languageName: textSchema, switcherLabel: textSchema, fallbackNotice: textSchema, readInEnglish: textSchema, behindNotice: template('date'), englishLabel: textSchema, fallbackMark: textSchema }).strict(),
  /** The words of the header, the theme toggle and the components many pages share (lib/schemas/labels.ts). */
  labels: siteLabelsSchema,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
