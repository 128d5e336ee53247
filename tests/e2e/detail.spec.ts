import { expect, test } from '@playwright/test';
import { readContent, sitePaths } from './helpers';
import { isPlaceholderUrl, isPlaceholderVersion } from '../../lib/placeholders';

type Named = { slug: string; name: string };
const families: Record<string, Named[]> = {
  bosses: readContent<Named[]>('bosses.json'),
  npcs: readContent<Named[]>('npcs.json'),
  structures: readContent<Named[]>('structures.json'),
  animations: readContent<Named[]>('animations.json'),
  'boss-drops': readContent<(Named & { source: { kind: string } })[]>('gear.json').filter((g) => g.source.kind === 'boss'),
};

for (const [prefix, records] of Object.entries(families)) {
  test(`every ${prefix} card leads to a detail page named after its record`, async ({ page }) => {
    expect(sitePaths().filter((p) => p.startsWith(`/${prefix}/`) && p !== `/${prefix}/`)).toHaveLength(records.length);
    for (const record of records) {
      const response = await page.goto(`/${prefix}/${record.slug}/`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(record.name);
    }
  });
}

test('a boss links to its drops and a drop back to its boss', async ({ page }) => {
  await page.goto('/bosses/gozul/');
  await page.getByRole('navigation', { name: 'Related pages' }).getByRole('link', { name: 'Minos Bardiche' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Minos Bardiche');
  await page.getByRole('navigation', { name: 'Related pages' }).getByRole('link', { name: 'Gozul' }).click();
  await expect(page).toHaveURL(/\/bosses\/gozul\/$/);
});

test('the home page shows the news cards and the update version from site settings', async ({ page }) => {
  const site = readContent<{ latestUpdate: { version: string; todo?: string }; links: Record<string, { url: string }> }>('site.json');
  // The update card waits for a real version, and its download link for a real URL.
  const versionKnown = !isPlaceholderVersion(site.latestUpdate);
  const downloadKnown = versionKnown && !isPlaceholderUrl(site.links.modDownload!.url);
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Complete Game Guide' }).first()).toHaveAttribute('href', '/wiki/');
  await expect(page.getByRole('main').getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/news/');
  const news = page.getByRole('region', { name: 'News' });
  await expect(news.getByRole('heading', { level: 3 })).toHaveText([...(versionKnown ? [`Update v${site.latestUpdate.version}`] : []), 'Wiki Just Dropped', 'Support the Mod']);
  if (downloadKnown) await expect(news.getByRole('link', { name: /Download the update/ })).toHaveAttribute('href', site.links.modDownload!.url);
  else await expect(news.getByRole('link', { name: /Download the update/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Master the Dungeon' })).toBeVisible();
});

test('the shop lists seven coin packs, all coming soon', async ({ page }) => {
  await page.goto('/shop/');
  const packs = page.getByRole('main').getByRole('listitem');
  await expect(packs).toHaveCount(7);
  await expect(packs.first()).toContainText('$1.99');
  await expect(packs.first()).toContainText('15 Coins');
  await expect(packs.last()).toContainText('$99.99');
  await expect(packs.last()).toContainText('2,025 Coins');
  await expect(page.getByRole('main').getByText('Coming Soon')).toHaveCount(7);
});

test('the server teaser, community, about and support pages carry their parts', async ({ page }) => {
  await page.goto('/server/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Server — Coming Soon');
  for (const box of ['Quests', 'Contracts', 'Server Hub']) await expect(page.getByRole('heading', { name: box })).toBeVisible();
  await expect(page.getByText('TBD')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest from the server' }).getByRole('heading', { level: 3 })).toHaveCount(3);

  await page.goto('/community/');
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(2);

  await page.goto('/about/');
  for (const h of ['Who We Are', 'How It Started', 'Future Plans']) await expect(page.getByRole('heading', { name: h })).toBeVisible();

  await page.goto('/support/');
  await expect(page.getByRole('main').getByRole('link', { name: /Support on Patreon/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('heading', { name: 'More Options' })).toBeVisible();

  await page.goto('/news/');
  await expect(page.getByText('Stay tuned for the latest updates and news about the server!')).toBeVisible();
});
