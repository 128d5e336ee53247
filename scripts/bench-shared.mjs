/**
 * Helpers the bench scripts share: the built site, the assets a page loads on its first view,
 * gzip sizes, and the framework floor (an empty Next.js app built with the installed Next.js).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { attributeOf, elementsOf, flightScriptTexts, htmlPages, parseHtml } from './out-files.mjs';

export { htmlPages };
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUT = path.join(ROOT, 'out');
/** The gzip level the local server (scripts/serve-static.mjs) and common CDNs use. */
export const GZIP_LEVEL = 6;

export const kib = (bytes) => bytes / 1024;
export const fmtKiB = (bytes) => kib(bytes).toFixed(1);

/** Builds out/ with `npm run build` unless it already holds a build (or `force`). */
export function ensureBuilt({ force = false, out = OUT } = {}) {
  if (!force && fs.existsSync(path.join(out, 'index.html'))) return false;
  console.log('out/ is missing: running npm run build …');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  return true;
}

/**
 * The same-origin scripts and stylesheets a browser fetches for a page's first view, read from its HTML:
 * `<script src>` (a `nomodule` script is skipped: modern browsers never fetch it), script and style
 * preloads, module preloads and stylesheets. Inline scripts (Next's bootstrap and the page's flight
 * data) are part of the HTML and counted there.
 */
export function firstViewAssets(html) {
  return assetsOfDocument(parseHtml(html));
}

function assetsOfDocument(document) {
  const scripts = new Set();
  const styles = new Set();
  const sameOrigin = (url) => url?.startsWith('/') && url.split(/[?#]/)[0];
  for (const el of elementsOf(document)) {
    if (el.tagName === 'script') {
      const src = sameOrigin(attributeOf(el, 'src'));
      if (src && attributeOf(el, 'nomodule') === undefined) scripts.add(src);
    } else if (el.tagName === 'link') {
      const file = sameOrigin(attributeOf(el, 'href'));
      if (!file) continue;
      const rel = (attributeOf(el, 'rel') ?? '').toLowerCase().split(/\s+/);
      const as = (attributeOf(el, 'as') ?? '').toLowerCase();
      if (rel.includes('stylesheet') || (rel.includes('preload') && as === 'style')) styles.add(file);
      else if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script')) scripts.add(file);
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}

const gzipCache = new Map();
/** Gzipped size of a file of the export (cached per path). */
export function gzipSize(out, urlPath) {
  const file = path.join(out, urlPath);
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(fs.readFileSync(file), { level: GZIP_LEVEL }).length);
  return gzipCache.get(file);
}

const gzipLength = (text) => gzipSync(text, { level: GZIP_LEVEL }).length;

/**
 * Gzipped first-view JS, CSS and HTML of one HTML page, and `payload`: its inline React Server Components
 * payload (the text of Next's `self.__next_f` scripts, gzipped on its own; the HTML figure includes it).
 */
export function pageWeight(out, htmlFile) {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const document = parseHtml(html);
  const { scripts, styles } = assetsOfDocument(document);
  const sum = (files) => files.reduce((n, f) => n + gzipSize(out, f), 0);
  return { scripts, styles, js: sum(scripts), css: sum(styles), html: gzipLength(html), payload: gzipLength(flightScriptTexts(document).join('\n')) };
}

const packageVersion = (name) => JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;

/**
 * The framework floor's site: an empty App Router app (a layout with <html><body> and a page with one
 * paragraph) built with the installed next, react and react-dom, `output: 'export'` like ours. Built once per
 * version trio into node_modules/.cache (about 10 s) and kept, so the benches can measure and serve it.
 * Returns its export folder.
 */
export function emptyNextExport({ rebuild = false } = {}) {
  const versions = frameworkVersions();
  const outDir = path.join(CACHE_DIR, `empty-next${versions.next}-react${versions.react}`);
  if (!rebuild && fs.existsSync(path.join(outDir, 'index.html'))) return outDir;

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-floor-'));
  try {
    fs.mkdirSync(path.join(dir, 'app'));
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
    // Turbopack refuses files outside its root; the symlinked node_modules lives elsewhere, so the root is "/".
    fs.writeFileSync(path.join(dir, 'next.config.mjs'), "export default { output: 'export', trailingSlash: true, turbopack: { root: '/' } };\n");
    fs.writeFileSync(path.join(dir, 'app', 'layout.jsx'), "export const metadata = { title: 'Empty' };\nexport default function RootLayout({ children }) {\n  return <html lang=\"en\"><body>{children}</body></html>;\n}\n");
    fs.writeFileSync(path.join(dir, 'app', 'page.jsx'), 'export default function Page() {\n  return <p>Empty</p>;\n}\n');
    console.log(`Building the framework floor: an empty Next ${versions.next} app in ${dir} …`);
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(outDir), { recursive: true });
    fs.cpSync(path.join(dir, 'out'), outDir, { recursive: true });
    return outDir;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'wiki-bench');
const frameworkVersions = () => ({ next: packageVersion('next'), react: packageVersion('react'), 'react-dom': packageVersion('react-dom') });

/**
 * The framework floor: the first-view bytes of the empty App Router page (emptyNextExport). Measured, not
 * guessed from chunk names, because Turbopack mixes framework and app modules in shared chunks.
 */
export function frameworkFloor({ rebuild = false } = {}) {
  const out = emptyNextExport({ rebuild });
  const weight = pageWeight(out, path.join(out, 'index.html'));
  return {
    versions: frameworkVersions(),
    js: weight.js,
    css: weight.css,
    html: weight.html,
    payload: weight.payload,
    scripts: weight.scripts.length,
    method: 'empty App Router page, same next/react versions, gzip level ' + GZIP_LEVEL,
  };
}

/** Parses `--name value` and `--flag` arguments. */
export function parseArgs(argv = process.argv.slice(2)) {
  const args = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) continue;
    const [name, inline] = a.slice(2).split('=', 2);
    if (inline !== undefined) args[name] = inline;
    else if (argv[i + 1] && !argv[i + 1].startsWith('--')) args[name] = argv[++i];
    else args[name] = true;
  }
  return args;
}

/** Prints rows as an aligned Markdown table (so the output pastes into notes as it is). */
export function printTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => (typeof c === 'number' || /^[\d.,+-]+( ?(ms|KiB|s|MB|%))?$/.test(String(c)) ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}
