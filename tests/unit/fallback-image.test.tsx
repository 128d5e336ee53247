// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FallbackImage } from '@/components/ui/FallbackImage';
import { inlinePictureSrc } from '@/lib/site/inline-picture';

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

  it('gives a picture that is already in the page (a data: URI) no fetch priority: there is no request', () => {
    const uri = inlinePictureSrc('/images/bosses/black-spider.svg');
    render(<FallbackImage src={uri} alt="Black Spider" priority />);
    const img = screen.getByRole('img', { name: 'Black Spider' });
    expect(img).toHaveAttribute('src', uri);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('shows the placeholder for a record without art', () => {
    const { container } = render(<FallbackImage alt="" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/placeholder.svg');
    expect(container.querySelector('img')).toHaveAttribute('data-fallback', 'placeholder');
  });
});

describe('inlinePictureSrc', () => {
  it("is the SVG file's own markup, as a data: URI a browser decodes back to the same picture", () => {
    const file = fs.readFileSync(path.join('public', 'images', 'bosses', 'black-spider.svg'), 'utf8');
    const uri = inlinePictureSrc('/images/bosses/black-spider.svg');
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    const decoded = decodeURIComponent(uri.slice('data:image/svg+xml,'.length));
    // mini-svg-data-uri swaps double quotes for single ones and collapses runs of white space, nothing else.
    expect(decoded).toBe(file.trim().replace(/"/g, "'").replace(/\s+/g, ' '));
  });

  it('is a valid URL: only URL code points, no raw space (browsers forgive one, validators reject it)', () => {
    const uri = inlinePictureSrc('/images/bosses/black-spider.svg');
    expect(uri).toMatch(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]+$/);
    expect(uri).not.toMatch(/%(?![0-9A-Fa-f]{2})/);
  });

  it('leaves a raster picture as its file, and names a missing SVG', () => {
    expect(inlinePictureSrc('/images/bosses/black-spider.png')).toBe('/images/bosses/black-spider.png');
    expect(() => inlinePictureSrc('/images/bosses/no-such-boss.svg')).toThrow(/no-such-boss\.svg/);
  });
});
