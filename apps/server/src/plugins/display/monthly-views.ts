/**
 * The monthly view quota (spec §8 max views), all of it:
 * - the rule: a viewer counts once per pop-up per UTC day, so forged reports
 *   with one viewer id cannot use up an account's month. count_quota_views()
 *   (migration 0540) applies it in each batch of views the view writer stores,
 *   and `countedViews` reads which views counted;
 * - the count: per account and UTC month, in memory, seeded from the quota
 *   rows when the account loads (`seed`) and bumped by the viewed route for
 *   each view that counted (`count`);
 * - the check: the display route answers not_allowed once `reached`.
 *
 * Counts are per process: with several instances each counts only its own
 * views after seeding, so the limit is approximate across instances.
 */
import type { Queryable } from '@beckon/db';
import { countQuotaViewsSince } from './view-quota-repository.js';

export interface MonthlyViews {
  /** Seeds the account's count from the stored quota rows, unless this month's count is in memory already. */
  seed(accountId: string): Promise<void>;
  /** The views counted this month. */
  current(accountId: string): number;
  /** True once the account's views this month reached its plan's `max`: pop-ups are then not shown. */
  reached(accountId: string, max: number): boolean;
  /** One more view counted. */
  count(accountId: string): void;
}

/** The view fields the quota rule reads. */
interface QuotaView {
  account_id: string;
  poptin_id: string;
  viewer_id: string;
}

const keyOf = (v: Partial<Record<keyof QuotaView, unknown>>) => `${v.account_id}|${v.poptin_id}|${v.viewer_id}`;

/**
 * Which views of a stored batch counted, from the quota rows count_quota_views() answered: the same viewer
 * twice in one batch counts once, the first time.
 */
export function countedViews(views: readonly QuotaView[], counted: readonly Record<string, unknown>[]): boolean[] {
  const unseen = new Set(counted.map(keyOf));
  return views.map((view) => unseen.delete(keyOf(view)));
}

// The current UTC month as YYYY-MM, recomputed only when the month has ended (this runs per display request).
let cachedMonth = '';
let monthEndsAt = 0;
function monthKey(): string {
  const now = Date.now();
  if (now >= monthEndsAt) {
    const d = new Date(now);
    cachedMonth = d.toISOString().slice(0, 7);
    monthEndsAt = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  return cachedMonth;
}

export function createMonthlyViews(db: Queryable): MonthlyViews {
  const views = new Map<string, { month: string; count: number }>();

  function counter(accountId: string): { month: string; count: number } {
    const month = monthKey();
    let current = views.get(accountId);
    if (!current || current.month !== month) {
      // A new month starts from zero.
      current = { month, count: 0 };
      views.set(accountId, current);
    }
    return current;
  }

  return {
    async seed(accountId) {
      const month = monthKey();
      if (views.get(accountId)?.month === month) return;
      const seeded = await countQuotaViewsSince(db, accountId, `${month}-01`);
      // Views counted in memory while the COUNT ran are already in the database or about to be; keep the larger.
      const current = views.get(accountId);
      views.set(accountId, { month, count: Math.max(seeded, current?.month === month ? current.count : 0) });
    },
    current: (accountId) => counter(accountId).count,
    reached: (accountId, max) => counter(accountId).count >= max,
    count(accountId) {
      counter(accountId).count++;
    },
  };
}
