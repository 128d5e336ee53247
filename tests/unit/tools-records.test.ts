import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { gameValues } from '@/lib/game-values';
import { costLines } from '@/lib/tools/costs';

const content = loadContent();

describe('the tool records', () => {
  it('word the inline values from the records', () => {
    const values = gameValues(content);
    const fee = content.economy.entryFee.price;
    expect(values['entry-fee']).toBe(`${fee.amount} ${content.economy.coins.tiers.find((t) => t.id === fee.tier)!.name} Coins`);
    expect(values['koby-trade-limit']).toBe(`${content.economy.salvage.tradesPerDay} trades per day`);
    expect(values['shrine-reset']).toBe(`${content.shrines.resetHours} hours`);
    const thresholds = content.limiter.thresholds.map((t) => `${t.percent}%`);
    expect(values['limiter-thresholds']).toBe(`${thresholds.slice(0, -1).join(', ')} and ${thresholds.at(-1)}`);
  });
  it('list the dungeon prices and the whole menu for the converter', () => {
    const { dungeon, menu } = costLines(content.economy);
    expect(dungeon.map((c) => c.id)).toEqual(['entry-fee', 'blueprint']);
    expect(menu).toHaveLength(content.economy.restaurant.menu.length);
    expect(menu.filter((m) => m.comingSoon).map((m) => m.label)).toEqual(content.economy.restaurant.menu.filter((m) => m.comingSoon).map((m) => m.name));
  });
});
