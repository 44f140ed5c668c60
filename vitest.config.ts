import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
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
          // PostgreSQL runs share one database: files run one after another there.
          fileParallelism: !process.env.DATABASE_URL,
        },
      },
      {
        extends: true,
        test: { name: 'web', include: ['tests/web/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['tests/web/setup.ts'], testTimeout: 20_000 },
      },
    ],
  },
});
