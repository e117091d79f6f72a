/**
 * Store orders as CSV (csv-file.ts: every cell quoted and guarded against spreadsheet formulas). Products are
 * listed in one cell, separated by " | ", each as its name and id, quantity and unit price when known.
 */
import type { StoreOrder, StoreOrderProduct, StoreOrderSource } from '@beckon/owner-api/store-orders';
import { csvText } from '../../http/csv-file.js';

const HEADER = ['Ordered', 'Order', 'Source', 'Customer', 'Products', 'Value', 'Recovered report'];

const SOURCE_WORDS: Readonly<Record<StoreOrderSource, string>> = {
  store: 'Store platform',
  site_builder: 'Wix site',
  shop: 'Our shop',
  store_call: 'Sent by your store',
};

const productText = (p: StoreOrderProduct) =>
  `${p.product_name ? `${p.product_name} (${p.product_id})` : p.product_id} × ${p.quantity}` +
  (p.price === null ? '' : ` at ${p.price.toFixed(2)}`);

export function storeOrdersCsv(orders: readonly StoreOrder[]): string {
  return csvText(
    HEADER,
    orders.map((o) => [
      o.created_at,
      o.order_id,
      SOURCE_WORDS[o.source],
      o.customer_id,
      o.products.map(productText).join(' | '),
      o.total_value,
      o.recovered_report_id ?? '',
    ]),
  );
}
