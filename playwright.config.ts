import { defineConfig, devices } from '@playwright/test';
import { createHash } from 'node:crypto';

// One port per checkout, so two working copies testing at once never reuse each other's server.
const PORT = Number(process.env.E2E_PORT ?? 4173 + (createHash('sha1').update(__dirname).digest().readUInt16BE(0) % 500));
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** E2E tests run against the built `out/`, served like a CDN serves it, in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  // Needs a build with real site URLs: scripts/check-content-is-data.sh makes one and sets CONFIGURED_SITE.
  testIgnore: process.env.CONFIGURED_SITE ? [] : ['configured-site.spec.ts'],
  fullyParallel: true,
  // Two workers on the two cores CI and this machine have: more only makes each page's axe run wait for a core.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Generous limits: a full axe run on a machine half as fast as this one takes well over 30 s under load; these
  // are ceilings against hangs, no test measures time.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    // The offline worker precaches the shell on every fresh context; only offline.spec.ts, which tests it, allows it.
    serviceWorkers: 'block',
    // One browser context and page per worker, reset by Playwright between tests (storage, cache, routes, init
    // scripts, extra pages, viewport and emulation): a new context and page cost about 0.8 s here before anything
    // loads, and their first load another second. The suite took 5.6–6.4 instead of 8.6 minutes on two cores.
    // What Playwright does not reset, no test leaves behind: the one permission granted is revoked at the end of
    // its test, and the tests that go offline use other context options (service workers allowed), which always
    // get a fresh context. E2E_FRESH_CONTEXTS=1 gives every test its own context, as Playwright does by default.
    reuseContext: process.env.E2E_FRESH_CONTEXTS !== '1',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `node scripts/serve-static.mjs out --port ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
