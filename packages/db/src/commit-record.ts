import type { Queryable } from './db.js';

/**
 * Makes the transaction's commit wait for the disk like one that changed rows, for answers whose timing
 * must not tell whether anything was written (a password reset for an unknown email against a known one).
 * A transaction id alone is not enough: PostgreSQL (and PGlite) flush a commit only when the transaction
 * wrote WAL before it, so this also writes a transactional logical message, a WAL record that no table
 * holds and that any role may write. Returns the transaction id.
 */
export async function writeCommitRecord(tx: Queryable): Promise<string> {
  const { rows } = await tx.query<{ xid: string }>(
    "SELECT pg_current_xact_id()::text AS xid, pg_logical_emit_message(true, 'beckon', 'commit record') AS lsn",
  );
  return String(rows[0]?.xid);
}
