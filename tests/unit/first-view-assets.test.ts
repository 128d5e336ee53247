import { describe, expect, it } from 'vitest';
import { firstViewAssets } from '@/scripts/bench-shared.mjs';

describe('the bundle bench counts what a first view downloads', () => {
  it('reads script tags, preloads and stylesheets, and skips nomodule scripts', () => {
    const html =
      '<link rel="stylesheet" href="/a.css"/><link rel="preload" as="script" href="/p.js"/><link rel="modulepreload" href="/m.js"/>' +
      '<script src="/s.js" async=""></script><script src="/poly.js" noModule=""></script><script src="https://elsewhere.example/x.js"></script>';
    expect(firstViewAssets(html)).toEqual({ scripts: ['/p.js', '/m.js', '/s.js'], styles: ['/a.css'] });
  });
});
