import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dropFontFacesFromStylesheets } from '@/scripts/critical-css-fonts.mjs';

let out = '';
const sheet = (name: string, css: string) => {
  out ||= fs.mkdtempSync(path.join(os.tmpdir(), 'fonts-'));
  fs.writeFileSync(path.join(out, name), css);
  return `/${name}`;
};
afterEach(() => {
  if (out) fs.rmSync(out, { recursive: true });
  out = '';
});

describe('the site stylesheet leaves its font faces to the pages', () => {
  it('drops every top-level @font-face and keeps every other rule byte for byte', () => {
    const href = sheet('a.css', '@font-face{font-family:x;src:url(/x.woff2)format("woff2")}.a{color:red}@font-face{font-family:x Fallback;src:local(Arial)}@media (min-width:1px){.b{margin:0}}');
    expect(dropFontFacesFromStylesheets(out, [href])).toEqual(new Map([[href, 2]]));
    expect(fs.readFileSync(path.join(out, 'a.css'), 'utf8')).toBe('.a{color:red}@media (min-width:1px){.b{margin:0}}');
  });

  it('leaves a stylesheet without font faces as it is when another one had them', () => {
    const withFaces = sheet('a.css', '@font-face{font-family:x;src:url(/x.woff2)}.a{color:red}');
    const without = sheet('b.css', '.b{color:blue}');
    expect(dropFontFacesFromStylesheets(out, [withFaces, without])).toEqual(new Map([[withFaces, 1], [without, 0]]));
    expect(fs.readFileSync(path.join(out, 'b.css'), 'utf8')).toBe('.b{color:blue}');
  });

  it('fails naming the stylesheets when none declares a font (Next wrote its fonts elsewhere)', () => {
    const href = sheet('a.css', '.a{color:red}');
    expect(() => dropFontFacesFromStylesheets(out, [href])).toThrow(/no @font-face rule in \/a\.css/);
  });
});
