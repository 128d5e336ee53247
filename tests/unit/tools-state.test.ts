import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { resolveCoinInputs } from '@/lib/game/coins';
import { formatPercent } from '@/lib/model/format';
import { parseEp, planFight, plannerBosses, resolvePlannerInputs, type PlannerBoss } from '@/lib/tools/planner';
import { resolveShrineInputs } from '@/lib/game/shrines';

const content = loadContent();

describe('resolving inputs from the URL', () => {
  const coins = content.economy.coins;
  it('coins: default is 1 of the top tier; an unknown tier falls back; bad amounts are flagged', () => {
    expect(resolveCoinInputs({}, coins)).toEqual({ amountText: '1', amount: 1n, fromTier: coins.tiers.at(-1)!.id });
    expect(resolveCoinInputs({ amount: '250', from: 'silver' }, coins)).toEqual({ amountText: '250', amount: 250n, fromTier: 'silver' });
    expect(resolveCoinInputs({ amount: 'lots', from: 'platinum' }, coins)).toEqual({ amountText: 'lots', amount: null, fromTier: coins.tiers.at(-1)!.id });
  });
  it('shrines: default 0; bad counts are flagged', () => {
    expect(resolveShrineInputs({})).toEqual({ text: '0', completed: 0 });
    expect(resolveShrineInputs({ completed: '10' })).toEqual({ text: '10', completed: 10 });
    expect(resolveShrineInputs({ completed: 'x' })).toEqual({ text: 'x', completed: null });
  });
});

describe('the boss planner', () => {
  const bosses: PlannerBoss[] = plannerBosses(content);
  const boss = (slug: string) => bosses.find((b) => b.slug === slug)!;

  it('falls back to the first boss and treats an empty EP as none', () => {
    expect(resolvePlannerInputs({ boss: 'nobody' }, bosses)).toMatchObject({ boss: bosses[0], epText: '', ep: null });
    expect(resolvePlannerInputs({ boss: 'mezul', ep: '65,000' }, bosses)).toMatchObject({ boss: boss('mezul'), ep: 65000 });
    expect(resolvePlannerInputs({ ep: '12ab' }, bosses).ep).toBeNull();
  });

  it('?boss=black-spider&ep=20000: 14, 45 and 90 kills, 20 on average, and the share of a ranged EP', () => {
    const spider = boss('black-spider');
    const plan = planFight(spider, 20000, content.limiter.thresholds);
    expect(plan.odds.map((o) => o.kills)).toEqual([14, 45, 90]);
    expect(plan.expected).toBe(100 / spider.dropChancePercent);
    expect(plan.share).toEqual({ min: (20000 / spider.ep.max!) * 100, max: (20000 / spider.ep.min) * 100 });
    expect(plan.limiter).toBeUndefined();
  });

  it('a Limiter boss: your EP is placed at or between the cut-offs, never under a row', () => {
    const mezul = bosses.find((b) => b.limiter)!;
    const rows = content.limiter.thresholds;
    const plan = planFight(mezul, mezul.ep.min / 2, rows);
    expect(plan.share).toEqual({ min: 50, max: 50 });
    expect(plan.limiter).toEqual({ kind: 'at', row: rows.find((r) => r.percent === 50) });
    expect(planFight(mezul, mezul.ep.min * 0.75, rows).limiter).toEqual({ kind: 'between', below: rows.find((r) => r.percent === 50), above: rows.find((r) => r.percent === 100) });
    expect(planFight(mezul, 0, rows).limiter).toEqual({ kind: 'below-all', above: rows[0] });
    expect(planFight(mezul, mezul.ep.min * 2, rows).limiter).toEqual({ kind: 'above-all', below: rows.at(-1) });
  });

  it.each([
    ['1', 1],
    ['130,000', 130000],
    [' 65 000 ', 65000],
  ])('parseEp(%j) = %s', (text, ep) => expect(parseEp(text)).toBe(ep));
  it.each(['', '-5', '1.5', 'abc', '1234567890123'])('parseEp(%j) is rejected', (text) => expect(parseEp(text)).toBeNull());

  it.each([
    [50, '50%'],
    [(20000 / 70000) * 100, '28.57%'],
    [0.001, '0%'],
  ])('formatPercent(%s) = %s', (value, text) => expect(formatPercent(value)).toBe(text));
});
