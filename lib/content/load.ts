import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import { checkInternalLink, type DetailPrefix, type RouteIndex } from '../routes';
import { animationListSchema, type Animation } from '../schemas/animation';
import { bossListSchema, type Boss } from '../schemas/boss';
import { gearListSchema, type GearItem } from '../schemas/gear';
import { guideSectionFrontmatterSchema, type GuideSectionFrontmatter } from '../schemas/guide';
import { navigationSchema, type Navigation } from '../schemas/navigation';
import { newsListSchema, type NewsItem } from '../schemas/news';
import { npcListSchema, type Npc } from '../schemas/npc';
import { pagesCopySchema, type PagesCopy } from '../schemas/pages';
import { serverTeaserSchema, type ServerTeaser } from '../schemas/server';
import { shopPackListSchema, type ShopPack } from '../schemas/shop';
import { siteSettingsSchema, type SiteSettings } from '../schemas/site';
import { structureListSchema, type Structure } from '../schemas/structure';
import { tagRegistrySchema } from '../schemas/tags';
import { wikiFrontmatterSchema, wikiSectionListSchema, type WikiFrontmatter, type WikiSection } from '../schemas/wiki';
import { ContentError, fieldPath, problemsFromZod, type ContentProblem } from './errors';
import { mdxProblem } from './mdx-errors';
import { outlineMdx, type MdxOutline } from './mdx-outline';
import { droppedFields } from './unknown-fields';
import { isMdxComponentName, MDX_COMPONENTS, type MdxRefKind } from '../mdx/component-names';

export interface WikiPage {
  slug: string;
  /** Path relative to the project root. */
  file: string;
  frontmatter: WikiFrontmatter;
  outline: MdxOutline;
}

export interface GuideSection {
  file: string;
  /** File name without extension, used to import the MDX module. */
  fileStem: string;
  frontmatter: GuideSectionFrontmatter;
  hasBody: boolean;
  outline: MdxOutline;
}

/** Everything in content/, validated and cross-checked. */
export interface Content {
  site: SiteSettings;
  navigation: Navigation;
  tags: readonly string[];
  bosses: Boss[];
  npcs: Npc[];
  structures: Structure[];
  animations: Animation[];
  gear: GearItem[];
  shop: ShopPack[];
  news: NewsItem[];
  wikiSections: WikiSection[];
  pages: PagesCopy;
  server: ServerTeaser;
  /** Sorted by section order, then `order`, then title. */
  wikiPages: WikiPage[];
  guideSections: GuideSection[];
  routes: RouteIndex;
}

export interface LoadOptions {
  /** Folder holding the content files (default: ./content). */
  contentDir?: string;
  /** Folder served at the site root, used to check image paths (default: ./public). */
  publicDir?: string;
}

/** Boss-drop records: gear that a boss drops. */
export function isBossDrop(item: GearItem): boolean {
  return item.source.kind === 'boss';
}

