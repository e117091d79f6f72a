/**
 * The page-view rollup (rollup-pageviews.ts, pageview-rollup.ts): raw page
 * views become report aggregates exactly once, whatever the batch size, with
 * writers running concurrently, and a report always includes the hits
 * acknowledged before it was asked for.
 */
import type { Db } from '@beckon/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStatsApiKey } from '../../src/plugins/statistics/index.js';
import { type PageviewRow, writeOnline, writePageviews } from '../../src/plugins/statistics/ingest-repository.js';
import { createPageviewRollup } from '../../src/plugins/statistics/pageview-rollup.js';
import { rollupPageviews } from '../../src/plugins/statistics/rollup-pageviews.js';
import {
  addSite,
  b64,
  backends,
  buildStatsTestApp,
  FORM,
  hitForm,
  OTHER_SITE,
  SITE,
  tsHeader,
} from './statistics-helpers.js';

const AT = new Date('2026-03-10T10:00:00Z');

function row(i: number, over: Partial<PageviewRow> = {}): PageviewRow {
  return {
    account_id: SITE,
    day: '2026-03-10',
    visitor_id: `visitor-${i % 4}`,
    page_uri: `/p/${i % 3}?x=1`,
    page_path: `/p/${i % 3}`,
    source_type: 'page',
    source_id: '1',
    search_query: '',
    referrer: i % 2 ? 'https://www.google.com/' : '',
    referrer_host: i % 2 ? 'www.google.com' : '',
    referrer_kind: i % 2 ? 'search' : 'direct',
    seen_at: new Date(AT.getTime() + i * 1000),
    ...over,
  };
}

async function aggregates(db: Db, site = SITE) {
  const num = async (sql: string) => Number((await db.query<{ n: string }>(sql, [site])).rows[0]?.n ?? 0);
  return {
    pageviews: await num('SELECT coalesce(sum(pageviews), 0) AS n FROM stat_daily WHERE account_id = $1'),
    visitors: await num('SELECT coalesce(sum(visitors), 0) AS n FROM stat_daily WHERE account_id = $1'),
    pagePageviews: await num('SELECT coalesce(sum(pageviews), 0) AS n FROM stat_page_daily WHERE account_id = $1'),
    referrerPageviews: await num(
      'SELECT coalesce(sum(pageviews), 0) AS n FROM stat_referrer_daily WHERE account_id = $1',
    ),
    raw: await num('SELECT count(*) AS n FROM stat_pageviews WHERE account_id = $1'),
  };
}

