/**
 * WooCommerce's "Hold stock (minutes)": the setting (a column of shop_settings), and the sweep that cancels
 * card orders still unpaid that long after they were placed, giving their stock and coupon use back. Each
 * account's sweep runs once a minute across every server process, claimed as the retention pass claims its
 * day (retention-repository.ts): the process whose upsert of `shop_hold_sweeps` moves it to this minute
 * lists the account's due orders in the same transaction; another process's upsert waits for that commit and
 * finds the minute taken. Stripe is asked to expire each order's checkout session before the order moves, so
 * no payment can complete after its stock went back; each order then moves from "pending" under its row
 * lock, so the expiry event arriving at the same moment changes it once (card-payment-repository.ts).
 */
import type { Db, Queryable } from '@beckon/db';
import { DEFAULT_HOLD_STOCK_MINUTES, type ShopInventorySettings } from '@beckon/owner-api';
import { UNPAID_CANCELLED_NOTE } from './card-payment-events.js';
import { returnCouponUse } from './coupon-repository.js';
import { addOrderNote } from './order-refund-repository.js';
import { releaseStockOnce } from './order-repository.js';
import { CARD } from './payment.js';
import type { CheckoutClosing } from './stripe-gateway.js';

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
  /** Orders due but left pending: their payment page could not be closed, or was paid first. */
  kept?: { orderNumber: number; why: 'complete' | 'unreachable' }[];
}

/** Closes an order's Stripe payment page and says where it ended (CardGateway.closeCheckout). */
export type CloseCheckout = (sessionId: string) => Promise<CheckoutClosing>;

/**
 * Cancels, in each account, the card orders still pending for longer than its hold, unless the account's
 * sweep already ran in `now`'s minute. Each order's Stripe payment page is closed first (`closeCheckout`,
 * outside any transaction): an order is cancelled only once no payment can come for it any more, and one
 * whose customer paid in the meantime is left to the payment's webhook. `effects` runs in each order's
 * transaction after it moved (its mails are queued there).
 */
export async function cancelUnpaidOrders(
  db: Db,
  now: Date,
  closeCheckout: CloseCheckout,
  effects: (tx: Queryable, accountId: string, orderNumber: number) => Promise<void>,
): Promise<UnpaidSweep[]> {
  // An order whose session Stripe reported complete waits for the payment's confirmation (a bank transfer
  // may take days): it is not asked about again.
  const due = `o.status = 'pending' AND o.payment_method = $2 AND o.created_at <= ${CUTOFF_SQL}
    AND NOT EXISTS (SELECT 1 FROM shop_payment_events e WHERE e.account_id = o.account_id
      AND e.order_number = o.order_number AND e.event_type = 'checkout.session.completed')`;
  const { rows: accounts } = await db.query<{ account_id: string }>(
    `SELECT DISTINCT o.account_id FROM shop_orders o LEFT JOIN shop_settings s USING (account_id)
      WHERE ${due} ORDER BY o.account_id`,
    [now.toISOString(), CARD],
  );
  const sweeps: UnpaidSweep[] = [];
  // Stripe found unreachable is not waited on again in this sweep (each try can take the SDK's timeout,
  // retried): the remaining orders keep their stock until the next one.
  let unreachable = false;
  for (const { account_id: accountId } of accounts) {
    const orders = await db.transaction(async (tx) => {
      const { rows: claimed } = await tx.query(
        `INSERT INTO shop_hold_sweeps AS h (account_id, swept_at) VALUES ($1, date_trunc('minute', $2::timestamptz))
         ON CONFLICT (account_id) DO UPDATE SET swept_at = excluded.swept_at WHERE h.swept_at <> excluded.swept_at
         RETURNING account_id`,
        [accountId, now.toISOString()],
      );
      // Only the same minute is refused ("<>", not "<"): a process whose clock ran far ahead once must not
      // stop the others' sweeps until real time catches up; a skewed clock costs at most an extra sweep.
      if (claimed.length === 0) return null;
      const { rows } = await tx.query<{ order_number: number; payment_ref: string | null }>(
        `SELECT o.order_number, o.payment_ref FROM shop_orders o LEFT JOIN shop_settings s USING (account_id)
          WHERE o.account_id = $3 AND ${due} ORDER BY o.order_number`,
        [now.toISOString(), CARD, accountId],
      );
      return rows.map((r) => ({ orderNumber: Number(r.order_number), sessionId: r.payment_ref }));
    });
    if (!orders) continue;
    const sweep: UnpaidSweep = { accountId, cancelled: [] };
    for (const { orderNumber, sessionId } of orders) {
      // An order whose session was never recorded has no payment page a customer could be paying on.
      const closing = sessionId === null ? 'missing' : unreachable ? 'unreachable' : await closeCheckout(sessionId);
      if (closing === 'unreachable') unreachable = true;
      if (closing === 'complete' || closing === 'unreachable') {
        sweep.kept = [...(sweep.kept ?? []), { orderNumber, why: closing }];
        continue;
      }
      if (await cancelUnpaidOrder(db, accountId, orderNumber, effects)) sweep.cancelled.push(orderNumber);
    }
    if (sweep.cancelled.length > 0 || sweep.kept) sweeps.push(sweep);
  }
  return sweeps;
}

/** One order from pending to cancelled under its row lock (a webhook may have moved it first): whether it moved. */
async function cancelUnpaidOrder(
  db: Db,
  accountId: string,
  orderNumber: number,
  effects: (tx: Queryable, accountId: string, orderNumber: number) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `UPDATE shop_orders SET status = 'cancelled'
        WHERE account_id = $1 AND order_number = $2 AND status = 'pending' RETURNING order_number`,
      [accountId, orderNumber],
    );
    if (rows.length === 0) return false;
    await releaseStockOnce(tx, accountId, orderNumber);
    await returnCouponUse(tx, accountId, orderNumber);
    await addOrderNote(tx, accountId, orderNumber, UNPAID_CANCELLED_NOTE, false);
    await effects(tx, accountId, orderNumber);
    return true;
  });
}
