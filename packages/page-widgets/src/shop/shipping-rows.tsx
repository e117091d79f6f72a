/**
 * The "Envío" row of the cart's and checkout's totals: the methods the cart's address can use, as radio
 * buttons named `envio` (the chosen one checked; one method alone is said and posted hidden), or
 * WooCommerce's "no methods" message. In the cart the row belongs to the shipping form (`form`), which
 * also carries the shipping calculator's postcode; in the checkout it is part of the checkout form.
 */
import { Csrf } from './csrf-and-notices.js';
import { NO_SHIPPING_METHODS_TEXT, shippingRateLabel } from './shipping-text.js';
import type { ShippingView } from './views.js';

/** The cart's shipping form: its fields live in the totals table and point at it with `form`. */
export const CART_SHIPPING_FORM = 'envio-carrito';

export function ShippingRow({
  shipping,
  where,
  disabled,
}: {
  shipping: ShippingView;
  where: 'cart' | 'checkout';
  disabled?: boolean;
}) {
  const form = where === 'cart' ? CART_SHIPPING_FORM : undefined;
  const { rates } = shipping;
  return (
    <tr className="shipping">
      <th scope="row">Envío</th>
      <td data-shipping-methods="">
        {rates.length === 0 ? <p className="shipping-none">{NO_SHIPPING_METHODS_TEXT}</p> : null}
        {rates.length === 1 && rates[0] ? (
          <p>
            {shippingRateLabel(rates[0].title, rates[0].costCents)}
            <input type="hidden" name="envio" value={rates[0].id} form={form} />
          </p>
        ) : null}
        {rates.length > 1 ? (
          <fieldset className="shipping-methods">
            <legend className="sr-only">Método de envío</legend>
            {rates.map((r) => (
              <label key={r.id} className="choice">
                <input
                  type="radio"
                  name="envio"
                  value={r.id}
                  defaultChecked={r.id === shipping.chosenId}
                  form={form}
                  disabled={disabled}
                  data-shipping-method=""
                />
                <span>{shippingRateLabel(r.title, r.costCents)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {where === 'cart' ? <ShippingCalculator shipping={shipping} disabled={disabled} /> : null}
        {where === 'checkout' ? (
          // Without JavaScript the totals cannot follow the address or the method chosen: this shows them
          // again for what is typed (WooCommerce's "Actualizar totales").
          <button type="submit" className="btn-link" formAction="/finalizar-compra/actualizar" formNoValidate>
            Actualizar totales
          </button>
        ) : null}
      </td>
    </tr>
  );
}

/** WooCommerce's shipping calculator: where the cart is sent to, and a postcode field to change it. */
function ShippingCalculator({ shipping, disabled }: { shipping: ShippingView; disabled?: boolean }) {
  return (
    <>
      <p className="shipping-destination">
        {shipping.postcode
          ? `Enviando a ${shipping.postcode}.`
          : 'Las opciones de envío se actualizarán durante el pago.'}
      </p>
      <details className="shipping-calculator">
        <summary>{shipping.postcode ? 'Cambiar dirección' : 'Calcular envío'}</summary>
        <div className="field">
          <label htmlFor="envio-codigo-postal">Código postal</label>
          <input
            id="envio-codigo-postal"
            name="codigo_postal"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            defaultValue={shipping.postcode ?? ''}
            form={CART_SHIPPING_FORM}
            disabled={disabled}
          />
        </div>
      </details>
      <button type="submit" className="btn btn-secondary" form={CART_SHIPPING_FORM} disabled={disabled}>
        Actualizar envío
      </button>
    </>
  );
}

/** The cart's shipping form (empty: its fields are in the totals table), posted to /carrito/envio. */
export function CartShippingForm({ csrf }: { csrf: string | null }) {
  return (
    <form method="post" action="/carrito/envio" id={CART_SHIPPING_FORM}>
      <Csrf token={csrf} />
    </form>
  );
}
