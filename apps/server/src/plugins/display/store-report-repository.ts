/**
 * The store reports' statements (table browse_abandonment): a browse or cart report saved (updating the
 * customer's open report inside the dedup window, store-report-rules.ts), an order recorded with the cart
 * report it recovers, our own shop's abandoned carts turned into reports, and the shops accounts registered.
 */
import type { Db, Queryable } from '@beckon/db';
import { priceOnDay, shopDayAt } from '@beckon/owner-api';
import { loadShopTimeZone } from '../../data/shop-time-zone.js';
import {
  isAbandonedCart,
  type OpenReport,
  orderedValue,
  RECOVERY_WINDOW_MS,
  type ReportKind,
  recoveredReport,
  SHOP_CART_ABANDONED_AFTER_MS,
  SHOP_CART_LOOKBACK_MS,
  takesSave,
} from './store-report-rules.js';

interface ReportProduct {
  product_id: string;
  product_name: string;
  category: string;
}

export interface ReportSave {
  accountId: string;
  kind: ReportKind;
  customerId: string;
  products: ReportProduct[];
  totalValue: number;
}

interface ReportRow {
  report_id: string;
  data_for: ReportKind;
  updated_at: Date | string;
  recovered_at: Date | string | null;
  emptied_at: Date | string | null;
  total_value: string;
}

const REPORT_COLUMNS = `report_id::text AS report_id, data_for, updated_at, recovered_at, emptied_at,
  total_cart_value::text AS total_value`;

const dateOrNull = (v: Date | string | null) => (v === null ? null : new Date(v));
const openReportOf = (r: ReportRow): OpenReport => ({
  reportId: String(r.report_id),
  kind: r.data_for,
  updatedAt: new Date(r.updated_at),
  recoveredAt: dateOrNull(r.recovered_at),
  emptiedAt: dateOrNull(r.emptied_at),
  totalValue: Number(r.total_value),
});

/** Orders saves of one customer, so two at once cannot both start a report. */
const lockCustomer = (tx: Queryable, accountId: string, customerId: string) =>
  tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`store-report\n${accountId}\n${customerId}`]);

/**
 * Saves a report: the customer's newest open report of the kind takes it when it is inside the dedup window,
 * else a new report starts. An empty list closes the open report as emptied, keeping the products that were
 * abandoned (an order placed next still recovers it); with no open report it stores nothing.
 */
export async function saveStoreReport(db: Db, save: ReportSave, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.transaction(async (tx) => {
    await lockCustomer(tx, save.accountId, save.customerId);
    const { rows } = await tx.query<ReportRow>(
      `SELECT ${REPORT_COLUMNS} FROM browse_abandonment
        WHERE account_id = $1 AND customer_id = $2 AND data_for = $3 AND recovered_at IS NULL AND source = 'store'
        ORDER BY updated_at DESC LIMIT 1`,
      [save.accountId, save.customerId, save.kind],
    );
    const open = rows[0] ? openReportOf(rows[0]) : null;
    const takes = open !== null && takesSave(open, save.kind, now);
    if (save.products.length === 0) {
      if (takes)
        await tx.query('UPDATE browse_abandonment SET emptied_at = $3 WHERE account_id = $1 AND report_id = $2', [
          save.accountId,
          open.reportId,
          at,
        ]);
      return;
    }
    const products = JSON.stringify(save.products);
    if (takes) {
      await tx.query(
        `UPDATE browse_abandonment SET products = $3::jsonb, total_cart_value = $4, updated_at = $5
          WHERE account_id = $1 AND report_id = $2`,
        [save.accountId, open.reportId, products, save.totalValue, at],
      );
      return;
    }
    await tx.query(
      `INSERT INTO browse_abandonment (account_id, customer_id, data_for, products, total_cart_value, source,
                                       created_at, updated_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, 'store', $6, $6)`,
      [save.accountId, save.customerId, save.kind, products, save.totalValue, at],
    );
  });
}

export interface OrderSave {
  accountId: string;
  customerId: string;
  sourceTable: string;
  products: (ReportProduct & { quantity: number; price?: number | undefined })[];
  /** The order's value when the caller knows it (our own shop); else worked out from the products. */
  totalValue?: number;
  /** Our own shop's cart the order comes from: its report is recovered too. */
  shopCartId?: string;
  /** A Wix-style site's checkout the order comes from: its abandoned checkout's report is recovered too. */
  wixCheckoutId?: string;
}

/**
 * Records an order and marks the customer's open cart report it recovers (store-report-rules.ts), with the
 * order's value. An order without a customer is recorded and recovers nothing.
 */
