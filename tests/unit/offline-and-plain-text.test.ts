import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '@/lib/model/format';
import { formatBytes } from '@/lib/offline/format-size';
import { precacheUrlOfFile } from '@/lib/offline/paths.mjs';
import { savedPagePaths, shareOut } from '@/lib/offline/saved';
import { mdxToMarkdown } from '@/lib/plain-text/markdown';
import { assetsOfPage } from '@/scripts/offline-files.mjs';

describe('offline helpers', () => {
  it('formats sizes in decimal units, one decimal below ten', () => {
    expect(formatBytes(740_000)).toBe('740 kB');
    expect(formatBytes(17_313_817)).toBe('17 MB');
    expect(formatBytes(2_500_000)).toBe('2.5 MB');
  });

  it('fills {name} placeholders and leaves unknown ones', () => {
    expect(fillPlaceholders('Saving: {done} of {total} files {x}', { done: 3, total: 10 })).toBe('Saving: 3 of 10 files {x}');
  });

  it('keeps only page addresses among cached URLs', () => {
    const paths = savedPagePaths(['http://a/wiki/dryad/', 'http://a/wiki/dryad/index.txt', 'http://a/', 'http://a/images/x.svg']);
    expect([...paths]).toEqual(['/wiki/dryad/', '/']);
  });

  it('shares files out between parallel fetchers, each file once', () => {
    expect(shareOut([1, 2, 3, 4, 5], 2)).toEqual([[1, 3, 5], [2, 4]]);
  });

  it('keys precached files by the URL the host serves them at', () => {
    expect(precacheUrlOfFile('offline/index.html')).toBe('/offline/');
    expect(precacheUrlOfFile('_next/static/chunks/a.js')).toBe('/_next/static/chunks/a.js');
  });

  it('lists the same-site files a page loads, without share images', () => {
    const html = '<html><head><link rel="stylesheet" href="/a.css"><link rel="preload" href="/f.woff2"><meta property="og:image" content="/og/x.png"></head><body><img src="/images/b.svg"><img src="https://x.example/c.png"><script src="/_next/static/d.js?v=1"></script></body></html>';
    expect(assetsOfPage(html)).toEqual(['/a.css', '/f.woff2', '/images/b.svg', '/_next/static/d.js']);
  });
});

describe('plain-text edition', () => {
  it('turns MDX into Markdown: frontmatter and imports leave, components become their data, Markdown stays', () => {
    const source = '---\ntitle: X\n---\n\n## Stats\n\nIt has <BossValue boss="a" stat="hp" /> HP.\n\n<BossAbilities slug="a" />\n\n| a | b |\n| - | - |\n| 1 | 2 |\n';
    const markdown = mdxToMarkdown(source, (name, attributes) => (name === 'BossValue' ? `${attributes.stat}=100` : '- **Bite**: hurts'));
    expect(markdown).toBe('## Stats\n\nIt has hp=100 HP.\n\n- **Bite**: hurts\n\n| a | b |\n| - | - |\n| 1 | 2 |\n');
  });

});
