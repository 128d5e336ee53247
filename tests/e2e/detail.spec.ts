import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { formatPriceUsd, formatNumber } from '../../lib/model/format';
import { newsFor } from '../../lib/site/news';
import { content } from './content';
import { RECORD_COLLECTIONS, recordBySlug } from '../../lib/model/collections';

test('a boss links to its drops and a drop back to its boss', async ({ page }) => {
  const boss = content.bosses.find((b) => b.drops.length > 0)!;
  const drop = recordBySlug(RECORD_COLLECTIONS.gear, boss.drops[0]!, content)!;
  await page.goto(`/bosses/${boss.slug}/`);
  await page.getByRole('navigation', { name: content.site.labels.recordPage.related }).getByRole('link', { name: drop.name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(drop.name);
  await page.getByRole('navigation', { name: content.site.labels.recordPage.related }).getByRole('link', { name: boss.name }).click();
  await expect(page).toHaveURL(new RegExp(`/bosses/${boss.slug}/$`));
});

test('the home page shows the news cards of content/news.json', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: content.pages.home.newsLink.label })).toHaveAttribute('href', `${content.pages.home.newsLink.href}/`);
  const news = page.getByRole('region', { name: content.pages.home.newsTitle });
  await expect(news.getByRole('heading', { level: 3 })).toHaveText(newsFor(content, 'home').map((n) => n.title));
});

test('the shop lists every coin pack, all coming soon', async ({ page }) => {
  await page.goto('/shop/');
  const packs = page.getByRole('main').getByRole('listitem');
  await expect(packs).toHaveCount(content.shop.length);
  for (const [i, pack] of content.shop.entries()) {
    await expect(packs.nth(i)).toContainText(formatPriceUsd(pack.priceUsd));
    await expect(packs.nth(i)).toContainText(`${formatNumber(pack.coins)} Coins`);
  }
  await expect(page.getByRole('main').getByText(content.pages.shop.notice)).toHaveCount(content.shop.length);
});

test('the server teaser, about and support pages carry their parts', async ({ page }) => {
  await page.goto('/server/');
  for (const box of content.server.boxes) await expect(page.getByRole('heading', { name: box.title })).toBeVisible();
  await expect(page.getByText(content.server.countdown.value)).toBeVisible();

  await page.goto('/about/');
  const about = fs.readFileSync(path.resolve(__dirname, '../../content/pages/about.mdx'), 'utf8');
  for (const [, h] of about.matchAll(/^## (.+)$/gm)) await expect(page.getByRole('heading', { name: h! })).toBeVisible();

  await page.goto('/support/');
  await expect(page.getByRole('main').getByRole('link').first()).toHaveAttribute('target', '_blank');
});
