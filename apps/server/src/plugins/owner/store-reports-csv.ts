/**
 * Store reports as CSV (RFC 4180), every cell quoted and guarded against spreadsheet formulas (csvCell), like
 * the leads export. Products are listed in one cell, separated by " | ", each as its name and id.
 */
import { csvCell } from '@beckon/owner-api';
import { reportState, type StoreReport } from '@beckon/owner-api/store-reports';

export function storeReportsCsv(reports: readonly StoreReport[]): string {
  const header = [
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
  const lines = [header.map(csvCell).join(',')];
  for (const r of reports) {
    const cells = [
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
    ];
    lines.push(cells.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
