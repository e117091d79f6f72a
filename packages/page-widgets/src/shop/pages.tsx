/**
 * The shop's pages (issue 12): catalogue, cart, checkout and order received
 * (the product page: product-page.tsx), server-rendered in the site's theme. Every action is a plain HTML
 * form, so the whole purchase works with JavaScript off; state-changing forms
 * carry the cart's CSRF token when the visitor has a cart.
 */
import type { ReactNode } from 'react';
import { formatEuros } from './money.js';
import { SignInForm } from './sign-in-form.js';
import {
  type CartLineView,
  type CartView,
  inStock,
  type OrderView,
  type PaymentOptionView,
  type PostHitView,
  type ProductView,
  type ShopNotice,
} from './views.js';

/** The hidden CSRF field of a state-changing form (absent for a visitor who has no cart yet). */
export function Csrf({ token }: { token: string | null }) {
  return token ? <input type="hidden" name="_csrf" value={token} /> : null;
}

export function Notices({ notices }: { notices: ShopNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <div className="shop-notices" role={notices.some((n) => n.kind === 'error') ? 'alert' : 'status'}>
      {notices.map((n) => (
        <div key={n.text} className={`shop-notice${n.kind === 'error' ? ' is-error' : ''}`}>
          <p>{n.text}</p>
          {n.link ? (
            <a className="btn btn-secondary" href={n.link.href}>
              {n.link.label}
            </a>
          ) : null}
        </div>
      ))}
    </div>
  );
}

export function Price({ cents, compareAt }: { cents: number; compareAt: number | null }) {
  if (compareAt === null) return <>{formatEuros(cents)}</>;
  return (
    <>
      <del>
        <span className="sr-only">El precio original era: </span>
        {formatEuros(compareAt)}
      </del>
      <ins>
        <span className="sr-only">El precio actual es: </span>
        {formatEuros(cents)}
      </ins>
    </>
  );
}

/** The product's price line: one price, or "Desde" the cheapest variant. */
export function ProductPrice({ product }: { product: ProductView }) {
  const cheapest = product.variants.reduce((a, b) => (b.priceCents < a.priceCents ? b : a));
  return (
    <p className="price">
      {product.variants.length > 1 ? <span>Desde </span> : null}
      <Price cents={cheapest.priceCents} compareAt={cheapest.compareAtCents} />
      <span className="tax"> IVA incluido</span>
    </p>
  );
}

/** A product without pictures: the drawn jar, so the card keeps its shape. */
export function ProductArt({ large }: { large?: boolean }) {
  return (
    <div className={`product-art${large ? ' is-large' : ''}`}>
      <svg aria-hidden="true" width="96" height="96" viewBox="0 0 64 64">
        <rect x="22" y="6" width="20" height="10" rx="2" fill="#0b5f5f" />
        <rect x="14" y="16" width="36" height="42" rx="8" fill="#fff" stroke="#0b5f5f" strokeWidth="3" />
        <path d="M22 36h20M22 44h14" stroke="#0b5f5f" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </div>
  );
}

/** The first row of cards (four across on a desktop) loads at once; the ones below the fold when scrolled near. */
const EAGER_CARDS = 4;

/** A card's picture: the product's first image, or the drawn jar when it has none. */
function CardImage({ product, lazy }: { product: ProductView; lazy: boolean }) {
  const image = product.images[0];
  if (!image) return <ProductArt />;
  return (
    <img
      className="product-img"
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={lazy ? 'lazy' : undefined}
    />
  );
}

export function CartLink({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="cart-link">
      <a href="/carrito/">{`Ver carrito (${count} ${count === 1 ? 'producto' : 'productos'})`}</a>
    </p>
  );
}

function AddToCartButton({ product, csrf }: { product: ProductView; csrf: string | null }) {
  const only = product.variants.length === 1 ? product.variants[0] : undefined;
  if (!only)
    return (
      <a
        className="btn btn-secondary"
        href={`/producto/${product.slug}/`}
        aria-label={`Seleccionar opciones de «${product.name}»`}
      >
        Seleccionar opciones
      </a>
    );
  if (!inStock(only))
    return (
      <a
        className="btn btn-secondary"
        href={`/producto/${product.slug}/`}
        aria-label={`Leer más sobre «${product.name}»`}
      >
        Leer más
      </a>
    );
  return (
    <form method="post" action="/carrito/anadir">
      <Csrf token={csrf} />
      <input type="hidden" name="variante" value={only.id} />
      <input type="hidden" name="cantidad" value="1" />
      <button type="submit" className="btn" aria-label={`Añadir «${product.name}» al carrito`}>
        Añadir al carrito
      </button>
    </form>
  );
}

