import { defineConfig } from 'vitest/config';

// Unit and HTTP tests run in one worker thread; browser tests (test/browser) and the crash and
// several-processes tests (test/crash, test/cluster) start servers and Chromium, so they run in their own
// project, one file at a time, in a forked process. The two pools run side by side, one file each.
// The two slowest fuzz files run in the forked pool: in the last full run the unit pool went on alone for
// ~230 s after the last browser file, and these two take ~125 s between them.
const HEAVY_FUZZ = [
  'apps/server/test/fuzz/fuzz-shop-account.test.ts',
  'apps/server/test/fuzz/fuzz-owner-delivery.test.ts',
];

export default defineConfig({
  test: {
    // One worker per pool and two pools: a unit file (threads) runs beside each browser file (forks),
    // so the two cores are both used while browser files still run one at a time.
    poolOptions: { threads: { maxThreads: 1, minThreads: 1 }, forks: { maxForks: 1, minForks: 1 } },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'apps/*/test/http/**/*.test.ts',
            'apps/*/test/fuzz/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
          ],
          exclude: HEAVY_FUZZ,
          environment: 'node',
          pool: 'threads',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: [
            'apps/*/test/browser/**/*.test.ts',
            'apps/*/test/crash/**/*.test.ts',
            'apps/*/test/cluster/**/*.test.ts',
            ...HEAVY_FUZZ,
          ],
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          globalSetup: ['apps/server/test/browser/busy-core.global-setup.ts'],
          testTimeout: 90_000,
          // Starting a server and Chromium took over 90 s with one core spinning and the other shared (BUSY_CORE=1).
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
