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
