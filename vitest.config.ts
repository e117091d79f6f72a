import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Unit and HTTP tests run in one worker thread; browser tests (test/browser) and the crash and
// several-processes tests (test/crash, test/cluster) start servers and Chromium, so they run in their own
// project, one file at a time, in a forked process. The two pools run side by side, one file each.
// The two slowest fuzz files run in the forked pool: in the last full run the unit pool went on alone for
// ~230 s after the last browser file, and these two take ~125 s between them.
const HEAVY_FUZZ = [
  'apps/server/test/fuzz/fuzz-shop-account.test.ts',
  'apps/server/test/fuzz/fuzz-owner-delivery.test.ts',
];
// TEST_FORKS=2 (not yet the default: not yet measured in a full run) runs two forked files at once and every
// fuzz file in the forked pool. A browser file mostly waits on Chromium (popup-types.test.ts used ~60 s of
// CPU in its 161 s), so one at a time leaves much of a core idle; the fuzz files (~610 s, CPU-bound) then
// balance the thread against the two forks.
const TWO_FORKS = process.env.TEST_FORKS === '2';
const FORKED_FUZZ = TWO_FORKS ? ['apps/*/test/fuzz/**/*.test.ts'] : HEAVY_FUZZ;

/**
 * The slowest files of the last full run (over ~40 s each), started first so no worker is left with a long
 * file at the end while the others are done. Vitest orders by the last run's durations when it has them
 * (its cache), but a fresh clone has none and falls back to file size, which puts the 5-line fuzz files last.
 */
const SLOW_FIRST = [
  'apps/server/test/browser/popup-types.test.ts',
  'apps/server/test/browser/shop-purchase.test.ts',
  'apps/server/test/browser/dashboard-a11y.test.ts',
  'apps/server/test/fuzz/fuzz-shop-account.test.ts',
  'apps/dashboard/src/builder/every-setting.test.tsx',
  'apps/server/test/browser/wheel-game.test.ts',
  'apps/server/test/crash/writes-survive-sigkill.test.ts',
  'apps/server/test/fuzz/fuzz-owner-popups.test.ts',
  'apps/server/test/fuzz/fuzz-page-editor.test.ts',
  'packages/db/test/durable-pglite.test.ts',
  'apps/server/test/fuzz/fuzz-display.test.ts',
  'apps/server/test/browser/dashboard-owner-flow.test.ts',
  'apps/server/test/http/statistics-reports-year.test.ts',
  'apps/server/test/browser/site-widgets.test.ts',
  'apps/server/test/browser/popup-types-a11y.test.ts',
  'apps/server/test/browser/site-a11y.test.ts',
  'apps/server/test/browser/site-popup-widget.test.ts',
  'apps/server/test/browser/popup-demo.test.ts',
  'apps/server/test/browser/site-forms.test.ts',
  'apps/server/test/fuzz/fuzz-shop-owner.test.ts',
  'apps/server/test/browser/popup-gallery.test.ts',
  'apps/server/test/browser/shop-notices.test.ts',
];

class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const i = SLOW_FIRST.findIndex((path) => spec.moduleId.endsWith(`/${path}`));
      return i === -1 ? SLOW_FIRST.length : i;
    };
    // Array.prototype.sort is stable: the files not named keep Vitest's own order after the named ones.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    // One worker per pool and two pools: a unit file (threads) runs beside each browser file (forks),
    // so the two cores are both used while browser files still run one at a time (two with TEST_FORKS=2).
    poolOptions: {
      threads: { maxThreads: 1, minThreads: 1 },
      forks: { maxForks: TWO_FORKS ? 2 : 1, minForks: 1 },
    },
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'apps/*/test/http/**/*.test.ts',
            'apps/*/test/fuzz/**/*.test.ts',
            'apps/*/bench/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'scripts/test/*.test.ts',
          ],
          exclude: FORKED_FUZZ,
          // The dashboard's screens read their words from the active language's catalogue: English here.
          setupFiles: ['apps/dashboard/src/test-support/english.ts'],
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
            ...FORKED_FUZZ,
          ],
          environment: 'node',
          pool: 'forks',
          // One file at a time unless TEST_FORKS=2 (the forks pool's size above is what counts).
          fileParallelism: TWO_FORKS,
          globalSetup: ['apps/server/test/browser/busy-core.global-setup.ts'],
          testTimeout: 90_000,
          // Starting a server and Chromium took over 90 s with one core spinning and the other shared (BUSY_CORE=1).
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
