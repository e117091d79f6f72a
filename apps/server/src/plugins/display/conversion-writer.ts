/**
 * Writes leads (spec §3 "Conversion payload") with group commit and
 * idempotency. A batch is ONE transaction that stores the new leads and
 * queues their deliveries (webhooks, new-lead mail; the lead_deliveries
 * outbox of migration 0130) together, so an acknowledged lead is never left
 * without the deliveries it needs. Which lead needs which delivery is decided
 * in one place, queue_lead_deliveries() (migrations 0410, 0470, 0660), called with
 * the leads the batch stored: the writer's own call rather than a trigger
 * with transition tables, which Citus does not run on distributed tables
 * (migration 0261 dropped it).
 *
 * A retried submit (same conversion_key) is not stored again and gets the
 * conversion_id its first try stored. Each promise settles after the commit
 * (reliability.md §0.1–0.2: 2xx only after commit). How the batch is written
 * on each backend is the append writer's choice (@beckon/db appendWriter).
 */

import { appendWriter, type Db, type GroupCommitter } from '@beckon/db';

export interface ConversionRow {
  account_id: string;
  conversion_id: string;
  conversion_key: string;
  poptin_id: string;
  viewer_id: string;
  view_id: string | null;
  email: string;
  name: string;
  phone: string;
  fields: unknown;
  payload: unknown;
  ip_hash: string;
  /** What the visitor agreed to and when (consent.ts); null without a ticked consent box. */
  consent_text: string | null;
  consent_at: string | null;
}

const COLUMNS = [
  'account_id',
  'conversion_id',
  'conversion_key',
  'poptin_id',
  'viewer_id',
  'view_id',
  'email',
  'name',
  'phone',
  'fields',
  'payload',
  'ip_hash',
  'consent_text',
  'consent_at',
] as const satisfies readonly (keyof ConversionRow)[];

/** Resolves each row to its conversion_id: the new one, or the one stored earlier under the same key. */
export function createConversionWriter(db: Db): GroupCommitter<ConversionRow, string> {
  return appendWriter<ConversionRow, string>(db, {
    table: 'conversions',
    columns: COLUMNS,
    values: (row) => COLUMNS.map((column) => row[column]),
    onConflict: { key: ['account_id', 'conversion_key'], returning: 'conversion_id' },
    // The pop-up's daily figures, then the lead's deliveries (migration 0780), in the leads' own statement.
    call: { fn: 'queue_lead_deliveries_and_figures', args: ['account_id', 'conversion_id', 'poptin_id'] },
    answer: (rows, batch) => rows.map((_, i) => String(batch.returned(i))),
    maxBatch: 256,
    // Under many connections the writers split into two cohorts that alternate, each batch paying PGlite's
    // fixed cost per commit for half of them; waiting a moment for the ones just answered merges them.
    refillMs: 2,
  });
}
