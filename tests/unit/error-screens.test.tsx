// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ErrorScreen from '@/app/error';

vi.mock('next/link', () => ({ default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a> }));

describe('error boundary screen', () => {
  it('says "Unexpected Application Error!", logs the error and offers a retry', async () => {
    const reset = vi.fn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ErrorScreen error={new Error('boom')} reset={reset} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected Application Error!');
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    log.mockRestore();
  });
});
