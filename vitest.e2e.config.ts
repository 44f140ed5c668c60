import { defineConfig } from 'vitest/config';

/** Browser end-to-end suite: one server on a fresh data directory, Debian's Chromium driven by playwright-core. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
