import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
// @ts-expect-error -- plain ESM helper shared with scripts/, typed by its JSDoc use here
import { builtPages, htmlToText, mainHtml } from '../../scripts/page-text.mjs';
import { decodeHTMLAttribute } from 'entities';
import { inlinePictureSrc } from '../../lib/site/inline-picture';
import { bossFacts } from '../../lib/records/facts';
import { content, kinds } from './content';

const OUT = path.resolve(__dirname, '../../out');
const pages: Map<string, string> = builtPages(OUT);
const html = (route: string) => fs.readFileSync(pages.get(route)!, 'utf8');

/** Phrases about sources or unfinished work that a player must never read outside "Notes on sources". */
const FORBIDDEN = [/bosses list/i, /earlier listing/i, /shop's item list/i, /specification/i, /placeholder/i, /infobox above/i, /original (wiki )?page/i, /\b0\.0\.0\b/, /according to (the )?(bosses|earlier|original|shop|spec)/i];

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

test('every boss page and boss record page prints the boss’s facts as lib/records/facts.ts formats them', () => {
  const missing: string[] = [];
  for (const boss of content.bosses) {
    const facts = bossFacts(boss, content);
    for (const route of [`/bosses/${boss.slug}/`, `/wiki/${boss.wiki}/`]) {
      const text = htmlToText(mainHtml(html(route)));
      for (const value of [facts.ep, facts.hp, facts.armor, facts.attack, facts.dropChance, facts.firstKillReward]) {
        if (value && !text.includes(value)) missing.push(`${route}: ${value}`);
      }
    }
  }
  expect(missing).toEqual([]);
});

// CONTRIBUTING.md: a record shows its own picture, or the shared placeholder until someone draws one. That no two
// records share a picture is a content rule (lib/content/check-pictures.ts).
test('every record page shows its own picture, or the placeholder when it has none', () => {
  for (const kind of kinds) {
    for (const record of kind.records(content)) {
      const route = `/${kind.id}/${record.slug}/`;
      const src = decodeHTMLAttribute(/<img\b[^>]*\bsrc="([^"]+)"/.exec(mainHtml(html(route)))?.[1] ?? '');
      // The picture comes inside the page (lib/site/inline-picture.ts); the placeholder is fetched.
      expect(src, route).toBe(record.image ? inlinePictureSrc(record.image) : '/images/placeholder.svg');
    }
  }
});
