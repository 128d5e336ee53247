import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatHeadersFile, headersFor, HEADER_CSP, IMMUTABLE_CACHE, injectCspMeta, pageCsp, parseHeadersFile, SITE_HEADER_RULES, vercelConfig } from '@/scripts/headers-rules.mjs';

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