export async function recordOrder(tx: Queryable, order: OrderSave, now: Date): Promise<{ recovered: string | null }> {
  const since = new Date(now.getTime() - RECOVERY_WINDOW_MS).toISOString();
  const { rows } =
    !order.customerId && order.shopCartId === undefined && order.wixCheckoutId === undefined
      ? { rows: [] }
      : await tx.query<ReportRow>(
          `SELECT ${REPORT_COLUMNS} FROM browse_abandonment
            WHERE account_id = $1 AND data_for = 'cart' AND recovered_at IS NULL AND updated_at >= $2
              AND ((customer_id = $3 AND customer_id <> '') OR (source = 'shop' AND shop_cart_id = $4)
                   OR (source = 'wix' AND wix_checkout_id = $5))
            ORDER BY updated_at DESC LIMIT 20`,
          [order.accountId, since, order.customerId, order.shopCartId ?? null, order.wixCheckoutId ?? null],
        );
  const report = recoveredReport(rows.map(openReportOf), now);
  const value = order.totalValue ?? orderedValue(order.products, report?.totalValue ?? 0);
  // A store platform's or Wix site's order already recorded (migrations 0890, 0900) is neither recorded nor
  // recovers again.
  const inserted = await tx.query(
    `INSERT INTO store_orders (account_id, customer_id, source_table, products, total_value, report_id, created_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)
     ON CONFLICT (account_id, source_table)
       WHERE source_table LIKE 'shopify_orders:%' OR source_table LIKE 'wix_orders:%' DO NOTHING
     RETURNING order_id`,
    [
      order.accountId,
      order.customerId,
      order.sourceTable,
      JSON.stringify(order.products),
      value,
      report?.reportId ?? null,
      now.toISOString(),
    ],
  );
  if (!inserted.rows.length) return { recovered: null };
  if (report)
    await tx.query(
      'UPDATE browse_abandonment SET recovered_at = $3, recovered_value = $4 WHERE account_id = $1 AND report_id = $2',
      [order.accountId, report.reportId, now.toISOString(), value],
    );
  return { recovered: report?.reportId ?? null };
}

// Our own shop's carts with items, each with its last change (the cart row's or its newest line's), the
// signed-in customer it belongs to, its products (once each) and its lines' stored prices (valued in
// cartValue: a scheduled sale's price counts only during its days, as the shop charges).
const SHOP_CARTS = `
  SELECT c.cart_id, coalesce(sc.customer_id, '') AS customer_id,
         greatest(c.updated_at, max(l.added_at)) AS last_change,
         jsonb_agg(jsonb_build_object('quantity', l.quantity, 'price_cents', v.price_cents,
           'compare_at_cents', v.compare_at_cents, 'sale_from', to_char(v.sale_from, 'YYYY-MM-DD'),
           'sale_to', to_char(v.sale_to, 'YYYY-MM-DD'))) AS lines,
         jsonb_agg(DISTINCT jsonb_build_object('product_id', p.slug, 'product_name', p.name, 'category', p.category))
           AS products
    FROM shop_carts c
    JOIN shop_cart_lines l ON l.account_id = c.account_id AND l.cart_id = c.cart_id
    JOIN shop_variants v ON v.account_id = l.account_id AND v.variant_id = l.variant_id
    JOIN shop_products p ON p.account_id = v.account_id AND p.product_id = v.product_id
    LEFT JOIN shop_customers sc ON sc.account_id = c.account_id AND sc.cart_id = c.cart_id
   WHERE c.account_id = $1`;

// A signed-in customer's cart the widget's store hook already reports (an open cart report of theirs) is not
// reported a second time from the server side.
const NOT_REPORTED_BY_WIDGET = `AND NOT EXISTS (
    SELECT 1 FROM browse_abandonment b
     WHERE b.account_id = c.account_id AND b.source = 'store' AND b.data_for = 'cart'
       AND b.customer_id = sc.customer_id AND b.recovered_at IS NULL AND b.emptied_at IS NULL)`;

// $1 account, $2 cart rows as JSON. One report per cart (the partial unique index): a cart changed since
// its report updates it, unless an order already recovered it.
const UPSERT_SHOP_REPORTS = `
  INSERT INTO browse_abandonment (account_id, data_for, source, shop_cart_id, customer_id, products,
                                  total_cart_value, created_at, updated_at)
  SELECT $1, 'cart', 'shop', r.cart_id, r.customer_id, r.products, r.total_value, r.last_change,
         r.last_change
    FROM jsonb_to_recordset($2::jsonb)
      AS r(cart_id text, customer_id text, products jsonb, total_value numeric, last_change timestamptz)
  ON CONFLICT (account_id, shop_cart_id) WHERE source = 'shop'
  DO UPDATE SET products = EXCLUDED.products, total_cart_value = EXCLUDED.total_cart_value,
                customer_id = EXCLUDED.customer_id, updated_at = EXCLUDED.updated_at
   WHERE browse_abandonment.recovered_at IS NULL AND browse_abandonment.updated_at < EXCLUDED.updated_at`;

