// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { cspMetaOf, formatHeadersFile, headersFor, HEADER_CSP, IMMUTABLE_CACHE, injectCspMeta, pageCsp, parseHeadersFile, SITE_HEADER_RULES, vercelConfig } from '@/scripts/headers-rules.mjs';
import { THEME_INIT_SCRIPT } from '@/lib/site/theme';

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
    ['/sw.js', false],
  ])('%s gets the security headers, and a year of cache only for hashed assets', (urlPath, immutable) => {
    const headers = Object.fromEntries(headersFor(SITE_HEADER_RULES, urlPath).map(([k, v]) => [k.toLowerCase(), v]));
    expect(headers['content-security-policy']).toBe(HEADER_CSP);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toBe(immutable ? IMMUTABLE_CACHE : urlPath === '/sw.js' ? 'no-cache' : undefined);
  });

  it('never set one header in two rules that match the same path (hosts would join the values)', () => {
    for (const rule of SITE_HEADER_RULES) {
      const path = rule.pattern.replaceAll('*', 'x');
      const names = SITE_HEADER_RULES.filter((other) => headersFor([other], path).length > 0).flatMap((other) => other.headers.map(([name]) => name.toLowerCase()));
      expect(new Set(names).size, path).toBe(names.length);
    }
  });

  it('the header policy carries what a <meta> policy cannot, and no unsafe source', () => {
    expect(HEADER_CSP).toContain("frame-ancestors 'none'");
    expect(HEADER_CSP).not.toMatch(/unsafe/);
    // The offline worker runs under the header policy (a worker has no <meta>), and may only come from the site.
    expect(HEADER_CSP).toContain("worker-src 'self'");
  });

  it('the generated vercel.json sets the same headers, rule by rule', () => {
    expect(vercelConfig().headers.map((rule) => rule.headers.map(({ key, value }) => [key, value]))).toEqual(SITE_HEADER_RULES.map((rule) => rule.headers));
  });

  it("the README's nginx snippet sends the same headers", () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const sent = [...readme.matchAll(/add_header ([\w-]+) "([^"]+)" always;/g)].map((m) => `${m[1]}: ${m[2]}`);
    for (const rule of SITE_HEADER_RULES) for (const [name, value] of rule.headers) expect(sent, `${rule.pattern} ${name}`).toContain(`${name}: ${value}`);
  });
});

/**
 * A page emitted the way Next emits one: a page of this site as `next build` wrote it (tests/fixtures/
 * next-built-page.html, a copy of out/404.html without the policy the header step adds: async chunk scripts, the theme script, the inline RSC payload
 * scripts), plus what that page lacks and others may carry, rendered by React: a style attribute React escapes and
 * a JSON-LD block. The build step checks the live output the same way (`node scripts/check-headers.mjs out`).
 */
function nextShapedPage(): string {
  const built = fs.readFileSync(path.join(ROOT, 'tests/fixtures/next-built-page.html'), 'utf8');
  const extra = renderToStaticMarkup(
    h(
      'div',
      null,
      h('p', { style: { fontFamily: '"Russo One", sans-serif', color: 'red' } }, 'Text & more'),
      h('script', { type: 'application/ld+json', dangerouslySetInnerHTML: { __html: '{"@type":"Thing","name":"\\u003c/script>"}' } }),
    ),
  );
  return built.replace('</body>', `${extra}</body>`);
}

/** The page as the browser's own parser (here jsdom's DOMParser) reads it. */
const parseDocument = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** What a browser runs and hashes: the inline scripts and style attributes of the page, read by jsdom. */
function browserView(html: string) {
  const document = parseDocument(html);
  const scripts = [...document.querySelectorAll('script:not([src])')].filter((s) => !s.getAttribute('type') || s.getAttribute('type') === 'module').map((s) => s.textContent ?? '');
  const styles = [...document.querySelectorAll('[style]')].map((el) => el.getAttribute('style')!);
  return { scripts, styles, jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? '') };
}

describe('per-page Content-Security-Policy, on a page shaped by React and Next', () => {
  let page = '';
  beforeAll(() => {
    page = nextShapedPage();
  });

  it('the fixture carries what a built page carries: async chunks, the theme script, the flight payload, JSON-LD', () => {
    const view = browserView(page);
    expect([...parseDocument(page).querySelectorAll('script[src][async]')].map((s) => s.getAttribute('src'))).not.toHaveLength(0);
    expect(view.scripts).toContain(THEME_INIT_SCRIPT);
    expect(view.scripts.filter((code) => code.includes('self.__next_f')).length).toBeGreaterThan(0);
    expect(view.jsonLd).toHaveLength(1);
  });

  it('allows each inline script by its hash, once, the way the browser hashes it, and no data block', () => {
    const policy = pageCsp(page);
    const scriptSrc = /script-src ([^;]+)/.exec(policy)![1]!.split(' ');
    const { scripts, jsonLd } = browserView(page);
    expect(scriptSrc).toEqual(["'self'", ...new Set(scripts.map(sha))]);
    expect(policy).not.toContain(sha(jsonLd[0]!));
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('frame-ancestors');
  });

  it('allows each style attribute by the hash of its decoded value', () => {
    const { styles } = browserView(page);
    expect(styles[0]).toContain('"Russo One"');
    expect(pageCsp(page)).toContain(`style-src-attr 'unsafe-hashes' ${styles.map(sha).join(' ')}`);
  });

  it('goes first in <head> after the charset, replaces an earlier policy, and keeps the rest of the page byte for byte', () => {
    const policy = pageCsp(page);
    const once = injectCspMeta(page, policy);
    const document = parseDocument(once);
    const headElements = [...document.head.children].map((el) => el.outerHTML);
    expect(headElements[0]).toBe('<meta charset="utf-8">');
    expect(document.head.children[1]?.getAttribute('http-equiv')).toBe('Content-Security-Policy');
    expect(cspMetaOf(once)).toBe(policy);
    expect(once.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')).toBe(page);
    const twice = injectCspMeta(once, "default-src 'none'");
    expect(document.querySelectorAll('meta[http-equiv]')).toHaveLength(1);
    expect(parseDocument(twice).querySelectorAll('meta[http-equiv="Content-Security-Policy"]')).toHaveLength(1);
    expect(cspMetaOf(twice)).toBe("default-src 'none'");
    expect(pageCsp(twice)).toBe(policy);
  });
});