export function CataloguePage(props: {
  products: ProductView[];
  csrf: string | null;
  cartCount: number;
  notices: ShopNotice[];
  /** The product search's words; null on the plain catalogue. */
  search?: string | null;
  /** The site's posts the same search found (shown only with a search). */
  posts?: PostHitView[];
}) {
  const search = props.search ?? null;
  return (
    <div className="wrap shop">
      <h1>{search === null ? 'Tienda' : `Resultados de búsqueda: «${search}»`}</h1>
      <p>Cosmética dermatológica seleccionada por nuestros dermatólogos. Precios con IVA incluido.</p>
      <Notices notices={props.notices} />
      <search>
        <form method="get" action="/tienda/" className="shop-search">
          <div className="field">
            <label htmlFor="buscar-productos">Buscar productos</label>
            <input
              id="buscar-productos"
              type="search"
              name="s"
              maxLength={100}
              defaultValue={search ?? ''}
              placeholder="Buscar productos…"
            />
          </div>
          <button type="submit" className="btn">
            Buscar
          </button>
        </form>
      </search>
      <CartLink count={props.cartCount} />
      {search !== null ? (
        <p role="status">
          {props.products.length === 0
            ? 'No se han encontrado productos que concuerden con la selección.'
            : props.products.length === 1
              ? 'Mostrando el único resultado'
              : `Mostrando los ${props.products.length} resultados`}
          {props.products.length === 0 ? (
            <>
              {' '}
              <a href="/tienda/">Volver a la tienda</a>
            </>
          ) : null}
        </p>
      ) : null}
      <ul className="shop-grid">
        {props.products.map((p, i) => (
          <li key={p.slug} className="product-card">
            <CardImage product={p} lazy={i >= EAGER_CARDS} />
            <p className="category">{p.category}</p>
            <h2>
              <a href={`/producto/${p.slug}/`}>{p.name}</a>
            </h2>
            <p className="desc">{p.shortDescription}</p>
            <ProductPrice product={p} />
            {p.variants.every((v) => !inStock(v)) ? <p className="stock-out">Agotado</p> : null}
            <AddToCartButton product={p} csrf={props.csrf} />
          </li>
        ))}
      </ul>
      {search !== null ? <PostHits posts={props.posts ?? []} /> : null}
    </div>
  );
}

/** The search results' second half: the blog's posts, as WordPress's search lists them after the products. */
function PostHits({ posts }: { posts: PostHitView[] }) {
  return (
    <section className="search-posts" aria-labelledby="articulos">
      <h2 id="articulos">Artículos</h2>
      {posts.length === 0 ? (
        <p>Ningún artículo coincide con la búsqueda.</p>
      ) : (
        <ul>
          {posts.map((post) => (
            <li key={post.href}>
              <h3>
                <a href={post.href}>{post.title}</a>
              </h3>
              <p>{post.excerpt}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function lineName(line: CartLineView): string {
  return line.variantName ? `${line.productName} – ${line.variantName}` : line.productName;
}

function TotalsTable({ cart, children }: { cart: CartView; children?: ReactNode }) {
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
        <tr>
          <th scope="row">Envío</th>
          <td>Gratuito</td>
        </tr>
        <tr>
          <th scope="row">Total</th>
          <td>
            <strong>{formatEuros(cart.totalCents)}</strong>
            <span className="tax">{`(incluye ${formatEuros(cart.taxCents)} de IVA)`}</span>
          </td>
        </tr>
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
        <TotalsTable cart={cart} />
        <a className="btn" href="/finalizar-compra/">
          Finalizar compra
        </a>
      </section>
    </div>
  );
}

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
  | 'pago',
  string
>;

export interface FieldSpec {
  name: Exclude<keyof CheckoutValues, 'pago' | 'notas'>;
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
          <TotalsTable cart={cart}>
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
                <td>{formatEuros(l.totalCents)}</td>
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
            <tr>
              <th scope="row">Envío</th>
              <td>Gratuito</td>
            </tr>
            <tr>
              <th scope="row">Método de pago</th>
              <td>{order.paymentTitle}</td>
            </tr>
            <tr>
              <th scope="row">Total</th>
              <td>
                <strong>{formatEuros(order.totalCents)}</strong>
                <span className="tax">{`(incluye ${formatEuros(order.taxCents)} de IVA)`}</span>
              </td>
            </tr>
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
    </>
  );
}

/** A short page with a heading, a sentence and the way back to the shop (errors shown to visitors). */
export function MessagePage({ title, text }: { title: string; text: string }) {
  return (
    <div className="wrap shop">
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a className="btn" href="/tienda/">
          Ir a la tienda
        </a>
      </p>
    </div>
  );
}
