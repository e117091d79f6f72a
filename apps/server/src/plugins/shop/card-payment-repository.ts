/**
 * The card payment's queries: the order's checkout session, its webhook events (each stored by the
 * provider's event id in the transaction that acts on it, so a replay finds it and changes nothing), and
 * the stock an order holds, given back at most once.
 */
import type { Db, Queryable } from '@beckon/db';
import { confirmsPayment, latePaymentNote, outcomeOf } from './card-payment-events.js';
import { returnCouponUse } from './coupon-repository.js';
import { addOrderNote } from './order-refund-repository.js';
import { releaseStockOnce } from './order-repository.js';
import { CARD, type OrderStatus } from './payment.js';
import type { PaymentEvent } from './stripe-gateway.js';

export async function setPaymentRef(
  db: Queryable,
  accountId: string,
  orderNumber: number,
  sessionId: string,
): Promise<void> {
  await db.query('UPDATE shop_orders SET payment_ref = $3 WHERE account_id = $1 AND order_number = $2', [
    accountId,
    orderNumber,
    sessionId,
  ]);
}

/** The checkout session of a card order still waiting for its payment, or null (paid, offline, or none made). */
export async function openCardSession(db: Queryable, accountId: string, orderNumber: number): Promise<string | null> {
  const { rows } = await db.query<{ payment_ref: string }>(
    `SELECT payment_ref FROM shop_orders WHERE account_id = $1 AND order_number = $2 AND status = 'pending'
        AND payment_method = $3 AND payment_ref IS NOT NULL`,
    [accountId, orderNumber, CARD],
  );
  return rows[0]?.payment_ref ?? null;
}

/**
 * An order whose card payment could not even start (the provider refused the session): failed, with
 * its stock back. Only from pending, so it runs once.
 */
export async function failUnstartedPayment(db: Db, accountId: string, orderNumber: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `UPDATE shop_orders SET status = 'failed' WHERE account_id = $1 AND order_number = $2 AND status = 'pending'
       RETURNING order_number`,
      [accountId, orderNumber],
    );
    if (rows.length > 0) await releaseStockOnce(tx, accountId, orderNumber);
  });
}

export type EventResult =
  | { handled: 'replay' | 'ignored' }
  | { handled: 'late-payment'; status: OrderStatus }
  | { handled: 'changed'; from: OrderStatus; to: OrderStatus; stockReleased: boolean };

/**
 * Acts on a verified session event in one transaction with its record: the order it names (by its
 * account, number and session, so an event for another session of the order is ignored) moves as
 * outcomeOf says. `effects` runs inside the same transaction when the order moved (its mails are queued
 * there, so they exist exactly when the change does).
 */
export async function applySessionEvent(
  db: Db,
  event: Extract<PaymentEvent, { kind: 'session' }>,
  effects: (tx: Queryable, change: { from: OrderStatus; to: OrderStatus }) => Promise<void>,
): Promise<EventResult> {
  const { accountId, orderNumber } = event;
  return db.transaction(async (tx): Promise<EventResult> => {
    const recorded = await tx.query(
      `INSERT INTO shop_payment_events (account_id, event_id, event_type, order_number) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING event_id`,
      [accountId, event.eventId, event.type, orderNumber],
    );
    if (recorded.rows.length === 0) return { handled: 'replay' };
    const { rows } = await tx.query<{ status: OrderStatus }>(
      `SELECT status FROM shop_orders WHERE account_id = $1 AND order_number = $2 AND payment_ref = $3 FOR UPDATE`,
      [accountId, orderNumber, event.sessionId],
    );
    const from = rows[0]?.status;
    if (from === undefined) return { handled: 'ignored' };
    const outcome = outcomeOf(from, event);
    if (!outcome) {
      // Money taken for an order that ended unpaid (its hold ran out, or it was cancelled): it stays as it
      // is, since its stock may be sold again, and the shop is told on the order.
      if ((from === 'cancelled' || from === 'failed') && confirmsPayment(event)) {
        await addOrderNote(tx, accountId, orderNumber, latePaymentNote(event.sessionId, from), false);
        await tx.query(
          'UPDATE shop_orders SET payment_intent = COALESCE($3, payment_intent) WHERE account_id = $1 AND order_number = $2',
          [accountId, orderNumber, event.paymentIntent],
        );
        return { handled: 'late-payment', status: from };
      }
      return { handled: 'ignored' };
    }
    await tx.query(
      `UPDATE shop_orders SET status = $3, payment_intent = COALESCE($4, payment_intent)
        WHERE account_id = $1 AND order_number = $2`,
      [accountId, orderNumber, outcome.to, event.paymentIntent],
    );
    const stockReleased = outcome.releaseStock && (await releaseStockOnce(tx, accountId, orderNumber));
    if (outcome.to === 'cancelled') await returnCouponUse(tx, accountId, orderNumber);
    await effects(tx, { from, to: outcome.to });
    return { handled: 'changed', from, to: outcome.to, stockReleased };
  });
}
