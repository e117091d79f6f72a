/**
 * WooCommerce's "Hold stock (minutes)": the setting (a column of shop_settings), and the sweep that cancels
 * card orders still unpaid that long after they were placed, giving their stock and coupon use back. Each
 * account's sweep runs once a minute across every server process, claimed as the retention pass claims its
 * day (retention-repository.ts): the process whose upsert of `shop_hold_sweeps` moves it to this minute
 * runs the sweep in the same transaction; another process's upsert waits for that commit and finds the
 * minute taken. Each order moves from "pending" under its row lock, so a payment confirmed at the same
 * moment either lands first (the order is paid and stays) or finds it cancelled (card-payment-repository.ts).
 */
import type { Db, Queryable } from '@beckon/db';
import { DEFAULT_HOLD_STOCK_MINUTES, type ShopInventorySettings } from '@beckon/owner-api';
import { UNPAID_CANCELLED_NOTE } from './card-payment-events.js';
import { returnCouponUse } from './coupon-repository.js';
import { addOrderNote } from './order-refund-repository.js';
import { releaseStockOnce } from './order-repository.js';
import { CARD } from './payment.js';

export async function loadInventorySettings(db: Queryable, accountId: string): Promise<ShopInventorySettings> {
  const { rows } = await db.query<{ hold_stock_minutes: number | null }>(
    'SELECT hold_stock_minutes FROM shop_settings WHERE account_id = $1',
    [accountId],
  );
  const r = rows[0];
  if (!r) return { hold_stock_minutes: DEFAULT_HOLD_STOCK_MINUTES };
  return { hold_stock_minutes: r.hold_stock_minutes === null ? null : Number(r.hold_stock_minutes) };
}

export async function saveInventorySettings(db: Queryable, accountId: string, s: ShopInventorySettings): Promise<void> {
  await db.query(
    `INSERT INTO shop_settings (account_id, hold_stock_minutes) VALUES ($1, $2)
     ON CONFLICT (account_id) DO UPDATE SET hold_stock_minutes = excluded.hold_stock_minutes, updated_at = now()`,
    [accountId, s.hold_stock_minutes],
  );
}

/**
 * The moment before which a pending card order of the shop `s` (LEFT JOINed) is cancelled at `$1`; null
 * (nothing cancelled) when its owner cleared the setting. A shop without a settings row holds the default.
 */
const CUTOFF_SQL = `$1::timestamptz - make_interval(mins => CASE WHEN s.account_id IS NULL
    THEN ${Number(DEFAULT_HOLD_STOCK_MINUTES)} ELSE s.hold_stock_minutes END)`;

export interface UnpaidSweep {
  accountId: string;
  /** The orders this sweep cancelled, by number. */
  cancelled: number[];
}

/**
 * Cancels, in each account, the card orders still pending for longer than its hold, unless the account's
 * sweep already ran in `now`'s minute. `effects` runs in each order's transaction after it moved (its
 * mails are queued there).
 */
export async function cancelUnpaidOrders(
  db: Db,
  now: Date,
  effects: (tx: Queryable, accountId: string, orderNumber: number) => Promise<void>,
): Promise<UnpaidSweep[]> {
  const { rows: accounts } = await db.query<{ account_id: string }>(
    `SELECT DISTINCT o.account_id FROM shop_orders o LEFT JOIN shop_settings s USING (account_id)
      WHERE o.status = 'pending' AND o.payment_method = $2 AND o.created_at <= ${CUTOFF_SQL}
      ORDER BY o.account_id`,
    [now.toISOString(), CARD],
  );
  const sweeps: UnpaidSweep[] = [];
  for (const { account_id: accountId } of accounts) {
    const sweep = await db.transaction(async (tx): Promise<UnpaidSweep | null> => {
      const { rows: claimed } = await tx.query(
        `INSERT INTO shop_hold_sweeps AS h (account_id, swept_at) VALUES ($1, date_trunc('minute', $2::timestamptz))
         ON CONFLICT (account_id) DO UPDATE SET swept_at = excluded.swept_at WHERE h.swept_at <> excluded.swept_at
         RETURNING account_id`,
        [accountId, now.toISOString()],
      );
      // Only the same minute is refused ("<>", not "<"): a process whose clock ran far ahead once must not
      // stop the others' sweeps until real time catches up; a skewed clock costs at most an extra sweep.
      if (claimed.length === 0) return null;
      const { rows } = await tx.query<{ order_number: number }>(
        `UPDATE shop_orders o SET status = 'cancelled'
           FROM (SELECT $2::text AS account_id) a LEFT JOIN shop_settings s USING (account_id)
          WHERE o.account_id = $2 AND o.status = 'pending' AND o.payment_method = $3 AND o.created_at <= ${CUTOFF_SQL}
         RETURNING o.order_number`,
        [now.toISOString(), accountId, CARD],
      );
      const cancelled = rows.map((r) => Number(r.order_number)).sort((a, b) => a - b);
      for (const orderNumber of cancelled) {
        await releaseStockOnce(tx, accountId, orderNumber);
        await returnCouponUse(tx, accountId, orderNumber);
        await addOrderNote(tx, accountId, orderNumber, UNPAID_CANCELLED_NOTE, false);
        await effects(tx, accountId, orderNumber);
      }
      return { accountId, cancelled };
    });
    if (sweep && sweep.cancelled.length > 0) sweeps.push(sweep);
  }
  return sweeps;
}
