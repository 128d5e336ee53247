import { expect, test, type Page } from '@playwright/test';
import { languages } from './content';
import { TEMPLATE_PAGES } from './sample-pages';

/*
 * HTML_CodeSniffer (html_codesniffer from npm), a WCAG 2 AA checker no one here wrote, beside axe: it runs in the
 * page, in Chromium, on one page of every template in every language, and fails on any of its errors. Warnings and
 * notices ask a person to look; it does not decide them. That every table has a name is accessible-names.spec.ts's,
 * from the accessibility tree.
 */

const HTMLCS_SCRIPT = require.resolve('html_codesniffer/build/HTMLCS.js');

type Finding = { type: number; code: string; message: string; element: string };

/** HTML_CodeSniffer's messages for the loaded page (type 1 error, 2 warning, 3 notice), each element's markup cut short. */
function codeSnifferMessages(page: Page): Promise<Finding[]> {
  return page.evaluate(
    () =>
      new Promise<Finding[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element | Document };
        const { HTMLCS } = window as unknown as { HTMLCS: { process: (standard: string, content: Document, done: () => void, failed: () => void, language: string) => void; getMessages: () => Message[] } };
        HTMLCS.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              HTMLCS.getMessages().map((m) => ({
                type: m.type,
                code: m.code,
                message: m.msg,
                element: 'outerHTML' in m.element ? m.element.outerHTML.slice(0, 200) : '#document',
              })),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run')),
          'en',
        );
      }),
  );
}

/**
 * One page of every template in every language (sample-pages.ts: every top-level route, the first record of each
 * kind, the fewest wiki pages that use every MDX component), and the error page. Measured on this 2-core machine
 * (under other jobs' load): all 300 pages took 3.7 minutes, every English page and these in the other languages
 * 1.6–1.9 minutes, where this check may add about one.
 */
const pages = [...TEMPLATE_PAGES, ...languages.flatMap((l) => TEMPLATE_PAGES.map((p) => `/${l.language.code}${p}`)), '/404.html'];

// A dozen pages per test, not one: a test's first page load is the slow one (one page per test: 5.4 minutes for all).
const PAGES_PER_TEST = 12;
for (let i = 0; i < pages.length; i += PAGES_PER_TEST) {
  const group = pages.slice(i, i + PAGES_PER_TEST);
  test(`HTML_CodeSniffer WCAG2AA: no error on ${group[0]} … ${group.at(-1)} (${group.length} pages)`, async ({ page }) => {
    // Loaded into every page before its own scripts, by the browser: the page's Content-Security-Policy, which allows
    // only its own hashed scripts, stays as a reader gets it (a <script> added to the page would need bypassCSP).
    await page.addInitScript({ path: HTMLCS_SCRIPT });
    const errors: string[] = [];
    const count = [0, 0, 0, 0];
    for (const path of group) {
      await page.goto(path);
      const messages = await codeSnifferMessages(page);
      for (const m of messages) count[m.type] = (count[m.type] ?? 0) + 1;
      errors.push(...messages.filter((m) => m.type === 1).map((m) => `${path} ${m.code}: ${m.message}\n    ${m.element}`));
    }
    console.log(`HTML_CodeSniffer WCAG2AA: ${group.length} pages, ${count[1]} errors, ${count[2]} warnings, ${count[3]} notices`);
    expect(errors, 'HTML_CodeSniffer errors').toEqual([]);
  });
}
