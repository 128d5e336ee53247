// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown } from '@/components/site/Dropdown';
import { HeaderMenus } from '@/components/site/HeaderMenus.client';
import { MobileMenu } from '@/components/site/MobileMenu';
import { getContent } from '@/lib/content';
import { headerMenus } from '@/lib/menus';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

const { primary, explore, official } = headerMenus(getContent());

function renderHeader() {
  render(
    <header>
      <nav aria-label="Main">
        <Dropdown label="Explore" links={explore} />
        <Dropdown label="Official" links={official} />
      </nav>
      <MobileMenu groups={[{ title: 'Pages', links: [...primary, ...explore] }]} />
      <p>Outside</p>
      <HeaderMenus />
    </header>,
  );
  const summary = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
  const isOpen = (name: string) => (summary(name).parentElement as HTMLDetailsElement).open;
  return { summary, isOpen, user: userEvent.setup() };
}

describe('header menus (native <details> disclosures)', () => {
  it('render every link in the HTML before they open, so they work without JavaScript', () => {
    renderHeader();
    const links = (name: string) => [...screen.getByRole('button', { name: new RegExp(name) }).parentElement!.querySelectorAll('a')].map((a) => a.textContent);
    expect(links('Explore')).toEqual(explore.map((l) => l.label));
    expect(links('Menu')).toEqual([...primary, ...explore].map((l) => l.label));
  });

  // Enter and Space are the browser's own summary behaviour, which jsdom lacks: the browser test covers them.
  it('open and close on click', async () => {
    const { summary, isOpen, user } = renderHeader();
    await user.click(summary('Explore'));
    expect(isOpen('Explore')).toBe(true);
    await user.click(summary('Explore'));
    expect(isOpen('Explore')).toBe(false);
  });

  it('keep one open at a time', async () => {
    const { summary, isOpen, user } = renderHeader();
    await user.click(summary('Explore'));
    await user.click(summary('Official'));
    await vi.waitFor(() => expect(isOpen('Explore')).toBe(false));
    expect(isOpen('Official')).toBe(true);
  });

  it('close on Escape and give focus back to the summary', async () => {
    const { summary, isOpen, user } = renderHeader();
    await user.click(summary('Explore'));
    const menu = within(summary('Explore').parentElement!);
    menu.getByRole('link', { name: explore[0]!.label }).focus();
    await user.keyboard('{ArrowDown}');
    expect(menu.getByRole('link', { name: explore[1]!.label })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(isOpen('Explore')).toBe(false);
    expect(summary('Explore')).toHaveFocus();
  });

  it('close on a click outside', async () => {
    const { summary, isOpen, user } = renderHeader();
    await user.click(summary('Menu'));
    expect(isOpen('Close')).toBe(true);
    await user.click(screen.getByText('Outside'));
    expect(isOpen('Menu')).toBe(false);
  });
});
