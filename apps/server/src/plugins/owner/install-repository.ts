/**
 * The install check's two signs of life: the account's latest pop-up view and its first display
 * request. Two plain single-account lookups rather than one join, so neither needs more than one
 * Citus shard.
 */
import type { Queryable } from '@beckon/db';

interface SeenAt {
  url: string | null;
  at: Date | string | null;
}

export async function findLatestPopupView(
  db: Queryable,
  accountId: string,
): Promise<{ url: string; at: Date | string } | null> {
  const { rows } = await db.query<{ url: string; at: Date | string }>(
    'SELECT url, created_at AS at FROM popup_views WHERE account_id = $1 ORDER BY created_at DESC LIMIT 1',
    [accountId],
  );
  return rows[0] ?? null;
}

/** The page and time of the account's first display request (both null until one came); null without an account. */
export async function findFirstDisplay(db: Queryable, accountId: string): Promise<SeenAt | null> {
  const { rows } = await db.query<SeenAt>(
    'SELECT first_display_url AS url, first_display_at AS at FROM accounts WHERE account_id = $1',
    [accountId],
  );
  return rows[0] ?? null;
}
