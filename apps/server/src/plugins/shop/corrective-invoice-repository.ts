/**
 * The shop's corrective invoices ("facturas rectificativas", migration 0815): a refund of an order that
 * has an invoice issues one in the refund's own transaction, numbered from the shop's series for the year
 * ("R-2026-0001") with the invoices' counter (invoice-repository.ts), so the series has no gaps either.
 * A refund of an order without an invoice issues none: there is no invoice to correct. A refund from
 * before corrective invoices existed gets its missing one when the owner asks (issueMissingCorrective).
 */
import type { Db, Queryable } from '@beckon/db';
import { loadShopTimeZone } from '../../data/shop-time-zone.js';
import { findInvoice, takeNumber } from './invoice-repository.js';
import type { CorrectiveFacts } from './printed-document.js';

/** The series of a corrective invoice issued at `at`: "R-" and the year in the shop's time zone (its setting). */
export const correctiveSeries = (at: Date, timeZone: string) =>
  `R-${new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(at)}`;
export const correctiveNumber = (series: string, number: number) => `${series}-${String(number).padStart(4, '0')}`;

/** Issues the refund's corrective invoice inside `tx` when the order has an invoice; false when it has none. */
export async function issueCorrectiveIn(
  tx: Queryable,
  accountId: string,
  orderNumber: number,
  refundNo: number,
): Promise<boolean> {
  const invoice = await findInvoice(tx, accountId, orderNumber);
  if (!invoice) return false;
  const now = new Date();
  const timeZone = await loadShopTimeZone(tx, accountId);
  const series = correctiveSeries(now, timeZone);
  const number = await takeNumber(tx, accountId, series);
  // The seller as the invoice named it: the correction comes from the same issuer.
  await tx.query(
    `INSERT INTO shop_corrective_invoices
       (account_id, order_number, refund_no, series, number, issued_at, seller_name, seller_tax_id, seller_address,
        time_zone)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      accountId,
      orderNumber,
      refundNo,
      series,
      number,
      now,
      invoice.seller.name,
      invoice.seller.taxId,
      invoice.seller.address,
      timeZone,
    ],
  );
  return true;
}

export type MissingCorrectiveOutcome =
  | { ok: true; issued: boolean }
  | { ok: false; reason: 'order-not-found' | 'refund-not-found' | 'refund-pending' | 'no-invoice' };

/**
 * Issues the corrective invoice a completed refund lacks (one from before they were issued with the
 * refund), dated now in this year's series; `issued` is false when it already has one. The order's row
 * lock, which completeRefund also takes, makes two requests at once (or one beside the refund's own
 * completion) issue it once. `effects` runs in the same transaction when it was issued now (the customer's
 * mail is queued there, so it exists exactly when the invoice does).
 */
export function issueMissingCorrective(
  db: Db,
  accountId: string,
  orderNumber: number,
  refundNo: number,
  effects: (tx: Queryable, refund: { amountCents: number }) => Promise<void> = async () => {},
): Promise<MissingCorrectiveOutcome> {
  return db.transaction(async (tx): Promise<MissingCorrectiveOutcome> => {
    const order = await tx.query('SELECT 1 FROM shop_orders WHERE account_id = $1 AND order_number = $2 FOR UPDATE', [
      accountId,
      orderNumber,
    ]);
    if (order.rows.length === 0) return { ok: false, reason: 'order-not-found' };
    const { rows } = await tx.query<{ completed: boolean; corrected: boolean; amount_cents: number }>(
      `SELECT f.completed_at IS NOT NULL AS completed, c.refund_no IS NOT NULL AS corrected, f.amount_cents
         FROM shop_order_refunds f
         LEFT JOIN shop_corrective_invoices c USING (account_id, order_number, refund_no)
        WHERE f.account_id = $1 AND f.order_number = $2 AND f.refund_no = $3`,
      [accountId, orderNumber, refundNo],
    );
    const refund = rows[0];
    if (!refund) return { ok: false, reason: 'refund-not-found' };
    if (refund.corrected) return { ok: true, issued: false };
    // A refund still waiting on its provider may yet be undone; its completion issues the invoice.
    if (!refund.completed) return { ok: false, reason: 'refund-pending' };
    if (!(await issueCorrectiveIn(tx, accountId, orderNumber, refundNo))) return { ok: false, reason: 'no-invoice' };
    await effects(tx, { amountCents: Number(refund.amount_cents) });
    return { ok: true, issued: true };
  });
}

/** The refund's corrective invoice with what it prints, or null when the refund has none. */
export async function findCorrective(
  db: Queryable,
  accountId: string,
  orderNumber: number,
  refundNo: number,
): Promise<CorrectiveFacts | null> {
  const { rows } = await db.query<{
    series: string;
    number: number;
    issued_at: Date | string;
    time_zone: string;
    seller_name: string;
    seller_tax_id: string;
    seller_address: string;
    amount_cents: number;
  }>(
    `SELECT c.series, c.number, c.issued_at, c.time_zone, c.seller_name, c.seller_tax_id, c.seller_address, f.amount_cents
       FROM shop_corrective_invoices c
       JOIN shop_order_refunds f USING (account_id, order_number, refund_no)
      WHERE c.account_id = $1 AND c.order_number = $2 AND c.refund_no = $3`,
    [accountId, orderNumber, refundNo],
  );
  const r = rows[0];
  const invoice = r ? await findInvoice(db, accountId, orderNumber) : null;
  if (!r || !invoice) return null;
  const lines = await db.query<{ line_no: number; quantity: number }>(
    `SELECT line_no, quantity FROM shop_order_refund_lines
      WHERE account_id = $1 AND order_number = $2 AND refund_no = $3 ORDER BY line_no`,
    [accountId, orderNumber, refundNo],
  );
  return {
    number: correctiveNumber(r.series, Number(r.number)),
    issuedAt: new Date(r.issued_at),
    timeZone: r.time_zone,
    refundNo,
    amountCents: Number(r.amount_cents),
    seller: { name: r.seller_name, taxId: r.seller_tax_id, address: r.seller_address },
    invoice,
    restockedLines: lines.rows.map((l) => ({ lineNo: Number(l.line_no), quantity: Number(l.quantity) })),
  };
}
