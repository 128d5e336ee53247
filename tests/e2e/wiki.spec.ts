import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers';

const sectionHeadings = (page: Page) => page.getByRole('main').locator('section > h2');

test.describe('wiki index', () => {
  test('lists ten sections with counts and a table of contents', async ({ page }) => {
    await page.goto('/wiki/');
    await expect(sectionHeadings(page)).toHaveText([
      'Getting Started (3 items)',
      'Dungeon Lobby & NPCs (7 items)',
      'Dungeon Mechanics (3 items)',
      'Bosses (Floor 10-50) (6 items)',
      'Regular Mobs (3 items)',
      'Traps & Hazards (4 items)',
      'Boss Drop (6 items)',
      "Kurobee's Premium Gear (9 items)",
      'Shrine Challenges (2 items)',
      'Server Configuration (3 items)',
    ]);
    const toc = page.getByRole('navigation', { name: 'Table of Contents' });
    await expect(toc.getByRole('link')).toHaveCount(10);
    await expect(toc.getByRole('link', { name: 'Bosses (Floor 10-50)' })).toHaveAttribute('href', '#bosses');
    await expect(toc.getByRole('link', { name: "Kurobee's Premium Gear" })).toHaveAttribute('href', '#kurobee-gear');
    await expect(page.getByRole('link', { name: 'Floor 50: Mezul' })).toHaveAttribute('href', '/wiki/floor-50-mezul/');
  });

  test('search narrows the cards, hides the TOC and shows the count', async ({ page }) => {
    await page.goto('/wiki/');
    await hydrated(page);
    await page.getByRole('searchbox', { name: 'Search wiki' }).fill('GOZUL');
    await expect(page.getByRole('navigation', { name: 'Table of Contents' })).toBeHidden();
    await expect(page.getByRole('status')).toHaveText(/^Found \d+ results?$/);
    await expect(sectionHeadings(page).first()).toHaveText(/Bosses/);
    await expect(page).toHaveURL(/\?q=GOZUL$/);
  });

  test('the tag panel is multi-select AND, counts filters, and clears', async ({ page }) => {
    await page.goto('/wiki/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Toggle filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const panel = page.getByRole('group', { name: 'Filter by tags' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Boss', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Found 6 results with 1 filter');
    await panel.getByRole('button', { name: 'Floor 50', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Found 2 results with 2 filters');
    await expect(page).toHaveURL(/tags=Boss%2CFloor\+50|tags=Boss,Floor(\+|%20)50/);
    await page.reload();
    await expect(page.getByRole('status')).toHaveText('Found 2 results with 2 filters');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('status')).toHaveText('');
    await expect(page.getByRole('navigation', { name: 'Table of Contents' })).toBeVisible();
    await expect(page).toHaveURL(/\/wiki\/$/);
  });

  test('the tooltips name the icon buttons', async ({ page }) => {
    await page.goto('/wiki/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Toggle filters' }).focus();
    await expect(page.getByRole('tooltip')).toHaveText('Toggle filters');
  });

  test('shows the empty state and clears all filters', async ({ page }) => {
    await page.goto('/wiki/?q=nothing-matches-this');
    await hydrated(page);
    await expect(page.getByText('No results found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search query or filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search wiki' })).toHaveValue('');
    await expect(sectionHeadings(page)).toHaveCount(10);
  });

  test('a tag on a wiki page opens the index filtered by it', async ({ page }) => {
    await page.goto('/wiki/floor-50-gozul/');
    await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'Floor 50' }).click();
    await expect(page).toHaveURL(/\/wiki\/\?tags=Floor(\+|%20)50/);
    await expect(page.getByRole('status')).toHaveText('Found 3 results with 1 filter');
  });
});

test.describe('wiki article', () => {
  test('has breadcrumbs, backlinks, a navbox and previous/next in its section', async ({ page }) => {
    await page.goto('/wiki/floor-50-mezul/');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Wiki/Bosses (Floor 10-50)/Mezul (Floor 50)');
    await expect(page.getByRole('region', { name: 'What links here' }).getByRole('link', { name: 'Minos Set' })).toBeVisible();
    const navbox = page.getByRole('navigation', { name: 'Bosses (Floor 10-50) pages' });
    await expect(navbox.getByRole('link')).toContainText(['Bosses (Floor 10-50)', 'Floor 10: Black Spider']);
    const pager = page.getByRole('navigation', { name: 'Previous and next page' });
    await expect(pager.getByRole('link')).toHaveText([/Tempest Serpent/, /Gozul/]);
  });

  test('the Minos set page links both floor-50 bosses and every infusion line links the infusion page', async ({ page }) => {
    await page.goto('/wiki/minos-set/');
    const main = page.getByRole('main');
    await expect(main.locator('a[href="/wiki/floor-50-gozul/"]').first()).toBeVisible();
    await expect(main.locator('a[href="/wiki/floor-50-mezul/"]').first()).toBeVisible();
    const infusionLinks = main.locator('[data-gear] a[href="/wiki/infusion-effects/"]');
    await expect(infusionLinks).toHaveCount(3);
  });

  test('the table of contents follows the scroll', async ({ page }) => {
    await page.goto('/wiki/shrines/');
    await hydrated(page);
    const toc = page.getByRole('complementary').getByRole('navigation', { name: 'On this page' });
    const links = toc.getByRole('link');
    await expect(links.first()).toHaveAttribute('aria-current', 'location');
    const last = links.last();
    const id = (await last.getAttribute('href'))!.slice(1);
    await page.locator(`[id="${id}"]`).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 20000);
    await expect(last).toHaveAttribute('aria-current', 'location');
    await expect(links.first()).not.toHaveAttribute('aria-current', 'location');
  });

  test('a hub page lists its section, and the index heading and the navbox link to it', async ({ page }) => {
    await page.goto('/wiki/regular-mobs/');
    const list = page.getByRole('main').locator('[data-section-pages="regular-mobs"]');
    await expect(list.getByRole('link')).toHaveText(['Slime Dolls', 'Dungeon Dominators']);
    await expect(page.getByRole('main')).not.toContainText(/placeholder|coming soon|this page will/i);
    await page.goto('/wiki/slime-mobs/');
    await expect(page.getByRole('navigation', { name: 'Regular Mobs pages' }).getByRole('heading').getByRole('link')).toHaveAttribute('href', '/wiki/regular-mobs/');
    await page.goto('/wiki/');
    await expect(page.locator('#regular-mobs-title').getByRole('link')).toHaveAttribute('href', '/wiki/regular-mobs/');
  });
});

test.describe('guide', () => {
  test('desktop: eleven TOC entries and the highlight follows the scroll', async ({ page }) => {
    await page.goto('/guide/');
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const toc = page.getByRole('navigation', { name: 'Table of Contents' });
    await expect(toc).toBeVisible();
    await expect(toc.getByRole('link')).toHaveCount(11);
    await expect(toc.getByRole('link', { name: 'Getting Started' })).toHaveAttribute('aria-current', 'location');
    await toc.getByRole('link', { name: 'Shrine Challenges' }).click();
    await expect(toc.getByRole('link', { name: 'Shrine Challenges' })).toHaveAttribute('aria-current', 'location');
    await expect(page).toHaveURL(/#shrine-challenges$/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test('hides the TOC sidebar', async ({ page }) => {
      await page.goto('/guide/');
      await expect(page.getByRole('navigation', { name: 'Table of Contents' })).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Getting Started', level: 2 })).toBeVisible();
    });
  });
});
