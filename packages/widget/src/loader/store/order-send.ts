/**
 * The ordered-products save (spec §7 `POST wix/save-ordered-products`, payload client_id, customer_id,
 * products, source_table): an order a page shows is sent once per order from this browser (order-memory.ts).
 * In private mode (privacy.ts) nothing is sent, since the order names a customer, and nothing is kept: the list
 * of saved orders an earlier visit left is removed.
 */
import { beacon } from '../http';
import type { Reporter } from '../report';
import { privacy } from '../storage';
import { forgetOrders, noteOrderSaved, orderSaved } from './order-memory';
import type { Order } from './order-read';

/**
 * Sends `order` unless this browser saved it before. `table` names where the store keeps its orders, with the
 * order id (`shopify_orders:1001`), so each saved row says which order it was.
 */
export function saveOrder(p: Reporter, order: Order | null, table: string): void {
  if (privacy.on) {
    forgetOrders();
    return;
  }
  if (!order || orderSaved(order.id)) return;
  // Kept before sending: a reload while the save is on its way must not send it again.
  noteOrderSaved(order.id);
  beacon(`${p.origin}/api/display/wix/save-ordered-products`, {
    client_id: p.clientId,
    customer_id: order.customer,
    products: order.products,
    source_table: `${table}:${order.id}`.slice(0, 100),
  });
}
