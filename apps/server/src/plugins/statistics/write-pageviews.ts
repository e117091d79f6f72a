/**
 * Writes a batch of page views (spec §7 call 1, endpoint hit) as ONE
 * statement: the raw rows, the day's visitor set, and the daily, page and
 * referrer aggregates plus the online row, through data-modifying CTEs over
 * one unnest() per column. One statement is one atomic commit, so the
 * aggregates can never disagree with the raw rows, and a batch of any size
 * costs one parse and one plan (PGlite and PostgreSQL alike).
 */
import type { Queryable } from '@beckon/db';
import type { ReferrerKind } from './referrer.js';

export interface PageviewRow {
  account_id: string;
  day: string;
  visitor_id: string;
  page_uri: string;
  page_path: string;
  source_type: string;
  source_id: string;
  search_query: string;
  referrer: string;
  referrer_host: string;
  referrer_kind: ReferrerKind;
  seen_at: Date;
}

const COLUMNS = [
  ['account_id', 'text'],
  ['day', 'date'],
  ['visitor_id', 'text'],
  ['page_uri', 'text'],
  ['page_path', 'text'],
  ['source_type', 'text'],
  ['source_id', 'text'],
  ['search_query', 'text'],
  ['referrer', 'text'],
  ['referrer_host', 'text'],
  ['referrer_kind', 'text'],
  ['seen_at', 'timestamptz'],
] as const satisfies readonly (readonly [keyof PageviewRow, string])[];

const SQL = `
WITH input AS (
  SELECT * FROM unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})
    AS t(${COLUMNS.map(([name]) => name).join(', ')})
),
raw AS (
  INSERT INTO stat_pageviews (account_id, day, created_at, visitor_id, page_uri, page_path, source_type, source_id,
                              search_query, referrer, referrer_host, referrer_kind)
  SELECT account_id, day, seen_at, visitor_id, page_uri, page_path, source_type, source_id,
         search_query, referrer, referrer_host, referrer_kind
    FROM input
),
first_visits AS (
  INSERT INTO stat_visitor_days (account_id, day, visitor_id)
  SELECT DISTINCT account_id, day, visitor_id FROM input
  ON CONFLICT DO NOTHING
  RETURNING account_id, day
),
daily AS (
  INSERT INTO stat_daily AS s (account_id, day, pageviews, visitors)
  SELECT i.account_id, i.day, count(*),
         (SELECT count(*) FROM first_visits f WHERE f.account_id = i.account_id AND f.day = i.day)
    FROM input i GROUP BY i.account_id, i.day
  ON CONFLICT (account_id, day)
  DO UPDATE SET pageviews = s.pageviews + EXCLUDED.pageviews, visitors = s.visitors + EXCLUDED.visitors
),
pages AS (
  INSERT INTO stat_page_daily AS s (account_id, day, page_path, pageviews)
  SELECT account_id, day, page_path, count(*) FROM input GROUP BY account_id, day, page_path
  ON CONFLICT (account_id, day, page_path) DO UPDATE SET pageviews = s.pageviews + EXCLUDED.pageviews
),
referrers AS (
  INSERT INTO stat_referrer_daily AS s (account_id, day, referrer_kind, referrer_host, pageviews)
  SELECT account_id, day, referrer_kind, referrer_host, count(*) FROM input
   GROUP BY account_id, day, referrer_kind, referrer_host
  ON CONFLICT (account_id, day, referrer_kind, referrer_host) DO UPDATE SET pageviews = s.pageviews + EXCLUDED.pageviews
)
INSERT INTO stat_online AS s (account_id, visitor_id, page_path, last_seen)
SELECT DISTINCT ON (account_id, visitor_id) account_id, visitor_id, page_path, seen_at
  FROM input ORDER BY account_id, visitor_id, seen_at DESC
ON CONFLICT (account_id, visitor_id) DO UPDATE
  SET page_path = EXCLUDED.page_path, last_seen = GREATEST(s.last_seen, EXCLUDED.last_seen)`;

export async function writePageviews(db: Queryable, rows: readonly PageviewRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    SQL,
    COLUMNS.map(([name]) => rows.map((r) => r[name])),
  );
}
