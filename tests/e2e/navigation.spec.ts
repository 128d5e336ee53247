import { expect, test } from '@playwright/test';
import { content, menus } from './content';
import { hydrated } from './helpers';

test.describe('desktop header', () => {
  test('a header dropdown opens with the keyboard, moves with the arrows and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const main = page.getByRole('navigation', { name: 'Main' });
    const button = main.getByRole('button', { name: 'Explore' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`).getByRole('link');
    await expect(links).toHaveText(menus.explore.map((l) => l.label));
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('the Official menu lists only official links with a real address, in new tabs', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    const button = main.getByRole('button', { name: 'Official' });
    await expect(button).toHaveCount(menus.official.length > 0 ? 1 : 0);
    if (menus.official.length === 0) return;
    await button.click();
    const links = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`).getByRole('link');
    await expect(links).toHaveText(menus.official.map((l) => new RegExp(l.label)));
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the Explore menu reaches every top-level route and marks the current page', async ({ page }) => {
    const current = menus.explore[1]!;
    const target = menus.explore.at(-1)!;
    await page.goto(`${current.href}/`);
    await hydrated(page);
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('button', { name: 'Explore' }).click();
    for (const link of menus.explore) {
      await expect(main.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', `${link.href}/`);
    }
    await expect(main.getByRole('link', { name: current.label, exact: true })).toHaveAttribute('aria-current', 'page');
    await main.getByRole('link', { name: target.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${target.href}/$`));
  });

  test('Home and Wiki links mark the current page', async ({ page }) => {
    const [home, wiki] = menus.primary;
    await page.goto(`${wiki!.href}/`);
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: wiki!.label, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(main.getByRole('link', { name: home!.label, exact: true })).not.toHaveAttribute('aria-current', 'page');
  });
});

test.describe('footer', () => {
  test('has the link groups of content/navigation.json', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const group of content.navigation.footer.groups) {
      const links = footer.getByRole('navigation', { name: group.title }).getByRole('link');
      await expect(links).toHaveCount(group.links.length);
      const labels = group.links.map((l) => ('label' in l ? l.label : content.site.links[l.siteLink]!.label));
      await expect(links).toHaveText(labels.map((l) => new RegExp(l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))));
      for (const [i, link] of group.links.entries()) {
        if ('siteLink' in link) await expect(links.nth(i)).toHaveAttribute('target', '_blank');
      }
    }
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens and closes, and a link navigates and closes it', async ({ page }) => {
    const target = menus.explore[1]!;
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeVisible();
    await expect(mobile.getByRole('link', { name: menus.explore[0]!.label, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(mobile).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.keyboard.press('Escape');
    await expect(mobile).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await mobile.getByRole('link', { name: target.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${target.href}/$`));
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});
