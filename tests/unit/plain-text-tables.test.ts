import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getContent } from '@/lib/content';
import { formatNumber, formatPercent, plural } from '@/lib/model/format';
import { formatCoins } from '@/lib/model/template';
import { componentMarkdown } from '@/lib/plain-text/components';
import { wikiPageMarkdown } from '@/lib/plain-text/edition';
import type { Economy } from '@/lib/schemas/economy';
import type { Limiter } from '@/lib/schemas/limiter';
import type { Shrines } from '@/lib/schemas/shrines';

// The plain-text edition writes out the tables the pages show; every expectation is read from content/.
const content = getContent();
const markdown = componentMarkdown(content);
const render = (name: string, attributes: Record<string, string> = {}) => markdown(name, attributes, '') ?? '';
const raw = <T,>(file: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../content', file), 'utf8')) as T;
const row = (...cells: string[]) => `| ${cells.join(' | ')} |`;
const words = content.site.labels.records;

describe('plain-text edition: record tables as Markdown', () => {
  it('RestaurantMenu: the menu and the dishes coming soon with their prices, and the notes on sources', () => {
    const { coins, restaurant } = raw<Economy>('economy.json');
    const menu = render('RestaurantMenu');
    const comingSoon = render('RestaurantMenu', { part: 'coming-soon' });
    expect(menu).toContain(row(words.restaurant.item, words.restaurant.price, words.restaurant.effect));
    for (const item of restaurant.menu) {
      const line = row(item.name, formatCoins(coins, item.price), item.effect);
      expect(item.comingSoon ? comingSoon : menu, item.name).toContain(line);
      expect(item.comingSoon ? menu : comingSoon, item.name).not.toContain(line);
    }
    expect(render('RestaurantMenu', { part: 'notes' })).toBe((restaurant.notes ?? []).map((note) => `- ${note}`).join('\n'));
  });

  it('the shrine challenges: every challenge with its tiers, time limit and attempts; each one with its rules and values by tier', () => {
    const shrines = raw<Shrines>('shrines.json');
    const tierName = (id: string) => shrines.tiers.find((t) => t.id === id)!.name;
    const table = render('ShrineChallengeTable');
    expect(table).toContain(row(words.shrineChallenges.challenge, words.shrineChallenges.tiers, words.shrineChallenges.timeLimit, words.shrineChallenges.attempts));
    for (const challenge of shrines.challenges) {
      const line = table.split('\n').find((l) => l.startsWith(`| ${challenge.name} |`));
      expect(line, challenge.name).toBeDefined();
      for (const tier of challenge.tiers) expect(line).toContain(tierName(tier));
      if (challenge.attemptsPerDay) expect(line).toContain(plural(challenge.attemptsPerDay, { one: 'attempt per day', other: 'attempts per day' }));

      const one = render('ShrineChallenge', { id: challenge.id });
      expect(one.startsWith(challenge.objective)).toBe(true);
      for (const rule of challenge.rules ?? []) expect(one).toContain(`- ${rule}`);
      for (const rule of challenge.tierRules ?? []) expect(one).toContain(rule.text);
      for (const [tier, hp] of Object.entries(challenge.shrineHp ?? {})) {
        expect(one).toContain(`| ${tierName(tier)} | ${hp === 'unknown' ? words.shrineChallenges.notStated : formatNumber(hp)} |`);
      }
    }
  });

  it('ShrineMilestones: one row per number of completed shrines, with its bonuses', () => {
    const table = render('ShrineMilestones').split('\n');
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
    const thresholds = render('LimiterThresholds');
    for (const threshold of limiter.thresholds) expect(thresholds).toMatch(new RegExp(`^\\| ${formatPercent(threshold.percent)} \\|.*\\| ${threshold.effect.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|$`, 'm'));
    for (const option of limiter.options) expect(thresholds).toContain(`- **${option.name}**: ${option.description}`);
    for (const part of ['known', 'unknown'] as const) expect(render('LimiterFacts', { part })).toBe(limiter[part].map((line) => `- ${line}`).join('\n'));
  });

  it('a wiki page showing the restaurant menu lists every dish in its Markdown twin', () => {
    const page = content.wikiPages.find((p) => /<RestaurantMenu\b/.test(fs.readFileSync(p.file, 'utf8')));
    expect(page).toBeDefined();
    const twin = wikiPageMarkdown(page!, fs.readFileSync(page!.file, 'utf8'), markdown);
    for (const item of raw<Economy>('economy.json').restaurant.menu) expect(twin).toContain(`| ${item.name} |`);
  });
});
