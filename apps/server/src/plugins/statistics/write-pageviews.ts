/**
 * Writes a batch of page views (spec §7 call 1, endpoint hit): the raw rows
 * only, as one INSERT over one unnest() per column (one parse and one plan
 * for a batch of any size). This is all a hit waits for; the aggregates are
 * folded in later by rollup-pageviews.ts (migration 0050 says why).
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
INSERT INTO stat_pageviews (${COLUMNS.map(([name]) => (name === 'seen_at' ? 'created_at' : name)).join(', ')})
SELECT * FROM unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})`;

export async function writePageviews(db: Queryable, rows: readonly PageviewRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    SQL,
    COLUMNS.map(([name]) => rows.map((r) => r[name])),
  );
}
