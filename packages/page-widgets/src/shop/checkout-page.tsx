/**
 * The shop's checkout (/finalizar-compra/): the guest's sign-in and the coupon, each folded away, then the
 * billing details, the order review and the payment method, posted as one plain HTML form so the purchase
 * works with JavaScript off. The name and address fields are My account's address form too.
 */
import { lineName, TotalsTable } from './cart-page.js';
import { Csrf, Notices } from './csrf-and-notices.js';
import { formatEuros } from './money.js';
import { SignInForm } from './sign-in-form.js';
import type { CartView, PaymentOptionView, ShopNotice } from './views.js';

export type CheckoutValues = Record<
  | 'nombre'
  | 'apellidos'
  | 'direccion'
  | 'codigo_postal'
  | 'ciudad'
  | 'provincia'
  | 'telefono'
  | 'email'
  | 'notas'
  | 'pago'
  | 'envio',
  string
>;

export interface FieldSpec {
  name: Exclude<keyof CheckoutValues, 'pago' | 'notas' | 'envio'>;
  label: string;
  autoComplete: string;
  type?: string;
  maxLength: number;
  inputMode?: 'numeric' | 'tel' | 'email';
}

export const NAME_FIELDS: FieldSpec[] = [
  { name: 'nombre', label: 'Nombre', autoComplete: 'given-name', maxLength: 80 },
  { name: 'apellidos', label: 'Apellidos', autoComplete: 'family-name', maxLength: 80 },
];
export const ADDRESS_FIELDS: FieldSpec[] = [
  { name: 'direccion', label: 'Dirección de la calle', autoComplete: 'street-address', maxLength: 200 },
  {
    name: 'codigo_postal',
    label: 'Código postal',
    autoComplete: 'postal-code',
    maxLength: 5,
    inputMode: 'numeric',
  },
  { name: 'ciudad', label: 'Localidad / Ciudad', autoComplete: 'address-level2', maxLength: 80 },
  { name: 'provincia', label: 'Provincia', autoComplete: 'address-level1', maxLength: 80 },
  { name: 'telefono', label: 'Teléfono', autoComplete: 'tel', type: 'tel', maxLength: 20, inputMode: 'tel' },
  {
    name: 'email',
    label: 'Dirección de correo electrónico',
    autoComplete: 'email',
    type: 'email',
    maxLength: 254,
    inputMode: 'email',
  },
];

export function Field({ spec, value, error }: { spec: FieldSpec; value: string; error: string | undefined }) {
  const id = `f-${spec.name}`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {spec.label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={id}
        name={spec.name}
        type={spec.type ?? 'text'}
        autoComplete={spec.autoComplete}
        inputMode={spec.inputMode}
        maxLength={spec.maxLength}
        defaultValue={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function CheckoutPage(props: {
  cart: CartView;
  csrf: string | null;
  values: CheckoutValues;
  errors: Partial<Record<keyof CheckoutValues, string>>;
  payments: PaymentOptionView[];
  notices: ShopNotice[];
  /** The collapsible sign-in form for a guest (null when signed in), with the email to fill in. */
  signIn?: { email: string; open: boolean } | null;
  /** The collapsible coupon form starts open (after a refused code, without JavaScript). */
  couponOpen?: boolean;
}) {
  const { cart, values, errors } = props;
  const errorList = Object.entries(errors) as [keyof CheckoutValues, string][];
  return (
    <div className="wrap shop">
      <h1>Finalizar compra</h1>
      <Notices notices={props.notices} />
      {errorList.length > 0 ? (
        <div className="error-summary" role="alert" aria-labelledby="errores">
          <h2 id="errores">Revise los datos del pedido</h2>
          <ul>
            {errorList.map(([field, message]) => (
              <li key={field}>
                <a href={`#f-${field}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {props.signIn ? (
        <details className="checkout-login" open={props.signIn.open}>
          <summary>¿Ya es cliente? Haga clic aquí para acceder</summary>
          <p>
            Si ya ha comprado con nosotros, introduzca sus datos a continuación. Si es un cliente nuevo, continúe con la
            sección de facturación.
          </p>
          <SignInForm action="/finalizar-compra/acceder" csrf={props.csrf} email={props.signIn.email} />
        </details>
      ) : null}
      {cart.couponCode ? null : (
        <details className="checkout-coupon" open={props.couponOpen ?? false} data-checkout-coupon="">
          <summary>¿Tiene un cupón? Haga clic aquí para introducir su código</summary>
          <form method="post" action="/finalizar-compra/cupon" className="coupon">
            <Csrf token={props.csrf} />
            <div className="field">
              <label htmlFor="cupon-pedido">Si tiene un código de cupón, aplíquelo a continuación.</label>
              <input id="cupon-pedido" name="cupon" type="text" maxLength={50} autoComplete="off" required />
            </div>
            <button type="submit" className="btn btn-secondary">
              Aplicar cupón
            </button>
          </form>
        </details>
      )}
      <form method="post" action="/finalizar-compra/" className="checkout-layout" data-checkout-form="">
        <Csrf token={props.csrf} />
        <section aria-labelledby="facturacion">
          <h2 id="facturacion">Detalles de facturación</h2>
          <p>
            Los campos marcados con <span aria-hidden="true">*</span>
            <span className="sr-only">asterisco</span> son obligatorios.
          </p>
          <div className="fields-2">
            {NAME_FIELDS.map((spec) => (
              <Field key={spec.name} spec={spec} value={values[spec.name]} error={errors[spec.name]} />
            ))}
          </div>
          {ADDRESS_FIELDS.map((spec) => (
            <Field key={spec.name} spec={spec} value={values[spec.name]} error={errors[spec.name]} />
          ))}
          <div className="field">
            <label htmlFor="f-notas">Notas del pedido (opcional)</label>
            <textarea
              id="f-notas"
              name="notas"
              rows={3}
              maxLength={1000}
              defaultValue={values.notas}
              aria-invalid={errors.notas ? true : undefined}
              aria-describedby={errors.notas ? 'f-notas-error' : undefined}
            />
            {errors.notas ? (
              <p className="field-error" id="f-notas-error">
                {errors.notas}
              </p>
            ) : null}
          </div>
        </section>
        <section className="totals" aria-labelledby="su-pedido" data-order-review="">
          <h2 id="su-pedido">Su pedido</h2>
          <TotalsTable cart={cart} where="checkout">
            {cart.lines.map((line) => (
              <tr key={line.variantId}>
                <th scope="row">{`${lineName(line)} × ${line.quantity}`}</th>
                <td>{formatEuros(line.grossCents)}</td>
              </tr>
            ))}
          </TotalsTable>
          <fieldset className="choices" id="f-pago">
            <legend>Método de pago</legend>
            {props.payments.map((p) => (
              <label key={p.id} className="choice">
                <input
                  type="radio"
                  name="pago"
                  value={p.id}
                  defaultChecked={values.pago === p.id}
                  required
                  aria-describedby={errors.pago ? 'f-pago-error' : undefined}
                />
                <span>
                  {p.title}
                  <small>{p.description}</small>
                </span>
              </label>
            ))}
            {errors.pago ? (
              <p className="field-error" id="f-pago-error">
                {errors.pago}
              </p>
            ) : null}
          </fieldset>
          <p>
            <small>
              Sus datos personales se usarán para procesar su pedido y para las finalidades descritas en nuestra
              política de privacidad.
            </small>
          </p>
          <button type="submit" className="btn place-order">
            Realizar el pedido
          </button>
        </section>
      </form>
    </div>
  );
}
