/**
 * The Store reports screen's Orders view: what the account's store customers ordered (from a store platform's
 * order status page, a site builder's orders, a store platform's own call, or our own shop's checkout), with
 * their products, value and the cart report each recovered. Period and page as the reports take them.
 */
import * as z from 'zod';
import { storeListQueryFields } from './store-reports.js';

/**
 * Where an order came from: 'store' the store platform's order status page (the widget), 'site_builder' the
 * site builder's orders read by the server, 'shop' our own shop's checkout, 'store_call' any other call of
 * save-ordered-products (a store platform's app naming its own source).
 */
export const STORE_ORDER_SOURCES = ['store', 'site_builder', 'shop', 'store_call'] as const;
export type StoreOrderSource = (typeof STORE_ORDER_SOURCES)[number];

/** The source of an order by the `source_table` it was recorded with. */
export function orderSource(sourceTable: string): StoreOrderSource {
  if (sourceTable.startsWith('shopify_orders:')) return 'store';
  if (sourceTable.startsWith('wix_orders:')) return 'site_builder';
  if (sourceTable.startsWith('shop_orders:')) return 'shop';
  return 'store_call';
}

/**
 * Whether a `source_table` names orders Beckon records itself (our own shop's checkout, the site builder's
 * orders the server reads): a caller of save-ordered-products may not claim them, or the Orders view would
 * name a source the order never came from.
 */
export function recordedByBeckon(sourceTable: string): boolean {
  const source = orderSource(sourceTable);
  return source === 'shop' || source === 'site_builder';
}

export const storeOrdersQuerySchema = z.strictObject(storeListQueryFields);
/** The query as the route sees it once validated. */
export type StoreOrdersQuery = z.output<typeof storeOrdersQuerySchema>;
export const storeOrdersCsvQuerySchema = storeOrdersQuerySchema.omit({ page: true });

export interface StoreOrderProduct {
  product_id: string;
  product_name: string;
  category: string;
  quantity: number;
  /** The unit price in the store's currency, null when the store did not say it. */
  price: number | null;
}

export interface StoreOrder {
  order_id: string;
  created_at: string;
  /** The store's customer id; '' for a guest. */
  customer_id: string;
  source: StoreOrderSource;
  products: StoreOrderProduct[];
  /** In the store's currency, as a decimal text ("49.90"). */
  total_value: string;
  /** The cart report the order recovered, null when it recovered none. */
  recovered_report_id: string | null;
}

export interface StoreOrdersAnswer {
  orders: StoreOrder[];
  total: number;
  page: number;
  page_size: number;
}
