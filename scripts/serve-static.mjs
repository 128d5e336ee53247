#!/usr/bin/env node
/**
 * Serves an export like a CDN: "/x" and "/x/" → x/index.html (or x.html), else 404.html; Brotli or gzip (`--gzip`:
 * gzip only, like GitHub Pages) and `<dir>/_headers` applied, so tests and benches see what a host sends.
 * Usage: node scripts/serve-static.mjs [dir=out] [--port 3000] [--gzip]
 */
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Negotiator from 'negotiator';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { headersFor, parseHeadersFile } from './headers-rules.mjs';
import { resolveStaticFile } from './static-resolve.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.txt', '.xml', '.svg', '.webmanifest']);

/**
 * Brotli at the quality CDNs use when they compress a response on request (5), or at the one hosts use for static
 * files they compress once (11) when the bytes on the wire are measured (bench-lighthouse). Quality 11 of every file
 * of out/ costs 80 s of CPU here against 1.3 s at 5, for 10 % fewer bytes: the browser tests' server paid for it.
 * Gzip at the usual level.
 */
const encoders = (brotliQuality) => ({
  br: (body) => brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
});

/**
 * The encoding for an Accept-Encoding header (via `negotiator`): Brotli unless gzip only, else gzip. Ties go our way:
 * Chromium lists "gzip, deflate, br, zstd" and should get Brotli, as CDNs send it.
 */
export function chooseEncoding(acceptEncoding = '', gzipOnly = false) {
  const available = gzipOnly ? ['gzip'] : ['br', 'gzip'];
  return new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(available, { preferred: available }) ?? undefined;
}

/** Reads `<root>/_headers` on every request, so a rebuild needs no restart. */
function headerRules(root) {
  try {
    return parseHeadersFile(readFileSync(path.join(root, '_headers'), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Starts the server; resolves with the Node server once it listens.
 * @param {{ root?: string, port?: number, host?: string, log?: boolean, gzipOnly?: boolean, brotliQuality?: number }} options
 */
export function startStaticServer({ root = 'out', port = 3000, host, log = true, gzipOnly = false, brotliQuality = 5 } = {}) {
  const dir = path.resolve(root);
  const ENCODERS = encoders(brotliQuality);
  /** Compressed output by file and encoding, reused while the file is unchanged. */
  const compressedCache = new Map();
  const compress = (encoding, filePath, mtimeMs, body) => {
    const key = `${encoding}:${filePath}:${mtimeMs}`;
    if (!compressedCache.has(key)) compressedCache.set(key, ENCODERS[encoding](body));
    return compressedCache.get(key);
  };

  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const send = (status, filePath) => {
      const ext = path.extname(filePath);
      const headers = { 'content-type': TYPES[ext] ?? 'application/octet-stream', 'cache-control': 'no-cache' };
      for (const [name, value] of headersFor(headerRules(dir), pathname)) headers[name.toLowerCase()] = value;
      const stat = statSync(filePath);
      let body = readFileSync(filePath);
      if (COMPRESSIBLE.has(ext)) {
        headers.vary = 'Accept-Encoding';
        const encoding = chooseEncoding(req.headers['accept-encoding'], gzipOnly);
        if (encoding) {
          body = compress(encoding, filePath, stat.mtimeMs, body);
          headers['content-encoding'] = encoding;
        }
      }
      headers['content-length'] = body.length;
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const file = resolveStaticFile(dir, pathname);
    if (file) return send(200, file);
    const notFound = path.join(dir, '404.html');
    if (statSync(notFound, { throwIfNoEntry: false })?.isFile()) return send(404, notFound);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });

  return new Promise((resolve) => {
    server.listen(port, host, () => {
      if (log) console.log(`Serving ${dir} at http://localhost:${server.address().port}/`);
      resolve(server);
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const portIndex = args.indexOf('--port');
  const root = args.find((a, i) => !a.startsWith('--') && (portIndex < 0 || i !== portIndex + 1)) ?? 'out';
  const port = Number(portIndex >= 0 ? args[portIndex + 1] : (process.env.PORT ?? 3000));
  await startStaticServer({ root, port, gzipOnly: args.includes('--gzip') });
}
