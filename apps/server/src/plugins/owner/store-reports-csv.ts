/**
 * Store reports as CSV (csv-file.ts: every cell quoted and guarded against spreadsheet formulas). Products are
 * listed in one cell, separated by " | ", each as its name and id.
 */
import { reportState, type StoreReport } from '@beckon/owner-api/store-reports';
import { csvText } from '../../http/csv-file.js';

const HEADER = [
  'Updated',
  'Started',
  'Kind',
  'Source',
  'Customer',
  'Products',
  'Value',
  'State',
  'Recovered at',
  'Recovered value',
];

export function storeReportsCsv(reports: readonly StoreReport[]): string {
  return csvText(
    HEADER,
    reports.map((r) => [
      r.updated_at,
      r.created_at,
      r.kind === 'cart' ? 'Cart' : 'Browse',
      r.source === 'shop' ? 'Our shop' : r.source === 'wix' ? 'Wix site' : 'Store',
      r.customer_id,
      r.products.map((p) => (p.product_name ? `${p.product_name} (${p.product_id})` : p.product_id)).join(' | '),
      r.total_value,
      reportState(r),
      r.recovered_at ?? '',
      r.recovered_value ?? '',
    ]),
  );
}
