/**
 * Writes a batch of online pings (spec §4: every 60 000 ms after a good hit)
 * as one upsert of stat_online, and now and then sweeps rows that can never
 * count as online again, so the table stays the size of the audience.
 */
import type { Queryable } from '@beckon/db';
import { ONLINE_RETENTION_SECONDS } from './constants.js';

export interface OnlineRow {
  account_id: string;
  visitor_id: string;
  page_path: string;
  seen_at: Date;
}

const UPSERT = `
INSERT INTO stat_online AS s (account_id, visitor_id, page_path, last_seen)
SELECT DISTINCT ON (account_id, visitor_id) account_id, visitor_id, page_path, seen_at
  FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[]) AS t(account_id, visitor_id, page_path, seen_at)
 ORDER BY account_id, visitor_id, seen_at DESC
ON CONFLICT (account_id, visitor_id) DO UPDATE
  SET page_path = EXCLUDED.page_path, last_seen = GREATEST(s.last_seen, EXCLUDED.last_seen)`;

export async function writeOnline(db: Queryable, rows: readonly OnlineRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(UPSERT, [
    rows.map((r) => r.account_id),
    rows.map((r) => r.visitor_id),
    rows.map((r) => r.page_path),
    rows.map((r) => r.seen_at),
  ]);
}

export async function sweepOnline(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM stat_online WHERE last_seen < $1', [
    new Date(now.getTime() - ONLINE_RETENTION_SECONDS * 1000),
  ]);
}
