import { expect, type Locator, type Page } from '@playwright/test';
import { source as axeSource, type AxeResults, type RunOptions } from 'axe-core';
import fs from 'node:fs';
import path from 'node:path';

const OUT = path.resolve(__dirname, '../../out');
const CONTENT = path.resolve(__dirname, '../../content');

/** Every page of the built site, read from out/sitemap.xml (paths with a trailing slash). */
export function sitePaths(): string[] {
  const xml = fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

export function readContent<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(CONTENT, file), 'utf8')) as T;
}

/**
 * Chromium's reminder, three seconds after load, that a preloaded resource is still unused. Next's <Link> prefetch
 * preloads what the linked pages will show (their pictures included) on purpose, for a faster next navigation;
 * Chromium's team calls that fine (vercel/next.js#6517). It appears only when a test stays on a page that long.
 */
const SPECULATIVE_PRELOAD = /was preloaded using link preload but not used within a few seconds/;

/**
 * Playwright's own note when the site registers its offline worker in a context that blocks workers (all but
 * offline.spec.ts, which tests the worker under the same policy).
 */
const WORKER_BLOCKED_BY_PLAYWRIGHT = /^Service Worker registration blocked by Playwright$/;

/** Collects console errors/warnings and failed requests of a page. */
export function watchConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !SPECULATIVE_PRELOAD.test(m.text()) && !WORKER_BLOCKED_BY_PLAYWRIGHT.test(m.text())) {
      messages.push(`${m.type()}: ${m.text()}`);
    }
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) messages.push(`http ${r.status()}: ${new URL(r.url()).pathname}`);
  });
  return messages;
}

/** The path of every request the page makes from now on, in order (the array fills as the page runs). */
export function requestedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));
  return paths;
}

/** The axe rules every page must pass: WCAG 2.x A/AA (2.2 included) and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe-core for the rules of AXE_TAGS, or `only` the rules named, on the whole page less the parts `exclude`
 * selects; returns the violations in a readable form.
 * axe runs in the page itself, loaded once per page load: @axe-core/playwright loads it again for every run and, in
 * its default mode, opens a blank page per run to merge the results of cross-origin frames, which these pages do
 * not have (their CSP allows none); that made each run two to three times slower. Only violations are collected.
 */
/** An element of the page as a reader sees it laid out (`where`: tag, id and first classes). */
/** `rendered`: false inside a closed <details> or under display: none (its box means nothing to a reader). */
export type ElementBox = { where: string; text: string; x: number; y: number; width: number; height: number; display: string; color: string; background: string; font: string; rendered: boolean };

/** Every element of the body but scripts, styles and links, in document order, with skipped content drawn first. */
export async function elementBoxes(page: Page): Promise<ElementBox[]> {
  await drawSkippedContent(page);
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((el) => !(el instanceof HTMLScriptElement || el instanceof HTMLStyleElement || el instanceof HTMLLinkElement))
      .map((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return {
          where: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].slice(0, 3).join('.')}` : ''}`,
          text: (el.textContent ?? '').trim().slice(0, 40),
          x: Math.round(box.x),
          y: Math.round(box.y),
          width: Math.round(box.width),
          height: Math.round(box.height),
          display: style.display,
          color: style.color,
          background: style.backgroundColor,
          font: style.fontFamily.split(',')[0]!,
          rendered: el.checkVisibility(),
        };
      }),
  );
}

/**
 * Draws the content the browser skips until it nears the viewport (content-visibility: auto): skipped content is
 * neither laid out for its own size nor hit-testable, so measuring it, or axe working out the colour behind a text,
 * would see what is not there for a reader, who only ever sees it drawn.
 */
export async function drawSkippedContent(page: Page) {
  await page.evaluate(() => {
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
    }
  });
}

export async function axeViolations(page: Page, { only, exclude = [] }: { only?: string[]; exclude?: readonly string[] } = {}) {
  await drawSkippedContent(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = { resultTypes: ['violations'], runOnly: only ? { type: 'rule', values: only } : { type: 'tag', values: AXE_TAGS } };
  const violations = await page.evaluate(async ([runOptions, excluded]) => {
    const { axe } = window as unknown as { axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> } };
    const context = excluded.length > 0 ? { include: [['html']], exclude: excluded.map((selector) => [selector]) } : document;
    return (await axe.run(context, runOptions)).violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, [options, exclude] as const);
  return violations.map((v) => `${v.id}: ${v.help} (${v.targets.slice(0, 3).join(' | ')})`);
}

/**
 * Waits until the page's client components have hydrated (lists read the URL after hydration). Not for the network
 * to go idle: Next prefetches the linked pages in view, which a test never waits for.
 */
export async function hydrated(page: Page) {
  // The header's theme toggle renders once React has hydrated (one root: every client component with it).
  await page.waitForFunction(() => document.querySelector('header button[aria-pressed]') !== null);
}

/**
 * A header menu's <summary>, by the words it shows. Browsers expose a plain <summary> as a disclosure button with its
 * expanded state (Chromium: role "DisclosureTriangle", checked in navigation.spec.ts), but Playwright's role table
 * gives it no role, so getByRole('button') cannot find it; a role on it would be invalid HTML.
 */
export function menuSummary(scope: Page | Locator, words: string): Locator {
  return scope.locator('summary').filter({ hasText: words });
}

/** Escape closes a disclosure menu (a <details>) and gives focus back to its <summary>. */
export async function expectEscapeCloses(page: Page, summary: Locator) {
  await page.keyboard.press('Escape');
  await expect(summary.locator('xpath=..')).not.toHaveAttribute('open');
  await expect(summary).toBeFocused();
}

/** A node of the accessibility tree Chromium gives screen readers: its role, its name, and its state (e.g. expanded). */
export type AxNode = { role: string; name: string; properties: Record<string, unknown> };

/**
 * The page's accessibility tree as Chromium exposes it to assistive technology (through the DevTools protocol), its
 * ignored nodes left out: what a screen reader hears, computed by the browser rather than read from attributes.
 */
export async function accessibilityTree(page: Page): Promise<AxNode[]> {
  await drawSkippedContent(page);
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = await session.send('Accessibility.getFullAXTree');
    return nodes
      .filter((node) => !node.ignored)
      .map((node) => ({
        role: String(node.role?.value ?? ''),
        name: String(node.name?.value ?? ''),
        properties: Object.fromEntries((node.properties ?? []).map((property) => [property.name, property.value.value])),
      }));
  } finally {
    await session.detach();
  }
}

/** Relative luminance of the page background: near 1 on the light theme, near 0 on the dark one. */
export async function backgroundLuminance(page: Page) {
  return page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g)!.map(Number);
    const c = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * c(r!) + 0.7152 * c(g!) + 0.0722 * c(b!);
  });
}
