import fs from 'node:fs';
import path from 'node:path';
import { evaluateSync } from '@mdx-js/mdx';
import { createElement, type ReactElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WikiPageFrame } from '@/components/article/WikiPageFrame';
import { LimiterFacts, LimiterThresholds } from '@/components/mdx/Limiter';
import { RestaurantMenu } from '@/components/mdx/RestaurantMenu';
import { ShrineChallenge, ShrineChallengeTable } from '@/components/mdx/ShrineChallenges';
import { ShrineMilestones } from '@/components/mdx/ShrineMilestones';
import { getContent } from '@/lib/content';
import type { MdxModule } from '@/lib/mdx/modules';
import { compileMdxOptions } from '@/lib/mdx/pipeline.mjs';
import { formatNumber, formatPercent, plural } from '@/lib/model/format';
import { fillTemplate, formatCoins } from '@/lib/model/template';
import { wikiPageMarkdown } from '@/lib/plain-text/edition';
import { pageMarkdown } from '@/lib/plain-text/page-markdown.mjs';
import type { Economy } from '@/lib/schemas/economy';
import type { Limiter } from '@/lib/schemas/limiter';
import type { Shrines } from '@/lib/schemas/shrines';
import { useMDXComponents } from '@/mdx-components';

// The plain-text edition writes out the tables the pages show: each component is rendered as the build renders it and
// its HTML turned into Markdown the way scripts/plain-text.ts does; every expectation is read from content/.
const content = getContent();
const markdownOf = (element: ReactElement) => pageMarkdown(`<div data-plain-text="">${renderToStaticMarkup(element)}</div>`);
const raw = <T,>(file: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../content', file), 'utf8')) as T;
const row = (...cells: string[]) => `| ${cells.join(' | ')} |`;
const words = content.site.labels.records;

describe('plain-text edition: record tables as GFM tables', () => {
  it('RestaurantMenu: the menu and the dishes coming soon with their prices, and the notes on sources', () => {
    const { coins, restaurant } = raw<Economy>('economy.json');
    const menu = markdownOf(createElement(RestaurantMenu));
    const comingSoon = markdownOf(createElement(RestaurantMenu, { part: 'coming-soon' }));
    expect(menu).toContain(row(words.restaurant.item, words.restaurant.price, words.restaurant.effect));
    for (const item of restaurant.menu) {
      const line = row(item.name, formatCoins(coins, item.price), item.effect);
      expect(item.comingSoon ? comingSoon : menu, item.name).toContain(line);
      expect(item.comingSoon ? menu : comingSoon, item.name).not.toContain(line);
    }
    expect(markdownOf(createElement(RestaurantMenu, { part: 'notes' }))).toBe((restaurant.notes ?? []).map((note) => `- ${note}`).join('\n'));
  });

  it('the shrine challenges: every challenge with its tiers, time limit and attempts; each one with its rules and values by tier', () => {
    const shrines = raw<Shrines>('shrines.json');
    const tierName = (id: string) => shrines.tiers.find((t) => t.id === id)!.name;
    const table = markdownOf(createElement(ShrineChallengeTable));
    expect(table).toContain(row(words.shrineChallenges.challenge, words.shrineChallenges.tiers, words.shrineChallenges.timeLimit, words.shrineChallenges.attempts));
    for (const challenge of shrines.challenges) {
      const line = table.split('\n').find((l) => l.startsWith(`| ${challenge.name} |`));
      expect(line, challenge.name).toBeDefined();
      for (const tier of challenge.tiers) expect(line).toContain(tierName(tier));
      if (challenge.attemptsPerDay) expect(line).toContain(plural(challenge.attemptsPerDay, { one: 'attempt per day', other: 'attempts per day' }));

      const one = markdownOf(createElement(ShrineChallenge, { id: challenge.id }));
      expect(one.startsWith(challenge.objective)).toBe(true);
      for (const rule of challenge.rules ?? []) expect(one).toContain(`- ${rule}`);
      for (const rule of challenge.tierRules ?? []) expect(one).toContain(rule.text);
      for (const [tier, hp] of Object.entries(challenge.shrineHp ?? {})) {
        expect(one).toContain(`| ${tierName(tier)} | ${hp === 'unknown' ? words.shrineChallenges.notStated : formatNumber(hp)} |`);
      }
    }
  });

  it('ShrineMilestones: one row per number of completed shrines, with its bonuses', () => {
    const table = markdownOf(createElement(ShrineMilestones)).split('\n');
    for (const milestone of raw<Shrines>('shrines.json').milestones) {
      const line = table.find((l) => l.startsWith(`| ${milestone.completed}${milestone.orMore ? '+' : ''} |`));
      expect(line, String(milestone.completed)).toBeDefined();
      for (const percent of [milestone.uncommonLootPercent, milestone.rareLootPercent, milestone.eliteSpawnPercent, milestone.lootExplosionPercent]) {
        if (percent !== undefined) expect(line).toContain(`+${percent}%`);
      }
    }
  });

  it('Limiter: the thresholds with their options, and what is known and unknown', () => {
    const limiter = raw<Limiter>('limiter.json');
    const thresholds = markdownOf(createElement(LimiterThresholds));
    for (const threshold of limiter.thresholds) expect(thresholds).toMatch(new RegExp(`^\\| ${formatPercent(threshold.percent)} \\|.*\\| ${threshold.effect.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|$`, 'm'));
    for (const option of limiter.options) expect(thresholds).toContain(`- **${option.name}**: ${option.description}`);
    for (const part of ['known', 'unknown'] as const) expect(markdownOf(createElement(LimiterFacts, { part }))).toBe(limiter[part].map((line) => `- ${line}`).join('\n'));
  });

  it('a wiki page showing the restaurant menu lists every dish in its Markdown twin, without the frame around the article', () => {
    const page = content.wikiPages.find((p) => /<RestaurantMenu\b/.test(fs.readFileSync(p.file, 'utf8')));
    expect(page).toBeDefined();
    // The page as the build renders it: its MDX compiled with the site's pipeline and components, in the article frame.
    const { default: Body, facts } = evaluateSync({ path: page!.file, value: fs.readFileSync(page!.file, 'utf8') }, { ...runtime, ...compileMdxOptions, useMDXComponents }) as unknown as MdxModule;
    const html = renderToStaticMarkup(WikiPageFrame({ content, page: page!, headings: facts.headings, gearInBody: new Set<string>(), backlinks: content.wikiPages.slice(0, 2), children: createElement(Body) }));
    const twin = wikiPageMarkdown(page!, pageMarkdown(`<!DOCTYPE html><html><body><main>${html}</main></body></html>`));
    expect(twin.startsWith(`# ${page!.frontmatter.title}\n\n> ${page!.frontmatter.description}\n\nWeb page: /wiki/${page!.slug}/\n\n`)).toBe(true);
    for (const item of raw<Economy>('economy.json').restaurant.menu) expect(twin).toContain(`| ${item.name} |`);
    const article = content.pages.wiki.article;
    for (const chrome of [article.backlinksTitle, article.tocTitle, article.previous, fillTemplate(content.site.labels.links.headingAnchor, { heading: facts.headings[0]!.text })]) {
      expect(twin).not.toContain(chrome);
    }
  });
});
