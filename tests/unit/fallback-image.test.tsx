// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackImage } from '@/components/ui/FallbackImage';

describe('FallbackImage', () => {
  it('shows the record picture, lazily by default', () => {
    render(<FallbackImage src="/images/bosses/black-spider.svg" alt="Black Spider" />);
    const img = screen.getByRole('img', { name: 'Black Spider' });
    expect(img).toHaveAttribute('src', '/images/bosses/black-spider.svg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).not.toHaveAttribute('data-fallback');
  });

  it('loads an above-the-fold picture at once with high priority', () => {
    render(<FallbackImage src="/images/bosses/black-spider.svg" alt="Black Spider" priority />);
    const img = screen.getByRole('img', { name: 'Black Spider' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the placeholder for a record without art', () => {
    const { container } = render(<FallbackImage alt="" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/placeholder.svg');
    expect(container.querySelector('img')).toHaveAttribute('data-fallback', 'placeholder');
  });
});
