#!/usr/bin/env node
/**
 * Serves a static export the way a CDN does: "/x" and "/x/" → x/index.html (or x.html),
 * files as they are, anything else → 404.html with status 404. No rewrites to index.html.
 * Usage: node scripts/serve-static.mjs [dir=out] [--port 3000]
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { resolveStaticFile } from './static-resolve.mjs';

const args = process.argv.slice(2);
const root = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'out');
const portIndex = args.indexOf('--port');
const port = Number(portIndex >= 0 ? args[portIndex + 1] : (process.env.PORT ?? 3000));

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

const server = createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const file = resolveStaticFile(root, pathname);
  const send = (status, filePath) => {
    const type = TYPES[path.extname(filePath)] ?? 'application/octet-stream';
    res.writeHead(status, { 'content-type': type, 'cache-control': filePath.includes('/_next/static/') ? 'public, max-age=31536000, immutable' : 'no-cache' });
    if (req.method === 'HEAD') return res.end();
    createReadStream(filePath).pipe(res);
  };
  if (file) return send(200, file);
  const notFound = path.join(root, '404.html');
  if (statSync(notFound, { throwIfNoEntry: false })?.isFile()) return send(404, notFound);
  res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
});

server.listen(port, () => console.log(`Serving ${root} at http://localhost:${port}/`));
