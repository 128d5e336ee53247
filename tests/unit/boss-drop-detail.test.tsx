// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BossDropDetail } from '@/components/detail/BossDropDetail';
import { getContent } from '@/lib/content';
import { fillTemplate } from '@/lib/model/template';

// A boss drop's record page: its fact box names each term once. Every expected value is read from content/.
const content = getContent();

describe('BossDropDetail', () => {
  const list = { label: content.pages['boss-drops'].title, href: '/boss-drops' };
  it.each(content.gear.filter((g) => g.source.kind === 'boss').map((g) => [g.slug, g] as const))('%s names each term of its fact box once, and links every boss that drops it', (slug, item) => {
    render(<BossDropDetail slug={slug} path={`/boss-drops/${slug}`} list={list} />);
    const box = within(screen.getByRole('complementary', { name: fillTemplate(content.site.labels.infobox, { title: item.name }) }));
    const terms = box.getAllByRole('term').map((dt) => dt.textContent);
    expect(new Set(terms).size).toBe(terms.length);
    const bosses = item.source.kind === 'boss' ? item.source.bosses.map((b) => content.bosses.find((x) => x.slug === b)!) : [];
    for (const boss of bosses) expect(screen.getAllByRole('link', { name: new RegExp(boss.name) }).some((a) => a.getAttribute('href') === `/bosses/${boss.slug}`)).toBe(true);
  });
});
