/**
 * The owner's orders as CSV (RFC 4180), for a spreadsheet or the accountant:
 * one row per order with its customer, payment and money in euros. Customers
 * type their names and addresses, so every cell goes through the one CSV
 * encoder (csvCell), which quotes it and keeps a formula-like cell as text.
 * Times are the shop's wall clock (its time zone setting), as WooCommerce's
 * export writes them: the day an order was placed is the shop's day.
 */
import { csvCell, ORDER_STATUS_LABELS } from '@beckon/owner-api';
import { wallClockAt, wallTimeText } from '@beckon/popup-schema/wall-clock';
import type { OrderExportRow } from './order-admin-repository.js';

const HEADER = [
  'Order',
  'Date',
  'Status',
  'Customer',
  'Email',
  'Phone',
  'City',
  'Payment',
  'Coupon',
  'Items',
  'Subtotal (EUR)',
  'Discount (EUR)',
  'Tax (EUR)',
  'Total (EUR)',
];

/** Cents as a plain decimal ("49.80"): spreadsheets read it as a number whatever their locale's currency. */
const euros = (cents: number) => (cents / 100).toFixed(2);

/** An instant as the shop's clock shows it, "2026-11-20 11:00:05": spreadsheets read it as a date and time. */
function shopTime(iso: string, timeZone: string): string {
  const c = wallClockAt(Date.parse(iso), timeZone);
  return `${wallTimeText(c).replace('T', ' ')}:${String(c.second).padStart(2, '0')}`;
}

export function ordersCsv(orders: readonly OrderExportRow[], timeZone: string): string {
  const lines = [HEADER.map(csvCell).join(',')];
  for (const o of orders) {
    const cells = [
      String(o.order_number),
      shopTime(o.created_at, timeZone),
      ORDER_STATUS_LABELS[o.status],
      o.customer_name,
      o.email,
      o.phone,
      o.city,
      o.payment_title,
      o.coupon_code ?? '',
      String(o.item_count),
      euros(o.subtotal_cents),
      euros(o.discount_cents),
      euros(o.tax_cents),
      euros(o.total_cents),
    ];
    lines.push(cells.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
