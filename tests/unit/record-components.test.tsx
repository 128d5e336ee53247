// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BossInfobox } from '@/components/mdx/BossInfobox';
import { BossValue } from '@/components/mdx/BossValue';
import { DropChance } from '@/components/mdx/DropChance';
import { Drops } from '@/components/mdx/Drops';
import { GearStats } from '@/components/mdx/GearStats';
import { GearValue } from '@/components/mdx/GearValue';
import { BossNotes, GearNotes } from '@/components/mdx/RecordNotes';
import { Reward } from '@/components/mdx/Reward';
import { getContent } from '@/lib/content';
import { fillTemplate } from '@/lib/model/template';
import type { GradedNumbers } from '@/lib/schemas/gear';
import { RECORD_COLLECTIONS, recordBySlug } from '@/lib/model/collections';

// Every expected value is read from content/, never typed here.
// The same memo the components read, so the content is loaded once for the file.
const content = getContent();
const en = (n: number) => n.toLocaleString('en-US');
const isGap = (v: GradedNumbers | undefined): v is { unassigned: number[]; note: string } => !!v && 'unassigned' in v;
/** The values a source printed without grades, each with the note that explains it. */
const gapsOf = (item: (typeof content.gear)[number]) => [item.weapon?.attackDamage, ...(item.armorPieces ?? []).flatMap((p) => [p.armor, p.toughness, p.knockbackResistance])].filter(isGap);
const bosses = content.bosses.map((b) => [b.slug, b] as const);
const gearItems = content.gear.map((g) => [g.slug, g] as const);

describe('value components in MDX prose', () => {
  it.each(bosses)('%s: <Reward>, <DropChance>, <Drops>, <BossValue>', (slug, boss) => {
    if (boss.firstKillGold !== undefined) {
      const { container } = render(<Reward boss={slug} />);
      expect(container).toHaveTextContent(new RegExp(`^${en(boss.firstKillGold)} Gold Coins?$`));
    }
    expect(render(<DropChance boss={slug} />).container).toHaveTextContent(`${boss.dropChancePercent}%`);

    const drops = render(<Drops boss={slug} />).container;
    const links = within(drops).queryAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(boss.drops.map((d) => recordBySlug(RECORD_COLLECTIONS.gear, d, content)!.name));
    links.forEach((a, i) => expect(a.getAttribute('href')).toMatch(new RegExp(`^/boss-drops/${boss.drops[i]}/?$`)));

    expect(render(<BossValue boss={slug} stat="hp" />).container).toHaveTextContent(en(boss.hp));
    expect(render(<BossValue boss={slug} stat="armor" />).container).toHaveTextContent(en(boss.armor));
  });

  it.each(gearItems.filter(([, g]) => g.weapon && !isGap(g.weapon.attackDamage)))('%s: <GearValue> damage for each grade', (slug, item) => {
    for (const grade of item.grades) {
      const v = (item.weapon!.attackDamage as Record<string, number | 'unknown'>)[grade];
      if (typeof v !== 'number') continue;
      const { container, unmount } = render(<GearValue item={slug} stat="damage" grade={grade} />);
      expect(container).toHaveTextContent(new RegExp(`^${v}$`));
      unmount();
    }
  });

  it('names the component in the build error for a bad attribute', () => {
    const slug = content.gear[0]!.slug;
    expect(() => render(<GearValue item={slug} stat="weight" />)).toThrow(/^GearValue: unknown gear stat/);
    expect(() => render(<Reward boss="no-such-boss" />)).toThrow(/^Reward: unknown boss "no-such-boss"/);
  });

  it.each(bosses)('%s: <BossNotes> lists each record note once', (slug, boss) => {
    const { container } = render(<BossNotes slug={slug} />);
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(boss.notes);
  });

  it.each(gearItems)('%s: <GearNotes> lists each record note once', (slug, item) => {
    const { container } = render(<GearNotes slug={slug} />);
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(item.notes);
  });
});

