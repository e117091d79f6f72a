/**
 * The owner's queries over the shop's orders: a page of orders, one order
 * with its lines, and a status change. Every query is scoped by the owner's
 * account id, so another account's order number finds nothing.
 */
import type { Db, Queryable } from '@beckon/db';
import { ORDER_TRANSITIONS, type OrderStatus, type ShopOrderDetail, type ShopOrderSummary } from '@beckon/owner-api';
import { correctiveNumber } from './corrective-invoice-repository.js';
import { returnCouponUse } from './coupon-repository.js';
import { orderNotes } from './order-refund-repository.js';
import { releaseStockOnce } from './order-repository.js';
import { paymentTitle } from './payment.js';

const SUMMARY_COLUMNS = `o.order_number, o.status, o.created_at, o.first_name, o.last_name, o.email, o.total_cents,
  (SELECT COALESCE(SUM(l.quantity), 0) FROM shop_order_lines l
   WHERE l.account_id = o.account_id AND l.order_number = o.order_number) AS item_count`;

type Row = Record<string, unknown>;

function summaryOf(r: Row): ShopOrderSummary {
  return {
    order_number: Number(r.order_number),
    status: r.status as OrderStatus,
    created_at: new Date(r.created_at as string | Date).toISOString(),
    customer_name: `${String(r.first_name)} ${String(r.last_name)}`,
    email: String(r.email),
    item_count: Number(r.item_count),
    total_cents: Number(r.total_cents),
  };
}

/** Newest first; `status` null lists every status. */
export async function listOrders(
  db: Queryable,
  accountId: string,
  status: OrderStatus | null,
  offset: number,
  limit: number,
): Promise<{ orders: ShopOrderSummary[]; total: number }> {
  const [page, count] = await Promise.all([
    db.query<Row>(
      `SELECT ${SUMMARY_COLUMNS} FROM shop_orders o
       WHERE o.account_id = $1 AND ($2::text IS NULL OR o.status = $2)
       ORDER BY o.order_number DESC LIMIT $3 OFFSET $4`,
      [accountId, status, limit, offset],
    ),
    db.query<{ n: string }>(
      'SELECT count(*) AS n FROM shop_orders WHERE account_id = $1 AND ($2::text IS NULL OR status = $2)',
      [accountId, status],
    ),
  ]);
  return { orders: page.rows.map(summaryOf), total: Number(count.rows[0]?.n ?? 0) };
}

/** One order as its CSV row needs it (orders-csv.ts). */
export interface OrderExportRow extends ShopOrderSummary {
  phone: string;
  city: string;
  payment_title: string;
  coupon_code: string | null;
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
}

