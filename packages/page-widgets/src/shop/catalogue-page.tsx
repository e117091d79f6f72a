/**
 * The shop's catalogue (/tienda/) and its product search: a card per product with its picture, price and
 * add-to-cart form, then the blog's posts the search also found. Every action is a plain HTML form, so it
 * works with JavaScript off. The price line, drawn jar and cart link are the product page's too.
 */
import { Csrf, Notices } from './csrf-and-notices.js';
import { formatEuros } from './money.js';
import { priceTaxNote } from './tax-text.js';
import { inStock, type PostHitView, type ProductView, type ShopNotice } from './views.js';

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
      <span className="tax">{` ${priceTaxNote(product.pricesIncludeTax)}`}</span>
    </p>
  );
}

/** A product without pictures: the drawn jar in the site's primary colour, so the card keeps its shape. */
export function ProductArt({ large }: { large?: boolean }) {
  return (
    <div className={`product-art${large ? ' is-large' : ''}`}>
      <svg aria-hidden="true" width="96" height="96" viewBox="0 0 64 64">
        <rect x="22" y="6" width="20" height="10" rx="2" fill="currentColor" />
        <rect x="14" y="16" width="36" height="42" rx="8" fill="#fff" stroke="currentColor" strokeWidth="3" />
        <path d="M22 36h20M22 44h14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
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
      <p>
        {(props.products[0]?.pricesIncludeTax ?? true)
          ? 'Precios con IVA incluido.'
          : 'Precios sin IVA: el IVA se añade en el carrito.'}
      </p>
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
