import { defineConfig } from 'vitest/config';

// Unit and HTTP tests run in parallel; browser tests (test/browser) and the
// crash test start servers and Chromium, so they run in their own project,
// one file at a time.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'apps/*/test/http/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['apps/*/test/browser/**/*.test.ts', 'apps/*/test/crash/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
