import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
// @ts-expect-error -- plain ESM helper shared with scripts/, typed by its JSDoc use here
import { builtPages, htmlToText, mainHtml, numbersIn } from '../../scripts/page-text.mjs';
import before from '../fixtures/game-values-before.json';
import { content, kinds } from './content';

const OUT = path.resolve(__dirname, '../../out');
const pages: Map<string, string> = builtPages(OUT);
const html = (route: string) => fs.readFileSync(pages.get(route)!, 'utf8');

/** Phrases about sources or unfinished work that a player must never read outside "Notes on sources". */
const FORBIDDEN = [/bosses list/i, /earlier listing/i, /shop's item list/i, /specification/i, /placeholder/i, /infobox above/i, /original (wiki )?page/i, /\b0\.0\.0\b/, /according to (the )?(bosses|earlier|original|shop|spec)/i];

/** Numbers that were not game values and went away on purpose, with why. */
const REMOVED_ON_PURPOSE: Record<string, string[]> = {
  // The placeholder update version is no longer shown to readers.
  '/': ['0.0.0'],
  '/news/': ['0.0.0'],
  // Section card counts: hub pages now have cards, so "(5 items)" became "(6 items)" and so on.
  '/wiki/': ['5', '8'],
  // "Ogre Lord (Floor 30)" was a "What links here" entry; that page no longer links here.
  '/wiki/infusion-effects/': ['30'],
};

test('no page talks about its sources or placeholders outside "Notes on sources"', () => {
  const found: string[] = [];
  for (const route of pages.keys()) {
    const text = htmlToText(mainHtml(html(route)), { dropDetails: true });
    for (const phrase of FORBIDDEN) {
      const m = phrase.exec(text);
      if (m) found.push(`${route}: "${text.slice(Math.max(0, m.index - 40), m.index + 40)}"`);
    }
  }
  expect(found).toEqual([]);
});

test('every game value that was on a page before the editorial pass is still on it', () => {
  const missing: string[] = [];
  for (const [route, numbers] of Object.entries(before as Record<string, string[]>)) {
    if (!pages.has(route)) {
      missing.push(`${route}: page is gone`);
      continue;
    }
    const now = numbersIn(htmlToText(mainHtml(html(route))));
    for (const n of numbers) if (!now.has(n) && !REMOVED_ON_PURPOSE[route]?.includes(n)) missing.push(`${route}: ${n}`);
  }
  expect(missing).toEqual([]);
});

// CONTRIBUTING.md: a record shows its own picture, or the shared placeholder until someone draws one. That no two
// records share a picture is a content rule (lib/content/check-pictures.ts).
test('every record page shows its own picture, or the placeholder when it has none', () => {
  for (const kind of kinds) {
    for (const record of kind.records(content)) {
      const route = `/${kind.id}/${record.slug}/`;
      const src = /<img\b[^>]*\bsrc="([^"]+)"/.exec(mainHtml(html(route)))?.[1];
      expect(src, route).toBe(record.image ?? '/images/placeholder.svg');
    }
  }
});
