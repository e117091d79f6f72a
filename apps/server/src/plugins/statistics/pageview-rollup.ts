/**
 * When the rollup runs (rollup-pageviews.ts says what it does): every
 * ROLLUP_EVERY_MS in the background, and on demand before every report, so a
 * report always includes every hit acknowledged before it was asked for.
 * Runs never overlap: a request that arrives while one is running gets the
 * next run (shared by everyone who asked meanwhile), which starts after the
 * current one and so sees their hits. Across processes an advisory lock keeps
 * one rollup at a time (rollup-pageviews.ts): a timer run that finds another
 * process rolling up skips its turn; a run a report asked for waits for it.
 */
import type { Db } from '@beckon/db';
import { rollupPageviews } from './rollup-pageviews.js';

/**
 * Background cadence: the timer looks every ROLLUP_EVERY_MS and folds when
 * rollupDue says so. Each run holds PGlite (and so the event loop) while it
 * folds what arrived since the last one, so under heavy ingestion the hit p99
 * grows with the period at the same throughput: a second keeps it lowest.
 * Reports never wait for the timer: they roll up first.
 */
const ROLLUP_EVERY_MS = 1_000;
/**
 * Why not every second regardless (the hit route's CPU budget): a run has a
 * fixed cost on PGlite even with nothing to fold, which at a few hundred
 * hits/s is more CPU per hit than the route's own JavaScript. A report still
 * sees every hit at once (it rolls up first). Below
 * ROLLUP_MIN_ROWS new page views the fold waits up to ROLLUP_MAX_WAIT_MS, so
 * the fixed cost is shared by more rows; above it (heavy ingestion) it still
 * runs every second, keeping that p99.
 */
const ROLLUP_MIN_ROWS = 5_000;
const ROLLUP_MAX_WAIT_MS = 3_000;
/** With nothing written here, still fold now and then: rows another process wrote before it stopped. */
const ROLLUP_IDLE_WAIT_MS = 60_000;

/**
 * Whether the background timer folds now, given the page views this process
 * committed since the last run and the time since that run (pure: tested directly).
 */
export function rollupDue(pendingRows: number, sinceLastRunMs: number): boolean {
  if (pendingRows >= ROLLUP_MIN_ROWS) return true;
  if (pendingRows > 0) return sinceLastRunMs >= ROLLUP_MAX_WAIT_MS;
  return sinceLastRunMs >= ROLLUP_IDLE_WAIT_MS;
}

export interface PageviewRollup {
  /** Resolves after a rollup that started after this call has committed. */
  run(): Promise<void>;
  /** Starts the background timer (idempotent). */
  start(onError: (err: unknown) => void): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  /** Counts page views this process committed, for the timer's rollupDue. */
  noteWritten(rows: number): void;
  /** Rounds so far and page views folded (tests and benchmarks). */
  readonly stats: { runs: number; folded: number };
}

export function createPageviewRollup(db: Db, everyMs = ROLLUP_EVERY_MS): PageviewRollup {
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  const stats = { runs: 0, folded: 0 };
  let pending = 0;
  let lastRunAt = Date.now();

  async function once(wait: boolean): Promise<void> {
    // Counted from the start: rows committed while this run folds may be missed by it, and count for the next.
    pending = 0;
    lastRunAt = Date.now();
    stats.folded += await rollupPageviews(db, undefined, { wait });
    stats.runs++;
  }

  function run(): Promise<void> {
    if (current === null) {
      current = once(true).finally(() => {
        current = null;
      });
      return current;
    }
    next ??= current
      .catch(() => {})
      .then(() => {
        next = null;
        return run();
      });
    return next;
  }

  return {
    stats,
    run,
    noteWritten(rows) {
      pending += rows;
    },
    start(onError) {
      if (timer !== undefined) return;
      timer = setInterval(() => {
        // A run in progress (or queued) covers this turn.
        if (current !== null || !rollupDue(pending, Date.now() - lastRunAt)) return;
        current = once(false).finally(() => {
          current = null;
        });
        current.catch(onError);
      }, everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await Promise.allSettled([current, next]);
    },
  };
}
