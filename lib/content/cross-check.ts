import fs from 'node:fs';
import path from 'node:path';
import { checkInternalLink } from '../records/routes';
import { collectionsOf, DETAIL_KINDS, type RecordKind } from '../records/kinds';
import { openDatasets } from '../records/open-data';
import { collectionFile } from '../model/collections';
import { checkLabelRows } from './label-rows';
import { checkToolRecords } from './tool-records';
import { checkSections } from './check-sections';
import { checkRecordText } from './record-text';
import type { ContentProblem } from './errors';
import type { Content } from '../model/collections';

interface Where {
  contentDir: string;
  publicDir: string;
  rel: (file: string) => string;
}

/** Reports problems of references between records, tags, images, menus and links. */
export function crossCheck(c: Content, where: Where, problems: ContentProblem[], kinds: readonly RecordKind[] = DETAIL_KINDS) {
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
  // No two records share a picture (CONTRIBUTING.md); a record may have none: it shows the placeholder until someone draws one.
  const pictureOwner = new Map<string, string>();
  const checkOwnPicture = (f: string, record: string, image: string | undefined) => {
    if (!image) return;
    const first = pictureOwner.get(image);
    if (first) report(f, record, 'image', `"${image}" is already the picture of ${first}; every record needs its own`);
    else pictureOwner.set(image, `${record} (${f})`);
  };

  // Every record file of a kind, once even when two kinds show it: unique slugs, registered tags, existing images,
  // existing wiki pages, unique labels in label/value rows, then the collection's own checks.
  for (const collection of collectionsOf(kinds)) {
    const f = file(collectionFile(collection.key));
    const records = collection.records(c);
    checkUnique(f, records, (r) => r.slug, 'slug');
    for (const r of records) {
      const rec = `"${r.slug}"`;
      checkTags(f, rec, r.tags);
      checkImage(f, rec, r.image);
      checkOwnPicture(f, rec, r.image);
      const wikiSlugs = collection.wikiSlugs(r);
      // A single `wiki` field is reported as "wiki", a list as "wiki[i]".
      const wikiField = (i: number) => (Array.isArray(Reflect.get(r, 'wiki')) ? `wiki[${i}]` : 'wiki');
      wikiSlugs.forEach((slug, i) => checkRef(f, rec, wikiField(i), slug, wiki, 'wiki page'));
      checkLabelRows(f, rec, r, collection.fieldLabels?.(r, c.site.labels.facts) ?? [], report);
    }
    collection.checks?.(records, c, (record, field, message) => report(f, record, field, message));
  }
  /** An object of content keyed by things the code defines: one entry for each, and none for anything else. */
  const checkOneEntryEach = (f: string, field: string | undefined, entries: object, expected: ReadonlySet<string>, missing: (key: string) => string, unknown: (key: string) => string) => {
    for (const key of expected) if (!Object.hasOwn(entries, key)) report(f, `"${key}"`, field, missing(key));
    for (const key of Object.keys(entries)) if (!expected.has(key)) report(f, `"${key}"`, field, unknown(key));
  };
  // Every registered kind has its names, and every names entry belongs to a kind.
  const kindIds = new Set(kinds.map((k) => k.id));
  checkOneEntryEach(
    file('kind-names.json'),
    undefined,
    c.kindNames,
    kindIds,
    (id) => `the kind "${id}" has no names: add "${id}": { "one": …, "other": … }`,
    (id) => `names the kind "${id}", which does not exist (kinds: ${[...kindIds].join(', ')})`,
  );
  // Every open-data file is described for its readers, and every description belongs to a file.
  const datasetNames = new Set(openDatasets(kinds).map((d) => d.name));
  checkOneEntryEach(
    file('open-data.json'),
    'datasets',
    c.openData.datasets,
    datasetNames,
    (name) => `/data/${name}.json has no title and description: add "${name}": { "title": …, "description": … }`,
    (name) => `describes /data/${name}.json, which is not published (files: ${[...datasetNames].join(', ')})`,
  );
  checkUnique(file('shop.json'), c.shop, (p) => p.id, 'id');
  checkUnique(file('news.json'), c.news, (n) => n.id, 'id');
  checkUnique(file('wiki-sections.json'), c.wikiSections, (s) => s.id, 'id');
  c.shop.forEach((p) => {
    checkImage(file('shop.json'), `"${p.id}"`, p.image);
    checkOwnPicture(file('shop.json'), `"${p.id}"`, p.image);
  });

  // Site settings and menus.
  const linkKeys = new Set(Object.keys(c.site.links));
  c.site.officialMenu.forEach((key, i) => checkRef(file('site.json'), 'settings', `officialMenu[${i}]`, key, linkKeys, 'link key'));
  checkRef(file('site.json'), 'settings', 'gearShop.npc', c.site.gearShop.npc, new Set(c.index.records.get('npcs')?.keys()), 'NPC');
  checkRef(file('site.json'), 'settings', 'wikiPages.infusions', c.site.wikiPages.infusions, new Set(c.index.wikiPages.keys()), 'wiki page');
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
  checkRecordText(c, kinds, file, problems);
  checkSections(c, file, problems);

  // Wiki pages and guide sections: sections, tags, images (their bodies: lib/content/check-mdx.ts).
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
  }
  for (const section of c.guideSections) {
    section.frontmatter.coveredBy.forEach((slug, i) => checkRef(section.file, 'frontmatter', `coveredBy[${i}]`, slug, wiki, 'wiki page'));
  }
  checkUnique('content/guide', c.guideSections, (s) => s.frontmatter.id, 'id');
}
