import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIdOf, cachedCriticalCss, criticalCssToolDigest, pruneCriticalCssCache } from '@/scripts/critical-css-cache.mjs';
import { criticalCss } from '@/scripts/critical-css-page.mjs';

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
  `<!DOCTYPE html><html><head><meta charset="utf-8"/><link rel="stylesheet" href="${SHEET}" data-precedence="next"/></head><body><h1 class="title">${title}</h1><script>self.__next_f.push([1,"{\\"b\\":\\"${buildId}\\"}"])</script></body></html>`;
const cacheOf = () => ({ dir, buildId: buildIdOf(out), toolDigest: criticalCssToolDigest(out) });

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-css-cache-'));
  out = path.join(root, 'out');
  dir = path.join(root, 'cache');
  fs.mkdirSync(dir);
});
afterEach(() => fs.rmSync(root, { recursive: true }));

describe('critical CSS kept between builds', () => {
  it('gives the next build the same page as Beasties would, with that build’s id, without running Beasties', async () => {
    writeExport('firstBuildId000000000');
    const first = await cachedCriticalCss(page('firstBuildId000000000'), out, cacheOf());
    expect(first.hit).toBe(false);
    expect(first.html).toContain('.title{');

    writeExport('secondBuildId00000000');
    const second = await cachedCriticalCss(page('secondBuildId00000000'), out, cacheOf());
    const fresh = await criticalCss(page('secondBuildId00000000'), out);
    expect(second).toMatchObject({ hit: true, key: first.key, html: fresh.html, inlinedBytes: fresh.inlinedBytes, hrefs: fresh.hrefs });
    expect(second.html).not.toContain('firstBuildId');
    expect(second.document.childNodes.length).toBeGreaterThan(0);
  });

  it('does the page again when its HTML or the stylesheet changed', async () => {
    writeExport('buildIdA0000000000000');
    const first = await cachedCriticalCss(page('buildIdA0000000000000'), out, cacheOf());
    const otherTitle = await cachedCriticalCss(page('buildIdA0000000000000', 'Gozul'), out, cacheOf());
    expect(otherTitle).toMatchObject({ hit: false });
    expect(otherTitle.html).toContain('Gozul');

    writeExport('buildIdA0000000000000', '@font-face{font-family:Display;src:url(/d.woff2)}.title{font-family:Display;color:white}');
    const newSheet = await cachedCriticalCss(page('buildIdA0000000000000'), out, cacheOf());
    expect(newSheet.hit).toBe(false);
    expect(newSheet.key).not.toBe(first.key);
    expect(newSheet.html).toContain('color:white');
  });

  it('keeps only the entries this build used', async () => {
    writeExport('buildIdB0000000000000');
    const kept = await cachedCriticalCss(page('buildIdB0000000000000'), out, cacheOf());
    await cachedCriticalCss(page('buildIdB0000000000000', 'Gone'), out, cacheOf());
    fs.writeFileSync(path.join(dir, 'half-written.json.tmp'), '{');
    expect(pruneCriticalCssCache(dir, [kept.key])).toBe(2);
    expect(fs.readdirSync(dir)).toEqual([`${kept.key}.json`]);
  });

  it('fails when the export has no single build id (Next’s output changed)', () => {
    fs.mkdirSync(path.join(out, '_next/static/chunks'), { recursive: true });
    expect(() => buildIdOf(out)).toThrow(/expected one build id .* found 0/);
  });
});
