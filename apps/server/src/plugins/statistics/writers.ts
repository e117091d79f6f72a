/**
 * The statistics service's group committers (reliability.md §1): concurrent
 * hits, pings and events each join the next batch of their kind, written as
 * one statement (page views by the append writer); a request is answered only
 * after its batch committed.
 * `drain()` waits for everything accepted so far — the plugin calls it on
 * close, so a graceful shutdown acknowledges nothing it then loses. Page
 * views are written raw; `rollup` aggregates them for the reports.
 */
import { appendWriter, createGroupCommitter, type Db, type GroupCommitter } from '@beckon/db';
import {
  type EventRow,
  type OnlineRow,
  PAGEVIEWS,
  type PageviewRow,
  sweepOnline,
  writeEvents,
  writeOnline,
} from './ingest-repository.js';
import { createPageviewRollup, type PageviewRollup } from './pageview-rollup.js';

const MAX_BATCH = 256;
const SWEEP_EVERY_MS = 10 * 60_000;
/** Long enough for the hits just answered to come back, so concurrent hits do not split into alternating halves. */
const REFILL_MS = 2;

export interface StatisticsWriters {
  pageviews: GroupCommitter<PageviewRow, void>;
  online: GroupCommitter<OnlineRow, void>;
  events: GroupCommitter<EventRow, void>;
  /** Folds committed page views into the report aggregates (pageview-rollup.ts). */
  rollup: PageviewRollup;
  drain(): Promise<void>;
}

export function createStatisticsWriters(db: Db, now: () => Date = () => new Date()): StatisticsWriters {
  let lastSweep = 0;
  const rollup = createPageviewRollup(db);
  const pageviews = appendWriter<PageviewRow>(db, {
    ...PAGEVIEWS,
    maxBatch: MAX_BATCH,
    // Keeps hits from splitting into two alternating half batches (group-commit.ts, refillMs).
    refillMs: REFILL_MS,
    afterCommit: (rows) => rollup.noteWritten(rows.length),
  });
  const online = createGroupCommitter<OnlineRow, void>({
    maxBatch: MAX_BATCH,
    flush: async (rows) => {
      await writeOnline(db, rows);
      const t = now();
      if (t.getTime() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = t.getTime();
        // Housekeeping only: a failed sweep must not fail pings that already committed; the next one retries.
        await sweepOnline(db, t).catch(() => {});
      }
      return rows.map(() => undefined);
    },
  });
  const events = createGroupCommitter<EventRow, void>({
    maxBatch: MAX_BATCH,
    flush: async (rows) => {
      await writeEvents(db, rows);
      return rows.map(() => undefined);
    },
  });
  return {
    pageviews,
    online,
    events,
    rollup,
    async drain() {
      await Promise.all([pageviews.drain(), online.drain(), events.drain()]);
    },
  };
}
