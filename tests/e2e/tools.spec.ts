import { expect, test, type Page } from '@playwright/test';
import { goldCoins } from '../../lib/record-facts';
import { axeViolations, hydrated, readContent, watchConsole } from './helpers';

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
  coins: { tiers: { id: string; name: string }[]; rate: number };
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

const gearTable = (page: Page) => page.locator('[data-gear-table]');
const rowNames = (page: Page) => gearTable(page).locator('tbody th[scope="row"] a');

async function expectClean(page: Page, messages: string[]) {
  await page.waitForLoadState('networkidle');
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
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Explore' }).click();
    await expect(menu.getByRole('link', { name: 'Player Tools', exact: true })).toHaveAttribute('href', '/tools/');
  });

  test('wiki pages link the tool that serves them', async ({ page }) => {
    await page.goto('/wiki/floor-10-black-spider-boss/');
    await expect(page.getByRole('link', { name: 'Plan this fight' })).toHaveAttribute('href', '/tools/boss-planner/?boss=black-spider');
    await page.goto('/wiki/minos-set/');
    await expect(page.getByRole('link', { name: 'Compare in the Gear Table' }).first()).toHaveAttribute('href', /^\/tools\/gear\/\?q=Minos/);
    for (const slug of ['mjollmile', 'entry-requirements']) {
      await page.goto(`/wiki/${slug}/`);
      await expect(page.getByRole('main').locator('a[href="/tools/coins/"]').first()).toBeVisible();
    }
    await page.goto('/wiki/shrines/');
    await expect(page.getByRole('main').locator('a[href="/tools/shrines/"]').first()).toBeVisible();
  });
});

test.describe('boss planner', () => {
  test('?boss=black-spider&ep=20000 shows 14, 45 and 90 kills and the first-kill reward', async ({ page }) => {
    const messages = watchConsole(page);
    const spider = bosses.find((b) => b.slug === 'black-spider')!;
    const q = spider.dropChancePercent / 100;
    const kills = [0.5, 0.9, 0.99].map((p) => Math.ceil(Math.log(1 - p) / Math.log(1 - q) - 1e-9));
    expect(kills).toEqual([14, 45, 90]);

    await page.goto('/tools/boss-planner/?boss=black-spider&ep=20000');
    await hydrated(page);
    await expect(page.getByLabel('Boss', { exact: true })).toHaveValue('black-spider');
    await expect(page.getByLabel('Your EP', { exact: true })).toHaveValue('20000');
    await expect(page.locator('tr[data-target] td')).toHaveText(kills.map(String));
    await expect(page.getByText(goldCoins(spider.firstKillGold!), { exact: true })).toBeVisible();
    await expect(page.locator('[data-expected]')).toContainText(`after ${Math.round(1 / q)} kills`);
    await expect(page.locator('[data-share]')).toContainText('%');
    await expect(page.getByRole('link', { name: /Black Spider Boss \(Floor 10\)/ })).toHaveAttribute('href', '/wiki/floor-10-black-spider-boss/');
    await expectClean(page, messages);
  });

  test('?boss=mezul&ep=65000 places half the boss’s EP at the 50% cut-off, without claiming a row, and says what is not known', async ({ page }) => {
    await page.goto('/tools/boss-planner/?boss=mezul&ep=65000');
    await hydrated(page);
    await expect(page.locator('[data-share]')).toContainText('50%');
    await expect(page.locator('[data-limiter-position]')).toHaveAttribute('data-limiter-position', 'at');
    await expect(page.locator('[data-limiter-position]')).toHaveAttribute('data-limiter-rows', '50');
    await expect(page.getByText('What is not', { exact: true })).toBeVisible();
    await page.getByLabel('Your EP', { exact: true }).fill('100000');
    await expect(page.locator('[data-limiter-position]')).toHaveAttribute('data-limiter-position', 'between');
    await expect(page.locator('[data-limiter-position]')).toHaveAttribute('data-limiter-rows', '50 100');
    await expect(page).toHaveURL(/boss=mezul&ep=100000$/);
  });

  test('is keyboard-operable: choose a boss and type an EP', async ({ page }) => {
    await page.goto('/tools/boss-planner/');
    await hydrated(page);
    await page.getByLabel('Boss', { exact: true }).focus();
    await page.keyboard.press('End');
    await expect(page.getByLabel('Boss', { exact: true })).toHaveValue(bosses.at(-1)!.slug);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Your EP', { exact: true })).toBeFocused();
    await page.keyboard.type('260000');
    await expect(page.locator('[data-limiter-position]')).toHaveAttribute('data-limiter-position', 'above-all');
    await expect(page).toHaveURL(new RegExp(`boss=${bosses.at(-1)!.slug}&ep=260000`));
  });
});

