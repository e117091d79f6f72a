/**
 * Refunds and notes on an order. A refund is taken in two steps around the provider's request (which must
 * not hold a transaction open): first the amount and the quantities to restock are reserved on the order
 * under its row lock, so two refunds at once cannot give back more than was paid or sold; then, once the
 * provider agreed, the refund is completed (those quantities back in stock, "refunded" when nothing is
 * left, a corrective invoice when the order has an invoice), or the reservation is undone.
 */
import type { Db, Queryable } from '@beckon/db';
import { REFUNDABLE_STATUSES, type ShopOrderNote } from '@beckon/owner-api';
import { issueCorrectiveIn } from './corrective-invoice-repository.js';
import type { OrderStatus } from './payment.js';
import { planRestock, type RestockChoice, type RestockPlan } from './refund-restock.js';

export type RefundStart =
  | { ok: true; refundNo: number; paymentMethod: string; paymentIntent: string | null }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'status'; status: OrderStatus }
  | { ok: false; reason: 'too-large'; leftCents: number }
  | Extract<RestockPlan, { ok: false }>;

/**
 * Reserves the amount, and the quantities to put back in stock (counted on the order's lines at once, so two
 * refunds at once cannot put back more than was sold), under the order's row lock.
 */
export async function reserveRefund(
  db: Db,
  accountId: string,
  orderNumber: number,
  amountCents: number,
  restock: RestockChoice,
): Promise<RefundStart> {
  return db.transaction(async (tx): Promise<RefundStart> => {
    const { rows } = await tx.query<{
      status: OrderStatus;
      total_cents: number;
      refunded_cents: number;
      payment_method: string;
      payment_intent: string | null;
    }>(
      `SELECT status, total_cents, refunded_cents, payment_method, payment_intent FROM shop_orders
        WHERE account_id = $1 AND order_number = $2 FOR UPDATE`,
      [accountId, orderNumber],
    );
    const order = rows[0];
    if (!order) return { ok: false, reason: 'not-found' };
    if (!REFUNDABLE_STATUSES.includes(order.status)) return { ok: false, reason: 'status', status: order.status };
    const leftCents = Number(order.total_cents) - Number(order.refunded_cents);
    if (amountCents > leftCents) return { ok: false, reason: 'too-large', leftCents };
    const lines = await tx.query<{ line_no: number; quantity: number; restocked_quantity: number }>(
      `SELECT line_no, quantity, restocked_quantity FROM shop_order_lines
        WHERE account_id = $1 AND order_number = $2 ORDER BY line_no`,
      [accountId, orderNumber],
    );
    const plan = planRestock(
      lines.rows.map((l) => ({
        lineNo: Number(l.line_no),
        quantity: Number(l.quantity),
        restocked: Number(l.restocked_quantity),
      })),
      restock,
    );
    if (!plan.ok) return plan;
    const inserted = await tx.query<{ refund_no: number }>(
      `WITH bumped AS (
         UPDATE shop_orders SET refunded_cents = refunded_cents + $3 WHERE account_id = $1 AND order_number = $2
         RETURNING order_number
       )
       INSERT INTO shop_order_refunds (account_id, order_number, refund_no, amount_cents, restock)
       SELECT $1, $2, COALESCE((SELECT max(refund_no) FROM shop_order_refunds WHERE account_id = $1 AND order_number = $2), 0) + 1,
              $3, $4
         FROM bumped
       RETURNING refund_no`,
      [accountId, orderNumber, amountCents, plan.lines.length > 0],
    );
    const refundNo = Number(inserted.rows[0]?.refund_no);
    if (plan.lines.length > 0)
      await tx.query(
        `WITH wanted AS (
           SELECT * FROM unnest($4::int[], $5::int[]) AS w(line_no, quantity)
         ), counted AS (
           UPDATE shop_order_lines l SET restocked_quantity = l.restocked_quantity + w.quantity
             FROM wanted w WHERE l.account_id = $1 AND l.order_number = $2 AND l.line_no = w.line_no
         )
         INSERT INTO shop_order_refund_lines (account_id, order_number, refund_no, line_no, quantity)
         SELECT $1, $2, $3, line_no, quantity FROM wanted`,
        [accountId, orderNumber, refundNo, plan.lines.map((l) => l.lineNo), plan.lines.map((l) => l.quantity)],
      );
    return { ok: true, refundNo, paymentMethod: order.payment_method, paymentIntent: order.payment_intent };
  });
}

