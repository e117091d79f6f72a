/** The statements the display routes make on `accounts`: the settings a display answer reads, the install check. */
import type { Queryable } from '@beckon/db';

export interface DisplayAccountRow {
  account_id: string;
  is_freemium: boolean;
  max_monthly_views: number;
  is_restricted: boolean;
  restriction_setting: string;
  restricted_since: Date;
}

/** The account's plan and restriction; null when there is no such account. */
export async function findDisplayAccount(db: Queryable, accountId: string): Promise<DisplayAccountRow | null> {
  const { rows } = await db.query<DisplayAccountRow>(
    `SELECT account_id, is_freemium, max_monthly_views, is_restricted, restriction_setting, restricted_since
       FROM accounts WHERE account_id = $1`,
    [accountId],
  );
  return rows[0] ?? null;
}

/** Stores the first display request's time and page; changes nothing when one is stored already. */
export async function recordFirstDisplay(db: Queryable, accountId: string, url: string): Promise<void> {
  await db.query(
    'UPDATE accounts SET first_display_at = now(), first_display_url = $2 WHERE account_id = $1 AND first_display_at IS NULL',
    [accountId, url],
  );
}
