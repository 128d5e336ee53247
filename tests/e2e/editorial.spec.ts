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
  // /changes/ (in every language) quotes the editors' commit summaries as they wrote them: it is the history, not a page about the game.
  for (const route of [...pages.keys()].filter((r) => !/^(\/[a-z]{2})?\/changes\/$/.test(r))) {
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

/** The text of each "Notes on sources" block of a page (its summary left out; other <details>, such as Page history, skipped). */
const notesBlocks = (route: string) =>
  [...mainHtml(html(route)).matchAll(/<details\b[^>]*>([\s\S]*?)<\/details>/g)]
    .map((m) => htmlToText(m[1]!))
    .filter((text) => text.startsWith(content.site.labels.records.notesOnSources))
    .map((text) => text.replace(content.site.labels.records.notesOnSources, '').trim())
    .filter(Boolean);

test('every "Notes on sources" block says what differs in at most 90 words', () => {
  const long: string[] = [];
  for (const route of pages.keys()) {
    for (const text of notesBlocks(route)) {
      const words = text.split(/\s+/).length;
      if (words > 90) long.push(`${route}: ${words} words`);
    }
  }
  expect(long).toEqual([]);
});

test('a boss record page, its wiki page and the boss planner state the drop odds once', () => {
  const said: string[] = [];
  for (const boss of content.bosses) {
    if (boss.drops.length === 0) continue;
    const facts = bossFacts(boss, content);
    const text = htmlToText(mainHtml(html(`/bosses/${boss.slug}/`)), { dropDetails: true });
    const times = text.split(facts.dropChanceRule).length - 1 + text.split(facts.itemDropChance).length - 1;
    if (times !== 1) said.push(`/bosses/${boss.slug}/: ${times} times`);
    // The wiki page words the odds in its own sentence: the percentage itself, not part of a bigger number ("25%").
    const wikiText = htmlToText(mainHtml(html(`/wiki/${boss.wiki}/`)), { dropDetails: true });
    const percent = new RegExp(`(?<![\\d.,])${facts.dropChance.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'g');
    const wikiTimes = wikiText.match(percent)?.length ?? 0;
    if (wikiTimes !== 1) said.push(`/wiki/${boss.wiki}/: ${wikiTimes} times`);
  }
  // The planner shows the first boss until one is chosen.
  const first = bossFacts(content.bosses[0]!, content);
  const planner = htmlToText(mainHtml(html('/tools/boss-planner/')), { dropDetails: true });
  const times = planner.split(first.dropChanceRule).length - 1 + planner.split(first.itemDropChance).length - 1;
  if (times !== 1) said.push(`/tools/boss-planner/: ${times} times`);
  expect(said).toEqual([]);
});

test('a page with the boss arena table shows every boss’s floor, EP, HP, first-kill gold and drops from its record', () => {
  const arenas = kinds.flatMap((kind) =>
    kind.records(content).flatMap((record) => ((Reflect.get(record, 'sections') ?? []) as { view?: { kind: string } }[]).some((s) => s.view?.kind === 'boss-arena') ? [`/${kind.id}/${record.slug}/`] : []),
  );
  expect(arenas.length).toBeGreaterThan(0);
  const missing: string[] = [];
  for (const route of arenas) {
    const text = htmlToText(mainHtml(html(route)));
    for (const boss of content.bosses) {
      const facts = bossFacts(boss, content);
      for (const value of [boss.name, facts.floor, facts.ep, facts.hp, facts.firstKillReward, ...facts.drops.map((d) => d.name)]) {
        if (value && !text.includes(value)) missing.push(`${route}: ${boss.name} ${value}`);
      }
    }
  }
  expect(missing).toEqual([]);
});
