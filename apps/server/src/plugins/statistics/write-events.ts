/**
 * Writes a batch of link and download events (spec §3 event fields, §7 call
 * 2) as one statement: the raw rows and the daily per-target counts the
 * outbound-links and downloads reports read.
 */
import type { Queryable } from '@beckon/db';

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

const COLUMNS = [
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

const NAMES = COLUMNS.map(([name]) => name);
const RAW_NAMES = NAMES.filter((n) => n !== 'seen_at');

const SQL = `
WITH input AS (
  SELECT * FROM unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) AS t(${NAMES.join(', ')})
),
raw AS (
  INSERT INTO stat_events (${RAW_NAMES.join(', ')}, created_at)
  SELECT ${RAW_NAMES.join(', ')}, seen_at FROM input
)
INSERT INTO stat_event_daily AS s (account_id, day, event_kind, target, file_name, file_ext, events)
SELECT account_id, day, event_kind, target, max(file_name), max(file_ext), count(*)
  FROM input GROUP BY account_id, day, event_kind, target
ON CONFLICT (account_id, day, event_kind, target) DO UPDATE SET events = s.events + EXCLUDED.events`;

export async function writeEvents(db: Queryable, rows: readonly EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    SQL,
    COLUMNS.map(([name]) => rows.map((r) => r[name])),
  );
}
