import { expect, test } from '@playwright/test';
import { inlinePictureSrc } from '../../lib/site/inline-picture';
import { content } from './content';
import { watchConsole } from './helpers';

test('an unknown path answers 404 with the 404 page inside the shell, and logs the path', async ({ page }) => {
  const messages = watchConsole(page);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  const copy = content.pages['not-found'];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);
  await expect(page.getByText(copy.intro!)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: copy.links[0]!.label }).click();
  await expect(page).toHaveURL(new RegExp(`${copy.links[0]!.href.replace(/\/?$/, '/')}$`));
  // The only messages: the browser's line for the 404 document and our warning naming the path.
  expect(messages.filter((m) => !/status of 404|^http 404: \/no\/such\/page$/.test(m))).toEqual(['warning: 404: no page at /no/such/page']);
});

test('each card shows its record\'s own picture, or the placeholder when it has none', async ({ page }) => {
  await page.goto('/bosses/');
  const firstCard = page.locator('main article').first();
  for (const boss of content.bosses) {
    const img = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: boss.name, exact: true }) }).locator('img');
    const file = boss.image ?? '/images/placeholder.svg';
    // The first card's picture comes inside the page (lib/site/inline-picture.ts), the others from their files.
    const first = (await firstCard.getByRole('link', { name: boss.name, exact: true }).count()) > 0;
    await expect(img).toHaveAttribute('src', first && boss.image ? inlinePictureSrc(boss.image) : file);
  }
});
