/**
 * The page-view rollup: folds raw page views not yet aggregated (per site,
 * pageview_id above stat_rollup_state.pageviews_through) into the day's
 * visitor set, the daily, page and referrer (daily and monthly) aggregates and the online rows,
 * and advances the watermark, all in one statement in one transaction: the
 * aggregates and the watermark commit together or not at all, so a crash
 * at any point leaves nothing counted twice or never.
 *
 * Why the lock: the watermark is only safe if every raw row with a lower id
 * is already committed. An INSERT draws its ids while holding ROW EXCLUSIVE
 * on the table, so taking SHARE ROW EXCLUSIVE first waits out inserts in
 * flight (PostgreSQL with several writers) and holds new ones back for the
 * few milliseconds the rollup takes; it also conflicts with itself, so two
 * servers never roll up the same rows. On PGlite (one connection) it is free.
 *
 * Why the advisory lock first: with several processes, a
 * rollup queued behind another's table lock would itself hold back every
 * insert while it waits (lock requests queue in order). Taking a transaction
 * advisory lock before the table lock keeps rollups one at a time without
 * that: a background run that finds one running skips its turn (the running
 * one folds the same rows), and a run a report waits for queues on the
 * advisory lock, which no insert needs, so its rows are in when it returns.
 */
import type { Db } from '@beckon/db';
import { LOCK_APP, LOCKS } from '../../cluster/advisory-locks.js';

/**
 * Rows per site folded per statement; more rounds follow, with the event loop
 * let through between them (on PGlite a statement holds it for its whole
 * duration). Under heavy ingestion a 1-second rollup folds what it finds in
 * one round; smaller rounds cost hit throughput in per-round overhead for no
 * better p99.
 */
const ROLLUP_BATCH = 50_000;

