/**
 * Writes leads (spec §3 "Conversion payload") with group commit and
 * idempotency: a batch is ONE multi-row INSERT … ON CONFLICT (account_id,
 * conversion_key) DO NOTHING in one transaction; keys that already existed
 * are looked up, so a retried submit gets the SAME conversion_id back and
 * never makes a second lead. Each promise settles after the commit
 * (reliability.md §0.1–0.2: 2xx only after commit).
 */

import { createGroupCommitter, type Db, type GroupCommitter, valuesList } from '@beckon/db';

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
}

interface KeyedId {
  account_id: string;
  conversion_key: string;
  conversion_id: string;
}

const keyOf = (r: { account_id: string; conversion_key: string }) => `${r.account_id}:${r.conversion_key}`;

// Column order of the INSERT; fields and payload travel as JSON text, cast to jsonb.
const COLUMNS =
  'account_id, conversion_id, conversion_key, poptin_id, viewer_id, view_id, email, name, phone, fields, payload, ip_hash';
const CASTS = ['', '', '', '', '', '', '', '', '', '::jsonb', '::jsonb', ''];

/** Resolves each row to its conversion_id: the new one, or the one stored earlier under the same key. */
export function createConversionWriter(db: Db): GroupCommitter<ConversionRow, string> {
  return createGroupCommitter<ConversionRow, string>({
    maxBatch: 128,
    flush: (rows) =>
      db.transaction(async (tx) => {
        // Two submits with one key in the same batch: the first is inserted, both get its id.
        const unique = new Map<string, ConversionRow>();
        for (const row of rows) if (!unique.has(keyOf(row))) unique.set(keyOf(row), row);
        const values = valuesList(
          [...unique.values()].map((r) => [
            r.account_id,
            r.conversion_id,
            r.conversion_key,
            r.poptin_id,
            r.viewer_id,
            r.view_id,
            r.email,
            r.name,
            r.phone,
            JSON.stringify(r.fields),
            JSON.stringify(r.payload),
            r.ip_hash,
          ]),
          CASTS,
        );
        const inserted = await tx.query<KeyedId>(
          `INSERT INTO conversions (${COLUMNS}) VALUES ${values.sql}
           ON CONFLICT (account_id, conversion_key) DO NOTHING
           RETURNING account_id, conversion_key, conversion_id`,
          values.params,
        );
        const ids = new Map(inserted.rows.map((r) => [keyOf(r), r.conversion_id]));
        const conflicted = [...unique.values()].filter((r) => !ids.has(keyOf(r)));
        if (conflicted.length > 0) {
          const keys = valuesList(conflicted.map((r) => [r.account_id, r.conversion_key]));
          const existing = await tx.query<KeyedId>(
            `SELECT account_id, conversion_key, conversion_id FROM conversions
              WHERE (account_id, conversion_key) IN (${keys.sql})`,
            keys.params,
          );
          for (const r of existing.rows) ids.set(keyOf(r), r.conversion_id);
        }
        return rows.map((row) => {
          const id = ids.get(keyOf(row));
          if (id === undefined) throw new Error(`conversion ${row.conversion_key} neither inserted nor found`);
          return id;
        });
      }),
  });
}