describe.each(backends)('page-view rollup on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    await addSite(db, SITE);
    await addSite(db, OTHER_SITE);
  }, 60_000);

  afterAll(async () => {
    await dispose();
  });

  beforeEach(async () => {
    await db.exec(
      'DELETE FROM stat_pageviews; DELETE FROM stat_visitor_days; DELETE FROM stat_daily; DELETE FROM stat_page_daily; DELETE FROM stat_page_monthly; DELETE FROM stat_referrer_daily; DELETE FROM stat_referrer_monthly; DELETE FROM stat_online; DELETE FROM stat_rollup_state',
    );
  });

  it('leaves the aggregates alone until it runs, then counts every raw page view exactly once', async () => {
    await writePageviews(
      db,
      Array.from({ length: 12 }, (_, i) => row(i)),
    );
    expect((await aggregates(db)).pageviews).toBe(0);
    expect(await rollupPageviews(db)).toBe(12);
    expect(await rollupPageviews(db)).toBe(0);
    expect(await aggregates(db)).toEqual({
      pageviews: 12,
      visitors: 4,
      pagePageviews: 12,
      referrerPageviews: 12,
      raw: 12,
    });
  });

  it('keeps per-month page and referrer totals that add up to the daily ones, in small batches as in one', async () => {
    const days = ['2026-01-31', '2026-02-01', '2026-02-28', '2026-03-10'];
    await writePageviews(
      db,
      Array.from({ length: 16 }, (_, i) => row(i, { day: days[i % 4] as string })),
    );
    expect(await rollupPageviews(db, 5)).toBe(16);
    const { rows } = await db.query<{ month: string; page_path: string; n: string }>(
      `SELECT to_char(month, 'YYYY-MM-DD') AS month, page_path, pageviews AS n FROM stat_page_monthly
        WHERE account_id = $1 ORDER BY month, page_path`,
      [SITE],
    );
    const expected = new Map<string, number>();
    for (let i = 0; i < 16; i++) {
      const key = `${(days[i % 4] as string).slice(0, 8)}01 /p/${i % 3}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    expect(rows.map((r) => `${r.month} ${r.page_path} ${r.n}`)).toEqual(
      [...expected].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, n]) => `${k} ${n}`),
    );
    // The referrers' months add up to their days the same way (0450_stat_referrer_monthly.sql).
    const byMonth = `SELECT to_char(date_trunc('month', day::timestamp), 'YYYY-MM-DD') AS month, referrer_kind,
                            referrer_host, sum(pageviews)::int AS n
                       FROM stat_referrer_daily WHERE account_id = $1 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`;
    const monthly = `SELECT to_char(month, 'YYYY-MM-DD') AS month, referrer_kind, referrer_host, pageviews::int AS n
                       FROM stat_referrer_monthly WHERE account_id = $1 ORDER BY 1, 2, 3`;
    const fromDays = (await db.query(byMonth, [SITE])).rows;
    expect(fromDays.length).toBeGreaterThan(2);
    expect((await db.query(monthly, [SITE])).rows).toEqual(fromDays);
  });

  it('gives the same aggregates in small batches as in one, and keeps sites apart', async () => {
    await writePageviews(db, [
      ...Array.from({ length: 10 }, (_, i) => row(i)),
      ...Array.from({ length: 5 }, (_, i) => row(i, { account_id: OTHER_SITE, visitor_id: `other-${i}` })),
    ]);
    expect(await rollupPageviews(db, 3)).toBe(15);
    expect(await aggregates(db)).toMatchObject({ pageviews: 10, visitors: 4, pagePageviews: 10 });
    expect(await aggregates(db, OTHER_SITE)).toMatchObject({ pageviews: 5, visitors: 5 });
    // Later page views of a visitor already counted today add page views, not visitors.
    await writePageviews(db, [row(20), row(21, { visitor_id: 'new-visitor' })]);
    expect(await rollupPageviews(db, 3)).toBe(2);
    expect(await aggregates(db)).toMatchObject({ pageviews: 12, visitors: 5 });
  });

  it('keeps the page of an online ping that came after the hits it folds in', async () => {
    await writePageviews(db, [row(0, { visitor_id: 'v', page_path: '/earlier', seen_at: AT })]);
    const later = new Date(AT.getTime() + 60_000);
    await writeOnline(db, [{ account_id: SITE, visitor_id: 'v', page_path: '/pinged', seen_at: later }]);
    await rollupPageviews(db);
    const { rows } = await db.query<{ page_path: string; last_seen: Date }>(
      'SELECT page_path, last_seen FROM stat_online WHERE visitor_id = $1',
      ['v'],
    );
    expect(rows.map((r) => [r.page_path, new Date(r.last_seen).toISOString()])).toEqual([
      ['/pinged', later.toISOString()],
    ]);
  });

  it('loses and doubles nothing while writers keep inserting during rollups', async () => {
    const rollup = createPageviewRollup(db);
    let written = 0;
    const writer = async (w: number) => {
      for (let b = 0; b < 15; b++) {
        const batch = Array.from({ length: 20 }, (_, i) => row(w * 1000 + b * 20 + i));
        await writePageviews(db, batch);
        written += batch.length;
      }
    };
    const rolling = (async () => {
      for (let i = 0; i < 10; i++) await rollup.run();
    })();
    await Promise.all([writer(1), writer(2), writer(3), rolling]);
    await rollup.run();
    const a = await aggregates(db);
    expect(a.raw).toBe(written);
    expect(a.pageviews).toBe(written);
    expect(a.pagePageviews).toBe(written);
    expect(a.visitors).toBe(4);
    expect(rollup.stats.folded).toBe(written);
  });

  it('shares one follow-up run between callers who ask while a run is in progress', async () => {
    const rollup = createPageviewRollup(db);
    const first = rollup.run();
    const second = rollup.run();
    const third = rollup.run();
    expect(second).toBe(third);
    await Promise.all([first, second, third]);
    expect(rollup.stats.runs).toBe(2);
  });
});

describe.each(backends)('a report right after a hit on $name', (backend) => {
  it('includes the hit without waiting for the background rollup', async () => {
    const { db, dispose } = await backend.open();
    try {
      await addSite(db, SITE);
      const key = await createStatsApiKey(db, SITE);
      const app = await buildStatsTestApp(db);
      const day = new Date().toISOString().slice(0, 10);
      const hit = await app.inject({
        method: 'POST',
        url: '/api/statistics/hit',
        headers: { ...FORM, 'x-stats-ts': tsHeader(), 'user-agent': 'Mozilla/5.0 RollupTest' },
        payload: hitForm({ page_uri: b64('/tratamientos/acne') }),
      });
      expect(hit.statusCode).toBe(200);
      const report = await app.inject({
        url: `/api/statistics/sites/${SITE}/pages?from=${day}&to=${day}`,
        headers: { authorization: `Bearer ${key}` },
      });
      expect(report.statusCode).toBe(200);
      expect(report.json().pages).toEqual([expect.objectContaining({ path: '/tratamientos/acne', pageviews: 1 })]);
      await app.close();
    } finally {
      await dispose();
    }
  });
});
