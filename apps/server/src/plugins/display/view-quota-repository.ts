/** The statements of the monthly view quota (monthly-views.ts) on popup_view_quota (migrations 0082, 0540). */
import type { Queryable } from '@beckon/db';

/** The views that counted toward an account's quota since `since` (an ISO date, the month's first day). */
export async function countQuotaViewsSince(db: Queryable, accountId: string, since: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM popup_view_quota WHERE account_id = $1 AND day >= $2::date',
    [accountId, since],
  );
  return rows[0]?.n ?? 0;
}

/**
 * The view writer's call of count_quota_views() (migration 0540), in each batch's own transaction: it stores a
 * quota row for each view whose viewer has none today for that pop-up, and answers those views.
 */
export const COUNT_QUOTA_VIEWS = {
  // The quota's rule (migration 0540) after the pop-up's daily figures are added (0780).
  fn: 'count_views_and_figures',
  args: ['account_id', 'poptin_id', 'viewer_id'],
} as const;
