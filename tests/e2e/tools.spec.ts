import { expect, test, type Page } from '@playwright/test';
import { goldCoins } from '../../lib/records/facts';
import { formatNumber } from '../../lib/model/format';
import { formatCoins } from '../../lib/model/template';
import { divideToDecimal, fewestCoins, toLowest } from '../../lib/game/coins';
import { epSharePercent, limiterPosition, nearbyRows } from '../../lib/game/limiter';
import { bonusLines, lookupMilestone } from '../../lib/game/shrines';
import { RECORD_COLLECTIONS, recordBySlug } from '../../lib/model/collections';
import { content, factsOf } from './content';
import { axeViolations, hydrated, menuSummary, readContent, watchConsole } from './helpers';

const labels = content.site.labels;
const planner = content.pages['tools-boss-planner'].planner;
const coinWords = content.pages['tools-coins'].coins;

/*
 * The four player tools on the built site. Expected numbers come from content/ (the same records the tools read),
 * so the tests follow the data rather than today's values.
 */

type Graded = Record<string, number | 'unknown'>;
interface GearRecord {
  slug: string;
  name: string;
  grades: string[];
  weapon?: { attackDamage: Graded };
  armorPieces?: { name: string }[];
}
interface BossRecord {
  slug: string;
  name: string;
  firstKillGold?: number;
  dropChancePercent: number;
}
interface Economy {
  coins: { tiers: { id: string; name: string }[]; rate: number; coinName: { one: string; other: string } };
}
interface Shrines {
  milestones: { completed: number; orMore?: boolean; chests?: number; eliteSpawnPercent?: number }[];
}

const gear = readContent<GearRecord[]>('gear.json');
const bosses = readContent<BossRecord[]>('bosses.json');
const economy = readContent<Economy>('economy.json');
const shrines = readContent<Shrines>('shrines.json');
const group = (n: number) => n.toLocaleString('en-US');
const totalRows = gear.reduce((n, item) => n + (item.weapon ? 1 : (item.armorPieces?.length ?? 0)), 0);
const godWeapons = gear
  .filter((g) => g.weapon && typeof g.weapon.attackDamage.God === 'number')
  .sort((a, b) => (b.weapon!.attackDamage.God as number) - (a.weapon!.attackDamage.God as number));

const { coins } = economy;
const tierIds = coins.tiers.map((t) => t.id);
const topTier = coins.tiers.at(-1)!;
/** A boss with a first-kill reward, one the Limiter applies to, and the Limiter row a share of its EP falls under. */
const plannedBoss = bosses.find((b) => b.firstKillGold !== undefined) ?? bosses[0]!;
const limiterBoss = content.bosses.find((b) => content.limiter.bosses.includes(b.slug))!;
/** The planner names where an EP lies among the Limiter cut-offs (lib/game/limiter.ts), never one row. */
async function expectPosition(page: Page, ep: number, bossEp = limiterBoss.ep.min) {
  const position = limiterPosition(epSharePercent(ep, bossEp), content.limiter.thresholds);
  const marker = page.locator('[data-limiter-position]');
  await expect(marker).toHaveAttribute('data-limiter-position', position.kind);
  await expect(marker).toHaveAttribute('data-limiter-rows', nearbyRows(position).map((r) => r.percent).join(' '));
}
/** A shrine count with a row, chests and Elite spawn, and a later row; and a count the table has no row for. */
const shrineRow = shrines.milestones.find((m) => m.chests !== undefined && m.eliteSpawnPercent !== undefined && shrines.milestones.some((n) => n.completed > m.completed))!;
const unlistedCount = Array.from({ length: shrines.milestones.at(-1)!.completed }, (_, i) => i + 1).find(
  (n) => lookupMilestone(n, content.shrines.milestones).status === 'unlisted',
);
/** Wiki pages that show a tool link: a boss infobox, a gear stat block, and MDX links to the coin and shrine tools. */
const withComponent = (name: string) => content.wikiPages.find((p) => factsOf(p).components.some((c) => c.name === name))!;
const linkingTo = (tool: string) => content.wikiPages.find((p) => factsOf(p).links.some((l) => `${l.split(/[?#]/)[0]!.replace(/\/$/, '')}/` === `/tools/${tool}/`));

const gearTable = (page: Page) => page.locator('[data-gear-table]');
const rowNames = (page: Page) => gearTable(page).locator('tbody th[scope="row"] a');

async function expectClean(page: Page, messages: string[]) {
  expect(messages).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
}

