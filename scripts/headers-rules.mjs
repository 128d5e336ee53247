import { createHash } from 'node:crypto';
import { escapeAttribute } from 'entities';
import { attributeOf, elementsOf, parseHtml, textOf } from './out-files.mjs';
import { SERVICE_WORKER_PATH } from '../lib/offline/paths.mjs';

/**
 * The `_headers` format of Netlify and Cloudflare Pages: `*` is a splat, `:name` a segment. Hosts join a header set by
 * two matching rules with ", ", so our rules never set one header twice.
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
 * The CSP part shared by every page, as a header: only the <meta> policy can list each page's hashes, and only a
 * header can carry frame-ancestors. The worker (/sw.js) has no <meta>, so it runs under this one.
 */
export const HEADER_CSP = "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'; worker-src 'self'";

/**
 * The host header rules (none sets a header twice on a path). No Cross-Origin-Opener-Policy: it delays a new tab's
 * renderer until the first byte (first paint 140–195 ms later, docs/bench/README.md), protecting nothing here.
 */
export const SITE_HEADER_RULES = [
  {
    pattern: '/*',
    headers: [
      ['Content-Security-Policy', HEADER_CSP],
      ['X-Content-Type-Options', 'nosniff'],
      ['X-Frame-Options', 'DENY'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['Permissions-Policy', 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'],
      ['Strict-Transport-Security', 'max-age=31536000'],
    ],
  },
  { pattern: '/_next/static/*', headers: [['Cache-Control', IMMUTABLE_CACHE]] },
  // The offline worker: the browser checks for a new one on each page load, and must never get a stale copy.
  { pattern: SERVICE_WORKER_PATH, headers: [['Cache-Control', 'no-cache']] },
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

/** A CSP source allowing one inline script or style: its sha256, as the browser computes it over the decoded text. */
export const cspHashOf = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The script types a browser executes (an absent or empty type is JavaScript); JSON and other data blocks are not subject to CSP. */
const EXECUTED_SCRIPT_TYPES = ['', 'module', 'text/javascript', 'application/javascript'];

/**
 * Inline code a CSP must allow: scripts, <style> and style="" values, as the browser reads them.
 * @returns {{ scripts: string[], styles: string[], styleAttributes: string[] }}
 */
export function inlineCodeOf(document) {
  const elements = [...elementsOf(document)];
  const scripts = elements
    .filter((el) => el.tagName === 'script' && attributeOf(el, 'src') === undefined && EXECUTED_SCRIPT_TYPES.includes((attributeOf(el, 'type') ?? '').trim().toLowerCase()))
    .map(textOf);
  const styles = elements.filter((el) => el.tagName === 'style').map(textOf);
  // The parser decodes attribute values; the browser hashes the decoded value.
  const styleAttributes = elements.map((el) => attributeOf(el, 'style')).filter((value) => value !== undefined);
  return { scripts, styles, styleAttributes };
}

/** The per-page <meta> policy: no 'unsafe-inline'; each inline script and style allowed by its sha256. */
export const pageCsp = (html) => cspOfHashes(mapInlineCode(inlineCodeOf(parseHtml(html)), cspHashOf));

/** The same inline code (inlineCodeOf's shape) with `fn` applied to each script, style and style attribute. */
export const mapInlineCode = ({ scripts, styles, styleAttributes }, fn) => ({ scripts: scripts.map(fn), styles: styles.map(fn), styleAttributes: styleAttributes.map(fn) });

/** The page policy from the hashes (cspHashOf) of its inline scripts, styles and style attributes. */
export function cspOfHashes({ scripts, styles, styleAttributes }) {
  const unique = (list) => [...new Set(list)];
  const directives = [
    ['default-src', "'self'"],
    ['script-src', ["'self'", ...unique(scripts)].join(' ')],
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

const isCspMeta = (el) => el.tagName === 'meta' && attributeOf(el, 'http-equiv')?.toLowerCase() === 'content-security-policy';

/** The policy of a page's <meta http-equiv="Content-Security-Policy">, or undefined. */
export function cspMetaOf(html) {
  const meta = [...elementsOf(parseHtml(html), 'meta')].find(isCspMeta);
  return meta && attributeOf(meta, 'content');
}

/** Puts the policy first in <head> (after the charset), replacing any earlier one; the rest stays byte for byte. */
export function injectCspMeta(html, policy, document = parseHtml(html, { locations: true })) {
  const head = elementsOf(document, 'head').next().value;
  const headTag = head?.sourceCodeLocation?.startTag;
  if (!headTag) throw new Error('the page has no <head>');
  const first = head.childNodes.find((node) => node.tagName);
  const at = first?.tagName === 'meta' && attributeOf(first, 'charset') !== undefined ? first.sourceCodeLocation.endOffset : headTag.endOffset;
  // No "/>": a void element needs none, and the other <meta> tags Next writes have none.
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">`;
  const edits = [
    { start: at, end: at, text: meta },
    ...[...elementsOf(head, 'meta')].filter(isCspMeta).map((old) => ({ start: old.sourceCodeLocation.startOffset, end: old.sourceCodeLocation.endOffset, text: '' })),
  ].sort((a, b) => b.start - a.start || b.end - a.end);
  return edits.reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), html);
}

/** The host config files the export carries, by name in out/: the site-wide headers for Netlify, Cloudflare Pages and Vercel. */
export const hostFiles = () => ({
  _headers: formatHeadersFile(SITE_HEADER_RULES),
  'vercel.json': `${JSON.stringify(vercelConfig(), null, 2)}\n`,
});

