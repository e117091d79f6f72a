/**
 * The purchase summary of the order-received page (Elementor's WooCommerce purchase summary): the
 * confirmation message, the order overview (number, date, email, total, payment method), the
 * payment details when the method has any (the bank transfer's account), then the order's lines,
 * totals and billing address (which My account's order view shows too).
 */
import { formatEuros } from './money.js';
import { orderShippingText } from './shipping-text.js';
import { TaxAndTotalRows } from './tax-rows.js';
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

/** An order's lines, totals and billing address (order received and My account's view order). */
export function OrderDetails({ order }: { order: OrderView }) {
  return (
    <>
      <h2>Detalles del pedido</h2>
      <section className="totals" aria-label="Detalles del pedido">
        <table>
          <tbody>
            {order.lines.map((l) => (
              <tr key={l.name}>
                <th scope="row">{`${l.name} × ${l.quantity}`}</th>
                <td>{formatEuros(l.subtotalCents)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Subtotal</th>
              <td>{formatEuros(order.subtotalCents)}</td>
            </tr>
            {order.couponCode ? (
              <tr>
                <th scope="row">{`Cupón: ${order.couponCode}`}</th>
                <td>{`−${formatEuros(order.discountCents)}`}</td>
              </tr>
            ) : null}
            {order.shipping ? (
              <tr>
                <th scope="row">Envío</th>
                <td>{orderShippingText(order.shipping.title, order.shipping.costCents)}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row">Método de pago</th>
              <td>{order.paymentTitle}</td>
            </tr>
            <TaxAndTotalRows taxes={order} totalCents={order.totalCents} />
          </tbody>
        </table>
      </section>
      <h2>Dirección de facturación</h2>
      <address>
        {order.billing.map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </address>
      {order.invoiceHref ? (
        <p className="order-invoice">
          <a href={order.invoiceHref} download>
            Descargar la factura (PDF)
          </a>
        </p>
      ) : null}
      {order.correctiveInvoices?.map((c) => (
        <p key={c.number} className="order-invoice">
          <a href={c.href} download>
            {`Descargar la factura rectificativa ${c.number} (PDF)`}
          </a>
        </p>
      ))}
    </>
  );
}
