/**
 * The statements of statistics ingestion, on the raw tables the hit, ping and
 * event routes write (writers.ts batches them):
 * - page views (spec §7 call 1): the raw rows only, appended; this is all a
 *   hit waits for, and the aggregates are folded in later by
 *   rollup-pageviews.ts (migration 0050 says why);
 * - online pings (spec §4: every 60 000 ms after a good hit): one upsert of
 *   stat_online, and now and then a sweep of rows that can never count as
 *   online again, so the table stays the size of the audience;
 * - link and download events (spec §3 event fields, §7 call 2): the raw rows
 *   and the daily per-target counts the outbound-links and downloads reports
 *   read, in one statement.
 */
import { type AppendSpec, appendRows, type Db, type Queryable } from '@beckon/db';
import { ONLINE_RETENTION_SECONDS } from './constants.js';
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

/** Page views as the append writer takes them. */
export const PAGEVIEWS: AppendSpec<PageviewRow> = {
  table: 'stat_pageviews',
  columns: FIELDS.map((name) => (name === 'seen_at' ? 'created_at' : name)),
  values: (row) => FIELDS.map((name) => row[name]),
};

/** Appends page views at once, without group commit (seeding, tests). */
export async function writePageviews(db: Db, rows: readonly PageviewRow[]): Promise<void> {
  await appendRows(db, PAGEVIEWS, rows);
}

export interface OnlineRow {
  account_id: string;
  visitor_id: string;
  page_path: string;
  seen_at: Date;
}

const ONLINE_UPSERT = `
INSERT INTO stat_online AS s (account_id, visitor_id, page_path, last_seen)
SELECT DISTINCT ON (account_id, visitor_id) account_id, visitor_id, page_path, seen_at
  FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[]) AS t(account_id, visitor_id, page_path, seen_at)
 ORDER BY account_id, visitor_id, seen_at DESC
ON CONFLICT (account_id, visitor_id) DO UPDATE
  SET page_path = EXCLUDED.page_path, last_seen = GREATEST(s.last_seen, EXCLUDED.last_seen)`;

export async function writeOnline(db: Queryable, rows: readonly OnlineRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(ONLINE_UPSERT, [
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

export interface EventRow {
  account_id: string;
  day: string;
  visitor_id: string;
  event_kind: 'link' | 'download';
  event_name: string;
  client_time: number;
  element_id: string;
  element_class: string;
  link_text: string;
  mouse_button: number;
  file_name: string;
  file_ext: string;
  meta: string;
  target: string;
  page_id: string;
  woo_download: boolean;
  download_file: string;
  seen_at: Date;
}

const EVENT_COLUMNS = [
  ['account_id', 'text'],
  ['day', 'date'],
  ['visitor_id', 'text'],
  ['event_kind', 'text'],
  ['event_name', 'text'],
  ['client_time', 'int8'],
  ['element_id', 'text'],
  ['element_class', 'text'],
  ['link_text', 'text'],
  ['mouse_button', 'int2'],
  ['file_name', 'text'],
  ['file_ext', 'text'],
  ['meta', 'text'],
  ['target', 'text'],
  ['page_id', 'text'],
  ['woo_download', 'bool'],
  ['download_file', 'text'],
  ['seen_at', 'timestamptz'],
] as const satisfies readonly (readonly [keyof EventRow, string])[];

const EVENT_NAMES = EVENT_COLUMNS.map(([name]) => name);
const RAW_EVENT_NAMES = EVENT_NAMES.filter((n) => n !== 'seen_at');

const EVENTS_SQL = `
WITH input AS (
  SELECT * FROM unnest(${EVENT_COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) AS t(${EVENT_NAMES.join(', ')})
),
raw AS (
  INSERT INTO stat_events (${RAW_EVENT_NAMES.join(', ')}, created_at)
  SELECT ${RAW_EVENT_NAMES.join(', ')}, seen_at FROM input
)
INSERT INTO stat_event_daily AS s (account_id, day, event_kind, target, file_name, file_ext, events)
SELECT account_id, day, event_kind, target, max(file_name), max(file_ext), count(*)
  FROM input GROUP BY account_id, day, event_kind, target
ON CONFLICT (account_id, day, event_kind, target) DO UPDATE SET events = s.events + EXCLUDED.events`;

export async function writeEvents(db: Queryable, rows: readonly EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    EVENTS_SQL,
    EVENT_COLUMNS.map(([name]) => rows.map((r) => r[name])),
  );
}
