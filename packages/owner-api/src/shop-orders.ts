/**
 * The shop's orders in the owner API: the statuses an
 * order moves through, which moves are allowed, and the answers of the list,
 * the detail and the status change. The server refuses any other move (409);
 * the dashboard offers only these, so both read this one table.
 */
import * as z from 'zod';

export const ORDER_STATUSES = ['pending', 'processing', 'on-hold', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * WooCommerce's order life without refunds: awaiting payment or on hold until the money is in,
 * processing until handed over, then completed. Cancelled and completed are final (a cancelled
 * order has given its stock back, and a completed one was handed over).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['processing', 'on-hold', 'cancelled'],
  'on-hold': ['processing', 'cancelled'],
  processing: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending payment',
  processing: 'Processing',
  'on-hold': 'On hold',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const orderStatusBodySchema = z.strictObject({ status: orderStatusSchema });
export type OrderStatusBody = z.infer<typeof orderStatusBodySchema>;

export interface ShopOrderSummary {
  order_number: number;
  status: OrderStatus;
  created_at: string;
  customer_name: string;
  email: string;
  item_count: number;
  total_cents: number;
}

export interface ShopOrdersAnswer {
  orders: ShopOrderSummary[];
  total: number;
  page: number;
  page_size: number;
}

export interface ShopOrderLine {
  product_name: string;
  variant_name: string;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
}

export interface ShopOrderDetail extends ShopOrderSummary {
  /** The statuses this order may move to now (ORDER_TRANSITIONS). */
  next_statuses: OrderStatus[];
  payment_method: string;
  payment_title: string;
  phone: string;
  address: string;
  postcode: string;
  city: string;
  province: string;
  notes: string;
  coupon_code: string | null;
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
  lines: ShopOrderLine[];
}
