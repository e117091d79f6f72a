import type { Queryable } from './db.js';

/**
 * Gives the transaction an id, so its commit is written and flushed to disk like one that changed rows.
 * For answers whose timing must not tell whether anything was written (a password reset for an unknown
 * email against a known one): without it, only the known email's commit waits for the disk.
 * Returns the id.
 */
export async function writeCommitRecord(tx: Queryable): Promise<string> {
  const { rows } = await tx.query<{ xid: string }>('SELECT pg_current_xact_id()::text AS xid');
  return String(rows[0]?.xid);
}
