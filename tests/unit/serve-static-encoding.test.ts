import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '@/scripts/serve-static.mjs';

describe('the static server picks the encoding a CDN would', () => {
  it('sends Brotli to a browser that accepts it, as Chromium does even on loopback', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
  });
  it('sends gzip when asked for gzip only, or when Brotli is not accepted', () => {
    expect(chooseEncoding('gzip, deflate, br', true)).toBe('gzip');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
  });
  it('sends the file as it is when the client accepts neither', () => {
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
  });
});
