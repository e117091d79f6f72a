/**
 * The shop's cart (/carrito/): the lines with their quantities, the coupon form and the totals. Plain
 * HTML forms carrying the cart's CSRF token, so it works with JavaScript off. The totals table and line
 * names are the checkout's order review too.
 */
import type { ReactNode } from 'react';
import { Csrf, Notices } from './csrf-and-notices.js';
import { formatEuros } from './money.js';
import { CartShippingForm, ShippingRow } from './shipping-rows.js';
import { TaxAndTotalRows } from './tax-rows.js';
import type { CartLineView, CartView, ShopNotice } from './views.js';

/** A cart line's name: the product's, with its variant's when it has one. */
export function lineName(line: CartLineView): string {
  return line.variantName ? `${line.productName} – ${line.variantName}` : line.productName;
}

/**
 * The cart's totals (subtotal, coupon, shipping, total with VAT) after any rows passed as children;
 * `where` says which form the shipping methods belong to.
 */
export function TotalsTable({
  cart,
  children,
  where = 'cart',
  editing,
}: {
  cart: CartView;
  children?: ReactNode;
  where?: 'cart' | 'checkout';
  editing?: boolean;
}) {
  return (
    <table>
      <tbody>
        {children}
        <tr>
          <th scope="row">Subtotal</th>
          <td>{formatEuros(cart.subtotalCents)}</td>
        </tr>
        {cart.couponCode ? (
          <tr>
            <th scope="row">{`Cupón: ${cart.couponCode}`}</th>
            <td>{`−${formatEuros(cart.discountCents)}`}</td>
          </tr>
        ) : null}
        {cart.shipping ? <ShippingRow shipping={cart.shipping} where={where} disabled={editing} /> : null}
        <TaxAndTotalRows taxes={cart} totalCents={cart.totalCents} />
      </tbody>
    </table>
  );
}

export function CartPage(props: { cart: CartView | null; csrf: string | null; notices: ShopNotice[] }) {
  const { cart, csrf } = props;
  if (!cart || cart.lines.length === 0)
    return (
      <div className="wrap shop">
        <h1>Carrito</h1>
        <Notices notices={props.notices} />
        <p>Su carrito está vacío.</p>
        <p>
          <a className="btn" href="/tienda/">
            Volver a la tienda
          </a>
        </p>
      </div>
    );
  return (
    <div className="wrap shop">
      <h1>Carrito</h1>
      <Notices notices={props.notices} />
      <CartContents cart={cart} csrf={csrf} />
    </div>
  );
}

/**
 * The cart's lines, actions and totals: the cart page's body, and the cart widget's in the editor (a sample
 * cart there). `editing` disables every control that would change the cart (§6: editor and preview modes).
 */
export function CartContents({ cart, csrf, editing }: { cart: CartView; csrf: string | null; editing?: boolean }) {
  return (
    <div className="cart-layout">
      <div>
        <form method="post" action="/carrito/actualizar" id="carrito">
          <Csrf token={csrf} />
          <table className="cart-table">
            <caption className="sr-only">Productos de su carrito</caption>
            <thead>
              <tr>
                <th scope="col">Producto</th>
                <th scope="col" className="num">
                  Precio
                </th>
                <th scope="col">Cantidad</th>
                <th scope="col" className="num">
                  Subtotal
                </th>
                <th scope="col">
                  <span className="sr-only">Eliminar</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {cart.lines.map((line) => (
                <tr key={line.variantId}>
                  <th scope="row">
                    <a href={`/producto/${line.productSlug}/`}>{lineName(line)}</a>
                  </th>
                  <td className="num" data-title="Precio">
                    {formatEuros(line.unitPriceCents)}
                  </td>
                  <td>
                    <label className="sr-only" htmlFor={`cantidad-${line.variantId}`}>
                      {`Cantidad de «${lineName(line)}»`}
                    </label>
                    <input
                      className="qty"
                      id={`cantidad-${line.variantId}`}
                      name={`cantidad-${line.variantId}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={line.maxQuantity}
                      step={1}
                      defaultValue={line.quantity}
                      required
                      disabled={editing}
                    />
                  </td>
                  <td className="num" data-title="Subtotal">
                    {formatEuros(line.grossCents)}
                  </td>
                  <td>
                    {/* Its own form (the `form` attribute), so Enter in a quantity still means "Actualizar carrito". */}
                    <button
                      type="submit"
                      className="btn-link"
                      form={`eliminar-${line.variantId}`}
                      aria-label={`Eliminar «${lineName(line)}» del carrito`}
                      disabled={editing}
                    >
                      Eliminar
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </form>
        {cart.lines.map((line) => (
          <form key={line.variantId} method="post" action="/carrito/eliminar" id={`eliminar-${line.variantId}`}>
            <Csrf token={csrf} />
            <input type="hidden" name="variante" value={line.variantId} />
          </form>
        ))}
        <div className="cart-actions">
          {cart.couponCode ? (
            <form method="post" action="/carrito/cupon/quitar" className="coupon">
              <Csrf token={csrf} />
              <p>{`Cupón aplicado: ${cart.couponCode}`}</p>
              <button type="submit" className="btn btn-secondary" disabled={editing}>
                Quitar cupón
              </button>
            </form>
          ) : (
            <form method="post" action="/carrito/cupon" className="coupon">
              <Csrf token={csrf} />
              <div className="field">
                <label htmlFor="cupon">Código de cupón</label>
                <input
                  id="cupon"
                  name="cupon"
                  type="text"
                  maxLength={50}
                  autoComplete="off"
                  required
                  disabled={editing}
                />
              </div>
              <button type="submit" className="btn btn-secondary" disabled={editing}>
                Aplicar cupón
              </button>
            </form>
          )}
          <button type="submit" className="btn btn-secondary" form="carrito" disabled={editing}>
            Actualizar carrito
          </button>
        </div>
      </div>
      <section className="totals" aria-labelledby="totales">
        <h2 id="totales">Total del carrito</h2>
        <TotalsTable cart={cart} editing={editing} />
        {cart.shipping ? <CartShippingForm csrf={csrf} /> : null}
        <a className="btn" href="/finalizar-compra/">
          Finalizar compra
        </a>
      </section>
    </div>
  );
}
