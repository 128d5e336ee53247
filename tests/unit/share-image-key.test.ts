import { describe, expect, it } from 'vitest';
import { getContent } from '@/lib/content';
import { allPageCards } from '@/lib/site/page-cards';
import { digestOf, shareImageKey } from '@/lib/site/share-image-key';

// Cards come from content/: any page's card works.
const content = getContent();
const [card, other] = allPageCards(content);

describe('shareImageKey', () => {
  const key = (c = card!, picture: string | undefined = 'p', renderer = 'r') => shareImageKey(c, content.site.name, picture, renderer);

  it('is the same for the same drawing, whatever page it belongs to', () => {
    expect(key()).toBe(key());
    expect(key({ ...card!, path: '/somewhere-else' })).toBe(key());
  });

  it('changes with anything drawn: words, stats, picture, site name, renderer', () => {
    const keys = [
      key(),
      key({ ...card!, title: `${card!.title} (revised)` }),
      key({ ...card!, description: `${card!.description} More.` }),
      key({ ...card!, stats: [...card!.stats, { label: 'Extra', value: '1' }] }),
      key(card, 'another picture'),
      shareImageKey(card!, content.site.name, undefined, 'r'),
      key(card, 'p', 'another renderer'),
      shareImageKey(card!, `${content.site.name}!`, 'p', 'r'),
      key(other),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('digestOf', () => {
  it('depends on each part and on where one part ends', () => {
    expect(digestOf(['ab', 'c'])).not.toBe(digestOf(['a', 'bc']));
    expect(digestOf([Buffer.from('x')])).toBe(digestOf(['x']));
  });
});
