import { expect, test, type Page } from '@playwright/test';
import { itemCountText, resultCountText } from '../../lib/records/filter';
import { computeBacklinks, previousAndNext } from '../../lib/wiki/graph';
import { content, factsOf, indexedPages, mdxFacts } from './content';
import { hydrated } from './helpers';

/** The wiki index's words (content/pages.json). */
const wikiCopy = content.pages.wiki;
/** The counts' words (content/site.json `labels.lists`). */
const listWords = content.site.labels.lists;
const sectionHeadings = (page: Page) => page.getByRole('main').locator('section > h2');
const inSection = (id: string) => indexedPages.filter((p) => p.frontmatter.section === id);

test.describe('wiki index', () => {
  test('lists every section with its count and a table of contents', async ({ page }) => {
    await page.goto('/wiki/');
    await expect(sectionHeadings(page)).toHaveText(content.wikiSections.map((s) => `${s.title} ${itemCountText(listWords, inSection(s.id).length)}`));
    const toc = page.getByRole('navigation', { name: wikiCopy.tocTitle });
    await expect(toc.getByRole('link')).toHaveCount(content.wikiSections.length);
    for (const section of content.wikiSections) await expect(toc.getByRole('link', { name: section.title, exact: true })).toHaveAttribute('href', `#${section.id}`);
    const first = indexedPages[0]!;
    await expect(page.locator(`section#${first.frontmatter.section}`).getByRole('link', { name: first.frontmatter.heading, exact: true })).toHaveAttribute('href', `/wiki/${first.slug}/`);
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px a section heading link's focus ring lies inside its section, which is painted only near the view`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/wiki/');
      await hydrated(page);
      const hubs = content.wikiSections.filter((s) => s.hub);
      expect(hubs.length).toBeGreaterThan(0);
      for (const section of hubs) {
        const link = page.locator(`section#${section.id} h2 a`);
        await link.focus();
        // Paint containment (content-visibility: auto) clips at the section's box: the ring must fit inside it.
        const fit = await link.evaluate((a) => {
          const style = getComputedStyle(a);
          const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
          const box = a.getBoundingClientRect();
          const sectionBox = a.closest('section')!.getBoundingClientRect();
          return {
            ring,
            inside: box.left - ring >= sectionBox.left && box.top - ring >= sectionBox.top && box.right + ring <= sectionBox.right,
          };
        });
        expect(fit.ring, section.id).toBeGreaterThan(0);
        expect(fit.inside, section.id).toBe(true);
      }
    });
  }

  test('search narrows the cards, hides the TOC and shows the count', async ({ page }) => {
    const target = indexedPages.at(-1)!;
    await page.goto('/wiki/');
    await hydrated(page);
    await page.getByRole('searchbox', { name: wikiCopy.searchLabel }).fill(target.frontmatter.heading.toUpperCase());
    await expect(page.getByRole('navigation', { name: wikiCopy.tocTitle })).toBeHidden();
    // Some count of results, in the words of content/site.json (the matches of a heading are not counted here).
    const counts = indexedPages.map((_, i) => resultCountText(listWords, i + 1, 0).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    await expect(page.getByRole('status')).toHaveText(new RegExp(`^(${counts.join('|')})$`));
    await expect(page.getByRole('link', { name: target.frontmatter.heading, exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\?q=/);
  });

  test('the tag panel is multi-select AND, counts filters, and clears', async ({ page }) => {
    // Two tags that appear together on some pages but not on all pages of the first.
    const tagCounts = new Map<string, number>();
    for (const p of indexedPages) for (const t of p.frontmatter.tags) tagCounts.set(t, (tagCounts.get(t) ?? 0) + 1);
    const withTag = (tags: string[]) => indexedPages.filter((p) => tags.every((t) => p.frontmatter.tags.includes(t))).length;
    const [tagA] = [...tagCounts].sort((a, b) => b[1] - a[1])[0]!;
    const tagB = [...tagCounts.keys()].find((t) => t !== tagA && withTag([tagA, t]) > 0 && withTag([tagA, t]) < withTag([tagA]))!;
    await page.goto('/wiki/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: wikiCopy.toggleFiltersLabel });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const panel = page.getByRole('group', { name: wikiCopy.tagPanelLabel });
    await panel.getByRole('button', { name: tagA, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(resultCountText(listWords, withTag([tagA]), 1));
    await panel.getByRole('button', { name: tagB, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(resultCountText(listWords, withTag([tagA, tagB]), 2));
    await page.reload();
    await expect(page.getByRole('status')).toHaveText(resultCountText(listWords, withTag([tagA, tagB]), 2));
    await page.getByRole('button', { name: wikiCopy.clearFiltersLabel }).click();
    await expect(page.getByRole('status')).toHaveText('');
    await expect(page.getByRole('navigation', { name: wikiCopy.tocTitle })).toBeVisible();
    await expect(page).toHaveURL(/\/wiki\/$/);
  });

  /**
   * Holds back Radix's tooltip chunk until `release`; `requested` settles when the page asks for it, and `asked()`
   * says whether it has. Then opens the wiki index.
   */
  const holdTooltipChunk = async (page: Page) => {
    let asked = false;
    let chunkRequested!: () => void;
    const requested = new Promise<void>((resolve) => (chunkRequested = () => resolve(void (asked = true))));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      if (body.includes('TooltipProvider')) {
        chunkRequested();
        await released;
      }
      await route.fulfill({ response, body });
    });
    await page.goto('/wiki/');
    await hydrated(page);
    return { requested, release, asked: () => asked };
  };

  test('the tooltip code is fetched when a mouse first comes over a control, not with the page', async ({ page }) => {
    const chunk = await holdTooltipChunk(page);
    await page.waitForLoadState('networkidle');
    expect(chunk.asked(), 'tooltip code fetched with the page').toBe(false);
    await page.getByRole('button', { name: wikiCopy.toggleFiltersLabel }).hover();
    await chunk.requested;
    chunk.release();
    await expect(page.getByRole('tooltip')).toHaveText(wikiCopy.toggleFiltersLabel);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });
    test('a tap works and fetches no tooltip code (touch screens show no tooltips)', async ({ page }) => {
      const chunk = await holdTooltipChunk(page);
      const toggle = page.getByRole('button', { name: wikiCopy.toggleFiltersLabel });
      await toggle.tap();
      await expect(page.getByRole('group', { name: wikiCopy.tagPanelLabel })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(chunk.asked(), 'tooltip code fetched on a tap').toBe(false);
      chunk.release();
    });
  });

  test('the filter toggle answers a tap made before its tooltip has loaded', async ({ page }) => {
    // Radix's tooltip chunk, asked for as the pointer comes over the toggle, is held back until the toggle has been
    // tapped: the tap must count all the same.
    const chunk = await holdTooltipChunk(page);
    const toggle = page.getByRole('button', { name: wikiCopy.toggleFiltersLabel });
    await toggle.click();
    await chunk.requested;
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', { name: wikiCopy.tagPanelLabel })).toBeVisible();
    chunk.release();
    await toggle.focus();
    await expect(page.getByRole('tooltip')).toHaveText(wikiCopy.toggleFiltersLabel);
  });

  test('the tooltips name the icon buttons', async ({ page }) => {
    await page.goto('/wiki/');
    await hydrated(page);
    await page.getByRole('button', { name: wikiCopy.toggleFiltersLabel }).focus();
    await expect(page.getByRole('tooltip')).toHaveText(wikiCopy.toggleFiltersLabel);
  });

  test('a tooltip opens after 700 ms of hover, and the next one at once within 300 ms of the first closing', async ({ page }) => {
    // The page's timers run on a clock the test moves by hand (paused), so no step waits on real time.
    await page.clock.install();
    await page.goto(`/wiki/?q=${encodeURIComponent(indexedPages[0]!.frontmatter.title)}`);
    await hydrated(page);
    const toggle = page.getByRole('button', { name: wikiCopy.toggleFiltersLabel });
    const clear = page.getByRole('button', { name: wikiCopy.clearFiltersLabel });
    // The tooltip code is in (fetched as the keyboard first focuses a control, which opens its tooltip at once)
    // before the clock stops: what is timed below is Radix's delays, not the network.
    await toggle.focus();
    await expect(page.getByRole('tooltip')).toHaveText(wikiCopy.toggleFiltersLabel);
    await toggle.blur();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const tooltip = page.getByRole('tooltip');
    const moveOnto = async (button: typeof toggle) => {
      const box = (await button.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
    };
    /** Hovered with no tooltip just closed: nothing at 650 ms, the tooltip at 750. */
    const opensAfterTheDelay = async (button: typeof toggle, label: string) => {
      await moveOnto(button);
      await page.clock.runFor(650);
      await expect(tooltip).toHaveCount(0);
      await page.clock.runFor(100);
      await expect(tooltip).toHaveText(label);
    };

    await opensAfterTheDelay(clear, wikiCopy.clearFiltersLabel);
    await moveOnto(toggle);
    await page.clock.runFor(50);
    await expect(tooltip).toHaveText(wikiCopy.toggleFiltersLabel);

    await page.mouse.move(0, 0, { steps: 4 });
    await page.clock.runFor(400);
    await expect(tooltip).toHaveCount(0);
    await opensAfterTheDelay(clear, wikiCopy.clearFiltersLabel);
  });

  test('shows the empty state and clears all filters', async ({ page }) => {
    await page.goto('/wiki/?q=nothing-matches-this');
    await hydrated(page);
    await expect(page.getByText(wikiCopy.emptyMessage)).toBeVisible();
    await page.getByRole('button', { name: wikiCopy.clearLabel }).click();
    await expect(page.getByRole('searchbox', { name: wikiCopy.searchLabel })).toHaveValue('');
    await expect(sectionHeadings(page)).toHaveCount(content.wikiSections.length);
  });

  test('a tag on a wiki page opens the index filtered by it', async ({ page }) => {
    const article = indexedPages.find((p) => p.frontmatter.tags.length > 0)!;
    const tag = article.frontmatter.tags[0]!;
    await page.goto(`/wiki/${article.slug}/`);
    await page.getByRole('list', { name: content.site.labels.links.tags }).getByRole('link', { name: tag, exact: true }).click();
    await expect(page).toHaveURL(/\/wiki\/\?tags=/);
    await expect(page.getByRole('status')).toHaveText(resultCountText(listWords, indexedPages.filter((p) => p.frontmatter.tags.includes(tag)).length, 1));
  });
});

test.describe('wiki article', () => {
  const backlinks = computeBacklinks(content, mdxFacts());
  // A page with backlinks and both a previous and a next page in its section.
  const article = indexedPages.find((p) => {
    const { previous, next } = previousAndNext(content, p);
    return previous && next && (backlinks.get(p.slug)?.length ?? 0) > 0;
  })!;

  test('has breadcrumbs, backlinks, a navbox and previous/next in its section', async ({ page }) => {
    const section = content.index.wikiSections.get(article.frontmatter.section)!;
    const { previous, next } = previousAndNext(content, article);
    await page.goto(`/wiki/${article.slug}/`);
    await expect(page.getByRole('navigation', { name: content.site.labels.links.breadcrumb })).toContainText(`Wiki/${section.title}/${article.frontmatter.title}`);
    const linksHere = page.getByRole('region', { name: content.pages.wiki.article.backlinksTitle }).getByRole('link');
    await expect(linksHere).toHaveText(backlinks.get(article.slug)!.map((p) => p.frontmatter.title));
    const navbox = page.getByRole('navigation', { name: `${section.title} pages` });
    await expect(navbox.getByRole('link').first()).toBeVisible();
    const pager = page.getByRole('navigation', { name: content.pages.wiki.article.prevNextLabel });
    await expect(pager.getByRole('link')).toHaveText([new RegExp(escape(previous!.frontmatter.title)), new RegExp(escape(next!.frontmatter.title))]);
  });

  test('every gear stat block links its infusion to the infusion page', async ({ page }) => {
    const gearPage = content.wikiPages.find((p) => factsOf(p).components.filter((c) => c.name === 'GearStats').length > 1)!;
    const blocks = factsOf(gearPage).components.filter((c) => c.name === 'GearStats').length;
    await page.goto(`/wiki/${gearPage.slug}/`);
    await expect(page.getByRole('main').locator('[data-gear] a[href="/wiki/infusion-effects/"]')).toHaveCount(blocks);
  });

  test('the table of contents follows the scroll', async ({ page }) => {
    // The page with the most headings: long enough to scroll past several.
    const longest = [...content.wikiPages].sort((a, b) => factsOf(b).headings.length - factsOf(a).headings.length)[0]!;
    await page.goto(`/wiki/${longest.slug}/`);
    await hydrated(page);
    const toc = page.getByRole('complementary').getByRole('navigation', { name: content.pages.wiki.article.tocTitle });
    const links = toc.getByRole('link');
    await expect(links.first()).toHaveAttribute('aria-current', 'location');
    const last = links.last();
    const id = (await last.getAttribute('href'))!.slice(1);
    await page.locator(`[id="${id}"]`).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 20000);
    await expect(last).toHaveAttribute('aria-current', 'location');
    await expect(links.first()).not.toHaveAttribute('aria-current', 'location');
  });

  test('every table-of-contents entry and every link to a heading lands on an id of the built page', async ({ request }) => {
    for (const page of content.wikiPages) {
      const html = await (await request.get(`/wiki/${page.slug}/`)).text();
      const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
      for (const heading of factsOf(page).headings) expect(ids, `${page.slug}#${heading.id}`).toContain(heading.id);
    }
  });
});

test.describe('guide', () => {
  test('desktop: one TOC entry per section and the highlight follows the scroll', async ({ page }) => {
    const sections = content.guideSections.map((s) => s.frontmatter);
    const target = sections[Math.floor(sections.length / 2)]!;
    await page.goto('/guide/');
    await hydrated(page);
    await expect(page.getByRole('link', { name: content.pages.guide.backLink.label })).toHaveAttribute('href', content.pages.guide.backLink.href);
    const toc = page.getByRole('navigation', { name: content.pages.guide.tocTitle });
    await expect(toc.getByRole('link')).toHaveText(sections.map((s) => s.title));
    await expect(toc.getByRole('link', { name: sections[0]!.title, exact: true })).toHaveAttribute('aria-current', 'location');
    await toc.getByRole('link', { name: target.title, exact: true }).click();
    await expect(toc.getByRole('link', { name: target.title, exact: true })).toHaveAttribute('aria-current', 'location');
    await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test('hides the TOC sidebar', async ({ page }) => {
      await page.goto('/guide/');
      await expect(page.getByRole('navigation', { name: wikiCopy.tocTitle })).toBeHidden();
      await expect(page.getByRole('heading', { name: content.guideSections[0]!.frontmatter.title, level: 2 })).toBeVisible();
    });
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
