import { expect, test } from '@playwright/test';
import fs from 'node:fs';
// @ts-expect-error -- plain ESM helper shared with scripts/, typed by its use here
import { htmlToText } from '../../scripts/page-text.mjs';
import { content, expectedPaths } from './content';
import { sitePaths } from './helpers';
import { outFileOf } from './out-files';

/*
 * Every page, read from out/ without a browser: it is in the sitemap and carries the shell. What a browser
 * adds (console, CSP, axe) is checked once per template in hardening.spec.ts.
 */

const paths = sitePaths();

test('the sitemap lists exactly the routes, wiki pages and record pages of the content', () => {
  expect([...paths].sort()).toEqual([...expectedPaths].sort());
});

test('every page has the header link home, one h1, and the footer with its badge and copyright', () => {
  const [first, second] = content.site.logo;
  for (const path of paths) {
    const html = fs.readFileSync(outFileOf(path), 'utf8');
    expect(html, path).toMatch(new RegExp(`<header[\\s\\S]*aria-label="${first} ${second} wiki home"[\\s\\S]*</header>`));
    expect(html.match(/<h1[\s>]/g), `${path}: one h1`).toHaveLength(1);
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
    const text: string = htmlToText(footer);
    expect(text, path).toContain(content.navigation.footer.badge);
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
