import fs from 'node:fs';
import path from 'node:path';
import { checkInternalLink } from '../routes';
import { checkMdxBody, type MdxRefSlugs } from './check-mdx';
import { checkPictures } from './check-pictures';
import { checkSections } from './check-sections';
import { checkToolRecords, toolRecordRefs } from './tool-records';
import type { ContentProblem } from './errors';
import type { Content } from './types';

interface Where {
  contentDir: string;
  publicDir: string;
  rel: (file: string) => string;
}

/** Reports problems of references between records, tags, images, menus and links. */
export function crossCheck(c: Content, where: Where, problems: ContentProblem[]) {
  const file = (name: string) => where.rel(path.join(where.contentDir, name));
  const report = (f: string, record: string | undefined, field: string | undefined, message: string) => problems.push({ file: f, record, field, message });
  const tagSet = new Set(c.tags);
  const checkTags = (f: string, record: string, tags: readonly string[], field = 'tags') =>
    tags.forEach((tag, i) => {
      if (!tagSet.has(tag)) report(f, record, `${field}[${i}]`, `unknown tag "${tag}" (add it to content/tags.json or fix the spelling)`);
    });
  const checkImage = (f: string, record: string, image: string | undefined) => {
    if (image && !fs.existsSync(path.join(where.publicDir, image))) report(f, record, 'image', `image "${image}" does not exist under public/`);
  };
  const checkUnique = <T>(f: string, items: readonly T[], key: (t: T) => string, label: string) => {
    const seen = new Set<string>();
    for (const item of items) {
      const k = key(item);
      if (seen.has(k)) report(f, `"${k}"`, label, `duplicate ${label} "${k}"`);
      seen.add(k);
    }
  };
  const checkRef = (f: string, record: string, field: string, slug: string, set: ReadonlySet<string>, what: string) => {
    if (!set.has(slug)) report(f, record, field, `refers to ${what} "${slug}", which does not exist`);
  };
  const checkHref = (f: string, record: string, field: string, href: string) => {
    const problem = checkInternalLink(href, c.routes);
    if (problem) report(f, record, field, problem);
  };
  const wiki = c.routes.wiki;

  // Records with slugs: unique, registered tags, existing images, existing wiki pages.
  type LinkedRecord = { slug: string; tags: string[]; image?: string; wiki: string | string[] };
  const recordFiles: [string, readonly LinkedRecord[]][] = [
    ['bosses.json', c.bosses],
    ['npcs.json', c.npcs],
    ['structures.json', c.structures],
    ['animations.json', c.animations],
    ['gear.json', c.gear],
  ];
  for (const [name, records] of recordFiles) {
    checkUnique(file(name), records, (r) => r.slug, 'slug');
    for (const r of records) {
      const rec = `"${r.slug}"`;
      checkTags(file(name), rec, r.tags);
      checkImage(file(name), rec, r.image);
      if (typeof r.wiki === 'string') checkRef(file(name), rec, 'wiki', r.wiki, wiki, 'wiki page');
      else r.wiki.forEach((slug, i) => checkRef(file(name), rec, `wiki[${i}]`, slug, wiki, 'wiki page'));
    }
  }
  checkUnique(file('shop.json'), c.shop, (p) => p.id, 'id');
  checkUnique(file('news.json'), c.news, (n) => n.id, 'id');
  checkUnique(file('wiki-sections.json'), c.wikiSections, (s) => s.id, 'id');
  c.shop.forEach((p) => checkImage(file('shop.json'), `"${p.id}"`, p.image));

  // Boss drops are stated twice (boss.drops and gear.source.bosses): the two must agree.
  for (const boss of c.bosses) {
    boss.drops.forEach((slug, i) => {
      const item = c.index.gear.get(slug);
      if (!item) return checkRef(file('bosses.json'), `"${boss.slug}"`, `drops[${i}]`, slug, new Set(), 'gear record');
      if (item.source.kind !== 'boss' || !item.source.bosses.includes(boss.slug)) {
        report(file('bosses.json'), `"${boss.slug}"`, `drops[${i}]`, `"${slug}" does not name "${boss.slug}" in its source.bosses (content/gear.json); the two must agree`);
      }
    });
  }
  for (const item of c.gear) {
    if (item.source.kind !== 'boss') continue;
    item.source.bosses.forEach((slug, i) => {
      const boss = c.index.bosses.get(slug);
      if (!boss) return checkRef(file('gear.json'), `"${item.slug}"`, `source.bosses[${i}]`, slug, new Set(), 'boss');
      if (!boss.drops.includes(item.slug)) {
        report(file('gear.json'), `"${item.slug}"`, `source.bosses[${i}]`, `boss "${slug}" does not list "${item.slug}" in its drops (content/bosses.json); the two must agree`);
      }
    });
  }

  // Site settings and menus.
  const linkKeys = new Set(Object.keys(c.site.links));
  c.site.officialMenu.forEach((key, i) => checkRef(file('site.json'), 'settings', `officialMenu[${i}]`, key, linkKeys, 'link key'));
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

  checkToolRecords(c, file, problems);
  checkSections(c, file, problems);
  checkPictures(c, file, problems);

  // Wiki pages and guide sections: sections, tags, images, links, components.
  const refSlugs: MdxRefSlugs = {
    bosses: c.routes.detail.bosses,
    npcs: c.routes.detail.npcs,
    structures: c.routes.detail.structures,
    animations: c.routes.detail.animations,
    gear: new Set(c.index.gear.keys()),
    wiki,
    wikiSection: c.routes.wikiSections,
    ...toolRecordRefs(c),
  };
  // A section's hub is a real page of that same section.
  for (const s of c.wikiSections) {
    if (!s.hub) continue;
    const hub = c.index.wikiPages.get(s.hub);
    if (!hub) checkRef(file('wiki-sections.json'), `"${s.id}"`, 'hub', s.hub, wiki, 'wiki page');
    else if (hub.frontmatter.section !== s.id || hub.frontmatter.stub) {
      report(file('wiki-sections.json'), `"${s.id}"`, 'hub', `hub page "${s.hub}" must be a non-stub page of section "${s.id}" (its section is "${hub.frontmatter.section}"${hub.frontmatter.stub ? ', and it is a stub' : ''})`);
    }
  }
  for (const page of c.wikiPages) {
    const fm = page.frontmatter;
    checkRef(page.file, 'frontmatter', 'section', fm.section, c.routes.wikiSections, 'wiki section');
    checkTags(page.file, 'frontmatter', fm.tags);
    checkImage(page.file, 'frontmatter', fm.image);
    checkMdxBody(page.file, page.outline, c.routes, refSlugs, problems);
  }
  for (const section of c.guideSections) {
    section.frontmatter.coveredBy.forEach((slug, i) => checkRef(section.file, 'frontmatter', `coveredBy[${i}]`, slug, wiki, 'wiki page'));
    checkMdxBody(section.file, section.outline, c.routes, refSlugs, problems);
  }
  checkUnique('content/guide', c.guideSections, (s) => s.frontmatter.id, 'id');
}
