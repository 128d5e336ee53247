import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIdOf, cachedFinishedPage, finishedPageToolDigest, pruneFinishedPageCache } from '@/scripts/finished-page-cache.mjs';
import { finishHtml, withPolicy } from '@/scripts/finish-page.mjs';
import { cspMetaOf, pageCsp } from '@/scripts/headers-rules.mjs';

/** A one-page export the way Next writes it: the build id in out/_next/static/ and in the page's inline data. */
let root = '';
let out = '';
let dir = '';
const SHEET = '/_next/static/chunks/site.css';
const writeExport = (buildId: string, css = '@font-face{font-family:Display;src:url(/d.woff2)}.title{font-family:Display;color:gold}.unused{color:red}') => {
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(path.join(out, '_next/static/chunks'), { recursive: true });
  fs.mkdirSync(path.join(out, '_next/static', buildId), { recursive: true });
  fs.writeFileSync(path.join(out, '_next/static', buildId, '_buildManifest.js'), '');
  fs.writeFileSync(path.join(out, SHEET), css);
};
const page = (buildId: string, title = 'Mezul') =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/><link rel="stylesheet" href="${SHEET}" data-precedence="next"/></head><body><h1 class="title" style="margin:0">${title}</h1><script src="/_next/static/chunks/main.js" async=""></script><script>self.__next_f=self.__next_f||[]</script><script>self.__next_f.push([1,"{\\"b\\":\\"${buildId}\\"}"])</script></body></html>`;
const cacheOf = () => ({ dir, buildId: buildIdOf(out), toolDigest: finishedPageToolDigest(out) });
const finished = async (html: string, wasm = false) => withPolicy(await finishHtml(html, out), { wasm }).html;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'finished-page-cache-'));
  out = path.join(root, 'out');
  dir = path.join(root, 'cache');
  fs.mkdirSync(dir);
});
afterEach(() => fs.rmSync(root, { recursive: true }));

describe('a finished page', () => {
  it('has its critical CSS inline and a policy that hashes exactly its inline code', async () => {
    writeExport('buildId00000000000000');
    const html = await finished(page('buildId00000000000000'));
    expect(html).toContain('.title{');
    expect(cspMetaOf(html)).toBe(pageCsp(html));
    expect(cspMetaOf(html)).toContain("style-src-attr 'unsafe-hashes' 'sha256-");
    expect(cspMetaOf(await finished(page('buildId00000000000000'), true))).toContain("script-src 'self' 'wasm-unsafe-eval'");
  });
});

describe('finished pages kept between builds', () => {
  it('gives the next build the page it would finish itself, with that build’s id and hashes, from the cache', async () => {
    writeExport('firstBuildId000000000');
    const first = await cachedFinishedPage(page('firstBuildId000000000'), out, cacheOf());
    expect(first.hit).toBe(false);
    expect(withPolicy(first, { wasm: false }).html).toBe(await finished(page('firstBuildId000000000')));

    writeExport('secondBuildId00000000');
    const second = await cachedFinishedPage(page('secondBuildId00000000'), out, cacheOf());
    const fresh = await finishHtml(page('secondBuildId00000000'), out);
    expect(second).toMatchObject({ hit: true, key: first.key, html: fresh.html, inlinedBytes: fresh.inlinedBytes, hrefs: fresh.hrefs, assets: fresh.assets });
    const html = withPolicy(second, { wasm: false }).html;
    expect(html).toBe(withPolicy(fresh, { wasm: false }).html);
    expect(html).not.toContain('firstBuildId');
    expect(cspMetaOf(html)).toBe(pageCsp(html));
  });

  it('does the page again when its HTML or the stylesheet changed', async () => {
    writeExport('buildIdA0000000000000');
    const first = await cachedFinishedPage(page('buildIdA0000000000000'), out, cacheOf());
    const otherTitle = await cachedFinishedPage(page('buildIdA0000000000000', 'Gozul'), out, cacheOf());
    expect(otherTitle).toMatchObject({ hit: false });
    expect(otherTitle.html).toContain('Gozul');

    writeExport('buildIdA0000000000000', '@font-face{font-family:Display;src:url(/d.woff2)}.title{font-family:Display;color:white}');
    const newSheet = await cachedFinishedPage(page('buildIdA0000000000000'), out, cacheOf());
    expect(newSheet.hit).toBe(false);
    expect(newSheet.key).not.toBe(first.key);
    expect(newSheet.html).toContain('color:white');
  });

  it('keeps only the entries this build used', async () => {
    writeExport('buildIdB0000000000000');
    const kept = await cachedFinishedPage(page('buildIdB0000000000000'), out, cacheOf());
    await cachedFinishedPage(page('buildIdB0000000000000', 'Gone'), out, cacheOf());
    fs.writeFileSync(path.join(dir, 'half-written.json.tmp'), '{');
    expect(pruneFinishedPageCache(dir, [kept.key])).toBe(2);
    expect(fs.readdirSync(dir)).toEqual([`${kept.key}.json`]);
  });

  it('fails when the export has no single build id (Next’s output changed)', () => {
    fs.mkdirSync(path.join(out, '_next/static/chunks'), { recursive: true });
    expect(() => buildIdOf(out)).toThrow(/expected one build id .* found 0/);
  });
});