describe('BossInfobox', () => {
  it.each(bosses)('%s shows the record numbers, each extra fact once, and its drops', (slug, boss) => {
    render(<BossInfobox slug={slug} />);
    const box = within(screen.getByRole('complementary', { name: `${boss.name} facts` }));
    const row = (label: string) => box.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(row('Floor')).toBe(String(boss.floor));
    expect(row('HP')).toBe(en(boss.hp));
    expect(row('Armor')).toBe(en(boss.armor));
    expect(row('Attack')).toBe(en(boss.attack));
    expect(row('EP')).toContain(en(boss.ep.min));
    if (boss.ep.max) expect(row('EP')).toContain(en(boss.ep.max));
    if (boss.firstKillGold) expect(row('First kill')).toBe(`${en(boss.firstKillGold)} Gold Coin${boss.firstKillGold === 1 ? '' : 's'}`);
    expect(row(content.site.labels.facts.dropChance)).toBe(`${boss.dropChancePercent}% per kill`);
    for (const stat of boss.stats) expect(row(stat.label)).toBe(stat.value);
    if (boss.subordinates) expect(box.getAllByText(boss.subordinates)).toHaveLength(1);
    const labels = box.getAllByRole('term').map((dt) => dt.textContent);
    expect(new Set(labels).size).toBe(labels.length);
    for (const d of boss.drops) expect(box.getByRole('link', { name: content.gear.find((g) => g.slug === d)!.name })).toBeInTheDocument();
  });
});

describe('GearStats', () => {
  it.each(gearItems)('%s shows the record numbers and explains each gap once', (slug, item) => {
    const { container } = render(<GearStats slug={slug} />);
    const cells = [...container.querySelectorAll('td')].map((td) => td.textContent ?? '');
    const expectRow = (value: GradedNumbers) => {
      if (isGap(value)) expect(cells.some((c) => c.startsWith(value.unassigned.join(' / ')))).toBe(true);
      else for (const g of item.grades) if (typeof value[g] === 'number') expect(cells).toContain(String(value[g]));
    };
    if (item.weapon) {
      expectRow(item.weapon.attackDamage);
      expect(container).toHaveTextContent(`Attack speed${item.weapon.attackSpeed}`);
    }
    for (const piece of item.armorPieces ?? []) [piece.armor, piece.toughness, piece.knockbackResistance].forEach((v) => v && expectRow(v));

    const gaps = gapsOf(item);
    for (const note of new Set(gaps.map((g) => g.note))) expect(screen.getAllByText(note, { exact: false })).toHaveLength(1);

    // Record notes belong to the page's closing "Notes on sources" block, not to the stat box.
    for (const note of item.notes) expect(screen.queryByText(note)).toBeNull();
  });

  it.each(gearItems.filter(([, g]) => gapsOf(g).length > 0))('%s: each gap marker is a link named as a note that leads to the note it marks', (slug, item) => {
    const { container } = render(<GearStats slug={slug} />);
    const gaps = gapsOf(item);
    const notes = [...new Set(gaps.map((g) => g.note))];
    const seeNote = content.site.labels.records.gearStats.seeNote;
    notes.forEach((note, i) => {
      const named = within(container).getAllByRole('link', { name: fillTemplate(seeNote, { number: i + 1 }) });
      expect(named).toHaveLength(gaps.filter((g) => g.note === note).length);
      for (const link of named) {
        expect(link).toHaveTextContent(String(i + 1));
        const target = container.querySelector(link.getAttribute('href')!);
        expect(target).toHaveTextContent(note);
      }
    });
  });

  it.each(gearItems.filter(([, g]) => g.notes.length > 0))('%s with showNotes puts the notes in a collapsed "Notes on sources"', (slug, item) => {
    const { container } = render(<GearStats slug={slug} showNotes />);
    const details = container.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details.querySelector('summary')).toHaveTextContent(content.site.labels.records.notesOnSources);
    for (const note of item.notes) expect(within(details).getByText(note)).toBeInTheDocument();
  });
});
