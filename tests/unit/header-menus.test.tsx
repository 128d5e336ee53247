// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown } from '@/components/site/Dropdown';
import { HeaderMenus } from '@/components/site/HeaderMenus.client';
import { MobileMenu } from '@/components/site/MobileMenu';
import { getContent } from '@/lib/content';
import { headerMenus } from '@/lib/site/menus';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

const { primary, explore, official } = headerMenus(getContent());
const { header: words, links: { newTab } } = getContent().site.labels;
const menus = [
  { label: words.explore, links: explore },
  { label: words.official, links: official },
];

/**
 * A menu's <summary> by the words it shows. No role to query: browsers expose a plain <summary> as a disclosure
 * button, but jsdom's role table (like Playwright's) gives it none, and a role on it is invalid HTML.
 */
function summaryNamed(name: string): HTMLElement {
  const found = [...document.querySelectorAll('summary')].filter((s) => s.textContent?.includes(name));
  expect(found, `one <summary> showing "${name}"`).toHaveLength(1);
  return found[0]!;
}

function renderHeader() {
  render(
    <header>
      <nav aria-label={words.mainNav}>
        {menus.map((menu) => (
          <Dropdown key={menu.label} {...menu} newTab={newTab} />
        ))}
      </nav>
      <MobileMenu groups={[{ title: words.pagesGroup, links: [...primary, ...explore] }]} words={words} newTab={newTab} />
      <p>Outside</p>
      <HeaderMenus />
    </header>,
  );
  const summary = (name: string) => summaryNamed(name);
  const isOpen = (name: string) => (summary(name).parentElement as HTMLDetailsElement).open;
  return { summary, isOpen, user: userEvent.setup() };
}

describe('header menus (native <details> disclosures)', () => {
  it('render every link in the HTML before they open, so they work without JavaScript', () => {
    renderHeader();
    const links = (name: string) => [...summaryNamed(name).parentElement!.querySelectorAll('a')].map((a) => a.textContent);
    expect(links(words.explore)).toEqual(explore.map((l) => l.label));
    expect(links(words.menu)).toEqual([...primary, ...explore].map((l) => l.label));
  });

  // Enter and Space are the browser's own summary behaviour, which jsdom lacks: the browser test covers them.
  it('open and close on click', async () => {
    const { summary, isOpen, user } = renderHeader();
    await user.click(summary(words.explore));
    expect(isOpen(words.explore)).toBe(true);
    await user.click(summary(words.explore));
    expect(isOpen(words.explore)).toBe(false);
  });

  it('keep one open at a time', async () => {
    const { summary, isOpen, user } = renderHeader();
    await user.click(summary(words.explore));
    await user.click(summary(words.official));
    await vi.waitFor(() => expect(isOpen(words.explore)).toBe(false));
    expect(isOpen(words.official)).toBe(true);
  });

  it('close on Escape and give focus back to the summary', async () => {
    const { summary, isOpen, user } = renderHeader();
    await user.click(summary(words.explore));
    const menu = within(summary(words.explore).parentElement!);
    menu.getByRole('link', { name: explore[0]!.label }).focus();
    await user.keyboard('{ArrowDown}');
    expect(menu.getByRole('link', { name: explore[1]!.label })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(isOpen(words.explore)).toBe(false);
    expect(summary(words.explore)).toHaveFocus();
  });

  it('close on a click outside', async () => {
    const { summary, isOpen, user } = renderHeader();
    await user.click(summary(words.menu));
    expect(isOpen(words.close)).toBe(true);
    await user.click(screen.getByText('Outside'));
    expect(isOpen(words.menu)).toBe(false);
  });
});
