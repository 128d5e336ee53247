import { createHash } from 'node:crypto';

/**
 * The `_headers` file format that Netlify and Cloudflare Pages read: a URL pattern on its own line,
 * then indented `Name: value` lines. `*` matches any run of characters (a "splat"), `:name` one
 * path segment. Every matching rule applies; when two matching rules set the same header, the hosts join
 * the values with ", " (Cloudflare Pages, Netlify), so the rules we write never set one header twice.
 */

/** @typedef {{ pattern: string, headers: [string, string][] }} HeaderRule */

/** @param {string} text @returns {HeaderRule[]} */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: a header line outside a rule or without a colon: "${line}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** @param {HeaderRule[]} rules @returns {string} */
export function formatHeadersFile(rules) {
  return rules.map((r) => [r.pattern, ...r.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n\n') + '\n';
}

/** @param {string} pattern @returns {RegExp} */
function patternToRegExp(pattern) {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** The headers every matching rule gives a URL path, in rule order, repeated names joined with ", ". @param {HeaderRule[]} rules @param {string} urlPath */
export function headersFor(rules, urlPath) {
  /** @type {Map<string, [string, string]>} */
  const merged = new Map();
  for (const rule of rules) {
    if (!patternToRegExp(rule.pattern).test(urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const previous = merged.get(name.toLowerCase());
      merged.set(name.toLowerCase(), [name, previous ? `${previous[1]}, ${value}` : value]);
    }
  }
  return [...merged.values()];
}

/** One year, for files whose names change with their content. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * The part of the Content-Security-Policy that is the same on every page, sent as a header.
 * Scripts are restricted by the per-page <meta> policy (see pageCsp), because only it can list the
 * hashes of each page's inline scripts; a header cannot carry 100 pages' hashes, and a <meta> policy
 * cannot carry frame-ancestors. The browser enforces both policies.
 */
export const HEADER_CSP = "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

/** The host header rules for out/_headers, vercel.json and the README's nginx block (none sets a header twice on one path). */
export const SITE_HEADER_RULES = [
  {
    pattern: '/*',
    headers: [
      ['Content-Security-Policy', HEADER_CSP],
      ['X-Content-Type-Options', 'nosniff'],
      ['X-Frame-Options', 'DENY'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['Permissions-Policy', 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'],
      ['Cross-Origin-Opener-Policy', 'same-origin'],
      ['Strict-Transport-Security', 'max-age=31536000'],
    ],
  },
  { pattern: '/_next/static/*', headers: [['Cache-Control', IMMUTABLE_CACHE]] },
];

/** The same rules in vercel.json's format (path-to-regexp sources). */
export function vercelConfig(rules = SITE_HEADER_RULES) {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    trailingSlash: true,
    headers: rules.map((rule) => ({
      source: rule.pattern.replace(/\*$/, '(.*)'),
      headers: rule.headers.map(([key, value]) => ({ key, value })),
    })),
  };
}

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Inline code of an HTML page that a CSP must allow: scripts, <style> elements and style="" attributes. */
export function inlineCode(html) {
  const scripts = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // JSON and other data blocks are never executed, so CSP does not apply to them.
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    scripts.push(body);
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((m) => m[1]);
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');
  const styleAttributes = [...markup.matchAll(/<[a-z][^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) => decodeEntities(m[1] ?? m[2]));
  return { scripts, styles, styleAttributes };
}

/** The browser hashes an attribute's decoded value. */
function decodeEntities(text) {
  return text.replace(/&(quot|amp|lt|gt|#39|#x27);/g, (_, e) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'", '#x27': "'" })[e]);
}

/**
 * The per-page policy for a <meta http-equiv="Content-Security-Policy">: no 'unsafe-inline' anywhere;
 * each inline script (Next's bootstrap and flight data, any theme script) is allowed by its sha256.
 * `wasm` adds 'wasm-unsafe-eval' for a site that ships WebAssembly (a Pagefind search index).
 */
export function pageCsp(html, { wasm = false } = {}) {
  const { scripts, styles, styleAttributes } = inlineCode(html);
  const unique = (list) => [...new Set(list.map(sha256))];
  const directives = [
    ['default-src', "'self'"],
    ['script-src', ["'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...unique(scripts)].join(' ')],
    ['style-src', ["'self'", ...unique(styles)].join(' ')],
    ...(styleAttributes.length ? [['style-src-attr', ["'unsafe-hashes'", ...unique(styleAttributes)].join(' ')]] : []),
    ['img-src', "'self' data:"],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

const CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;

/** Puts the policy first in <head> (after the charset), replacing an earlier one, so it covers every script below it. */
export function injectCspMeta(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}"/>`;
  const withoutOld = html.replace(CSP_META, '');
  const head = /<head\b[^>]*>(\s*<meta charSet="[^"]*"\s*\/?>)?/i.exec(withoutOld);
  if (!head) throw new Error('the page has no <head>');
  const at = head.index + head[0].length;
  return withoutOld.slice(0, at) + meta + withoutOld.slice(at);
}
