/**
 * The shop's orders in the owner API: the statuses an
 * order moves through, which moves are allowed, and the answers of the list,
 * the detail and the status change. The server refuses any other move (409);
 * the dashboard offers only these, so both read this one table.
 */
import * as z from 'zod';

export const ORDER_STATUSES = [
  'pending',
  'processing',
  'on-hold',
  'completed',
  'cancelled',
  'refunded',
  'failed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * WooCommerce's order life, as the owner moves it: awaiting payment or on hold until the money is in,
 * processing until handed over, then completed. A payment that failed can only be cancelled (its stock
 * went back when it failed). "Refunded" is reached by refunding the whole amount (the refund moves the
 * money), never by a bare status change. Cancelled and refunded are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['processing', 'on-hold', 'cancelled', 'failed'],
  'on-hold': ['processing', 'cancelled', 'failed'],
  processing: ['completed', 'on-hold', 'cancelled'],
  completed: [],
  cancelled: [],
  refunded: [],
  failed: ['cancelled'],
};

/** Whether the owner may move an order from `from` to `to` (the server refuses any other move). */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Statuses in which money was taken and part of it may still be given back (on hold waits for the money). */
export const REFUNDABLE_STATUSES: readonly OrderStatus[] = ['processing', 'completed'];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending payment',
  processing: 'Processing',
  'on-hold': 'On hold',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  failed: 'Failed',
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
  /** The line's number in its order: what a refund's restock_lines name. */
  line_no: number;
  product_name: string;
  variant_name: string;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
  /** How many of the line's units refunds (or a cancellation) put back in stock so far. */
  restocked_quantity: number;
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
  /** The shipping method the customer chose and its cost without IVA, and that IVA; null: no shipping. */
  shipping: { method_id: string; title: string; cost_cents: number; tax_cents: number } | null;
  lines: ShopOrderLine[];
  /** What has been given back so far; the order may be refunded up to total_cents minus this. */
  refunded_cents: number;
  refunds: ShopOrderRefund[];
  /** The order's notes, oldest first. */
  order_notes: ShopOrderNote[];
  /** The invoice's number once one is issued (GET …/invoice.pdf issues it); null before. */
  invoice_number: number | null;
}

export interface ShopOrderNote {
  text: string;
  /** Mailed to the customer; otherwise private to the shop's team. */
  to_customer: boolean;
  created_at: string;
}

export interface ShopOrderRefund {
  /** The refund's number in its order: what its corrective invoice's download names. */
  refund_no: number;
  amount_cents: number;
  /** The order's items went back into stock with this refund. */
  restocked: boolean;
  /** What this refund put back in stock, line by line. */
  restocked_lines: { line_no: number; quantity: number }[];
  created_at: string;
  /** Its corrective invoice's number ("R-2026-0001") when the order had an invoice; null otherwise. */
  corrective_invoice: string | null;
}
