/** What the benches share: the built site, first-view bytes (gzip 6), the framework floor, Chromium, tables. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { attributeOf, elementsOf, flightScriptTexts, parseHtml } from './out-files.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUT = path.join(ROOT, 'out');
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Headless, and nothing of the browser's own on the network while it is measured. */
export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
export const gzipLength = (data) => gzipSync(data, { level: 6 }).length;
export const kib = (bytes) => bytes / 1024;
export const fmtKiB = (bytes) => kib(bytes).toFixed(1);

/** Runs `npm run build` when out/ holds no build (another folder is measured as it is). */
export function ensureBuilt(out) {
  if (out !== OUT || fs.existsSync(path.join(out, 'index.html'))) return;
  console.error('out/ is missing: running npm run build …');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

/** The same-origin scripts and stylesheets of a page's first view (inline scripts count as HTML). */
export function firstViewAssets(html) {
  return assetsOf(parseHtml(html));
}

function assetsOf(document) {
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
/** Gzipped size of a file of an export, by URL path (pages share chunks: each is compressed once). */
export function gzipSize(out, urlPath) {
  const file = path.join(out, urlPath);
  if (!gzipCache.has(file)) gzipCache.set(file, gzipLength(fs.readFileSync(file)));
  return gzipCache.get(file);
}

/** Gzipped first-view JS, CSS and HTML of a page, and its inline RSC payload (Next's `self.__next_f` scripts) gzipped alone. */
export function pageWeight(out, htmlFile) {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const document = parseHtml(html);
  const { scripts, styles } = assetsOf(document);
  const sum = (files) => files.reduce((n, f) => n + gzipSize(out, f), 0);
  return { scripts, styles, js: sum(scripts), css: sum(styles), html: gzipLength(html), payload: gzipLength(flightScriptTexts(document).join('\n')) };
}

const versionOf = (name) => JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;

/** The framework floor: an empty App Router export with the installed next and react, cached per versions (10 s). */
export function emptyNextExport({ rebuild = false } = {}) {
  const outDir = path.join(ROOT, 'node_modules/.cache/wiki-bench', `empty-next${versionOf('next')}-react${versionOf('react')}`);
  if (!rebuild && fs.existsSync(path.join(outDir, 'index.html'))) return outDir;
  // Rooted inside the project: Turbopack names modules from its root, so chunks (and "ours") do not carry the
  // checkout's absolute path, which moved the floor by 0.1 KiB between clones.
  const dir = path.join(ROOT, '.cache/next-floor');
  fs.rmSync(dir, { recursive: true, force: true });
  try {
    fs.mkdirSync(path.join(dir, 'app'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
    fs.writeFileSync(path.join(dir, 'next.config.mjs'), `export default { output: 'export', trailingSlash: true, turbopack: { root: ${JSON.stringify(ROOT)} } };\n`);
    fs.writeFileSync(path.join(dir, 'app/layout.jsx'), "export const metadata = { title: 'Empty' };\nexport default function RootLayout({ children }) {\n  return <html lang=\"en\"><body>{children}</body></html>;\n}\n");
    fs.writeFileSync(path.join(dir, 'app/page.jsx'), 'export default function Page() {\n  return <p>Empty</p>;\n}\n');
    console.error(`Building the framework floor: an empty Next ${versionOf('next')} app in ${dir} …`);
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env });
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.cpSync(path.join(dir, 'out'), outDir, { recursive: true });
    return outDir;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The floor's first-view bytes, measured (Turbopack mixes framework and app modules in shared chunks). */
export function frameworkFloor({ rebuild = false } = {}) {
  const out = emptyNextExport({ rebuild });
  return { next: versionOf('next'), react: versionOf('react'), ...pageWeight(out, path.join(out, 'index.html')) };
}

/** Prints rows as an aligned Markdown table, numbers to the right, so the output pastes into notes as it is. */
export function printTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const isNumber = (c) => /^[\d.,+−×-]+( ?(ms|KiB|s|MiB|%))?$/.test(String(c));
  const line = (cells) => `| ${cells.map((c, i) => (isNumber(c) ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join(' | ')} |`;
  console.log([line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n'));
}
