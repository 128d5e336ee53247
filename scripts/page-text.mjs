/**
 * Visible text of built pages, for checks over out/ (game values kept, phrases a player should never read).
 * Plain string work on the static HTML: the export is static, so what is in the file is what a reader gets.
 */
import fs from 'node:fs';
import path from 'node:path';

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e] ?? m;
  });
}

/** The HTML of <main>, or the whole body if there is none. */
export function mainHtml(html) {
  const m = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html);
  return m ? m[1] : html;
}

/** Text of an HTML fragment: scripts, styles and templates dropped, tags turned into spaces. */
export function htmlToText(html, { dropDetails = false } = {}) {
  // React separates adjacent text with <!-- --> comments: a reader sees "10%", not "10 %".
  let s = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ');
  if (dropDetails) s = s.replace(/<details\b[\s\S]*?<\/details>/gi, ' ');
  s = s.replace(/<[^>]+>/g, ' ');
  return decodeEntities(s).replace(/\s+/g, ' ').trim();
}

/** Numbers as a reader sees them ("70,000", "5%", "0.75"), thousands separators dropped so 1,000 and 1000 match. */
export function numbersIn(text) {
  return new Set((text.match(/\d+(?:[.,]\d+)*%?/g) ?? []).map((n) => n.replace(/,(?=\d{3}\b)/g, '')));
}

/** Every exported page: URL path → file (out/<route>/index.html), without 404 pages. */
export function builtPages(outDir) {
  const pages = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name === '_next' || entry.name === '_not-found' || entry.name === '404') continue;
        walk(full);
      } else if (entry.name === 'index.html') {
        const route = `/${path.relative(outDir, dir).split(path.sep).join('/')}`;
        pages.set(route === '/' ? '/' : `${route}/`, full);
      }
    }
  };
  walk(outDir);
  return pages;
}

// `node scripts/page-text.mjs numbers <outDir>` prints { route: [numbers] } of every page's <main>.
if (process.argv[2] === 'numbers') {
  const out = {};
  for (const [route, file] of [...builtPages(process.argv[3] ?? 'out')].sort()) {
    out[route] = [...numbersIn(htmlToText(mainHtml(fs.readFileSync(file, 'utf8'))))].sort();
  }
  console.log(JSON.stringify(out, null, 1));
}
