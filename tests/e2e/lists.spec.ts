import { expect, test, type Locator, type Page } from '@playwright/test';
import { matchesQuery, searchableTexts } from '../../lib/records/filter';
import { formatEp } from '../../lib/model/format';
import { GRADES } from '../../lib/schemas/gear';
import { content, kinds } from './content';
import { hydrated } from './helpers';
import { RECORD_COLLECTIONS, recordBySlug } from '../../lib/model/collections';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
/** Clicks the control that lifts the filter: every card is back. */
async function clearFilter(page: Page, control: Locator, count: number) {
  await control.click();
  await expect(cards(page)).toHaveCount(count);
}
const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading');
const heading = (id: keyof typeof content.pages) => [content.pages[id].title, content.pages[id].titleAccent].filter(Boolean).join(' ');

test.describe('every list', () => {
  for (const kind of kinds) {
    test(`${kind.id}: one card per record, its own empty message, Clear brings them back, and a card leads to its page`, async ({ page }) => {
      const records = kind.records(content);
      await page.goto(`/${kind.id}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading(kind.id));
      await expect(cardTitles(page)).toHaveText(records.map((r) => r.name));
      await hydrated(page);
      await page.getByRole('searchbox').fill('zz-no-such-record-zz');
      await expect(page.getByText(content.pages[kind.id].emptyMessage!)).toBeVisible();
      await clearFilter(page, page.getByRole('button', { name: content.pages[kind.id].clearLabel }), records.length);
      // A card leads to its record's page.
      await cardTitles(page).first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/${kind.id}/${records[0]!.slug}/$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(records[0]!.name);
    });
  }
});

test.describe('bosses list', () => {
  const bosses = content.bosses;
  const floors = [...new Set(bosses.map((b) => b.floor))].sort((a, b) => a - b);
  const lastFloor = floors.at(-1)!;
  const onLastFloor = bosses.filter((b) => b.floor === lastFloor);

  test('shows Floor and EP, filters by floor and search, and keeps the state in the URL', async ({ page }) => {
    await page.goto('/bosses/');
    const firstCard = cards(page).first();
    await expect(firstCard.locator('dt')).toHaveText(['Floor', 'EP']);
    await expect(firstCard.locator('dd')).toHaveText([String(bosses[0]!.floor), formatEp(bosses[0]!.ep)]);
    await hydrated(page);

    const buttons = page.getByRole('group', { name: content.pages.bosses.facetLabel! }).getByRole('button');
    await expect(buttons).toHaveText([content.pages.bosses.allLabel!, ...floors.map((f) => `Floor ${f}`)]);
    await buttons.filter({ hasText: `Floor ${lastFloor}` }).click();
    await expect(cardTitles(page)).toHaveText(onLastFloor.map((b) => b.name));
    await expect(page).toHaveURL(new RegExp(`\\?floor=${lastFloor}$`));

    // A tag of one boss on that floor; the cards are the bosses of that floor whose searchable text has it.
    const kind = kinds.find((k) => k.id === 'bosses')!;
    const tag = onLastFloor[0]!.tags[0]!;
    const expected = onLastFloor.filter((b) => matchesQuery(searchableTexts(kind.listItem(b, content)), tag)).map((b) => b.name);
    await page.getByRole('searchbox').fill(tag.toUpperCase());
    await expect(cardTitles(page)).toHaveText(expected);
    await expect(page).toHaveURL(/q=/);

    await page.reload();
    await expect(page.getByRole('searchbox')).toHaveValue(tag.toUpperCase());
    await expect(buttons.filter({ hasText: `Floor ${lastFloor}` })).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(page)).toHaveText(expected);
  });

  test('the back button undoes a floor filter', async ({ page }) => {
    const [first, second] = floors;
    await page.goto('/bosses/');
    await hydrated(page);
    const group = page.getByRole('group', { name: content.pages.bosses.facetLabel! });
    await group.getByRole('button', { name: `Floor ${first}` }).click();
    await group.getByRole('button', { name: `Floor ${second}` }).click();
    await expect(cardTitles(page)).toHaveText(bosses.filter((b) => b.floor === second).map((b) => b.name));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`floor=${first}`));
    await expect(cardTitles(page)).toHaveText(bosses.filter((b) => b.floor === first).map((b) => b.name));
    await page.goBack();
    await expect(cards(page)).toHaveCount(bosses.length);
  });

  test('search finds a boss by an ability and by a reward, as its placeholder promises', async ({ page }) => {
    const boss = bosses.find((b) => b.drops.length > 0)!;
    const ability = boss.abilities[0]!.name;
    const reward = recordBySlug(RECORD_COLLECTIONS.gear, boss.drops[0]!, content)!.name;
    await page.goto('/bosses/');
    await hydrated(page);
    await page.getByRole('searchbox').fill(ability);
    await expect(cardTitles(page).filter({ hasText: boss.name })).toHaveCount(1);
    await page.getByRole('searchbox').fill(reward);
    await expect(cardTitles(page).filter({ hasText: boss.name })).toHaveCount(1);
  });
});

test.describe('NPC list', () => {
  test('searches role and services', async ({ page }) => {
    const npc = content.npcs.at(-1)!;
    await page.goto('/npcs/');
    await hydrated(page);
    await page.getByRole('searchbox').fill(npc.role);
    await expect(cardTitles(page).filter({ hasText: npc.name })).toHaveCount(1);
    await page.getByRole('searchbox').fill(npc.services[0]!.name);
    await expect(cardTitles(page).filter({ hasText: npc.name })).toHaveCount(1);
  });
});

test.describe('tag lists', () => {
  for (const id of ['structures', 'animations'] as const) {
    test(`${id}: tag buttons are single-select with All, and the tag is in the URL`, async ({ page }) => {
      const records = content[id];
      const [tagA, tagB] = [...new Set(records.flatMap((r) => r.tags))];
      await page.goto(`/${id}/?tag=${encodeURIComponent(tagA!)}`);
      await hydrated(page);
      await expect(cardTitles(page)).toHaveText(records.filter((r) => r.tags.includes(tagA!)).map((r) => r.name));
      const chips = page.getByRole('group', { name: content.pages[id].facetLabel! });
      await chips.getByRole('button', { name: tagB!, exact: true }).click();
      await expect(cardTitles(page)).toHaveText(records.filter((r) => r.tags.includes(tagB!)).map((r) => r.name));
      await clearFilter(page, chips.getByRole('button', { name: content.pages[id].allLabel ?? 'All', exact: true }), records.length);
    });
  }
});

test.describe('boss drops list', () => {
  test('filters by grade, and the filter survives a reload', async ({ page }) => {
    const drops = content.gear.filter((g) => g.source.kind === 'boss');
    const grade = GRADES.find((g) => drops.some((d) => d.grades.includes(g)))!;
    const expected = drops.filter((d) => d.grades.includes(grade)).map((d) => d.name);
    await page.goto('/boss-drops/');
    await hydrated(page);
    await page.getByRole('group', { name: content.pages['boss-drops'].facetLabel! }).getByRole('button', { name: grade, exact: true }).click();
    await expect(cardTitles(page)).toHaveText(expected);
    await page.reload();
    await expect(cardTitles(page)).toHaveText(expected);
  });
});
