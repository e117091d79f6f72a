/**
 * The shop's product page: the product's pictures in the image carousel, its price, variants and quantity
 * in a plain add-to-cart form, and its description. A file of its own so that the cart and account views,
 * which the editor loads on demand, do not bring the carousel along.
 */

import { CartLink, Price, ProductArt, ProductPrice } from './catalogue-page.js';
import { Csrf, Notices } from './csrf-and-notices.js';
import { ProductImageCarousel } from './product-gallery.js';
import { inStock, MAX_LINE_QUANTITY, type ProductView, type ShopNotice } from './views.js';

export function ProductPage(props: {
  product: ProductView;
  csrf: string | null;
  cartCount: number;
  notices: ShopNotice[];
}) {
  const { product } = props;
  const available = product.variants.filter(inStock);
  const first = available[0];
  const single = product.variants.length === 1;
  return (
    <div className="wrap shop">
      <Notices notices={props.notices} />
      <CartLink count={props.cartCount} />
      <div className="product-layout">
        {product.images.length > 0 ? <ProductImageCarousel id="producto" product={product} /> : <ProductArt large />}
        <div>
          <p className="category">{product.category}</p>
          <h1>{product.name}</h1>
          <ProductPrice product={product} />
          <p>{product.shortDescription}</p>
          {first ? (
            <form method="post" action="/carrito/anadir">
              <Csrf token={props.csrf} />
              {single ? (
                <input type="hidden" name="variante" value={first.id} />
              ) : (
                <fieldset className="choices">
                  <legend>Tamaño</legend>
                  {product.variants.map((v) => (
                    <label key={v.id} className="choice">
                      <input
                        type="radio"
                        name="variante"
                        value={v.id}
                        defaultChecked={v.id === first.id}
                        disabled={!inStock(v)}
                        required
                      />
                      <span>
                        {v.name} · <Price cents={v.priceCents} compareAt={v.compareAtCents} />
                        {inStock(v) ? null : <small>Agotado</small>}
                      </span>
                    </label>
                  ))}
                </fieldset>
              )}
              {single && first.stock !== null ? <p className="stock-in">{`${first.stock} disponibles`}</p> : null}
              <div className="add-row">
                <div className="field">
                  <label htmlFor="cantidad">Cantidad</label>
                  <input
                    className="qty"
                    id="cantidad"
                    name="cantidad"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={Math.min(MAX_LINE_QUANTITY, single && first.stock !== null ? first.stock : MAX_LINE_QUANTITY)}
                    step={1}
                    defaultValue={1}
                    required
                  />
                </div>
                <button type="submit" className="btn">
                  Añadir al carrito
                </button>
              </div>
            </form>
          ) : (
            <p className="stock-out">Agotado</p>
          )}
        </div>
      </div>
      <h2>Descripción</h2>
      {product.description.split('\n\n').map((para) => (
        <p key={para}>{para}</p>
      ))}
      {product.weightGrams == null ? null : (
        <>
          <h2>Información adicional</h2>
          <table className="product-attributes">
            <tbody>
              <tr>
                <th scope="row">Peso</th>
                <td>{weightText(product.weightGrams)}</td>
              </tr>
            </tbody>
          </table>
        </>
      )}
      <p>
        <a href="/tienda/">Volver a la tienda</a>
      </p>
    </div>
  );
}

/** "0,42 kg", as WooCommerce shows a weight in Spanish (the shop's unit is the kilogram). */
function weightText(grams: number): string {
  return `${new Intl.NumberFormat('es-ES', { maximumFractionDigits: 3 }).format(grams / 1000)} kg`;
}
