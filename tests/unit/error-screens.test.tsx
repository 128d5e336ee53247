// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ErrorScreen from '@/app/error';
import { NotFoundScreen as NotFound } from '@/components/site/NotFoundScreen';
import { ErrorCopyProvider } from '@/components/site/ErrorCopy.client';
import { Footer } from '@/components/site/Footer';
import { loadContent } from '@/lib/content/load';

vi.mock('next/link', () => ({ default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a> }));
vi.mock('next/navigation', () => ({ usePathname: () => '/missing/' }));

const content = loadContent();

// The words come from content/pages.json and content/site.json, so an editor's change shows here without a code change.
describe('screens worded from content', () => {
  it('error screen: its title and sentence, logs the error and offers a retry and its links', async () => {
    const copy = content.pages.error;
    const reset = vi.fn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorCopyProvider copy={copy}>
        <ErrorScreen error={new Error('boom')} reset={reset} />
      </ErrorCopyProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(copy.title);
    expect(alert).toHaveTextContent(copy.intro!);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
    await userEvent.click(screen.getByRole('button', { name: copy.retryLabel }));
    expect(reset).toHaveBeenCalledOnce();
    for (const link of copy.links) expect(screen.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    log.mockRestore();
  });

  it('404 page: its title, sentences and links', () => {
    const copy = content.pages['not-found'];
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.title);
    expect(screen.getByText(copy.intro!)).toBeInTheDocument();
    expect(screen.getByText(copy.text)).toBeInTheDocument();
    for (const link of copy.links) expect(screen.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
  });

  it('footer: the wordmark is the site logo', () => {
    render(<Footer />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(content.site.logo.join(' '));
  });
});
