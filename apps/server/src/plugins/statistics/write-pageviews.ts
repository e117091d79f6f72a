/**
 * Writes a batch of page views (spec §7 call 1, endpoint hit): the raw rows
 * only, in one statement (Db.insertRows: COPY on PGlite). This is all a hit
 * waits for; the aggregates are folded in later by rollup-pageviews.ts
 * (migration 0050 says why).
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

/** The row's fields in table order; `seen_at` is stored as `created_at`. */
const FIELDS = [
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
  'seen_at',
] as const satisfies readonly (keyof PageviewRow)[];
const TABLE_COLUMNS = FIELDS.map((name) => (name === 'seen_at' ? 'created_at' : name));

export async function writePageviews(db: Queryable, rows: readonly PageviewRow[]): Promise<void> {
  await db.insertRows(
    'stat_pageviews',
    TABLE_COLUMNS,
    rows.map((r) => FIELDS.map((name) => r[name])),
  );
}
