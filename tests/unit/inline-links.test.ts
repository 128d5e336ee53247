import { describe, expect, it } from 'vitest';
import { inlineLinkHrefs, inlineParts, withoutInlineLinks } from '@/lib/schemas/inline-links';
import { loadContent } from '@/lib/content/load';
import { collectionsOf, DETAIL_KINDS } from '@/lib/records/kinds';

/* Record text links pages as [label](/path): the page draws a link, search and cards read the label. */

describe('links in record text', () => {
  it('splits text into runs and links, in order, and keeps the label where text is plain', () => {
    const text = 'Ask [Mjöllmile](/npcs/mjollmile) or use the [Coin Converter](/tools/coins).';
    expect(inlineParts(text)).toEqual([{ text: 'Ask ' }, { label: 'Mjöllmile', href: '/npcs/mjollmile' }, { text: ' or use the ' }, { label: 'Coin Converter', href: '/tools/coins' }, { text: '.' }]);
    expect(inlineLinkHrefs(text)).toEqual(['/npcs/mjollmile', '/tools/coins']);
    expect(withoutInlineLinks(text)).toBe('Ask Mjöllmile or use the Coin Converter.');
    expect(inlineParts('No link here.')).toEqual([{ text: 'No link here.' }]);
  });

  it('no loaded record text still names a value as {name}: the loader filled every one', () => {
    const content = loadContent();
    const left: string[] = [];
    const visit = (value: unknown, where: string) => {
      if (typeof value === 'string') {
        if (/\{[a-z0-9-]+\}/.test(value)) left.push(`${where}: ${value}`);
      } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${where}[${i}]`));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, `${where}.${k}`);
    };
    for (const collection of collectionsOf(DETAIL_KINDS)) for (const record of collection.records(content)) visit(record, `${collection.key} ${record.slug}`);
    expect(left).toEqual([]);
  });
});
