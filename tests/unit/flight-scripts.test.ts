import { describe, expect, it } from 'vitest';
import { flightScriptTexts, parseHtml } from '@/scripts/out-files.mjs';

describe('the inline payload a page carries', () => {
  it('is the text of its inline self.__next_f scripts, as the browser runs it, and nothing else', () => {
    const html =
      '<html><head><script>try{localStorage}catch(e){}</script><script src="/a.js"></script></head><body><p>x</p>' +
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"a &amp; b"])</script></body></html>';
    expect(flightScriptTexts(parseHtml(html))).toEqual(['(self.__next_f=self.__next_f||[]).push([0])', 'self.__next_f.push([1,"a &amp; b"])']);
  });
});
