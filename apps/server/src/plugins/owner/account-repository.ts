/** The accounts table's settings and facts the owner API reads and writes, one statement each. */
import type { Queryable } from '@beckon/db';

export async function accountExists(db: Queryable, accountId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM accounts WHERE account_id = $1', [accountId]);
  return rows.length > 0;
}

export async function findAccountName(db: Queryable, accountId: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM accounts WHERE account_id = $1', [accountId]);
  return rows[0]?.name ?? null;
}

/** What the owner's site shows once the plan's limit is reached, as stored ('' for nothing); null without an account. */
export async function findRestrictionSetting(db: Queryable, accountId: string): Promise<string | null> {
  const { rows } = await db.query<{ restriction_setting: string }>(
    'SELECT restriction_setting FROM accounts WHERE account_id = $1',
    [accountId],
  );
  return rows[0]?.restriction_setting ?? null;
}

export async function setRestrictionSetting(db: Queryable, accountId: string, stored: string): Promise<void> {
  await db.query('UPDATE accounts SET restriction_setting = $2 WHERE account_id = $1', [accountId, stored]);
}

/** Whether each new lead is mailed to the account's owners; false without an account. */
export async function findNewLeadEmail(db: Queryable, accountId: string): Promise<boolean> {
  const { rows } = await db.query<{ new_lead_email: boolean }>(
    'SELECT new_lead_email FROM accounts WHERE account_id = $1',
    [accountId],
  );
  return rows[0]?.new_lead_email ?? false;
}

export async function setNewLeadEmail(db: Queryable, accountId: string, on: boolean): Promise<void> {
  await db.query('UPDATE accounts SET new_lead_email = $2 WHERE account_id = $1', [accountId, on]);
}
