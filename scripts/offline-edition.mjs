/**
 * The offline edition, written before `serwist build` precaches it: out/sw-register.js (lib/offline/register.ts)
 * and out/[<language>/]offline-files.json, so a reader saves the wiki in the language they read it in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { offlineFiles } from './offline-files.mjs';

/**
 * @param {string} out the export folder @param {(file: string) => string[]} assetsOfFile each HTML page's assets
 * @returns {string} what was written, for the build log
 */
export function writeOfflineEdition(out, assetsOfFile) {
  buildSync({
    entryPoints: [path.join(import.meta.dirname, '..', 'lib/offline/register.ts')],
    outfile: path.join(out, 'sw-register.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    logLevel: 'warning',
  });
  const languages = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'content/site.json'), 'utf8')).languages?.map((l) => l.code) ?? [];
  const languageOf = (url) => languages.find((code) => url.startsWith(`/${code}/`)) ?? '';
  const written = ['', ...languages].map((code) => {
    const saved = offlineFiles(out, assetsOfFile, (url) => languageOf(url) === code);
    fs.writeFileSync(path.join(out, code, 'offline-files.json'), `${JSON.stringify(saved)}\n`);
    return `${code || 'en'}: ${saved.files.length} files of ${saved.pages} pages (${(saved.bytes / 1048576).toFixed(1)} MiB)`;
  });
  return `out/sw-register.js (${fs.statSync(path.join(out, 'sw-register.js')).size} bytes); offline-files.json per language: ${written.join(', ')}`;
}