/** Reads and validates content/. Throws a ContentError listing every problem. */
export function loadContent(options: LoadOptions = {}): Content {
  const contentDir = options.contentDir ?? path.join(process.cwd(), 'content');
  const publicDir = options.publicDir ?? path.join(process.cwd(), 'public');
  const problems: ContentProblem[] = [];
  const rel = (file: string) => path.relative(process.cwd(), file) || file;

  function readJson<T>(name: string, schema: z.ZodType<T>, fallback: T, idOf?: (raw: unknown) => string | undefined): T {
    const file = path.join(contentDir, name);
    if (!fs.existsSync(file)) {
      problems.push({ file: rel(file), message: 'file is missing' });
      return fallback;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push({ file: rel(file), message: `is not valid JSON (${(error as Error).message})` });
      return fallback;
    }
    const result = schema.safeParse(raw, { reportInput: true });
    if (!result.success) {
      const recordName = (i: number) => (Array.isArray(raw) ? (idOf?.(raw[i]) ?? `#${i}`) : undefined);
      problems.push(...problemsFromZod(rel(file), result.error, recordName));
      return fallback;
    }
    for (const [first, ...rest] of droppedFields(raw, result.data)) {
      const record = Array.isArray(raw) && typeof first === 'number' ? (idOf?.(raw[first]) ?? `#${first}`) : undefined;
      const field = record ? fieldPath(rest) : fieldPath([first!, ...rest]);
      problems.push({ file: rel(file), record, field, message: 'unknown field (misspelled? the schema in lib/schemas/ lists the fields)' });
    }
    return result.data;
  }
  const slugOf = (raw: unknown) => {
    const r = raw as { slug?: unknown; id?: unknown } | undefined;
    const id = r?.slug ?? r?.id;
    return typeof id === 'string' ? `"${id}"` : undefined;
  };

  const site = readJson('site.json', siteSettingsSchema, undefined as unknown as SiteSettings);
  const navigation = readJson('navigation.json', navigationSchema, undefined as unknown as Navigation);
  const tags = readJson('tags.json', tagRegistrySchema, []);
  const bosses = readJson('bosses.json', bossListSchema, [], slugOf);
  const npcs = readJson('npcs.json', npcListSchema, [], slugOf);
  const structures = readJson('structures.json', structureListSchema, [], slugOf);
  const animations = readJson('animations.json', animationListSchema, [], slugOf);
  const gear = readJson('gear.json', gearListSchema, [], slugOf);
  const shop = readJson('shop.json', shopPackListSchema, [], slugOf);
  const news = readJson('news.json', newsListSchema, [], slugOf);
  const wikiSections = readJson('wiki-sections.json', wikiSectionListSchema, [], slugOf);
  const pages = readJson('pages.json', pagesCopySchema, undefined as unknown as PagesCopy);
  const server = readJson('server.json', serverTeaserSchema, undefined as unknown as ServerTeaser);

  const wikiPages = readWikiPages(path.join(contentDir, 'wiki'), problems, rel);
  const guideSections = readGuideSections(path.join(contentDir, 'guide'), problems, rel);

  const sectionOrder = new Map(wikiSections.map((s, i) => [s.id, i]));
  wikiPages.sort(
    (a, b) =>
      (sectionOrder.get(a.frontmatter.section) ?? 99) - (sectionOrder.get(b.frontmatter.section) ?? 99) ||
      a.frontmatter.order - b.frontmatter.order ||
      a.frontmatter.title.localeCompare(b.frontmatter.title),
  );
  guideSections.sort((a, b) => a.frontmatter.order - b.frontmatter.order);

  const routes: RouteIndex = {
    wiki: new Set(wikiPages.map((p) => p.slug)),
    wikiSections: new Set(wikiSections.map((s) => s.id)),
    wikiHeadings: new Map(wikiPages.map((p) => [p.slug, new Set(p.outline.headings.map((h) => h.id))])),
    detail: {
      bosses: new Set(bosses.map((b) => b.slug)),
      npcs: new Set(npcs.map((n) => n.slug)),
      structures: new Set(structures.map((s) => s.slug)),
      animations: new Set(animations.map((a) => a.slug)),
      'boss-drops': new Set(gear.filter(isBossDrop).map((g) => g.slug)),
    } satisfies Record<DetailPrefix, Set<string>>,
  };

  const content: Content = {
    site,
    navigation,
    tags,
    bosses,
    npcs,
    structures,
    animations,
    gear,
    shop,
    news,
    wikiSections,
    pages,
    server,
    wikiPages,
    guideSections,
    routes,
  };
  if (problems.length === 0) crossCheck(content, contentDir, publicDir, problems, rel);
  if (problems.length > 0) throw new ContentError(problems);
  return content;
}

function readMdxFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Reads YAML frontmatter; a YAML syntax error becomes a problem instead of a crash. */
function readFrontmatter(file: string, problems: ContentProblem[], rel: (f: string) => string) {
  const source = fs.readFileSync(file, 'utf8');
  if (!source.startsWith('---')) {
    problems.push({ file: rel(file), record: 'frontmatter', message: 'missing frontmatter block (the file must start with ---)' });
    return undefined;
  }
  try {
    const parsed = matter(source);
    return { data: parsed.data, body: parsed.content, source };
  } catch (error) {
    problems.push({ file: rel(file), record: 'frontmatter', message: `malformed YAML: ${(error as Error).message.split('\n')[0]}` });
    return undefined;
  }
}

/** An MDX file whose frontmatter passed its schema. */
interface ParsedMdx<T> {
  file: string;
  frontmatter: T;
  body: string;
  outline: MdxOutline;
}

/** Reads every .mdx file of a folder and validates its frontmatter; problems are collected, not thrown. */
function readMdxCollection<T>(dir: string, schema: z.ZodType<T>, problems: ContentProblem[], rel: (f: string) => string): ParsedMdx<T>[] {
  const documents: ParsedMdx<T>[] = [];
  for (const file of readMdxFiles(dir)) {
    const parsed = readFrontmatter(file, problems, rel);
    if (!parsed) continue;
    const result = schema.safeParse(parsed.data, { reportInput: true });
    if (!result.success) {
      problems.push(...problemsFromZod(rel(file), result.error).map((p) => ({ ...p, record: 'frontmatter' })));
      continue;
    }
    let outline: MdxOutline;
    try {
      outline = outlineMdx(parsed.source, file);
    } catch (error) {
      problems.push(mdxProblem(rel(file), error));
      continue;
    }
    documents.push({ file, frontmatter: result.data, body: parsed.body, outline });
  }
  return documents;
}

