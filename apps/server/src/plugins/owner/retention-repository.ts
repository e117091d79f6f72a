/**
 * The retention period of an account's leads and form submissions (`accounts.retention_months`, null keeps
 * them) and the pass that deletes what is older. A pass runs once per account and day across every server
 * process: it first inserts that day's `retention_runs` row, and only the process whose insert lands
 * deletes, in the same transaction (a second insert waits for the first to commit, then finds the row).
 */
import type { Db, Queryable } from '@beckon/db';

export async function findRetention(db: Queryable, accountId: string): Promise<6 | 12 | 24 | null> {
  const { rows } = await db.query<{ retention_months: 6 | 12 | 24 | null }>(
    'SELECT retention_months FROM accounts WHERE account_id = $1',
    [accountId],
  );
  return rows[0]?.retention_months ?? null;
}

export async function setRetention(db: Queryable, accountId: string, months: 6 | 12 | 24 | null): Promise<void> {
  await db.query('UPDATE accounts SET retention_months = $2 WHERE account_id = $1', [accountId, months]);
}

export interface RetentionPass {
  accountId: string;
  leadsDeleted: number;
  submissionsDeleted: number;
}

// $1 account, $2 the cutoff. A lead's deliveries and their log go with it; a form's files go with it (cascade).
const DELETE_OLD = `WITH old AS (
    SELECT conversion_id FROM conversions WHERE account_id = $1 AND created_at < $2
  ), attempts AS (
    DELETE FROM webhook_attempts w USING lead_deliveries d, old
     WHERE w.account_id = $1 AND d.account_id = $1 AND d.delivery_id = w.delivery_id
       AND d.conversion_id = old.conversion_id
  ), deliveries AS (
    DELETE FROM lead_deliveries d USING old WHERE d.account_id = $1 AND d.conversion_id = old.conversion_id
  ), leads AS (
    DELETE FROM conversions c USING old WHERE c.account_id = $1 AND c.conversion_id = old.conversion_id RETURNING 1
  ), submissions AS (
    DELETE FROM site_form_submissions WHERE account_id = $1 AND created_at < $2 RETURNING 1
  )
  UPDATE retention_runs SET leads_deleted = (SELECT count(*) FROM leads),
      submissions_deleted = (SELECT count(*) FROM submissions)
   WHERE account_id = $1 AND day = $3
  RETURNING leads_deleted, submissions_deleted`;

/**
 * Deletes, for each account with a retention period, the leads and form submissions created before
 * `now` minus that period, unless a pass already ran for that account on `now`'s day (UTC).
 */
export async function runRetention(db: Db, now: Date = new Date()): Promise<RetentionPass[]> {
  const { rows: accounts } = await db.query<{ account_id: string; retention_months: number }>(
    'SELECT account_id, retention_months FROM accounts WHERE retention_months IS NOT NULL ORDER BY account_id',
  );
  const day = now.toISOString().slice(0, 10);
  const passes: RetentionPass[] = [];
  for (const { account_id: accountId, retention_months: months } of accounts) {
    const pass = await db.transaction(async (tx) => {
      const { rows: claimed } = await tx.query<{ cutoff: Date | string }>(
        `INSERT INTO retention_runs (account_id, day, cutoff)
         VALUES ($1, $2::date, $3::timestamptz - make_interval(months => $4::int))
         ON CONFLICT (account_id, day) DO NOTHING RETURNING cutoff`,
        [accountId, day, now.toISOString(), months],
      );
      const cutoff = claimed[0]?.cutoff;
      if (cutoff === undefined) return null;
      const { rows } = await tx.query<{ leads_deleted: number; submissions_deleted: number }>(DELETE_OLD, [
        accountId,
        cutoff,
        day,
      ]);
      return {
        accountId,
        leadsDeleted: rows[0]?.leads_deleted ?? 0,
        submissionsDeleted: rows[0]?.submissions_deleted ?? 0,
      };
    });
    if (pass) passes.push(pass);
  }
  return passes;
}
