import { expect, test } from '@playwright/test';
import { axeViolations, sitePaths, watchConsole } from './helpers';

const paths = sitePaths();

test('the sitemap lists every route of the route table and all wiki pages', () => {
  for (const route of ['/', '/bosses/', '/npcs/', '/guide/', '/structures/', '/boss-drops/', '/animations/', '/shop/', '/wiki/', '/news/', '/server/', '/community/', '/about/', '/support/']) {
    expect(paths).toContain(route);
  }
  expect(paths.filter((p) => /^\/wiki\/[^/]+\/$/.test(p))).toHaveLength(46);
});

for (const path of paths) {
  test(`${path} renders the shell with no console errors and no WCAG A/AA violations`, async ({ page }) => {
    const messages = watchConsole(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner').getByRole('link', { name: /wiki home/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Coming Soon');
    await expect(page.getByRole('contentinfo')).toContainText('© 2024');
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await page.title()).not.toBe('');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(10);
    await page.waitForLoadState('networkidle');
    expect(messages).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
}
