import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '@/lib/model/format';
import { formatBytes } from '@/lib/offline/format-size';
import { precacheUrlOfFile } from '@/lib/offline/paths.mjs';
import { savedPagePaths, shareOut } from '@/lib/offline/saved';
import { pageMarkdown } from '@/lib/plain-text/page-markdown.mjs';
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
  // A built page in small: the site's chrome around a body marked data-plain-text, as WikiPageFrame and RecordDetail mark it.
  const page = (body: string) =>
    `<!DOCTYPE html><html lang="en"><head><title>Page</title><style>p{color:red}</style></head><body><header><nav aria-label="Main"><a href="/wiki/">Wiki</a></nav></header><main><nav aria-label="Breadcrumb"><a href="/wiki/">Wiki</a></nav><h1>Page</h1><div data-plain-text="">${body}</div><section><h2>What links here</h2><a href="/wiki/a/">A</a></section></main><footer>Footer</footer><script>self.__next_f.push([1,"x"])</script></body></html>`;

  it('turns a page body into Markdown: the chrome and hidden helper text leave, components are what they rendered, Markdown stays', () => {
    const html = page(
      [
        '<aside aria-label="Boss facts"><p>Boss</p><dl><div><dt>HP</dt><dd>2,000</dd></div><div><dt>Drops</dt><dd><a href="/boss-drops/axe/">Axe</a></dd></div></dl></aside>',
        '<p>It has <!-- -->2,000<!-- --> HP; see <a href="/wiki/other/">Other</a> or <a href="https://x.example/" target="_blank">the forum<span class="sr-only"> (opens in a new tab)</span></a>.</p>',
        '<div><h2 id="stats"><span>Stats</span></h2><a href="#stats"><span aria-hidden="true">#</span><span class="sr-only">Link to the section “Stats”</span></a></div>',
        '<div role="region" tabindex="0"><table><caption class="sr-only">Stats by grade</caption><thead><tr><th scope="col">Grade</th><th scope="col">Damage</th></tr></thead><tbody><tr><th scope="row">Rare</th><td>26 | 30</td></tr><tr><th scope="row">God</th><td>87</td></tr></tbody></table></div>',
        '<p><img src="data:image/svg+xml,%3csvg%3e%3c/svg%3e" alt="An inline picture"> <img src="/images/x.svg" alt="A picture file"></p>',
        '<button type="button">Copy</button><nav aria-label="Previous and next"><a href="/wiki/next/">Next</a></nav>',
        '<details><summary>Notes on sources</summary><ul><li>One note.</li></ul></details>',
      ].join('\n'),
    );
    expect(pageMarkdown(html)).toBe(
      [
        'Boss',
        '- HP: 2,000\n- Drops: [Axe](/boss-drops/axe/)',
        'It has 2,000 HP; see [Other](/wiki/other/) or [the forum](https://x.example/).',
        '## Stats',
        '| Grade | Damage |\n| - | - |\n| Rare | 26 \\| 30 |\n| God | 87 |',
        'An inline picture ![A picture file](/images/x.svg)',
        'Notes on sources',
        '- One note.',
      ].join('\n\n'),
    );
    expect(pageMarkdown(html, { headingShift: 1 })).toContain('\n\n### Stats\n\n');
  });

  it('names the page body it could not find', () => {
    expect(() => pageMarkdown('<main><p>No marked body</p></main>', { page: 'out/x/index.html' })).toThrow('plain text: out/x/index.html has no [data-plain-text] element');
  });
});