test.describe('tools index and links', () => {
  test('the index lists the four tools, and the home page and header menu link them', async ({ page }) => {
    await page.goto('/tools/');
    const main = page.getByRole('main');
    for (const href of ['/tools/gear/', '/tools/coins/', '/tools/boss-planner/', '/tools/shrines/']) {
      await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await page.goto('/');
    await expect(page.getByRole('main').locator('a[href="/tools/"]')).toBeVisible();
    await expect(page.getByRole('main').locator('a[href="/tools/gear/"]')).toBeVisible();
    // The menu button works once the page has hydrated.
    await hydrated(page);
    const menu = page.getByRole('navigation', { name: labels.header.mainNav });
    await menuSummary(menu, labels.header.explore).click();
    await expect(menu.getByRole('link', { name: 'Player Tools', exact: true })).toHaveAttribute('href', '/tools/');
  });

  test('wiki pages link the tool that serves them', async ({ page }) => {
    const bossPage = withComponent('BossInfobox');
    const boss = factsOf(bossPage).components.find((c) => c.name === 'BossInfobox')!.attributes.slug;
    await page.goto(`/wiki/${bossPage.slug}/`);
    await expect(page.getByRole('link', { name: labels.records.bossInfobox.plan }).first()).toHaveAttribute('href', `/tools/boss-planner/?boss=${boss}`);
    const gearPage = withComponent('GearStats');
    const gear = recordBySlug(RECORD_COLLECTIONS.gear, factsOf(gearPage).components.find((c) => c.name === 'GearStats')!.attributes.slug!, content)!;
    await page.goto(`/wiki/${gearPage.slug}/`);
    await expect(page.getByRole('link', { name: labels.records.gearStats.compare }).first()).toHaveAttribute('href', `/tools/gear/?q=${encodeURIComponent(gear.name).replaceAll("'", '%27')}`);
    for (const tool of ['coins', 'shrines']) {
      const linking = linkingTo(tool);
      if (!linking) continue;
      await page.goto(`/wiki/${linking.slug}/`);
      await expect(page.getByRole('main').locator(`a[href^="/tools/${tool}"]`).first()).toBeVisible();
    }
  });
});

test.describe('boss planner', () => {
  test('?boss=…&ep=20000 shows the kills for 50, 90 and 99% and the first-kill reward', async ({ page }) => {
    const messages = watchConsole(page);
    const boss = plannedBoss;
    const q = boss.dropChancePercent / 100;
    const kills = [0.5, 0.9, 0.99].map((p) => Math.ceil(Math.log(1 - p) / Math.log(1 - q) - 1e-9));
    const wiki = content.index.wikiPages.get(recordBySlug(RECORD_COLLECTIONS.bosses, boss.slug, content)!.wiki)!;

    await page.goto(`/tools/boss-planner/?boss=${boss.slug}&ep=20000`);
    await hydrated(page);
    await expect(page.getByLabel(planner.boss, { exact: true })).toHaveValue(boss.slug);
    await expect(page.getByLabel(planner.ep, { exact: true })).toHaveValue('20000');
    await expect(page.locator('tr[data-target] td')).toHaveText(kills.map(String));
    if (boss.firstKillGold !== undefined) await expect(page.getByText(goldCoins(content.site.labels.facts, boss.firstKillGold), { exact: true })).toBeVisible();
    await expect(page.locator('[data-expected]')).toContainText(`after ${Math.round(1 / q)} kills`);
    await expect(page.locator('[data-share]')).toContainText('%');
    await expect(page.locator(`main a[href="/wiki/${wiki.slug}/"]`).first()).toContainText(wiki.frontmatter.title);
    await expectClean(page, messages);
  });

  test('half the boss’s EP sits at or between the Limiter cut-offs, without claiming a row, and a new EP moves it', async ({ page }) => {
    const half = limiterBoss.ep.min / 2;
    await page.goto(`/tools/boss-planner/?boss=${limiterBoss.slug}&ep=${half}`);
    await hydrated(page);
    await expect(page.locator('[data-share]')).toContainText('50%');
    await expectPosition(page, half);
    await expect(page.getByText(planner.unknown, { exact: true })).toBeVisible();
    const more = Math.round(limiterBoss.ep.min * 0.77);
    await page.getByLabel(planner.ep, { exact: true }).fill(String(more));
    await expectPosition(page, more);
    await expect(page).toHaveURL(new RegExp(`boss=${limiterBoss.slug}&ep=${more}$`));
  });

  test('is keyboard-operable: choose a boss and type an EP', async ({ page }) => {
    await page.goto('/tools/boss-planner/');
    await hydrated(page);
    await page.getByLabel(planner.boss, { exact: true }).focus();
    await page.keyboard.press('End');
    await expect(page.getByLabel(planner.boss, { exact: true })).toHaveValue(bosses.at(-1)!.slug);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(planner.ep, { exact: true })).toBeFocused();
    const last = content.bosses.find((b) => b.slug === bosses.at(-1)!.slug)!;
    const ep = last.ep.min * 2;
    await page.keyboard.type(String(ep));
    await expect(page).toHaveURL(new RegExp(`boss=${last.slug}&ep=${ep}`));
    if (content.limiter.bosses.includes(last.slug)) await expectPosition(page, ep, last.ep.min);
    else await expect(page.locator('[data-limiter-position]')).toHaveCount(0);
  });
});

