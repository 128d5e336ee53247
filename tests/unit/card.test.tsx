// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Card } from '@/components/list/Card';
import { loadTooltip } from '@/components/ui/WithTooltip.client';
import { cardListWords, type ListItem } from '@/lib/records/filter';
import { loadContent } from '@/lib/content/load';
import { fillTemplate } from '@/lib/model/template';

/** The card's words (content/site.json `labels`). */
const words = cardListWords(loadContent().site.labels);
const moreTwo = fillTemplate(words.moreTags, { count: 2 });

// Radix's tooltip (loaded once the card mounts) is transformed once up front, so the first test to need it waits for rendering, not for the build.
beforeAll(async () => {
  await import('@/components/ui/Tooltip.client');
});

const item = (overrides: Partial<ListItem> = {}): ListItem => ({
  id: 'black-spider',
  title: 'Black Spider',
  description: 'A spider.',
  href: '/bosses/black-spider',
  tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
  stats: [
    { label: 'Floor', value: '10' },
    { label: 'EP', value: '70,000–80,000' },
    { label: 'HP', value: '250' },
    { label: 'Attack', value: '25' },
  ],
  searchText: [],
  facets: {},
  ...overrides,
});

const renderCard = (i: ListItem) => render(<Card item={i} words={words} />);

describe('Card', () => {
  it('shows at most five tags, then "+N more"', async () => {
    renderCard(item());
    await screen.findByRole('button', { name: moreTwo });
    const tags = within(screen.getByRole('list', { name: words.tags }));
    expect(tags.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b', 'c', 'd', 'e', expect.stringContaining(moreTwo)]);
    expect(tags.getByText('f, g', { selector: '[hidden]' })).not.toBeVisible();
  });

  it('reveals the hidden tags inline on click/tap', async () => {
    renderCard(item());
    // As in the browser once Radix's chunk is in: the tooltip has joined the button (its node is replaced then).
    await act(async () => void (await loadTooltip()));
    const button = screen.getByRole('button', { name: moreTwo });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toHaveTextContent('f, g');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toBeVisible();
  });

  it('shows no overflow control for five tags or fewer', () => {
    renderCard(item({ tags: ['a', 'b', 'c', 'd', 'e'] }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows only the first two stats', () => {
    renderCard(item());
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Floor', 'EP']);
    expect(screen.queryByText('HP')).not.toBeInTheDocument();
  });

  it('links the title to the record and nests no button inside the link', async () => {
    renderCard(item());
    await screen.findByRole('button', { name: moreTwo });
    const link = screen.getByRole('link', { name: 'Black Spider' });
    expect(link).toHaveAttribute('href', '/bosses/black-spider');
    expect(link.querySelector('button')).toBeNull();
  });

  it('uses the placeholder when the record has no image', () => {
    const { container } = renderCard(item({ image: undefined }));
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/placeholder.svg');
  });
});