/** The provider refused: the reserved amount and quantities are free again and the refund is gone. */
export async function undoRefund(db: Db, accountId: string, orderNumber: number, refundNo: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE shop_order_lines l SET restocked_quantity = l.restocked_quantity - r.quantity
         FROM shop_order_refund_lines r
        WHERE r.account_id = $1 AND r.order_number = $2 AND r.refund_no = $3
          AND l.account_id = $1 AND l.order_number = $2 AND l.line_no = r.line_no`,
      [accountId, orderNumber, refundNo],
    );
    await tx.query(
      `WITH gone AS (
         DELETE FROM shop_order_refunds WHERE account_id = $1 AND order_number = $2 AND refund_no = $3
         RETURNING amount_cents
       )
       UPDATE shop_orders SET refunded_cents = refunded_cents - (SELECT amount_cents FROM gone)
        WHERE account_id = $1 AND order_number = $2 AND EXISTS (SELECT 1 FROM gone)`,
      [accountId, orderNumber, refundNo],
    );
  });
}

/**
 * The provider agreed (or the method is offline): the refund keeps the provider's reference, the quantities
 * it reserved go back into stock, an order with nothing left becomes refunded, and an invoiced order gets
 * its corrective invoice (numbered here, so a refund that does not commit takes no number). `effects` runs
 * in the same transaction (the customer's mail).
 */
export async function completeRefund(
  db: Db,
  accountId: string,
  orderNumber: number,
  refund: { refundNo: number; providerRef: string | null },
  effects: (tx: Queryable) => Promise<void>,
): Promise<{ restocked: boolean; status: OrderStatus; corrected: boolean }> {
  return db.transaction(async (tx) => {
    const { rows: back } = await tx.query(
      `WITH back AS (
         SELECT l.variant_id, SUM(r.quantity) AS quantity
           FROM shop_order_refund_lines r
           JOIN shop_order_lines l USING (account_id, order_number, line_no)
          WHERE r.account_id = $1 AND r.order_number = $2 AND r.refund_no = $3
          GROUP BY l.variant_id
       )
       UPDATE shop_variants v SET stock = v.stock + back.quantity
         FROM back WHERE v.account_id = $1 AND v.variant_id = back.variant_id AND v.stock IS NOT NULL
       RETURNING v.variant_id`,
      [accountId, orderNumber, refund.refundNo],
    );
    await tx.query(
      `UPDATE shop_order_refunds SET provider_ref = $4, completed_at = now()
        WHERE account_id = $1 AND order_number = $2 AND refund_no = $3`,
      [accountId, orderNumber, refund.refundNo, refund.providerRef],
    );
    const { rows } = await tx.query<{ status: OrderStatus }>(
      `UPDATE shop_orders SET status = CASE WHEN refunded_cents >= total_cents THEN 'refunded' ELSE status END
        WHERE account_id = $1 AND order_number = $2 RETURNING status`,
      [accountId, orderNumber],
    );
    const corrected = await issueCorrectiveIn(tx, accountId, orderNumber, refund.refundNo);
    await effects(tx);
    return { restocked: back.length > 0, status: rows[0]?.status ?? 'refunded', corrected };
  });
}

/** Adds a note; false when the order does not exist (in this account). */
export async function addOrderNote(
  db: Queryable,
  accountId: string,
  orderNumber: number,
  text: string,
  toCustomer: boolean,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO shop_order_notes (account_id, order_number, note_no, body, to_customer)
     SELECT o.account_id, o.order_number,
            COALESCE((SELECT max(note_no) FROM shop_order_notes WHERE account_id = $1 AND order_number = $2), 0) + 1,
            $3, $4
       FROM shop_orders o WHERE o.account_id = $1 AND o.order_number = $2
     RETURNING note_no`,
    [accountId, orderNumber, text, toCustomer],
  );
  return rows.length > 0;
}

export async function orderNotes(db: Queryable, accountId: string, orderNumber: number): Promise<ShopOrderNote[]> {
  const { rows } = await db.query<{ body: string; to_customer: boolean; created_at: string | Date }>(
    `SELECT body, to_customer, created_at FROM shop_order_notes
      WHERE account_id = $1 AND order_number = $2 ORDER BY note_no`,
    [accountId, orderNumber],
  );
  return rows.map((r) => ({
    text: r.body,
    to_customer: r.to_customer,
    created_at: new Date(r.created_at).toISOString(),
  }));
}
