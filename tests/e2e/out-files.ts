import fs from 'node:fs';
import path from 'node:path';

/** Reading the built out/ directly, for tests of what the build wrote (no browser). */
export const OUT = path.resolve(__dirname, '../../out');

/** Every HTML file under out/, relative to it. */
export function htmlFiles(dir = OUT): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
}

/** The route an exported index.html serves ("wiki/dryad/index.html" → "/wiki/dryad/"). */
export const routeOfIndexFile = (file: string) => `/${file.replace(/index\.html$/, '')}`;

/** The file under out/ that a site URL or path is served from. */
export function outFileOf(urlOrPath: string): string {
  const pathname = new URL(urlOrPath, 'http://site.invalid').pathname;
  return path.join(OUT, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name] ?? whole),
  );

const attributesOf = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!, decode(m[2]!)]));

/** The parts of an exported page's <head> (and JSON-LD) that crawlers and chat apps read. */
export function headOf(html: string) {
  const metas = [...html.matchAll(/<meta\s[^>]*>/g)].map((m) => attributesOf(m[0]));
  const meta = (key: string) => metas.filter((m) => m.property === key || m.name === key).map((m) => m.content ?? '');
  const links = [...html.matchAll(/<link\s[^>]*>/g)].map((m) => attributesOf(m[0]));
  return {
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!)),
    meta,
    canonical: links.filter((l) => l.rel === 'canonical').map((l) => l.href ?? ''),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>),
  };
}

/** Width and height of a PNG from its IHDR chunk, or undefined when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
