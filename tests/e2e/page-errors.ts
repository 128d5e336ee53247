import type { Page } from '@playwright/test';

/**
 * Collects page errors and console errors. Unlike helpers.watchConsole it leaves out warnings: a slow page
 * load can trigger the browser's warning about an unused preload, which has nothing to do with what these
 * specs check.
 */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}
