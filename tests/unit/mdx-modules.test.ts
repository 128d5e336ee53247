import { describe, expect, it } from 'vitest';
import { guideModule, wikiModule } from '@/lib/mdx/modules';

// Vitest implements import.meta.glob as Turbopack does (Vite's API), so the lookup runs here without compiling MDX.
describe('compiled MDX modules by page', () => {
  it('names the file when a page has no compiled module', () => {
    expect(() => wikiModule('no-such-page')).toThrow('lib/mdx/modules: the bundle has no content/wiki/no-such-page.mdx');
    expect(() => guideModule('99-no-such-section')).toThrow('lib/mdx/modules: the bundle has no content/guide/99-no-such-section.mdx');
  });
});
