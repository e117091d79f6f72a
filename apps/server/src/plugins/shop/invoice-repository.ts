/**
 * The shop's invoices (migration 0761) and its legal details. An invoice's number comes from the shop's
 * counter in the same transaction that writes the invoice: a rolled-back or crashed transaction takes
 * its number back with it, so the numbers have no gaps, and the counter's row lock makes concurrent
 * invoices take one number each. The order's row is locked first, so two requests for one order's
 * invoice issue it once.
 */
import type { Db, Queryable } from '@beckon/db';
import { EMPTY_SHOP_LEGAL_DETAILS, type ShopLegalDetails } from '@beckon/owner-api';
import { timeZoneSql } from '../../data/shop-time-zone.js';
import type { OrderStatus } from './payment.js';
import { canIssueInvoice, type InvoiceFacts } from './printed-document.js';

export type InvoiceOutcome =
  | { ok: true; invoice: InvoiceFacts }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'status'; status: OrderStatus }
  | { ok: false; reason: 'legal-details' };

interface InvoiceRow {
  invoice_number: number;
  issued_at: Date | string;
  time_zone: string;
  seller_name: string;
  seller_tax_id: string;
  seller_address: string;
}

const factsOf = (r: InvoiceRow): InvoiceFacts => ({
  invoiceNumber: Number(r.invoice_number),
  issuedAt: new Date(r.issued_at),
  timeZone: r.time_zone,
  seller: { name: r.seller_name, taxId: r.seller_tax_id, address: r.seller_address },
});

const INVOICE_COLUMNS = 'invoice_number, issued_at, time_zone, seller_name, seller_tax_id, seller_address';

export async function findInvoice(db: Queryable, accountId: string, orderNumber: number): Promise<InvoiceFacts | null> {
  const { rows } = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM shop_invoices WHERE account_id = $1 AND order_number = $2`,
    [accountId, orderNumber],
  );
  return rows[0] ? factsOf(rows[0]) : null;
}

/** The invoices' own series; corrective invoices take theirs from the same counters. */
const INVOICE_SERIES = '';

/**
 * The next number of the shop's `series`, taken inside `tx`: the counter's row stays locked until `tx`
 * ends, so concurrent documents take one number each, and a rollback gives the number back.
 */
export async function takeNumber(tx: Queryable, accountId: string, series: string): Promise<number> {
  const { rows } = await tx.query<{ last_number: number }>(
    `INSERT INTO shop_invoice_counters (account_id, series, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (account_id, series) DO UPDATE SET last_number = shop_invoice_counters.last_number + 1
     RETURNING last_number`,
    [accountId, series],
  );
  const last = rows[0]?.last_number;
  if (last === undefined) throw new Error('the counter returned no number');
  return Number(last);
}

/**
 * The order's invoice, issued now when it has none and its status allows one (and the shop's legal
 * name and tax number are set), inside `tx`: the caller's transaction commits it.
 */
export async function issueInvoiceIn(tx: Queryable, accountId: string, orderNumber: number): Promise<InvoiceOutcome> {
  const order = await tx.query<{ status: OrderStatus }>(
    'SELECT status FROM shop_orders WHERE account_id = $1 AND order_number = $2 FOR UPDATE',
    [accountId, orderNumber],
  );
  const status = order.rows[0]?.status;
  if (status === undefined) return { ok: false, reason: 'not-found' };
  const existing = await findInvoice(tx, accountId, orderNumber);
  if (existing) return { ok: true, invoice: existing };
  if (!canIssueInvoice(status)) return { ok: false, reason: 'status', status };
  const seller = await loadLegalDetails(tx, accountId);
  if (seller.legal_name === '' || seller.tax_id === '') return { ok: false, reason: 'legal-details' };
  const next = await takeNumber(tx, accountId, INVOICE_SERIES);
  const { rows } = await tx.query<InvoiceRow>(
    `INSERT INTO shop_invoices
       (account_id, order_number, invoice_number, seller_name, seller_tax_id, seller_address, time_zone)
     VALUES ($1, $2, $3, $4, $5, $6, ${timeZoneSql('$1')})
     RETURNING ${INVOICE_COLUMNS}`,
    [accountId, orderNumber, next, seller.legal_name, seller.tax_id, seller.address],
  );
  const row = rows[0];
  if (!row) throw new Error('the invoice insert returned no row');
  return { ok: true, invoice: factsOf(row) };
}

/** issueInvoiceIn in a transaction of its own. */
export function issueInvoice(db: Db, accountId: string, orderNumber: number): Promise<InvoiceOutcome> {
  return db.transaction((tx) => issueInvoiceIn(tx, accountId, orderNumber));
}

export async function loadLegalDetails(db: Queryable, accountId: string): Promise<ShopLegalDetails> {
  const { rows } = await db.query<ShopLegalDetails>(
    'SELECT legal_name, tax_id, address FROM shop_legal_details WHERE account_id = $1',
    [accountId],
  );
  return rows[0] ?? EMPTY_SHOP_LEGAL_DETAILS;
}

export async function saveLegalDetails(db: Queryable, accountId: string, d: ShopLegalDetails): Promise<void> {
  await db.query(
    `INSERT INTO shop_legal_details (account_id, legal_name, tax_id, address) VALUES ($1, $2, $3, $4)
     ON CONFLICT (account_id) DO UPDATE SET legal_name = excluded.legal_name, tax_id = excluded.tax_id,
       address = excluded.address, updated_at = now()`,
    [accountId, d.legal_name, d.tax_id, d.address],
  );
}