interface ShopCartRow {
  cart_id: string;
  customer_id: string;
  last_change: Date | string;
  lines: {
    quantity: number;
    price_cents: number;
    compare_at_cents: number | null;
    sale_from: string | null;
    sale_to: string | null;
  }[];
  products: ReportProduct[];
}

/** The cart's row as the report stores it: its value in euros at the prices the shop charges at `now`. */
function reportedCart({ lines, ...cart }: ShopCartRow, now: Date, timeZone: string) {
  const day = shopDayAt(now.getTime(), timeZone);
  const cents = lines.reduce(
    (sum, l) =>
      sum +
      l.quantity *
        priceOnDay(
          { priceCents: l.price_cents, compareAtCents: l.compare_at_cents, saleFrom: l.sale_from, saleTo: l.sale_to },
          day,
        ).priceCents,
    0,
  );
  return { ...cart, total_value: (cents / 100).toFixed(2), last_change: new Date(cart.last_change).toISOString() };
}

/**
 * Our own shop's abandoned carts as cart reports (run when the reports are read, so no job has to run for
 * them): a cart with items and no change for SHOP_CART_ABANDONED_AFTER_MS. Idempotent.
 */
export async function reportShopCarts(db: Queryable, accountId: string, now: Date): Promise<void> {
  const newest = new Date(now.getTime() - SHOP_CART_ABANDONED_AFTER_MS).toISOString();
  const oldest = new Date(now.getTime() - SHOP_CART_LOOKBACK_MS).toISOString();
  const { rows } = await db.query<ShopCartRow>(
    `${SHOP_CARTS} ${NOT_REPORTED_BY_WIDGET} GROUP BY c.cart_id, sc.customer_id, c.updated_at
     HAVING greatest(c.updated_at, max(l.added_at)) BETWEEN $2 AND $3`,
    [accountId, oldest, newest],
  );
  const carts = rows.filter((r) => isAbandonedCart(new Date(r.last_change), now));
  if (carts.length === 0) return;
  const timeZone = await loadShopTimeZone(db, accountId);
  await db.query(UPSERT_SHOP_REPORTS, [accountId, JSON.stringify(carts.map((r) => reportedCart(r, now, timeZone)))]);
}

export interface ShopOrder {
  accountId: string;
  cartId: string;
  /** The signed-in customer placing it, null for a guest. */
  customerId: string | null;
  orderNumber: number;
  totalCents: number;
  products: (ReportProduct & { quantity: number; price: number })[];
  /** The cart's last change (its row's or its newest line's), read with the cart. */
  cartLastChange: Date;
}

/**
 * Our own shop's order, recorded inside its checkout transaction before the cart is deleted: a cart that had
 * already been abandoned gets its report first (whoever read the reports or not), then the order recovers it
 * or the customer's open cart report from the store loader.
 */
export async function recordShopOrder(tx: Queryable, order: ShopOrder, now: Date): Promise<void> {
  // Most carts are checked out fresh: their last change alone (read with the cart) says so; the report's
  // five-table query (whose planning alone cost PGlite ~1.3 ms a checkout) runs only for an abandoned cart.
  const { rows } = isAbandonedCart(order.cartLastChange, now)
    ? await tx.query<ShopCartRow>(
        `${SHOP_CARTS} AND c.cart_id = $2 ${NOT_REPORTED_BY_WIDGET}
           GROUP BY c.cart_id, sc.customer_id, c.updated_at`,
        [order.accountId, order.cartId],
      )
    : { rows: [] };
  const cart = rows[0];
  if (cart && isAbandonedCart(new Date(cart.last_change), now))
    await tx.query(UPSERT_SHOP_REPORTS, [
      order.accountId,
      JSON.stringify([reportedCart(cart, now, await loadShopTimeZone(tx, order.accountId))]),
    ]);
  await recordOrder(
    tx,
    {
      accountId: order.accountId,
      customerId: order.customerId ?? '',
      sourceTable: `shop_orders:${order.orderNumber}`,
      products: order.products,
      totalValue: order.totalCents / 100,
      shopCartId: order.cartId,
    },
    now,
  );
}

/** The account whose store is `shop`, or null. */
export async function accountOfShop(db: Queryable, shop: string): Promise<string | null> {
  const { rows } = await db.query<{ account_id: string }>('SELECT account_id FROM store_shops WHERE shop = $1', [shop]);
  return rows[0]?.account_id ?? null;
}
