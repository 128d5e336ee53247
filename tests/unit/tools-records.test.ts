import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { gameValues } from '@/lib/game-values';
import { costLines } from '@/lib/tools/costs';
import { contentFixture } from './content-fixture';

let fixture: ReturnType<typeof contentFixture>;
afterEach(() => fixture?.cleanup());

describe('the tool records', () => {
  const content = loadContent();
  it('load with the economy, shrine and Limiter facts', () => {
    expect(content.economy.coins.tiers).toHaveLength(4);
    expect(content.shrines.challenges).toHaveLength(5);
    expect(content.limiter.thresholds.length).toBeGreaterThan(0);
  });
  it('word the inline values from the records', () => {
    const values = gameValues(content);
    const fee = content.economy.entryFee.price;
    expect(values['entry-fee']).toBe(`${fee.amount} ${content.economy.coins.tiers.find((t) => t.id === fee.tier)!.name} Coins`);
    expect(values['koby-trade-limit']).toBe(`${content.economy.salvage.tradesPerDay} trades per day`);
    expect(values['shrine-reset']).toBe(`${content.shrines.resetHours} hours`);
    expect(values['limiter-thresholds']).toBe('10%, 25%, 50% and 100%');
  });
  it('list the dungeon prices and the whole menu for the converter', () => {
    const { dungeon, menu } = costLines(content.economy);
    expect(dungeon.map((c) => c.id)).toEqual(['entry-fee', 'blueprint']);
    expect(menu).toHaveLength(content.economy.restaurant.menu.length);
    expect(menu.filter((m) => m.comingSoon).map((m) => m.label)).toEqual(content.economy.restaurant.menu.filter((m) => m.comingSoon).map((m) => m.name));
  });
});

describe('tool records that must fail the build', () => {
  it('a price in a coin tier that does not exist', () => {
    fixture = contentFixture();
    fixture.editJson<{ blueprint: { price: { tier: string } } }>('economy.json', (e) => {
      e.blueprint.price.tier = 'platinum';
    });
    expect(fixture.errorOf()).toMatch(/economy\.json.*field "blueprint\.price\.tier": unknown coin tier "platinum"/);
  });
  it('a challenge without a value for one of its tiers', () => {
    fixture = contentFixture();
    fixture.editJson<{ challenges: { shrineHp?: Record<string, number> }[] }>('shrines.json', (s) => {
      delete s.challenges[0]!.shrineHp!.gold;
    });
    expect(fixture.errorOf()).toMatch(/shrines\.json.*field "challenges\[0\]\.shrineHp": needs one value per tier/);
  });
  it('progression rows out of order', () => {
    fixture = contentFixture();
    fixture.editJson<{ milestones: { completed: number }[] }>('shrines.json', (s) => {
      s.milestones.reverse();
    });
    expect(fixture.errorOf()).toMatch(/shrines\.json.*rows must be in increasing order/);
  });
  it('a Limiter boss that does not exist, or whose EP is a range', () => {
    fixture = contentFixture();
    fixture.editJson<{ bosses: string[] }>('limiter.json', (l) => {
      l.bosses = ['mezul', 'nobody', 'black-spider'];
    });
    const message = fixture.errorOf();
    expect(message).toMatch(/limiter\.json.*field "bosses\[1\]": refers to boss "nobody"/);
    expect(message).toMatch(/limiter\.json.*field "bosses\[2\]": boss "black-spider" has an EP range/);
  });
  it('an unknown value name or challenge id in MDX', () => {
    fixture = contentFixture();
    fixture.write('wiki/koby.mdx', `${fixture.read('wiki/koby.mdx')}\n\n<Value of="koby-mood" />\n\n<ShrineChallenge id="dance-off" />\n`);
    const message = fixture.errorOf();
    expect(message).toContain('<Value of="koby-mood"> names a values record that does not exist');
    expect(message).toContain('<ShrineChallenge id="dance-off"> names a shrineChallenges record that does not exist');
  });
  it('a price that points to a missing wiki page', () => {
    fixture = contentFixture();
    fixture.editJson<{ salvage: { wiki: string } }>('economy.json', (e) => {
      e.salvage.wiki = 'kobi';
    });
    expect(fixture.errorOf()).toMatch(/economy\.json › record salvage › field "wiki": refers to wiki page "kobi"/);
  });
});