test.describe('coin converter', () => {
  test('one coin of the top tier shows its worth in every lower tier, and the dungeon prices', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto(`/tools/coins/?amount=1&from=${topTier.id}`);
    await hydrated(page);
    const below = coins.tiers.slice(0, -1);
    for (const [i, tier] of below.entries()) {
      await expect(page.locator(`[data-tier="${tier.id}"]`)).toHaveText(new RegExp(`^${group(coins.rate ** (below.length - i))}\\s*${tier.name}$`));
    }
    await expect(page.getByRole('region', { name: coinWords.dungeonPrices })).toContainText(formatCoins(coins, content.economy.entryFee.price));
    await expectClean(page, messages);
  });

  test('converts down and up as you type, and shows the fewest coins', async ({ page }) => {
    await page.goto('/tools/coins/');
    await hydrated(page);
    const [lowest, second] = coins.tiers;
    await page.getByLabel(coinWords.coin).selectOption(lowest!.id);
    await page.getByLabel(coinWords.amount).fill('1234567');
    const fewest = fewestCoins(coins, 1234567n).map((s) => `${formatNumber(s.count)} ${s.tierName}`);
    await expect(page.locator('[data-fewest]')).toHaveText(fewest.join(', '));
    const inSecond = divideToDecimal(1234567n, toLowest(coins, 1n, second!.id)).text;
    await expect(page.locator(`[data-tier="${second!.id}"]`)).toContainText(inSecond);
    await expect(page).toHaveURL(new RegExp(`amount=1234567&from=${lowest!.id}$`));
    await page.getByLabel(coinWords.amount).fill('12x');
    await expect(page.getByLabel(coinWords.amount)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/Enter a whole number of coins/)).toBeVisible();
  });

  test('remembers the last inputs when opened without parameters', async ({ page }) => {
    const tier = tierIds.at(-2)!;
    await page.goto(`/tools/coins/?amount=5&from=${tier}`);
    await hydrated(page);
    await page.getByLabel(coinWords.amount).fill('7');
    await page.goto('/tools/coins/');
    await hydrated(page);
    await expect(page.getByLabel(coinWords.amount)).toHaveValue('7');
    await expect(page.getByLabel(coinWords.coin)).toHaveValue(tier);
    await expect(page).toHaveURL(new RegExp(`/tools/coins/\\?amount=7&from=${tier}$`));
  });

  test('Copy link puts the current address on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    try {
      await page.goto(`/tools/coins/?amount=3&from=${tierIds[1]}`);
      await hydrated(page);
      await page.getByLabel(coinWords.amount).fill('30');
      await page.getByRole('button', { name: labels.links.copyLink }).click();
      await expect(page.getByRole('status').filter({ hasText: labels.links.copied })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(new URL(copied).search).toBe(`?amount=30&from=${tierIds[1]}`);
    } finally {
      // The worker's next test reuses this context (playwright.config.ts), and Playwright keeps permissions.
      await context.clearPermissions();
    }
  });
});

test.describe('shrine progress', () => {
  test('?completed=… shows the row’s chests and Elite spawn, and the next milestone', async ({ page }) => {
    const messages = watchConsole(page);
    const row = shrineRow;
    const next = shrines.milestones.find((m) => m.completed > row.completed)!;
    await page.goto(`/tools/shrines/?completed=${row.completed}`);
    await hydrated(page);
    const active = page.getByRole('list', { name: content.pages['tools-shrines'].shrines.activeLabel });
    // The row's chests and Elite spawn, in the words of content/site.json.
    for (const line of bonusLines(content.shrines.milestones.find((m) => m.completed === row.completed)!, labels.records.shrineMilestones)) await expect(active).toContainText(line);
    await expect(page.locator('[data-next]')).toContainText(`${next.completed} completed (${next.completed - row.completed} more)`);
    await expectClean(page, messages);
  });

  test('says when a count has no row of its own', async ({ page }) => {
    test.skip(unlistedCount === undefined, 'every count up to the last row has a row of its own');
    await page.goto(`/tools/shrines/?completed=${unlistedCount}`);
    await hydrated(page);
    await expect(page.locator('[data-active]')).toContainText(`no row for ${unlistedCount} completed shrines`);
    await page.getByLabel(content.pages['tools-shrines'].shrines.completedLabel).fill('0');
    await expect(page.locator('[data-active]')).toContainText('No progression bonus yet.');
    await expect(page).toHaveURL(/\?completed=0$/);
  });
});

