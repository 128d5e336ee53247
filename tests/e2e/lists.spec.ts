import { expect, test, type Page } from '@playwright/test';
import { hydrated, readContent } from './helpers';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading');

test.describe('bosses list', () => {
  test('shows every boss with Floor and EP, filters by floor and search, and keeps the state in the URL', async ({ page }) => {
    await page.goto('/bosses/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legendary Bosses');
    await expect(cards(page)).toHaveCount(6);
    const firstCard = cards(page).first();
    await expect(firstCard.locator('dt')).toHaveText(['Floor', 'EP']);
    await expect(firstCard.locator('dd')).toHaveText(['10', '70,000–80,000']);
    await hydrated(page);

    const floors = page.getByRole('group', { name: 'Filter by floor' }).getByRole('button');
    await expect(floors).toHaveText(['All Floors', 'Floor 10', 'Floor 20', 'Floor 30', 'Floor 40', 'Floor 50']);
    await floors.filter({ hasText: 'Floor 50' }).click();
    await expect(cardTitles(page)).toHaveText(['Mezul', 'Gozul']);
    await expect(page).toHaveURL(/\?floor=50$/);

    await page.getByRole('searchbox').fill('HORSE');
    await expect(cardTitles(page)).toHaveText(['Mezul']);
    await expect(page).toHaveURL(/q=HORSE/);

    await page.reload();
    await expect(page.getByRole('searchbox')).toHaveValue('HORSE');
    await expect(floors.filter({ hasText: 'Floor 50' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(page)).toHaveText(['Mezul']);

    await page.getByRole('searchbox').fill('no such boss');
    await expect(page.getByText('No bosses found matching your criteria.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(cards(page)).toHaveCount(6);
  });

  test('the back button undoes a floor filter', async ({ page }) => {
    await page.goto('/bosses/');
    await hydrated(page);
    const floors = page.getByRole('group', { name: 'Filter by floor' });
    await floors.getByRole('button', { name: 'Floor 20' }).click();
    await expect(cardTitles(page)).toHaveText(['Evil Centipede']);
    await floors.getByRole('button', { name: 'Floor 30' }).click();
    await expect(cardTitles(page)).toHaveText(['Ogre Lord']);
    await page.goBack();
    await expect(page).toHaveURL(/floor=20/);
    await expect(cardTitles(page)).toHaveText(['Evil Centipede']);
    await page.goBack();
    await expect(cards(page)).toHaveCount(6);
  });

  test('search matches tags but not abilities', async ({ page }) => {
    await page.goto('/bosses/');
    await hydrated(page);
    await page.getByRole('searchbox').fill('storm controller');
    await expect(cardTitles(page)).toHaveText(['Tempest Serpent']);
  });
});

test.describe('NPC list', () => {
  test('searches role, services and tags; shows its own empty message', async ({ page }) => {
    await page.goto('/npcs/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dungeon NPCs');
    await expect(cards(page)).toHaveCount(7);
    await hydrated(page);
    await page.getByRole('searchbox', { name: /Search NPCs/ }).fill('currency exchange');
    await expect(cardTitles(page)).toHaveText(['Mjöllmile']);
    await page.getByRole('searchbox').fill('return whistles');
    await expect(cardTitles(page)).toHaveText(['Dryad']);
    await page.getByRole('searchbox').fill('zzz');
    await expect(page.getByText('No NPCs found matching your search.')).toBeVisible();
  });
});

test.describe('structures list', () => {
  test('tag badges are single-select with All; search covers name and description', async ({ page }) => {
    await page.goto('/structures/?tag=Restaurant');
    await hydrated(page);
    await expect(cardTitles(page)).toHaveText(['Floor 95 Restaurant']);
    const chips = page.getByRole('group', { name: 'Filter by type' });
    await chips.getByRole('button', { name: 'Traps' }).click();
    await expect(cardTitles(page)).toHaveText(['Trap Corridors']);
    await chips.getByRole('button', { name: 'All', exact: true }).click();
    await expect(cards(page)).toHaveCount(6);
    await page.getByRole('searchbox').fill('zzz');
    await expect(page.getByText('No structures found matching your criteria.')).toBeVisible();
  });
});

test.describe('animations list', () => {
  test('lists six animations and filters by one tag', async ({ page }) => {
    await page.goto('/animations/');
    await expect(cards(page)).toHaveCount(6);
    await hydrated(page);
    await page.getByRole('group', { name: 'Filter by type' }).getByRole('button', { name: 'Wind' }).click();
    await expect(cardTitles(page)).toHaveText(['Sky Walk Animation']);
    await expect(page).toHaveURL(/\?tag=Wind$/);
    await page.getByRole('searchbox').fill('zzz');
    await expect(page.getByText('No animations found matching your criteria.')).toBeVisible();
  });
});

test.describe('boss drops list', () => {
  const gear = readContent<{ slug: string; name: string; source: { kind: string } }[]>('gear.json').filter((g) => g.source.kind === 'boss');

  test('shows one card per boss-drop item and filters by grade', async ({ page }) => {
    await page.goto('/boss-drops/');
    await expect(cardTitles(page)).toHaveText(gear.map((g) => g.name));
    await hydrated(page);
    await page.getByRole('group', { name: 'Filter by grade' }).getByRole('button', { name: 'Special' }).click();
    await expect(cardTitles(page)).toHaveText(['Spider Dagger', 'Centipede Dagger', 'Ogre Armor']);
    await page.reload();
    await expect(cardTitles(page)).toHaveText(['Spider Dagger', 'Centipede Dagger', 'Ogre Armor']);
    await page.getByRole('searchbox').fill('zzz');
    await expect(page.getByText('No boss drops found matching your criteria.')).toBeVisible();
  });
});
