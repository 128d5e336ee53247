import { expect, test } from '@playwright/test';
import fs from 'node:fs';
// @ts-expect-error -- plain ESM helper shared with scripts/, typed by its use here
import { htmlToText } from '../../scripts/page-text.mjs';
import { content, contentOfRoute, expectedPathsInEveryLanguage } from './content';
import { fillTemplate } from '../../lib/model/template';
import { sitePaths } from './helpers';
import { attributeOf, elementsOf, parseHtml } from '../../scripts/out-files.mjs';
import { isFallbackPage, outFileOf } from './out-files';

/*
 * Every page, read from out/ without a browser: it is in the sitemap and carries the shell. What a browser
 * adds (console, CSP, axe) is checked once per template in hardening.spec.ts.
 */

const paths = sitePaths();

test('the sitemap lists exactly the routes, wiki pages and record pages of the content', () => {
  // Every route in every language, but the pages a language shows in English (their canonical is the English page).
  expect([...paths].sort()).toEqual(expectedPathsInEveryLanguage.filter((p) => !isFallbackPage(p)).sort());
});

test('every page has the header link home, one h1, and the footer with its badge and copyright', () => {
  const [first, second] = content.site.logo;
  for (const path of paths) {
    const html = fs.readFileSync(outFileOf(path), 'utf8');
    const words = contentOfRoute(path);
    const home = fillTemplate(words.site.labels.header.homeLink, { name: `${first} ${second}` });
    expect(html, path).toMatch(new RegExp(`<header[\\s\\S]*aria-label="${home}"[\\s\\S]*</header>`));
    expect(html.match(/<h1[\s>]/g), `${path}: one h1`).toHaveLength(1);
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
    const text: string = htmlToText(footer);
    expect(text, path).toContain(words.navigation.footer.badge);
    expect(text, path).toContain(`© ${content.site.copyrightYear}`);
  }
});

test('every wiki page has its Markdown twin, and the plain-text edition lists it', () => {
  const llms = fs.readFileSync(outFileOf('/llms.txt'), 'utf8');
  for (const page of content.wikiPages) {
    expect(fs.existsSync(outFileOf(`/wiki/${page.slug}.md`)), `out/wiki/${page.slug}.md`).toBe(true);
    expect(llms, `llms.txt links /wiki/${page.slug}.md`).toContain(`/wiki/${page.slug}.md`);
  }
});

// React preloads an <img fetchpriority="high"> from the <head> (FallbackImage's `priority`), so the request leaves
// before the parser reaches the picture; a picture that lost it would load a round trip later on a slow phone.
test('every picture a page marks as first-view is preloaded from its <head>', () => {
  let pictures = 0;
  for (const path of paths) {
    const document = parseHtml(fs.readFileSync(outFileOf(path), 'utf8'));
    const head = elementsOf(document, 'head').next().value!;
    const preloaded = [...elementsOf(head, 'link')].filter((l) => attributeOf(l, 'rel') === 'preload' && attributeOf(l, 'as') === 'image').map((l) => attributeOf(l, 'href'));
    const firstView = [...elementsOf(document, 'img')].filter((img) => attributeOf(img, 'fetchpriority') === 'high').map((img) => attributeOf(img, 'src'));
    for (const src of firstView) expect(preloaded, `${path}: ${src}`).toContain(src);
    pictures += firstView.length;
  }
  expect(pictures, 'some page has a first-view picture').toBeGreaterThan(0);
});
