/**
 * The purchase summary of the order-received page (Elementor's WooCommerce purchase summary): the
 * confirmation message, the order overview (number, date, email, total, payment method), the
 * payment details when the method has any (the bank transfer's account), then the order's lines,
 * totals and billing address.
 */
import { formatEuros } from './money.js';
import { OrderDetails } from './pages.js';
import type { OrderView } from './views.js';

export function PurchaseSummary({ order }: { order: OrderView }) {
  return (
    <div className="purchase-summary">
      <p className="purchase-confirmation">Gracias. Hemos recibido su pedido.</p>
      <ul className="order-facts">
        <li>
          Número del pedido: <strong>{order.number}</strong>
        </li>
        <li>
          Fecha: <strong>{order.date}</strong>
        </li>
        <li>
          Correo electrónico: <strong>{order.email}</strong>
        </li>
        <li>
          Total: <strong>{formatEuros(order.totalCents)}</strong>
        </li>
        <li>
          Método de pago: <strong>{order.paymentTitle}</strong>
        </li>
      </ul>
      {order.instructions ? (
        <section className="payment-details" aria-labelledby="datos-de-pago">
          <h2 id="datos-de-pago">Datos de pago</h2>
          <p>{order.instructions}</p>
        </section>
      ) : null}
      <OrderDetails order={order} />
    </div>
  );
}

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