/** Newest first, at most `limit`; `status` null exports every status. */
export async function ordersForExport(
  db: Queryable,
  accountId: string,
  status: OrderStatus | null,
  limit: number,
): Promise<OrderExportRow[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${SUMMARY_COLUMNS}, o.phone, o.city, o.payment_method, o.coupon_code, o.subtotal_cents, o.discount_cents,
            o.tax_cents
     FROM shop_orders o WHERE o.account_id = $1 AND ($2::text IS NULL OR o.status = $2)
     ORDER BY o.order_number DESC LIMIT $3`,
    [accountId, status, limit],
  );
  return rows.map((r) => {
    return {
      ...summaryOf(r),
      phone: String(r.phone),
      city: String(r.city),
      payment_title: paymentTitle(String(r.payment_method)),
      coupon_code: r.coupon_code === null ? null : String(r.coupon_code),
      subtotal_cents: Number(r.subtotal_cents),
      discount_cents: Number(r.discount_cents),
      tax_cents: Number(r.tax_cents),
    };
  });
}

export async function orderDetail(
  db: Queryable,
  accountId: string,
  orderNumber: number,
): Promise<ShopOrderDetail | null> {
  const { rows } = await db.query<Row>(
    `SELECT ${SUMMARY_COLUMNS}, o.payment_method, o.phone, o.address, o.postcode, o.city, o.province, o.notes,
            o.coupon_code, o.subtotal_cents, o.discount_cents, o.tax_cents, o.refunded_cents, o.shipping_method,
            o.shipping_title, o.shipping_cents, o.shipping_tax_cents,
            (SELECT i.invoice_number FROM shop_invoices i
              WHERE i.account_id = o.account_id AND i.order_number = o.order_number) AS invoice_number
     FROM shop_orders o WHERE o.account_id = $1 AND o.order_number = $2`,
    [accountId, orderNumber],
  );
  const r = rows[0];
  if (!r) return null;
  const [lines, refunds, notes] = await Promise.all([
    db.query<Row>(
      `SELECT line_no, product_name, variant_name, quantity, unit_price_cents, total_cents, restocked_quantity
         FROM shop_order_lines
       WHERE account_id = $1 AND order_number = $2 ORDER BY line_no`,
      [accountId, orderNumber],
    ),
    db.query<Row>(
      `SELECT f.refund_no, f.amount_cents, f.restock, f.created_at, c.series, c.number,
              COALESCE((SELECT json_agg(json_build_object('line_no', l.line_no, 'quantity', l.quantity) ORDER BY l.line_no)
                          FROM shop_order_refund_lines l
                         WHERE l.account_id = f.account_id AND l.order_number = f.order_number
                           AND l.refund_no = f.refund_no), '[]') AS restocked_lines
         FROM shop_order_refunds f
         LEFT JOIN shop_corrective_invoices c USING (account_id, order_number, refund_no)
        WHERE f.account_id = $1 AND f.order_number = $2 ORDER BY f.refund_no`,
      [accountId, orderNumber],
    ),
    orderNotes(db, accountId, orderNumber),
  ]);
  const summary = summaryOf(r);
  const method = String(r.payment_method);
  return {
    ...summary,
    next_statuses: [...ORDER_TRANSITIONS[summary.status]],
    payment_method: method,
    payment_title: paymentTitle(method),
    phone: String(r.phone),
    address: String(r.address),
    postcode: String(r.postcode),
    city: String(r.city),
    province: String(r.province),
    notes: String(r.notes),
    coupon_code: r.coupon_code === null ? null : String(r.coupon_code),
    subtotal_cents: Number(r.subtotal_cents),
    discount_cents: Number(r.discount_cents),
    tax_cents: Number(r.tax_cents),
    shipping:
      r.shipping_method === null
        ? null
        : {
            method_id: String(r.shipping_method),
            title: String(r.shipping_title),
            cost_cents: Number(r.shipping_cents),
            tax_cents: Number(r.shipping_tax_cents),
          },
    lines: lines.rows.map((l) => ({
      line_no: Number(l.line_no),
      product_name: String(l.product_name),
      variant_name: String(l.variant_name),
      quantity: Number(l.quantity),
      unit_price_cents: Number(l.unit_price_cents),
      total_cents: Number(l.total_cents),
      restocked_quantity: Number(l.restocked_quantity),
    })),
    refunded_cents: Number(r.refunded_cents),
    invoice_number: r.invoice_number === null ? null : Number(r.invoice_number),
    refunds: refunds.rows.map((f) => ({
      refund_no: Number(f.refund_no),
      amount_cents: Number(f.amount_cents),
      restocked: f.restock === true,
      restocked_lines: restockedLinesOf(f.restocked_lines),
      created_at: new Date(f.created_at as string | Date).toISOString(),
      corrective_invoice: f.number === null ? null : correctiveNumber(String(f.series), Number(f.number)),
    })),
    order_notes: notes,
  };
}

export type StatusChange =
  | { ok: true }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'not-allowed'; from: OrderStatus };

/**
 * Moves an order from the status it has to `to`, when ORDER_TRANSITIONS allows it. The UPDATE names
 * the status it read, so two owners changing one order at once cannot both pass from the same
 * status. A cancelled or failed order gives its counted stock back, as WooCommerce does, once.
 */
export async function changeOrderStatus(
  db: Db,
  accountId: string,
  orderNumber: number,
  to: OrderStatus,
  /** Runs in the change's transaction once it is allowed (the status mail is queued there). */
  effects: (tx: Queryable, change: { from: OrderStatus; to: OrderStatus }) => Promise<void> = async () => {},
): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: OrderStatus }>(
      'SELECT status FROM shop_orders WHERE account_id = $1 AND order_number = $2 FOR UPDATE',
      [accountId, orderNumber],
    );
    const from = rows[0]?.status;
    if (from === undefined) return { ok: false, reason: 'not-found' };
    if (!ORDER_TRANSITIONS[from].includes(to)) return { ok: false, reason: 'not-allowed', from };
    await tx.query('UPDATE shop_orders SET status = $3 WHERE account_id = $1 AND order_number = $2', [
      accountId,
      orderNumber,
      to,
    ]);
    if (to === 'cancelled' || to === 'failed') await releaseStockOnce(tx, accountId, orderNumber);
    if (to === 'cancelled') await returnCouponUse(tx, accountId, orderNumber);
    await effects(tx, { from, to });
    return { ok: true };
  });
}

/** The refund's restocked lines as json_agg answers them (text from some drivers, parsed JSON from others). */
function restockedLinesOf(value: unknown): { line_no: number; quantity: number }[] {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(list)) return [];
  return list.map((l: { line_no: unknown; quantity: unknown }) => ({
    line_no: Number(l.line_no),
    quantity: Number(l.quantity),
  }));
}
