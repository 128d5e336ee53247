/** Before/after pictures of changed pages at 375 px: served like a CDN, changes outlined, cut, put side by side. */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';

export const PHONE = { width: 375, height: 812 };
/** How much of the page a picture shows below the first change's top: two phone screens. */
const SHOT_HEIGHT = 1400;
/** Room above the first change, so its heading shows. */
const ABOVE_CHANGE = 200;

/** One page to picture: its URL and the lines of text to outline on each side (from compare-builds). */
export interface PageToShoot {
  url: string;
  /** Lines only the base has (undefined: the page is new). */
  removed?: string[];
  /** Lines only the head has (undefined: the page was removed). */
  added?: string[];
}

export interface PageShots {
  url: string;
  before?: string;
  after?: string;
  sideBySide?: string;
}

/** "/bosses/mezul/" → "bosses-mezul", "/" → "home". */
export const shotName = (url: string) => url.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home';

/** Outlines the elements showing the given lines; returns the page offset of the first visible one. */
async function markLines(page: Page, lines: readonly string[]): Promise<number | undefined> {
  // No named functions inside: tsx compiles them with a name helper that the browser does not have.
  return page.evaluate((wanted) => {
    const unread = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
    const elements = [...document.body.querySelectorAll('*')].filter((el) => !unread.has(el.tagName));
    const marked = new Set<Element>();
    for (const line of wanted) {
      const label = /^\[(aria-label|alt|title|placeholder)\] (.*)$/.exec(line);
      const holding = label
        ? elements.filter((el) => (el.getAttribute(label[1]!) ?? '').replace(/\s+/g, ' ').trim() === label[2])
        : elements.filter((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().includes(line));
      // The innermost holders: a holder none of whose children holds the line too.
      for (const el of holding.filter((el) => !holding.some((other) => other !== el && el.contains(other))).slice(0, 3)) marked.add(el);
    }
    let top: number | undefined;
    for (const el of marked) {
      (el as HTMLElement).style.outline = '3px solid #e0148c';
      (el as HTMLElement).style.outlineOffset = '2px';
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) top = Math.min(top ?? Infinity, box.top + window.scrollY);
    }
    return top;
  }, lines.filter((line) => !/^\[(title|description)\] /.test(line)).slice(0, 30));
}

async function openPage(browser: Browser, origin: string, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 1, reducedMotion: 'reduce', serviceWorkers: 'block' });
  await page.goto(new URL(url, origin).href, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Parts the page skips painting until they scroll into view (content-visibility: auto) would be blank in a picture.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('*')) if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
  });
  return page;
}

/** A picture of the page from `top`, at most SHOT_HEIGHT tall. */
async function shoot(page: Page, top: number, file: string) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const y = Math.max(0, Math.min(top, height - PHONE.height));
  await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y, width: PHONE.width, height: Math.max(1, Math.min(SHOT_HEIGHT, height - y)) } });
}

/** The two pictures next to each other under "Before" and "After" headings. */
export async function sideBySide(before: string, after: string, file: string) {
  const [a, b] = await Promise.all([sharp(before).metadata(), sharp(after).metadata()]);
  const gap = 24;
  const band = 40;
  const width = a.width + b.width + gap * 3;
  const height = Math.max(a.height, b.height) + band + gap;
  const heading = (text: string, x: number) =>
    `<text x="${x}" y="28" font-family="DejaVu Sans, sans-serif" font-size="20" font-weight="bold" fill="#111">${text}</text>`;
  const labels = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${band}">${heading('Before', gap)}${heading('After', gap * 2 + a.width)}</svg>`);
  await sharp({ create: { width, height, channels: 3, background: '#d9d9d9' } })
    .composite([
      { input: labels, left: 0, top: 0 },
      { input: before, left: gap, top: band },
      { input: after, left: gap * 2 + a.width, top: band },
    ])
    .png()
    .toFile(file);
}

/** Pictures of each page, before (base) and after (head), in `dir`. */
export async function screenshotPages(pages: readonly PageToShoot[], baseOut: string, headOut: string, dir: string): Promise<PageShots[]> {
  if (pages.length === 0) return [];
  fs.mkdirSync(dir, { recursive: true });
  // Imported, not required: the server module runs its command line with a top-level await, which tsx's CommonJS output cannot load.
  const { startStaticServer } = await import('../serve-static.mjs');
  const servers = await Promise.all([baseOut, headOut].map((root) => startStaticServer({ root, port: 0, host: '127.0.0.1', log: false })));
  const [baseOrigin, headOrigin] = servers.map((s) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const shots: PageShots[] = [];
  try {
    for (const target of pages) {
      const name = shotName(target.url);
      const [before, after] = await Promise.all([
        target.removed && openPage(browser, baseOrigin!, target.url),
        target.added && openPage(browser, headOrigin!, target.url),
      ]);
      const [beforeTop, afterTop] = await Promise.all([before && markLines(before, target.removed!), after && markLines(after, target.added!)]);
      // A side with nothing to outline (text only added, say) is cut where the other side's change is.
      const top = Math.max(0, (afterTop ?? beforeTop ?? ABOVE_CHANGE) - ABOVE_CHANGE);
      const result: PageShots = { url: target.url };
      if (before) {
        result.before = path.join(dir, `${name}.before.png`);
        await shoot(before, beforeTop === undefined ? top : Math.max(0, beforeTop - ABOVE_CHANGE), result.before);
        await before.close();
      }
      if (after) {
        result.after = path.join(dir, `${name}.after.png`);
        await shoot(after, afterTop === undefined ? top : Math.max(0, afterTop - ABOVE_CHANGE), result.after);
        await after.close();
      }
      if (result.before && result.after) {
        result.sideBySide = path.join(dir, `${name}.side-by-side.png`);
        await sideBySide(result.before, result.after, result.sideBySide);
      }
      shots.push(result);
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  }
  return shots;
}
