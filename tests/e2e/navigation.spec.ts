import { expect, test } from '@playwright/test';
import { TOP_LEVEL_ROUTES } from '../../lib/records/routes';
import { content, menus } from './content';
import { accessibilityTree, expectEscapeCloses, hydrated, menuSummary } from './helpers';
import { WIDTHS } from './sample-pages';

test.describe('desktop header', () => {
  test('a header dropdown opens with the keyboard, moves with the arrows and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const main = page.getByRole('navigation', { name: content.site.labels.header.mainNav });
    const button = menuSummary(main, content.site.labels.header.explore);
    const menu = button.locator('xpath=..');
    await expect(menu).not.toHaveAttribute('open');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('open');
    const links = menu.getByRole('link');
    await expect(links).toHaveText(menus.explore.map((l) => l.label));
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await expectEscapeCloses(page, button);
    await page.keyboard.press('Space');
    await expect(menu).toHaveAttribute('open');
  });

  test('a header menu is a disclosure button with its expanded state in the accessibility tree, from a plain <summary>', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const name = content.site.labels.header.explore;
    const expanded = async () => {
      const nodes = (await accessibilityTree(page)).filter((node) => node.name === name && node.role === 'DisclosureTriangle');
      expect(nodes, `Chromium's disclosure button "${name}"`).toHaveLength(1);
      return nodes[0]!.properties.expanded;
    };
    const summary = menuSummary(page.getByRole('navigation', { name: content.site.labels.header.mainNav }), name);
    await expect(summary).not.toHaveAttribute('role');
    expect(await expanded()).toBe(false);
    await summary.click();
    await expect(summary.locator('xpath=..')).toHaveAttribute('open');
    expect(await expanded()).toBe(true);
  });

  test('only one header menu is open at a time, and a click outside closes it', async ({ page }) => {
    test.skip(menus.official.length === 0, 'no Official menu on this site');
    await page.goto('/');
    await hydrated(page);
    const main = page.getByRole('navigation', { name: content.site.labels.header.mainNav });
    const explore = menuSummary(main, content.site.labels.header.explore);
    const official = menuSummary(main, content.site.labels.header.official);
    await explore.click();
    await expect(explore.locator('xpath=..')).toHaveAttribute('open');
    await official.click();
    await expect(official.locator('xpath=..')).toHaveAttribute('open');
    await expect(explore.locator('xpath=..')).not.toHaveAttribute('open');
    await page.getByRole('heading', { level: 1 }).first().click();
    await expect(official.locator('xpath=..')).not.toHaveAttribute('open');
  });

  test('the Official menu lists only official links with a real address, in new tabs', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('navigation', { name: content.site.labels.header.mainNav });
    const button = menuSummary(main, content.site.labels.header.official);
    await expect(button).toHaveCount(menus.official.length > 0 ? 1 : 0);
    if (menus.official.length === 0) return;
    await button.click();
    const links = button.locator('xpath=..').getByRole('link');
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
    const main = page.getByRole('navigation', { name: content.site.labels.header.mainNav });
    await menuSummary(main, content.site.labels.header.explore).click();
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
    const main = page.getByRole('navigation', { name: content.site.labels.header.mainNav });
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
    await expect(page.getByRole('navigation', { name: content.site.labels.header.mainNav })).toBeHidden();
    const toggle = menuSummary(page.getByRole('banner'), content.site.labels.header.menu);
    await expect(toggle.locator('xpath=..')).not.toHaveAttribute('open');
    await toggle.click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeVisible();
    await expect(mobile.getByRole('link', { name: menus.explore[0]!.label, exact: true })).toBeVisible();
    await menuSummary(page.getByRole('banner'), content.site.labels.header.close).click();
    await expect(mobile).toBeHidden();
    await menuSummary(page.getByRole('banner'), content.site.labels.header.menu).click();
    await page.keyboard.press('Escape');
    await expect(mobile).toBeHidden();
    await expect(menuSummary(page.getByRole('banner'), content.site.labels.header.menu)).toBeFocused();
    await menuSummary(page.getByRole('banner'), content.site.labels.header.menu).click();
    await mobile.getByRole('link', { name: target.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${target.href}/$`));
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px every top-level route is linked from the header and can be followed`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      const page = await context.newPage();
      // Top-level routes in a header menu (the tools' own pages sit in no menu: /tools links them).
      const hrefs = TOP_LEVEL_ROUTES.filter((r) => [...menus.primary, ...menus.explore].some((l) => l.href === r)).map((r) => (r === '/' ? '/' : `${r}/`));
      const banner = page.getByRole('banner');
      const visibleLink = (href: string) => banner.locator(`a[href="${href}"]`).filter({ visible: true });
      /** Opens the closed disclosures (<details>, no script needed) around a link until it shows; returns those opened. */
      const reveal = async (href: string) => {
        const opened = [];
        // (`has` takes a locator relative to each <details>, so not one rooted at the banner.)
        for (const details of await banner.locator('details', { has: page.locator(`a[href="${href}"]`) }).all()) {
          if ((await visibleLink(href).count()) > 0) break;
          if ((await details.isVisible()) && !(await details.evaluate((el) => (el as HTMLDetailsElement).open))) {
            await details.locator(':scope > summary').click();
            opened.unshift(details);
          }
        }
        await expect(visibleLink(href).first(), `${href} at ${width} px`).toBeVisible({ timeout: 1_000 });
        return opened;
      };
      // One load: each link is revealed, its page answers, and its disclosures close again for the next one.
      await page.goto(menus.explore[0]!.href + '/');
      for (const href of hrefs) {
        const opened = await reveal(href);
        expect((await context.request.get(href)).status(), href).toBe(200);
        for (const details of opened) await details.locator(':scope > summary').click();
      }
      // Following one: the browser's own navigation, no script.
      const last = hrefs.at(-1)!;
      await reveal(last);
      await visibleLink(last).first().click();
      await expect(page).toHaveURL(new RegExp(`${last.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await context.close();
    });
  }
});
