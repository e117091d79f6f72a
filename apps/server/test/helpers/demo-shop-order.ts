/**
 * A processing bank-transfer order of one 50 ml cream (19,90 €, 3,45 € of it VAT), written straight into the
 * demo account's shop tables, so a dashboard test has an order screen to open.
 */
import type { Queryable } from '@beckon/db';
import { DEMO_CLIENT_ID } from '../../src/demo-ids.js';

/** Inserts order `orderNumber` for Marta López of Madrid, with the customer's `notes` ('' for none). */
export async function insertDemoShopOrder(db: Queryable, orderNumber: number, notes = ''): Promise<void> {
  await db.query(
    `INSERT INTO shop_orders (account_id, order_number, access_key, status, payment_method, email, first_name,
       last_name, phone, address, postcode, city, province, notes, subtotal_cents, discount_cents, tax_cents,
       total_cents)
     VALUES ($1, $2, 'k', 'processing', 'bacs', 'marta@example.es', 'Marta', 'López', '600111222', 'Calle Mayor 1',
       '28001', 'Madrid', 'Madrid', $3, 1990, 0, 345, 1990)`,
    [DEMO_CLIENT_ID, orderNumber, notes],
  );
  await db.query(
    `INSERT INTO shop_order_lines (account_id, order_number, line_no, variant_id, product_name, variant_name,
       unit_price_cents, quantity, tax_rate_bp, total_cents, tax_cents)
     VALUES ($1, $2, 1, 1, 'Crema', '50 ml', 1990, 1, 2100, 1990, 345)`,
    [DEMO_CLIENT_ID, orderNumber],
  );
}
