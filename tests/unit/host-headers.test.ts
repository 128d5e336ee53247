import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatHeadersFile, headersFor, HEADER_CSP, IMMUTABLE_CACHE, injectCspMeta, pageCsp, parseHeadersFile, SITE_HEADER_RULES, vercelConfig } from '@/scripts/headers-rules.mjs';
import { flightFile, hydrateAfterPaint, loaderFile, loaderFiles } from '@/scripts/hydrate-after-paint.mjs';

const ROOT = path.resolve(__dirname, '../..');
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('host header rules', () => {
  it('round-trip through the _headers format', () => {
    expect(parseHeadersFile(formatHeadersFile(SITE_HEADER_RULES))).toEqual(SITE_HEADER_RULES);
  });

  it.each([
    ['/', false],
    ['/wiki/minos-set/', false],
    ['/404.html', false],
    ['/_next/static/chunks/abc.js', true],
    ['/_next/static/media/font.woff2', true],
  ])('%s gets the security headers, and a year of cache only for hashed assets', (urlPath, immutable) => {
    const headers = Object.fromEntries(headersFor(SITE_HEADER_RULES, urlPath).map(([k, v]) => [k.toLowerCase(), v]));
    expect(headers['content-security-policy']).toBe(HEADER_CSP);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toBe(immutable ? IMMUTABLE_CACHE : undefined);
  });

  it('never set one header in two rules that match the same path (hosts would join the values)', () => {
    const names = SITE_HEADER_RULES.flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase()));
    expect(new Set(names).size).toBe(names.length);
  });

  it('the header policy carries what a <meta> policy cannot, and no unsafe source', () => {
    expect(HEADER_CSP).toContain("frame-ancestors 'none'");
    expect(HEADER_CSP).not.toMatch(/unsafe/);
  });

  it('vercel.json holds the same rules', () => {
    expect(JSON.parse(fs.readFileSync(path.join(ROOT, 'vercel.json'), 'utf8'))).toEqual(vercelConfig());
  });

  it("the README's nginx snippet sends the same headers", () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const nginx = new Map([...readme.matchAll(/add_header ([\w-]+) "([^"]+)" always;/g)].map((m) => [m[1]!, m[2]!]));
    for (const rule of SITE_HEADER_RULES) for (const [name, value] of rule.headers) expect(nginx.get(name), name).toBe(value);
  });
});

describe('per-page Content-Security-Policy', () => {
  const page = [
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title>',
    '<script>document.documentElement.dataset.theme="dark"</script>',
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    '<script type="application/ld+json">{"@type":"Thing"}</script>',
    '</head><body><p style="color: red">x</p>',
    '<script>self.__next_f.push([1,"a"])</script><script>self.__next_f.push([1,"a"])</script>',
    '</body></html>',
  ].join('');

  it('allows each inline script by its hash, once, and no inline code by category', () => {
    const policy = pageCsp(page);
    const scriptSrc = /script-src ([^;]+)/.exec(policy)![1]!;
    expect(scriptSrc.split(' ')).toEqual(["'self'", sha('document.documentElement.dataset.theme="dark"'), sha('self.__next_f.push([1,"a"])')]);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain(sha('{"@type":"Thing"}'));
    expect(policy).toContain(`style-src-attr 'unsafe-hashes' ${sha('color: red')}`);
    expect(policy).not.toContain('frame-ancestors');
  });

  it("adds 'wasm-unsafe-eval' only for a site with WebAssembly", () => {
    expect(pageCsp(page)).not.toContain('wasm-unsafe-eval');
    expect(pageCsp(page, { wasm: true })).toContain("script-src 'self' 'wasm-unsafe-eval'");
  });

  it('goes first in <head> after the charset, and replaces an earlier policy', () => {
    const once = injectCspMeta(page, "default-src 'self'");
    expect(once).toContain('<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/><title>');
    const twice = injectCspMeta(once, "default-src 'none'");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain('content="default-src \'none\'"');
  });
});

describe('hydrate after paint', () => {
  const page =
    '<html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c.js"/>' +
    '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>' +
    '<script src="/_next/static/chunks/poly.js" noModule=""></script></head><body><p>Text</p>' +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:{}\\n"])</script>' +
    '<script>try{theme()}catch(e){}</script><script>self.__next_f.push([1,"1:[]\\n"])</script>' +
    '<script src="/_next/static/chunks/c.js" async=""></script></body></html>';
  let url = '';
  let text = '';
  beforeAll(async () => ({ url, text } = await loaderFile()));

  it('moves every async chunk, in order, onto the loader, with nothing left to download them before it runs', () => {
    const { html, flight } = hydrateAfterPaint(page, url);
    expect(html).toContain(
      `<script src="${url}" data-chunks="/_next/static/chunks/a.js /_next/static/chunks/b.js /_next/static/chunks/c.js" data-flight="${flight?.url}" async=""></script></head>`,
    );
    expect(html.match(/<script[^>]*async=""/g)).toHaveLength(1);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('noModule=""');
  });

  it('moves the inline flight data, in order, into one content-named file, and leaves other inline scripts alone', () => {
    const { html, flight } = hydrateAfterPaint(page, url);
    expect(html).not.toContain('__next_f');
    expect(html).toContain('<p>Text</p><script>try{theme()}catch(e){}</script></body>');
    expect(flight?.text).toBe('(self.__next_f=self.__next_f||[]).push([0]);\nself.__next_f.push([1,"0:{}\\n"]);\nself.__next_f.push([1,"1:[]\\n"]);\n');
    expect(flight).toEqual(flightFile(flight!.text));
    expect(flight?.url).toMatch(/^\/_next\/static\/flight\/[0-9a-f]{16}\.js$/);
  });

  it('reads back, for the link check and the benches, the files the loader will start', () => {
    const { html, flight } = hydrateAfterPaint(page, url);
    expect(loaderFiles(html)).toEqual({
      chunks: ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js'],
      flight: flight?.url,
    });
    expect(loaderFiles(page)).toEqual({ chunks: [], flight: undefined });
  });

  it('leaves a rewritten page alone, and the loader file is named by its content', () => {
    const { html } = hydrateAfterPaint(page, url);
    expect(hydrateAfterPaint(html, url)).toEqual({ html });
    expect(url).toBe(`/_next/static/chunks/hydrate-after-paint-${createHash('sha256').update(text).digest('hex').slice(0, 12)}.js`);
  });
});
