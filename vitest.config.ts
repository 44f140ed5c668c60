import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default leaves one CPU to its main process: a single worker on a 2-core machine, where the main process
    // sits idle while the workers run PGlite and jsdom. One worker per CPU halves the API and web suites there.
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'domain', include: ['domain/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/tests/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // On PostgreSQL (each file its own database) files run one after another: CI runs that pass beside the
          // browser suite, which takes one core (scripts/test.mjs).
          fileParallelism: !process.env.DATABASE_URL,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
