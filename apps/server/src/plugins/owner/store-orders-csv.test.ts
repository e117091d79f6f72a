import type { StoreOrder } from '@beckon/owner-api/store-orders';
import { describe, expect, it } from 'vitest';
import { storeOrdersCsv } from './store-orders-csv.js';

const ORDER: StoreOrder = {
  order_id: '12',
  created_at: '2026-11-28T11:00:00.000Z',
  customer_id: 'cust-1',
  source: 'store',
  products: [
    { product_id: '101', product_name: 'Sun cream', category: 'Sun', quantity: 2, price: 20.7 },
    { product_id: '202', product_name: '', category: '', quantity: 1, price: null },
  ],
  total_value: '50.90',
  recovered_report_id: '7',
};

const lines = (orders: StoreOrder[]) => storeOrdersCsv(orders).split('\r\n');

describe('the store orders CSV', () => {
  it('has a header and one row per order with its products, quantities and known unit prices', () => {
    expect(lines([ORDER])).toEqual([
      '"Ordered","Order","Source","Customer","Products","Value","Recovered report"',
      '"2026-11-28T11:00:00.000Z","12","Store platform","cust-1","Sun cream (101) × 2 at 20.70 | 202 × 1","50.90","7"',
      '',
    ]);
  });

  it('names each source in words and leaves the report empty when the order recovered none', () => {
    const rows = (['site_builder', 'shop', 'store_call'] as const).map(
      (source) => lines([{ ...ORDER, source, recovered_report_id: null }])[1],
    );
    expect(rows.map((r) => r?.split('","')[2])).toEqual(['Wix site', 'Our shop', 'Sent by your store']);
    expect(rows.every((r) => r?.endsWith('"50.90",""'))).toBe(true);
  });

  it('neutralises formulas in the customer and product names', () => {
    const row = lines([
      {
        ...ORDER,
        customer_id: '@SUM(A1)',
        products: [{ product_id: '1', product_name: '=HYPERLINK("x")', category: '', quantity: 1, price: 2 }],
      },
    ])[1];
    expect(row).toContain(`"'@SUM(A1)","'=HYPERLINK(""x"") (1) × 1 at 2.00"`);
  });
});
