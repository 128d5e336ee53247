// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsCards } from '@/components/cards/NewsCards';
import type { ResolvedNews } from '@/lib/site/news';

const item = (id: string, link?: ResolvedNews['link']): ResolvedNews => ({ id, title: `Title ${id}`, summary: `Summary ${id}`, link });

describe('NewsCards', () => {
  it('renders a card without a link when its link was held back', () => {
    render(<NewsCards items={[item('a')]} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Title a' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens external links in a new tab and keeps internal ones in place', () => {
    render(<NewsCards items={[item('a', { href: 'https://mods.tensura.dev/', label: 'Download', external: true }), item('b', { href: '/wiki', label: 'Open', external: false })]} />);
    expect(screen.getByRole('link', { name: /Download/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Open' })).not.toHaveAttribute('target');
  });

  it.each([
    [1, ''],
    [2, 'md:grid-cols-2'],
    [3, 'md:grid-cols-3'],
    [5, 'md:grid-cols-3'],
  ])('%i cards use %s columns (no empty column)', (count, columns) => {
    const { container } = render(<NewsCards items={Array.from({ length: count }, (_, i) => item(String(i)))} />);
    const list = container.querySelector('ul')!;
    expect(list.className).not.toMatch(/md:grid-cols-(?!2|3)/);
    if (columns) expect(list).toHaveClass(columns);
    else expect(list.className).not.toContain('md:grid-cols');
  });
});