test.describe('gear table', () => {
  test('?grade=god&sort=attack puts the hardest-hitting God weapon first; dir=asc reverses; unknowns stay last', async ({ page }) => {
    const messages = watchConsole(page);
    const top = godWeapons[0]!;
    await page.goto('/tools/gear/?grade=god&sort=attack');
    await hydrated(page);
    await expect(rowNames(page).first()).toHaveText(top.name);
    await expect(gearTable(page).locator(`tr[data-row="${top.slug}"] td[data-column="attack"]`)).toHaveText(String(top.weapon!.attackDamage.God));
    await expect(gearTable(page).locator('th[aria-sort]')).toHaveAttribute('aria-sort', 'descending');
    await expect(gearTable(page).locator('th[aria-sort] button')).toContainText(content.pages['tools-gear'].gear.columns.attack);
    const lastAttack = gearTable(page).locator('tbody tr').last().locator('td[data-column="attack"]');
    await expect(lastAttack).toContainText(content.pages['tools-gear'].gear.doesNotApply);
    await expectClean(page, messages);

    await page.goto('/tools/gear/?grade=god&sort=attack&dir=asc');
    await hydrated(page);
    await expect(rowNames(page).first()).toHaveText(godWeapons.at(-1)!.name);
    await expect(gearTable(page).locator('th[aria-sort]')).toHaveAttribute('aria-sort', 'ascending');
    await expect(lastAttack).toContainText(content.pages['tools-gear'].gear.doesNotApply);
  });

  test('unknown values show as unknown and sort last', async ({ page }) => {
    await page.goto('/tools/gear/?grade=legend&sort=knockback&type=armor');
    await hydrated(page);
    const cells = gearTable(page).locator('td[data-column="knockback"]');
    const texts = await cells.allInnerTexts();
    const firstUnknown = texts.findIndex((t) => t.startsWith('unknown'));
    expect(firstUnknown).toBeGreaterThan(0);
    expect(texts.slice(firstUnknown).every((t) => t.startsWith('unknown'))).toBe(true);
  });

  test('sorts, filters and compares from the keyboard', async ({ page }) => {
    await page.goto('/tools/gear/');
    await hydrated(page);
    const attackButton = gearTable(page).getByRole('button', { name: /Attack damage/ });
    await attackButton.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?sort=attack$/);
    await expect(attackButton.locator('xpath=..')).toHaveAttribute('aria-sort', 'descending');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?sort=attack&dir=asc$/);
    await expect(attackButton.locator('xpath=..')).toHaveAttribute('aria-sort', 'ascending');

    await page.getByLabel(content.pages['tools-gear'].gear.type).selectOption('weapon');
    await expect(gearTable(page).locator('tbody tr')).toHaveCount(gear.filter((g) => g.weapon).length);

    const [a, b] = godWeapons;
    for (const item of [a!, b!]) {
      await page.getByRole('checkbox', { name: `Compare ${item.name}` }).focus();
      await page.keyboard.press('Space');
    }
    const comparison = page.getByRole('region', { name: content.pages['tools-gear'].gear.comparisonLabel });
    await expect(comparison).toContainText(a!.name);
    await expect(comparison).toContainText(b!.name);
    await expect(comparison.locator('tr[data-differs]').first()).toContainText('differs');
    expect(await axeViolations(page)).toEqual([]);
    await expect(page).toHaveURL(new RegExp(`compare=${a!.slug}%2C${b!.slug}`));
  });

  test('without JavaScript the full table is in the HTML', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/tools/gear/');
    await expect(gearTable(page).locator('tbody tr')).toHaveCount(totalRows);
    for (const item of gear) await expect(gearTable(page)).toContainText(item.weapon ? item.name : item.armorPieces![0]!.name);
    await expect(page.getByRole('button', { name: labels.links.copyLink })).toHaveCount(0);
    await context.close();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  // The tools' own pages are checked at a phone's width in hardening.spec.ts; here with results on screen.
  for (const path of [`/tools/boss-planner/?boss=${limiterBoss.slug}&ep=${limiterBoss.ep.min / 2}`, `/tools/shrines/?completed=${shrineRow.completed}`]) {
    test(`${path} fits the screen (wide tables scroll inside their own region)`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
