/**
 * Post-build: a 1200×630 PNG share card per route (out/og/<path>.png). Each is drawn once per content key into a cache
 * (`.cache/share-images/` or $SHARE_IMAGE_CACHE) in worker threads, linked into out/; unused entries are deleted.
 * Usage: tsx scripts/share-images.ts [out]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { renderShareImage } from './share/render-share-image';
import { loadContent } from '../lib/content/load';
import { withNumberStyle } from '../lib/model/format';
import { allPageCards, type PageCard } from '../lib/site/page-cards';
import { digestOf, shareImageKey } from '../lib/site/share-image-key';
import { ogImagePath } from '../lib/site/share-paths';

interface Job {
  card: PageCard;
  file: string;
  /** The site's name in the card's language. */
  siteName: string;
}

/** Files the pixels of every card depend on besides the card's own data (see shareImageKey). */
const RENDERER_FILES = [
  'scripts/share/share-card.tsx',
  'scripts/share/render-share-image.tsx',
  'lib/site/theme.ts',
  'node_modules/@fontsource/russo-one/files/russo-one-latin-400-normal.woff',
  'node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf',
  'node_modules/satori/package.json',
  'node_modules/sharp/package.json',
  'public/images/logo.svg',
  'public/images/hero.svg',
];
/** Jobs handed to a worker at a time: small enough to keep both busy to the end. */
const BATCH = 8;

function drawInWorker() {
  parentPort!.on('message', async (jobs: Job[]) => {
    for (const { card, file, siteName } of jobs) {
      const png = await renderShareImage(card, siteName);
      // Written under a temporary name and renamed, so an interrupted build never leaves a broken entry.
      const partial = `${file}.${process.pid}.partial`;
      fs.writeFileSync(partial, png);
      fs.renameSync(partial, file);
    }
    parentPort!.postMessage(jobs.length);
  });
  parentPort!.postMessage(0);
}

/** A worker does not inherit tsx's loader from the command line: it registers tsx, then runs this file. */
const WORKER_BOOTSTRAP = `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register(); require(${JSON.stringify(__filename)});`;

/** Draws the jobs in `threads` workers; resolves when all are in the cache. */
function drawAll(jobs: Job[], threads: number): Promise<void> {
  const queue = [...jobs];
  return new Promise((resolve, reject) => {
    let running = threads;
    for (let i = 0; i < threads; i++) {
      const worker = new Worker(WORKER_BOOTSTRAP, { eval: true });
      worker.on('error', reject);
      worker.on('message', () => {
        const next = queue.splice(0, BATCH);
        if (next.length > 0) return worker.postMessage(next);
        void worker.terminate();
        if (--running === 0) resolve();
      });
    }
  });
}

function linkOrCopy(from: string, to: string) {
  fs.rmSync(to, { force: true });
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
}

async function main() {
  const out = path.resolve(process.argv[2] ?? 'out');
  if (!fs.existsSync(path.join(out, 'index.html'))) throw new Error(`share-images: ${out} holds no build (run next build first)`);
  const cacheDir = path.resolve(process.env.SHARE_IMAGE_CACHE ?? '.cache/share-images');
  fs.mkdirSync(cacheDir, { recursive: true });
  const started = performance.now();

  // content/ was validated by the prebuild check; the cards need no MDX compile. One card per page and language.
  const english = loadContent();
  const languages = [english, ...english.site.languages.map((l) => loadContent({ language: l.code }))];
  const renderer = digestOf(RENDERER_FILES.map((file) => fs.readFileSync(file)));
  const pictureDigests = new Map<string, string>();
  const pictureDigest = (image: string) => {
    if (!pictureDigests.has(image)) pictureDigests.set(image, digestOf([fs.readFileSync(path.join('public', image))]));
    return pictureDigests.get(image)!;
  };
  const images = languages.flatMap((content) => {
    const code = content.language.code;
    const siteName = content.site.name;
    // The card's numbers in its language (130.000 in Spanish), as its page writes them.
    return withNumberStyle(content.language.numbers, () => allPageCards(content)).map((card) => {
      const key = shareImageKey(card, siteName, card.image && pictureDigest(card.image), renderer);
      const pagePath = code === 'en' ? card.path : `/${code}${card.path === '/' ? '' : card.path}`;
      return { card, siteName, cached: path.join(cacheDir, `${key}.png`), target: path.join(out, ogImagePath(pagePath)) };
    });
  });

  const missing = new Map<string, Job>();
  for (const { card, siteName, cached } of images) if (!fs.existsSync(cached)) missing.set(cached, { card, siteName, file: cached });
  const threads = Math.max(1, Math.min(os.availableParallelism(), Math.ceil(missing.size / BATCH)));
  if (missing.size > 0) await drawAll([...missing.values()], threads);

  for (const dir of new Set(images.map((i) => path.dirname(i.target)))) fs.mkdirSync(dir, { recursive: true });
  for (const { cached, target } of images) linkOrCopy(cached, target);
  const used = new Set(images.map((i) => path.basename(i.cached)));
  const stale = fs.readdirSync(cacheDir).filter((name) => !used.has(name));
  for (const name of stale) fs.rmSync(path.join(cacheDir, name), { force: true });

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const drawn = missing.size > 0 ? `${missing.size} drawn (${threads} thread${threads === 1 ? '' : 's'})` : 'none drawn';
  console.log(`share images: ${images.length} in out/og, ${drawn}, ${images.length - missing.size} from ${path.relative(process.cwd(), cacheDir) || cacheDir}, in ${seconds} s`);
}

if (isMainThread) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  drawInWorker();
}
