/**
 * The statistics rollup runs once at a time across processes
 * (rollup-pageviews.ts): two processes rolling up at once while hits keep
 * arriving count every page view exactly once; a background run that finds
 * another process rolling up skips its turn instead of queueing behind it; and
 * a run a report waits for still includes every hit committed before it.
 */
import { type Db, migrate } from '@beckon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_APP, LOCKS } from '../../src/cluster/advisory-locks.js';
import { rollupPageviews } from '../../src/plugins/statistics/rollup-pageviews.js';
import { HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { adminUrl, type FreshDatabase, freshDatabase, SKIP_REASON } from './cluster-helpers.js';

if (!adminUrl) console.warn(`skipping rollup-lock.test.ts: ${SKIP_REASON}`);

const SITE = 'c1a55e7e57000';
const DAY = new Date().toISOString().slice(0, 10);

async function insertHits(db: Db, count: number, visitor = 'v'): Promise<void> {
  await db.insertRows(
    'stat_pageviews',
    [
      'account_id',
      'day',
      'visitor_id',
      'page_uri',
      'page_path',
      'source_type',
      'source_id',
      'search_query',
      'referrer',
      'referrer_host',
      'referrer_kind',
    ],
    Array.from({ length: count }, (_, i) => [
      SITE,
      DAY,
      `${visitor}${i % 7}`,
      '/p',
      '/p',
      'post',
      '1',
      '',
      '',
      '',
      'direct',
    ]),
  );
}

async function counted(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT coalesce(sum(pageviews), 0)::int AS n FROM stat_daily WHERE account_id = $1',
    [SITE],
  );
  return rows[0]?.n ?? 0;
}

describe.skipIf(!adminUrl)('the page-view rollup across two processes on PostgreSQL', () => {
  let database: FreshDatabase;
  let a: Db;
  let b: Db;

  beforeAll(async () => {
    database = await freshDatabase(adminUrl as string);
    a = await database.open();
    b = await database.open();
    await migrate(a);
    await a.query('INSERT INTO accounts (account_id, name) VALUES ($1, $2)', [SITE, 'rollup lock']);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => database?.drop());

  it('counts every page view once when both roll up at the same time while hits keep arriving', async () => {
    let written = 0;
    for (let round = 0; round < 20; round++) {
      await Promise.all([
        insertHits(a, 40, `a${round}-`),
        insertHits(b, 30, `b${round}-`),
        rollupPageviews(a, 25),
        rollupPageviews(b, 25),
        rollupPageviews(a, 25, { wait: false }),
        rollupPageviews(b, 25, { wait: false }),
      ]);
      written += 70;
    }
    await Promise.all([rollupPageviews(a), rollupPageviews(b)]);
    expect(await counted(a)).toBe(written);
  });

  it('skips a background run while another process holds the rollup, and makes a report run wait for it', async () => {
    const before = await counted(a);
    let releaseOther!: () => void;
    const otherHolds = new Promise<void>((resolve) => {
      releaseOther = resolve;
    });
    let otherLocked!: () => void;
    const locked = new Promise<void>((resolve) => {
      otherLocked = resolve;
    });
    // Process A is in the middle of a rollup: it holds the rollup lock until released.
    const other = a.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_APP, LOCKS.pageviewRollup]);
      otherLocked();
      await otherHolds;
    });
    await locked;

    await insertHits(b, 5, 'skip-');
    expect(await rollupPageviews(b, undefined, { wait: false })).toBe(0);

    let reportRunDone = false;
    const reportRun = rollupPageviews(b).then((n) => {
      reportRunDone = true;
      return n;
    });
    // While the report's run waits, hits are still written (it waits on the advisory lock, not on the table).
    await insertHits(b, 3, 'during-');
    expect(reportRunDone).toBe(false);
    releaseOther();
    await other;
    expect(await reportRun).toBe(8);
    expect(await counted(a)).toBe(before + 8);
  });
});
