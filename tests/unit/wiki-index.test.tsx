// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WikiIndex } from '@/components/list/WikiIndex.client';
import { loadTooltip } from '@/components/ui/WithTooltip.client';
import type { WikiListItem } from '@/lib/records/list-items';
import { loadContent } from '@/lib/content/load';
import { cardListWords, itemCountText, resultCountText } from '@/lib/records/filter';

const content = loadContent();
/** The index's words come from content/pages.json and content/site.json `labels`. */
const copy = content.pages.wiki;
const words = cardListWords(content.site.labels);

// Radix's tooltip (loaded once the icon buttons mount) is transformed once up front, so the first test to need it waits for rendering, not for the build.
beforeAll(async () => {
  await import('@/components/ui/Tooltip.client');
});

const card = (id: string, section: string, tags: string[]): WikiListItem => ({
  id,
  title: id,
  description: `${id} page`,
  href: `/wiki/${id}`,
  tags,
  stats: [],
  searchText: tags,
  facets: { tags },
  section,
});
const items = [card('gozul', 'bosses', ['Boss', 'Floor 50']), card('mezul', 'bosses', ['Boss', 'Floor 50']), card('spider', 'bosses', ['Boss', 'Floor 10']), card('map', 'start', ['Map'])];
const sections = [
  { id: 'start', title: 'Getting Started' },
  { id: 'bosses', title: 'Bosses' },
];

function renderIndex() {
  return render(<WikiIndex items={items} sections={sections} tags={['Boss', 'Floor 10', 'Floor 50', 'Map']} copy={copy} words={words} />);
}

beforeEach(() => window.history.replaceState(null, '', '/wiki/'));

describe('WikiIndex', () => {
  it('shows the sections with counts and the TOC while nothing is filtered', () => {
    renderIndex();
    expect(screen.getByRole('heading', { name: `Getting Started ${itemCountText(words, 1)}` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Bosses ${itemCountText(words, 3)}` })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: copy.tocTitle })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('ANDs the selected tags and pluralises the count', async () => {
    renderIndex();
    // As in the browser once Radix's chunk is in: the tooltips have joined the icon buttons (their nodes are replaced then).
    await act(async () => void (await loadTooltip()));
    await userEvent.click(screen.getByRole('button', { name: copy.toggleFiltersLabel }));
    const panel = within(screen.getByRole('group', { name: copy.tagPanelLabel }));
    await userEvent.click(panel.getByRole('button', { name: 'Boss' }));
    expect(screen.getByRole('status')).toHaveTextContent(resultCountText(words, 3, 1));
    await userEvent.click(panel.getByRole('button', { name: 'Floor 10' }));
    expect(screen.getByRole('status')).toHaveTextContent(resultCountText(words, 1, 2));
    expect(screen.queryByRole('navigation', { name: copy.tocTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Getting Started/ })).not.toBeInTheDocument();
    expect(window.location.search).toBe('?tags=Boss%2CFloor+10');
  });

  it('shows the empty state and clears everything', async () => {
    renderIndex();
    await userEvent.type(screen.getByRole('searchbox', { name: copy.searchLabel }), 'zzz');
    expect(screen.getByText(copy.emptyMessage)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: copy.clearLabel }));
    expect(screen.getByRole('searchbox', { name: copy.searchLabel })).toHaveValue('');
    expect(screen.getByRole('heading', { name: `Bosses ${itemCountText(words, 3)}` })).toBeInTheDocument();
  });

  it('reads the state from the URL after hydration and follows the back button', async () => {
    window.history.replaceState(null, '', '/wiki/?q=gozul');
    renderIndex();
    expect(await screen.findByRole('status')).toHaveTextContent(resultCountText(words, 1, 0));
    window.history.pushState(null, '', '/wiki/?tags=Map');
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.getByRole('status')).toHaveTextContent(resultCountText(words, 1, 1));
    expect(screen.getByRole('link', { name: 'map' })).toBeInTheDocument();
  });
});