function readWikiPages(dir: string, problems: ContentProblem[], rel: (f: string) => string): WikiPage[] {
  return readMdxCollection(dir, wikiFrontmatterSchema.strict(), problems, rel).map((doc) => {
    const slug = path.basename(doc.file, '.mdx');
    if (doc.frontmatter.Link !== slug) {
      problems.push({ file: rel(doc.file), record: 'frontmatter', field: 'Link', message: `must equal the file name "${slug}", got "${doc.frontmatter.Link}"` });
    }
    return { slug, file: rel(doc.file), frontmatter: doc.frontmatter, outline: doc.outline };
  });
}

function readGuideSections(dir: string, problems: ContentProblem[], rel: (f: string) => string): GuideSection[] {
  return readMdxCollection(dir, guideSectionFrontmatterSchema.strict(), problems, rel).map((doc) => ({
    file: rel(doc.file),
    fileStem: path.basename(doc.file, '.mdx'),
    frontmatter: doc.frontmatter,
    hasBody: doc.body.trim().length > 0,
    outline: doc.outline,
  }));
}

/** Checks references between records, tags, images and links. */
function crossCheck(c: Content, contentDir: string, publicDir: string, problems: ContentProblem[], rel: (f: string) => string) {
  const file = (name: string) => rel(path.join(contentDir, name));
  const tagSet = new Set(c.tags);
  const checkTags = (f: string, record: string, tags: readonly string[], field = 'tags') => {
    tags.forEach((tag, i) => {
      if (!tagSet.has(tag)) problems.push({ file: f, record, field: `${field}[${i}]`, message: `unknown tag "${tag}" (add it to content/tags.json or fix the spelling)` });
    });
  };
  const checkImage = (f: string, record: string, image: string | undefined) => {
    if (image && !fs.existsSync(path.join(publicDir, image))) {
      problems.push({ file: f, record, field: 'image', message: `image "${image}" does not exist under public/` });
    }
  };
  const checkUnique = <T>(f: string, items: T[], key: (t: T) => string, label: string) => {
    const seen = new Set<string>();
    for (const item of items) {
      const k = key(item);
      if (seen.has(k)) problems.push({ file: f, record: `"${k}"`, field: label, message: `duplicate ${label} "${k}"` });
      seen.add(k);
    }
  };
  const checkRef = (f: string, record: string, field: string, slug: string, set: ReadonlySet<string>, what: string) => {
    if (!set.has(slug)) problems.push({ file: f, record, field, message: `refers to ${what} "${slug}", which does not exist` });
  };

  const recordFiles = [
    ['bosses.json', c.bosses],
    ['npcs.json', c.npcs],
    ['structures.json', c.structures],
    ['animations.json', c.animations],
    ['gear.json', c.gear],
  ] as const;
  for (const [name, records] of recordFiles) {
    checkUnique(file(name), records as { slug: string }[], (r) => r.slug, 'slug');
    for (const r of records as { slug: string; tags: string[]; image?: string }[]) {
      checkTags(file(name), `"${r.slug}"`, r.tags);
      checkImage(file(name), `"${r.slug}"`, r.image);
    }
  }
  checkUnique(file('shop.json'), c.shop, (p) => p.id, 'id');
  checkUnique(file('news.json'), c.news, (n) => n.id, 'id');
  checkUnique(file('wiki-sections.json'), c.wikiSections, (s) => s.id, 'id');
  c.shop.forEach((p) => checkImage(file('shop.json'), `"${p.id}"`, p.image));

  const bossSlugs = new Set(c.bosses.map((b) => b.slug));
  const gearBySlug = new Map(c.gear.map((g) => [g.slug, g]));
  const wiki = c.routes.wiki;

  for (const boss of c.bosses) {
    const rec = `"${boss.slug}"`;
    checkRef(file('bosses.json'), rec, 'wiki', boss.wiki, wiki, 'wiki page');
    boss.drops.forEach((slug, i) => {
      const item = gearBySlug.get(slug);
      if (!item) return checkRef(file('bosses.json'), rec, `drops[${i}]`, slug, new Set(), 'gear record');
      if (item.source.kind !== 'boss' || !item.source.bosses.includes(boss.slug)) {
        problems.push({ file: file('bosses.json'), record: rec, field: `drops[${i}]`, message: `"${slug}" does not name "${boss.slug}" in its source.bosses (content/gear.json); the two must agree` });
      }
    });
  }
  for (const item of c.gear) {
    const rec = `"${item.slug}"`;
    checkRef(file('gear.json'), rec, 'wiki', item.wiki, wiki, 'wiki page');
    if (item.source.kind === 'boss') {
      item.source.bosses.forEach((slug, i) => {
        checkRef(file('gear.json'), rec, `source.bosses[${i}]`, slug, bossSlugs, 'boss');
        const boss = c.bosses.find((b) => b.slug === slug);
        if (boss && !boss.drops.includes(item.slug)) {
          problems.push({ file: file('gear.json'), record: rec, field: `source.bosses[${i}]`, message: `boss "${slug}" does not list "${item.slug}" in its drops (content/bosses.json); the two must agree` });
        }
      });
    }
  }
  for (const npc of c.npcs) checkRef(file('npcs.json'), `"${npc.slug}"`, 'wiki', npc.wiki, wiki, 'wiki page');
  for (const s of c.structures) s.wiki.forEach((slug, i) => checkRef(file('structures.json'), `"${s.slug}"`, `wiki[${i}]`, slug, wiki, 'wiki page'));
  for (const a of c.animations) a.wiki.forEach((slug, i) => checkRef(file('animations.json'), `"${a.slug}"`, `wiki[${i}]`, slug, wiki, 'wiki page'));

  // Site settings and menus.
  const linkKeys = new Set(Object.keys(c.site.links));
  c.site.officialMenu.forEach((key, i) => checkRef(file('site.json'), 'settings', `officialMenu[${i}]`, key, linkKeys, 'link key'));
  const checkHref = (f: string, record: string, field: string, href: string) => {
    const problem = checkInternalLink(href, c.routes);
    if (problem) problems.push({ file: f, record, field, message: problem });
  };
  c.navigation.header.primary.forEach((l, i) => checkHref(file('navigation.json'), 'header', `primary[${i}].href`, l.href));
  c.navigation.header.explore.forEach((l, i) => checkHref(file('navigation.json'), 'header', `explore[${i}].href`, l.href));
  c.navigation.footer.groups.forEach((g, gi) =>
    g.links.forEach((l, li) => {
      const field = `groups[${gi}].links[${li}]`;
      if ('href' in l) checkHref(file('navigation.json'), 'footer', `${field}.href`, l.href);
      else checkRef(file('navigation.json'), 'footer', `${field}.siteLink`, l.siteLink, linkKeys, 'site link key');
    }),
  );
  for (const item of c.news) {
    if (!item.link) continue;
    if ('href' in item.link) checkHref(file('news.json'), `"${item.id}"`, 'link.href', item.link.href);
    else checkRef(file('news.json'), `"${item.id}"`, 'link.siteLink', item.link.siteLink, linkKeys, 'site link key');
  }

  // Wiki pages: sections, tags, links, components.
  const sectionIds = c.routes.wikiSections;
  // Record slugs that MDX components may name, built once for every page.
  const componentSlugs: Record<MdxRefKind, ReadonlySet<string>> = {
    bosses: c.routes.detail.bosses,
    npcs: c.routes.detail.npcs,
    structures: c.routes.detail.structures,
    animations: c.routes.detail.animations,
    gear: new Set(c.gear.map((g) => g.slug)),
    wiki: c.routes.wiki,
  };
  for (const page of c.wikiPages) {
    const fm = page.frontmatter;
    checkRef(page.file, 'frontmatter', 'section', fm.section, sectionIds, 'wiki section');
    checkTags(page.file, 'frontmatter', fm.tags);
    checkImage(page.file, 'frontmatter', fm.image);
    checkMdxBody(page.file, page.outline, c.routes, componentSlugs, problems);
  }
  for (const section of c.guideSections) {
    section.frontmatter.coveredBy.forEach((slug, i) => checkRef(section.file, 'frontmatter', `coveredBy[${i}]`, slug, wiki, 'wiki page'));
    checkMdxBody(section.file, section.outline, c.routes, componentSlugs, problems);
  }
  checkUnique('content/guide', c.guideSections, (s) => s.frontmatter.id, 'id');
}

function checkMdxBody(
  file: string,
  outline: MdxOutline,
  routes: RouteIndex,
  componentSlugs: Record<MdxRefKind, ReadonlySet<string>>,
  problems: ContentProblem[],
) {
  for (const href of outline.links) {
    const problem = checkInternalLink(href, routes);
    if (problem) problems.push({ file, record: 'body', message: problem });
  }
  for (const { name, attributes } of outline.components) {
    if (!/^[A-Z]/.test(name)) continue; // HTML elements and fragments
    if (!isMdxComponentName(name)) {
      problems.push({ file, record: 'body', message: `unknown component <${name}> (available: ${Object.keys(MDX_COMPONENTS).join(', ')})` });
      continue;
    }
    const refs: Record<string, MdxRefKind> = MDX_COMPONENTS[name].refs;
    for (const [attribute, kind] of Object.entries(refs)) {
      const value = attributes[attribute];
      if (!value) problems.push({ file, record: 'body', message: `<${name}> needs a ${attribute}="…" attribute` });
      else if (!componentSlugs[kind].has(value)) {
        problems.push({ file, record: 'body', message: `<${name} ${attribute}="${value}"> names a ${kind} record that does not exist` });
      }
    }
  }
}