test.describe('coin converter', () => {
  test('?amount=1&from=stellar shows 100 gold, 10,000 silver and 1,000,000 bronze', async ({ page }) => {
    const messages = watchConsole(page);
    const { rate, tiers } = economy.coins;
    await page.goto('/tools/coins/?amount=1&from=stellar');
    await hydrated(page);
    const [bronze, silver, gold] = tiers;
    await expect(page.locator(`[data-tier="${gold!.id}"]`)).toHaveText(new RegExp(`^${group(rate)}\\s*${gold!.name}$`));
    await expect(page.locator(`[data-tier="${silver!.id}"]`)).toHaveText(new RegExp(`^${group(rate ** 2)}\\s*${silver!.name}$`));
    await expect(page.locator(`[data-tier="${bronze!.id}"]`)).toHaveText(new RegExp(`^${group(rate ** 3)}\\s*${bronze!.name}$`));
    expect([group(rate), group(rate ** 2), group(rate ** 3)]).toEqual(['100', '10,000', '1,000,000']);
    await expect(page.getByRole('region', { name: 'Dungeon prices' })).toContainText('3 Silver Coins');
    await expectClean(page, messages);
  });

  test('converts down and up as you type, and shows the fewest coins', async ({ page }) => {
    await page.goto('/tools/coins/');
    await hydrated(page);
    await page.getByLabel('Coin').selectOption('bronze');
    await page.getByLabel('Amount').fill('1234567');
    await expect(page.locator('[data-fewest]')).toHaveText('1 Stellar, 23 Gold, 45 Silver, 67 Bronze');
    await expect(page.locator('[data-tier="gold"]')).toContainText('123.4567');
    await expect(page).toHaveURL(/amount=1234567&from=bronze$/);
    await page.getByLabel('Amount').fill('12x');
    await expect(page.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/Enter a whole number of coins/)).toBeVisible();
  });

  test('remembers the last inputs when opened without parameters', async ({ page }) => {
    await page.goto('/tools/coins/?amount=5&from=gold');
    await hydrated(page);
    await page.getByLabel('Amount').fill('7');
    await page.goto('/tools/coins/');
    await hydrated(page);
    await expect(page.getByLabel('Amount')).toHaveValue('7');
    await expect(page.getByLabel('Coin')).toHaveValue('gold');
    await expect(page).toHaveURL(/\/tools\/coins\/\?amount=7&from=gold$/);
  });

  test('Copy link puts the current address on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/tools/coins/?amount=3&from=silver');
    await hydrated(page);
    await page.getByLabel('Amount').fill('30');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).search).toBe('?amount=30&from=silver');
  });
});

test.describe('shrine progress', () => {
  test('?completed=10 shows two chests and +50% Elite spawn, and the next milestone', async ({ page }) => {
    const messages = watchConsole(page);
    const row = [...shrines.milestones].reverse().find((m) => m.completed <= 10)!;
    const next = shrines.milestones.find((m) => m.completed > 10)!;
    expect([row.chests, row.eliteSpawnPercent]).toEqual([2, 50]);
    await page.goto('/tools/shrines/?completed=10');
    await hydrated(page);
    const active = page.getByRole('list', { name: 'Active bonuses' });
    await expect(active).toContainText(`${row.chests} chests`);
    await expect(active).toContainText(`+${row.eliteSpawnPercent}% Elite spawn`);
    await expect(page.locator('[data-next]')).toContainText(`${next.completed} completed (${next.completed - 10} more)`);
    await expectClean(page, messages);
  });

  test('says when a count has no row of its own', async ({ page }) => {
    await page.goto('/tools/shrines/?completed=4');
    await hydrated(page);
    await expect(page.locator('[data-active]')).toContainText('no row for 4 completed shrines');
    await page.getByLabel('Shrine tiers completed').fill('0');
    await expect(page.locator('[data-active]')).toContainText('No progression bonus yet.');
    await expect(page).toHaveURL(/\?completed=0$/);
  });
});

test.describe('gear table', () => {
  test('?grade=god&sort=attack puts the hardest-hitting God weapon first; dir=asc reverses; unknowns stay last', async ({ page }) => {
    const messages = watchConsole(page);
    const top = godWeapons[0]!;
    expect(top.name).toBe('Gorikimaru');
    await page.goto('/tools/gear/?grade=god&sort=attack');
    await hydrated(page);
    await expect(rowNames(page).first()).toHaveText(top.name);
    await expect(gearTable(page).locator(`tr[data-row="${top.slug}"] td[data-column="attack"]`)).toHaveText(String(top.weapon!.attackDamage.God));
    await expect(gearTable(page).locator('th[aria-sort]')).toHaveAttribute('aria-sort', 'descending');
    await expect(gearTable(page).locator('th[aria-sort] button')).toContainText('Attack damage');
    const lastAttack = gearTable(page).locator('tbody tr').last().locator('td[data-column="attack"]');
    await expect(lastAttack).toContainText('does not apply');
    await expectClean(page, messages);

    await page.goto('/tools/gear/?grade=god&sort=attack&dir=asc');
    await hydrated(page);
    await expect(rowNames(page).first()).toHaveText(godWeapons.at(-1)!.name);
    await expect(gearTable(page).locator('th[aria-sort]')).toHaveAttribute('aria-sort', 'ascending');
    await expect(lastAttack).toContainText('does not apply');
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

    await page.getByLabel('Type').selectOption('weapon');
    await expect(gearTable(page).locator('tbody tr')).toHaveCount(gear.filter((g) => g.weapon).length);

    const [a, b] = godWeapons;
    for (const item of [a!, b!]) {
      await page.getByRole('checkbox', { name: `Compare ${item.name}` }).focus();
      await page.keyboard.press('Space');
    }
    const comparison = page.getByRole('region', { name: 'Comparison' });
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
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
    await context.close();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const path of ['/tools/', '/tools/gear/', '/tools/coins/', '/tools/boss-planner/?boss=mezul&ep=65000', '/tools/shrines/?completed=10']) {
    test(`${path} fits the screen (wide tables scroll inside their own region)`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
