import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // Tests render server components in Node; the guard only matters to the Next bundler.
      'server-only': path.resolve(import.meta.dirname, 'tests/unit/server-only-stub.ts'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    // Files share their workers' module cache: importing the content loader, MDX and React once per worker instead
    // of once per file cuts the suite from ~73 s to ~15 s. Tests keep no module state between files (the suite
    // passes in shuffled file orders: `npx vitest run --sequence.shuffle`).
    isolate: false,
    // A ceiling against hangs, not a speed check: on a loaded two-core machine a first render with jsdom can take
    // several seconds, and no test may fail for being slow.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
