/**
 * The Store reports screen's Orders view reads (table store_orders): the account's orders by period, newest
 * first, with their products, value, where they came from (orderSource) and the cart report each recovered.
 */
import type { Queryable } from '@beckon/db';
import { orderSource, type StoreOrder, type StoreOrderProduct } from '@beckon/owner-api/store-orders';
import { periodStart, type StoreReportPeriod } from '@beckon/owner-api/store-reports';

export interface StoreOrderFilter {
  accountId: string;
  period: StoreReportPeriod;
  now: Date;
}

// $1 account, $2 the period's start or null.
const WHERE = 'account_id = $1 AND ($2::timestamptz IS NULL OR created_at >= $2)';

const COLUMNS = `order_id::text AS order_id, created_at, customer_id, source_table, products,
  total_value::text AS total_value, report_id::text AS report_id`;

/** A product as recordOrder stores it: the price only when the store said it. */
interface StoredProduct extends Omit<StoreOrderProduct, 'price'> {
  price?: number;
}

interface Row {
  order_id: string;
  created_at: Date | string;
  customer_id: string;
  source_table: string;
  products: StoredProduct[];
  total_value: string;
  report_id: string | null;
}

const toOrder = (r: Row): StoreOrder => ({
  order_id: r.order_id,
  created_at: new Date(r.created_at).toISOString(),
  customer_id: r.customer_id,
  source: orderSource(r.source_table),
  products: r.products.map((p) => ({
    product_id: p.product_id,
    product_name: p.product_name ?? '',
    category: p.category ?? '',
    quantity: p.quantity ?? 1,
    price: p.price ?? null,
  })),
  total_value: r.total_value,
  recovered_report_id: r.report_id,
});

const params = (f: StoreOrderFilter) => [f.accountId, periodStart(f.period, f.now)?.toISOString() ?? null];

/** One page of orders and how many match. */
export async function queryStoreOrders(
  db: Queryable,
  f: StoreOrderFilter,
  page: number,
  pageSize: number,
): Promise<{ orders: StoreOrder[]; total: number }> {
  const [list, count] = await Promise.all([
    db.query<Row>(
      `SELECT ${COLUMNS} FROM store_orders WHERE ${WHERE}
        ORDER BY created_at DESC, order_id DESC LIMIT $3 OFFSET $4`,
      [...params(f), pageSize, (page - 1) * pageSize],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM store_orders WHERE ${WHERE}`, params(f)),
  ]);
  return { orders: list.rows.map(toOrder), total: count.rows[0]?.n ?? 0 };
}

/** Every matching order (up to `max`), for the CSV export. */
export async function allStoreOrders(db: Queryable, f: StoreOrderFilter, max: number): Promise<StoreOrder[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM store_orders WHERE ${WHERE} ORDER BY created_at DESC, order_id DESC LIMIT $3`,
    [...params(f), max],
  );
  return rows.map(toOrder);
}
