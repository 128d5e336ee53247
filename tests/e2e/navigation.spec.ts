import { expect, test } from '@playwright/test';
import { hydrated, readContent } from './helpers';

const nav = readContent<{ header: { explore: { label: string; href: string }[] } }>('navigation.json');

test.describe('desktop header', () => {
  test('the Official dropdown opens with the keyboard and lists four external links in new tabs', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const main = page.getByRole('navigation', { name: 'Main' });
    const button = main.getByRole('button', { name: 'Official' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`).getByRole('link');
    await expect(links).toHaveText([/Official Website/, /Store/, /About Us/, /Server Info/]);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('the Explore menu reaches every top-level route and marks the current page', async ({ page }) => {
    await page.goto('/bosses/');
    await hydrated(page);
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('button', { name: 'Explore' }).click();
    for (const link of nav.header.explore) {
      await expect(main.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', `${link.href}/`);
    }
    await expect(main.getByRole('link', { name: 'Bosses', exact: true })).toHaveAttribute('aria-current', 'page');
    await main.getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
  });

  test('Home and Wiki links mark the current page', async ({ page }) => {
    await page.goto('/wiki/');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Wiki', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(main.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
  });
});

test.describe('footer', () => {
  test('has the three link groups of the spec', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Explore' }).getByRole('link')).toHaveCount(7);
    await expect(footer.getByRole('navigation', { name: 'Resources' }).getByRole('link')).toHaveText(['Kurobee', 'Dryad', 'Guild Lady', 'Mjöllmile', 'Kaoru Yoshida', 'Kaijin', 'Koby']);
    const community = footer.getByRole('navigation', { name: 'Community' }).getByRole('link');
    await expect(community).toHaveCount(2);
    await expect(community.first()).toHaveAttribute('target', '_blank');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens and closes, and a link navigates and closes it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeVisible();
    await expect(mobile.getByRole('link', { name: 'Official Website' })).toHaveAttribute('target', '_blank');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(mobile).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.keyboard.press('Escape');
    await expect(mobile).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await mobile.getByRole('link', { name: 'NPCs', exact: true }).click();
    await expect(page).toHaveURL(/\/npcs\/$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});