const SQL = `
WITH input AS (
  SELECT p.account_id, p.pageview_id, p.day, p.created_at AS seen_at, p.visitor_id, p.page_path,
         p.referrer_kind, p.referrer_host, p.page_uri
    FROM accounts a
    LEFT JOIN stat_rollup_state w ON w.account_id = a.account_id
    CROSS JOIN LATERAL (
      -- Ordered and limited so the planner walks the primary key (account_id, pageview_id) from the watermark.
      SELECT * FROM stat_pageviews p
       WHERE p.account_id = a.account_id AND p.pageview_id > coalesce(w.pageviews_through, 0)
       ORDER BY p.pageview_id
       LIMIT $1
    ) p
),
visits AS (
  -- Each visitor's last page view per day, for both the visitor set and the online rows: one sort of the
  -- new rows instead of one each, which shows in the CPU per folded page view.
  SELECT DISTINCT ON (account_id, visitor_id, day) account_id, visitor_id, day, page_path, seen_at
    FROM input ORDER BY account_id, visitor_id, day, seen_at DESC
),
first_visits AS (
  INSERT INTO stat_visitor_days (account_id, day, visitor_id)
  SELECT account_id, day, visitor_id FROM visits
  ON CONFLICT DO NOTHING
  RETURNING account_id, day
),
per_page AS (
  -- The new rows counted once by everything the daily, page and referrer aggregates group by: those fold
  -- these few groups (a page and referrer each) instead of grouping every row again, one pass instead of five.
  SELECT account_id, day, page_path, referrer_kind, referrer_host, count(*) AS pageviews
    FROM input GROUP BY account_id, day, page_path, referrer_kind, referrer_host
),
daily AS (
  INSERT INTO stat_daily AS s (account_id, day, pageviews, visitors)
  SELECT g.account_id, g.day, sum(g.pageviews),
         (SELECT count(*) FROM first_visits f WHERE f.account_id = g.account_id AND f.day = g.day)
    FROM per_page g GROUP BY g.account_id, g.day
  ON CONFLICT (account_id, day)
  DO UPDATE SET pageviews = s.pageviews + EXCLUDED.pageviews, visitors = s.visitors + EXCLUDED.visitors
),
pages AS (
  INSERT INTO stat_page_daily AS s (account_id, day, page_path, pageviews)
  SELECT account_id, day, page_path, sum(pageviews) FROM per_page GROUP BY account_id, day, page_path
  ON CONFLICT (account_id, day, page_path) DO UPDATE SET pageviews = s.pageviews + EXCLUDED.pageviews
),
pages_monthly AS (
  -- Whole months for the top-pages report over long ranges (0380_stat_page_monthly.sql).
  INSERT INTO stat_page_monthly AS s (account_id, month, page_path, pageviews)
  SELECT account_id, date_trunc('month', day::timestamp)::date, page_path, sum(pageviews) FROM per_page
   GROUP BY account_id, date_trunc('month', day::timestamp)::date, page_path
  ON CONFLICT (account_id, month, page_path) DO UPDATE SET pageviews = s.pageviews + EXCLUDED.pageviews
),
referrers AS (
  INSERT INTO stat_referrer_daily AS s (account_id, day, referrer_kind, referrer_host, pageviews)
  SELECT account_id, day, referrer_kind, referrer_host, sum(pageviews) FROM per_page
   GROUP BY account_id, day, referrer_kind, referrer_host
  ON CONFLICT (account_id, day, referrer_kind, referrer_host) DO UPDATE SET pageviews = s.pageviews + EXCLUDED.pageviews
),
referrers_monthly AS (
  -- Whole months for the referrers report over long ranges (0450_stat_referrer_monthly.sql).
  INSERT INTO stat_referrer_monthly AS s (account_id, month, referrer_kind, referrer_host, pageviews)
  SELECT account_id, date_trunc('month', day::timestamp)::date, referrer_kind, referrer_host, sum(pageviews) FROM per_page
   GROUP BY account_id, date_trunc('month', day::timestamp)::date, referrer_kind, referrer_host
  ON CONFLICT (account_id, month, referrer_kind, referrer_host) DO UPDATE SET pageviews = s.pageviews + EXCLUDED.pageviews
),
campaign_tags AS (
  -- UTM tags as they appear in the address, + as %20 (0140_stat_campaigns.sql); the report decodes them.
  SELECT account_id, day,
         left(replace(coalesce(substring(page_uri from '[?&]utm_source=([^&#]*)'), ''), '+', '%20'), 200) AS utm_source,
         left(replace(coalesce(substring(page_uri from '[?&]utm_medium=([^&#]*)'), ''), '+', '%20'), 200) AS utm_medium,
         left(replace(coalesce(substring(page_uri from '[?&]utm_campaign=([^&#]*)'), ''), '+', '%20'), 200) AS utm_campaign
    FROM input WHERE page_uri LIKE '%utm\\_%'
),
campaigns AS (
  INSERT INTO stat_campaign_daily AS s (account_id, day, utm_source, utm_medium, utm_campaign, pageviews)
  SELECT account_id, day, utm_source, utm_medium, utm_campaign, count(*) FROM campaign_tags
   WHERE utm_source <> '' OR utm_medium <> '' OR utm_campaign <> ''
   GROUP BY account_id, day, utm_source, utm_medium, utm_campaign
  ON CONFLICT (account_id, day, utm_source, utm_medium, utm_campaign)
  DO UPDATE SET pageviews = s.pageviews + EXCLUDED.pageviews
),
online AS (
  -- An online ping may have refreshed the row after these hits: keep whichever page was seen last.
  INSERT INTO stat_online AS s (account_id, visitor_id, page_path, last_seen)
  SELECT DISTINCT ON (account_id, visitor_id) account_id, visitor_id, page_path, seen_at
    FROM visits ORDER BY account_id, visitor_id, seen_at DESC
  ON CONFLICT (account_id, visitor_id) DO UPDATE
    SET page_path = CASE WHEN EXCLUDED.last_seen >= s.last_seen THEN EXCLUDED.page_path ELSE s.page_path END,
        last_seen = GREATEST(s.last_seen, EXCLUDED.last_seen)
),
watermark AS (
  INSERT INTO stat_rollup_state AS s (account_id, pageviews_through)
  SELECT account_id, max(pageview_id) FROM input GROUP BY account_id
  ON CONFLICT (account_id) DO UPDATE SET pageviews_through = EXCLUDED.pageviews_through
)
SELECT coalesce(sum(per_site), 0)::int AS folded, coalesce(max(per_site), 0)::int AS largest
  FROM (SELECT count(*) AS per_site FROM input GROUP BY account_id) t`;

export interface RollupOptions {
  /** false: skip (fold nothing) when another rollup holds the lock; the background timer's choice. */
  wait?: boolean;
}

/** One round: the rows folded and the most for one site (a full batch means more are waiting); null when skipped. */
async function rollupRound(db: Db, batch: number, wait: boolean): Promise<{ folded: number; largest: number } | null> {
  return db.transaction(async (tx) => {
    if (wait) await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_APP, LOCKS.pageviewRollup]);
    else {
      const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1, $2) AS locked', [
        LOCK_APP,
        LOCKS.pageviewRollup,
      ]);
      if (!rows[0]?.locked) return null;
    }
    await tx.exec('LOCK TABLE stat_pageviews IN SHARE ROW EXCLUSIVE MODE');
    const { rows } = await tx.query<{ folded: number; largest: number }>(SQL, [batch]);
    return rows[0] ?? { folded: 0, largest: 0 };
  });
}

/** Folds every raw page view committed so far into the aggregates; returns how many it folded. */
export async function rollupPageviews(db: Db, batch = ROLLUP_BATCH, opts: RollupOptions = {}): Promise<number> {
  let total = 0;
  for (;;) {
    const round = await rollupRound(db, batch, opts.wait ?? true);
    if (round === null) return total;
    const { folded, largest } = round;
    total += folded;
    if (largest < batch) return total;
    // Let requests that arrived meanwhile in before the next round.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
