import { expect, test } from '@playwright/test';
import { TOP_LEVEL_ROUTES } from '../../lib/routes';
import { content, menus } from './content';
import { expectEscapeCloses, hydrated } from './helpers';
import { WIDTHS } from './sample-pages';

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
    await expectEscapeCloses(page, button);
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

test.describe('without JavaScript', () => {
  for (const width of WIDTHS) {
    // FIXME: fails today. At 1280 px the Explore menu's routes (/guide/, the lists, /tools/…) sit in a dropdown
    // that only a script opens; at 375 px every route sits in the mobile menu, which only a script opens. The
    // header must hold them in <details>/<summary> disclosures (or plain links) so they open without JavaScript.
    test.fixme(`at ${width} px every top-level route is linked from the header and can be followed`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      const page = await context.newPage();
      for (const route of TOP_LEVEL_ROUTES) {
        const href = route === '/' ? '/' : `${route}/`;
        await page.goto(route === '/' ? menus.explore[0]!.href + '/' : '/');
        const banner = page.getByRole('banner');
        const links = banner.locator(`a[href="${href}"]`);
        // A link inside a closed disclosure (<details>) is reached by opening it, which needs no script.
        const disclosure = banner.locator('details', { has: links });
        for (const details of await disclosure.all()) {
          if ((await links.filter({ visible: true }).count()) > 0) break;
          if ((await details.isVisible()) && !(await details.evaluate((el) => (el as HTMLDetailsElement).open))) await details.locator(':scope > summary').click();
        }
        await expect(links.filter({ visible: true }).first(), `${href} at ${width} px`).toBeVisible({ timeout: 1_000 });
        await links.filter({ visible: true }).first().click();
        await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      }
      await context.close();
    });
  }
});
