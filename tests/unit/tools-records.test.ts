import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { gameValues } from '@/lib/game/values';
import { costLines } from '@/lib/game/costs';
import { fillPlural, formatCoins } from '@/lib/model/template';

const content = loadContent();

describe('the tool records', () => {
  it('word the inline values from the records', () => {
    const values = gameValues(content);
    const fee = content.economy.entryFee.price;
    expect(values['entry-fee']).toBe(formatCoins(content.economy.coins, fee));
    expect(values['entry-fee']).toContain(content.economy.coins.tiers.find((t) => t.id === fee.tier)!.name);
    const units = content.site.labels.gameValues;
    expect(values['koby-trade-limit']).toBe(fillPlural(units.tradesPerDay, content.economy.salvage.tradesPerDay, {}));
    expect(values['shrine-reset']).toBe(fillPlural(units.hours, content.shrines.resetHours, {}));
    expect(values['shrine-reset']).toContain(String(content.shrines.resetHours));
    const thresholds = content.limiter.thresholds.map((t) => `${t.percent}%`);
    expect(values['limiter-thresholds']).toBe(`${thresholds.slice(0, -1).join(', ')} and ${thresholds.at(-1)}`);
  });
  it('list the dungeon prices and the whole menu for the converter', () => {
    const { dungeon, menu } = costLines(content);
    expect(dungeon.map((c) => c.id)).toEqual(['entry-fee', 'blueprint']);
    expect(menu).toHaveLength(content.economy.restaurant.menu.length);
    expect(menu.filter((m) => m.comingSoon).map((m) => m.label)).toEqual(content.economy.restaurant.menu.filter((m) => m.comingSoon).map((m) => m.name));
  });
});
