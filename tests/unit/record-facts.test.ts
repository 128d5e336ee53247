import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { formatNumber, joinList, plural } from '@/lib/model/format';
import { kindById } from '@/lib/records/kinds';
import { bossListItem } from '@/lib/records/list-items';
import { pageCardFor } from '@/lib/site/page-cards';
import { previewsOf } from '@/lib/site/previews';
import { bossFacts, bossInfoboxRows, goldCoins } from '@/lib/records/facts';
import { bossValueText } from '@/lib/records/values';
import { previewDataPath } from '@/lib/site/share-paths';
import { fillTemplate } from '@/lib/model/template';

const content = loadContent();
/** The facts' words (content/site.json `labels.facts`). */
const words = content.site.labels.facts;
const coins = (n: number) => fillTemplate(n === 1 ? words.goldCoins.one : words.goldCoins.other, { count: formatNumber(n) });
const value = (rows: readonly { label: string; value: string }[], label: string) => rows.find((r) => r.label === label)?.value;

describe('plural (Intl.PluralRules)', () => {
  it.each([
    [0, '0 Gold Coins'],
    [1, '1 Gold Coin'],
    [2, '2 Gold Coins'],
    [1000, '1,000 Gold Coins'],
  ])('%s → %s', (n, text) => expect(plural(n, { one: 'Gold Coin', other: 'Gold Coins' })).toBe(text));
  it('counts BigInts too', () => expect(plural(1n, { one: 'coin', other: 'coins' })).toBe('1 coin'));
  it('goldCoins takes the form of its count', () => expect([goldCoins(words, 1), goldCoins(words, 100), goldCoins(words, 1000)]).toEqual([coins(1), coins(100), coins(1000)]));
});

describe('joinList', () => {
  it.each([
    [[], ''],
    [['A'], 'A'],
    [['A', 'B'], 'A and B'],
    [['A', 'B', 'C'], 'A, B and C'],
  ])('%j → %j', (names, expected) => expect(joinList(names)).toBe(expected));
});

describe.each(content.bosses.map((b) => [b.slug, b] as const))('%s: one text per fact everywhere', (_, boss) => {
  const facts = bossFacts(boss, content);
  const infobox = bossInfoboxRows(boss, content);
  const card = bossListItem(boss, content).stats;
  const shareCard = pageCardFor(`/bosses/${boss.slug}`, content)!.stats;
  const wikiCard = pageCardFor(`/wiki/${boss.wiki}`, content)!.stats;
  const preview = previewsOf(content).get(previewDataPath('bosses', boss.slug))!.stats;

  it('HP, EP and floor read the same in the infobox, list card, share card, wiki card and link preview', () => {
    expect(facts.hp).toBe(formatNumber(boss.hp));
    for (const label of [words.hp, words.ep, words.floor]) {
      const texts = [value(infobox, label), value(card, label), value(shareCard, label), value(wikiCard, label), value(preview, label)].filter((t) => t !== undefined);
      expect(new Set(texts).size, `${label}: ${texts.join(' | ')}`).toBe(1);
    }
    expect(value(preview, words.hp)).toBe(facts.hp);
    expect(bossValueText(boss, 'hp')).toBe(facts.hp);
  });

  it('the reward is a plural of Gold Coin and the drop chance is per item', () => {
    if (boss.firstKillGold !== undefined) expect(facts.firstKillReward).toBe(coins(boss.firstKillGold));
    expect(facts.dropChanceRule).toBe(fillTemplate(words.dropChanceRule, { percent: `${boss.dropChancePercent}%` }));
    expect(facts.drops.map((d) => d.slug)).toEqual(boss.drops);
  });

  it('the boss kind’s key stats are these facts', () => {
    expect(kindById('bosses')!.keyStats(boss, content)).toEqual(shareCard);
  });
});
