/** The shop's order-received page: the purchase summary, and the way back to the shop. */
import { PurchaseSummary } from './purchase-summary.js';
import type { OrderView } from './views.js';

export function OrderReceivedPage({ order }: { order: OrderView }) {
  return (
    <div className="wrap shop">
      <h1>Pedido recibido</h1>
      <PurchaseSummary order={order} />
      <p>
        <a href="/tienda/">Volver a la tienda</a>
      </p>
    </div>
  );
}
