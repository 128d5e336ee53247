import { expect, test } from '@playwright/test';
import { content, expectedPaths } from './content';
import { axeViolations, sitePaths, watchConsole } from './helpers';

const paths = sitePaths();

test('the sitemap lists exactly the routes, wiki pages and record pages of the content', () => {
  expect([...paths].sort()).toEqual([...expectedPaths].sort());
});

for (const path of paths) {
  test(`${path} renders the shell with no console errors and no WCAG A/AA violations`, async ({ page }) => {
    const messages = watchConsole(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner').getByRole('link', { name: /wiki home/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(content.navigation.footer.badge);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${content.site.copyrightYear}`);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await page.title()).not.toBe('');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(10);
    await page.waitForLoadState('networkidle');
    expect(messages).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
}
