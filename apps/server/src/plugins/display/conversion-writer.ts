/**
 * Writes leads (spec §3 "Conversion payload") with group commit and
 * idempotency: a batch is ONE multi-row INSERT … ON CONFLICT (account_id,
 * conversion_key) DO NOTHING in one transaction; keys that already existed
 * are looked up (in the same statement), so a retried submit gets the SAME conversion_id back and
 * never makes a second lead. Each promise settles after the commit
 * (reliability.md §0.1–0.2: 2xx only after commit).
 */

import { createGroupCommitter, type Db, type GroupCommitter } from '@beckon/db';

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

// One array parameter per column (unnest): the statement text is the same for
// every batch size and the parameters are 12 arrays instead of 12 × n scalars,
// which PGlite serialises and PostgreSQL binds far faster. fields and payload
// travel as JSON text, cast to jsonb.
const COLUMNS = [
  ['account_id', 'text'],
  ['conversion_id', 'text'],
  ['conversion_key', 'text'],
  ['poptin_id', 'text'],
  ['viewer_id', 'text'],
  ['view_id', 'text'],
  ['email', 'text'],
  ['name', 'text'],
  ['phone', 'text'],
  ['fields', 'jsonb'],
  ['payload', 'jsonb'],
  ['ip_hash', 'text'],
] as const;

/**
 * ONE statement, so one atomic commit without BEGIN/COMMIT round trips: the
 * insert, plus the ids already stored under a batch key (the statement's
 * snapshot predates its own insert, so those are exactly the earlier rows).
 */
const UPSERT_SQL = `
WITH input AS (
  SELECT * FROM unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type === 'jsonb' ? 'text' : type}[]`).join(', ')})
    AS t(${COLUMNS.map(([name]) => name).join(', ')})
),
inserted AS (
  INSERT INTO conversions (${COLUMNS.map(([name]) => name).join(', ')})
  SELECT ${COLUMNS.map(([name, type]) => (type === 'jsonb' ? `${name}::jsonb` : name)).join(', ')} FROM input
  ON CONFLICT (account_id, conversion_key) DO NOTHING
  RETURNING account_id, conversion_key, conversion_id
)
SELECT account_id, conversion_key, conversion_id FROM inserted
UNION ALL
SELECT c.account_id, c.conversion_key, c.conversion_id
  FROM conversions c JOIN input i ON c.account_id = i.account_id AND c.conversion_key = i.conversion_key`;

const FIND_SQL = `SELECT c.account_id, c.conversion_key, c.conversion_id
  FROM conversions c JOIN unnest($1::text[], $2::text[]) AS k(account_id, conversion_key)
    ON c.account_id = k.account_id AND c.conversion_key = k.conversion_key`;

function columnArrays(rows: readonly ConversionRow[]): unknown[][] {
  const arrays: unknown[][] = COLUMNS.map(() => new Array(rows.length));
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as ConversionRow;
    for (let c = 0; c < COLUMNS.length; c++) {
      const [name, type] = COLUMNS[c] as (typeof COLUMNS)[number];
      (arrays[c] as unknown[])[r] = type === 'jsonb' ? JSON.stringify(row[name]) : row[name];
    }
  }
  return arrays;
}

/** Resolves each row to its conversion_id: the new one, or the one stored earlier under the same key. */
export function createConversionWriter(db: Db): GroupCommitter<ConversionRow, string> {
  return createGroupCommitter<ConversionRow, string>({
    maxBatch: 256,
    async flush(rows) {
      // Two submits with one key in the same batch: the first is inserted, both get its id.
      const unique = new Map<string, ConversionRow>();
      for (const row of rows) if (!unique.has(keyOf(row))) unique.set(keyOf(row), row);
      const batch = [...unique.values()];
      const { rows: stored } = await db.query<KeyedId>(UPSERT_SQL, columnArrays(batch));
      const ids = new Map(stored.map((r) => [keyOf(r), r.conversion_id]));
      const missing = batch.filter((r) => !ids.has(keyOf(r)));
      if (missing.length > 0) {
        // Only when another process inserted one of these keys while this statement ran (PostgreSQL with
        // several instances): it has committed now, so a fresh snapshot finds it.
        const { rows: found } = await db.query<KeyedId>(FIND_SQL, [
          missing.map((r) => r.account_id),
          missing.map((r) => r.conversion_key),
        ]);
        for (const r of found) ids.set(keyOf(r), r.conversion_id);
      }
      return rows.map((row) => {
        const id = ids.get(keyOf(row));
        if (id === undefined) throw new Error(`conversion ${row.conversion_key} neither inserted nor found`);
        return id;
      });
    },
  });
}
