/**
 * The shop's corrective invoices ("facturas rectificativas", migration 0815): a refund of an order that
 * has an invoice issues one in the refund's own transaction, numbered from the shop's series for the year
 * ("R-2026-0001") with the invoices' counter (invoice-repository.ts), so the series has no gaps either.
 * A refund of an order without an invoice issues none: there is no invoice to correct.
 */
import type { Queryable } from '@beckon/db';
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
