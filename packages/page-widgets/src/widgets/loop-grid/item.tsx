/** One loop item, in the fixed layout of its source (items.ts): the grid and the carousel both show it. */
import type { RenderContextValue } from '../../render/context.js';
import { formatEuros } from '../../shop/money.js';
import type { LoopItem, LoopProductButton } from './items.js';

const DATE = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `showDate` and `showExcerpt` (posts only) let the archive list hide them; the loop widgets show both. */
export function LoopItemView({
  item,
  lazy,
  showDate = true,
  showExcerpt = true,
}: {
  item: LoopItem;
  lazy: boolean;
  showDate?: boolean;
  showExcerpt?: boolean;
}) {
  if (item.kind === 'post')
    return (
      <article className="loop-item loop-item--post">
        {item.image ? (
          <img
            className="loop-item-img"
            src={item.image}
            alt=""
            width={1200}
            height={800}
            loading={lazy ? 'lazy' : undefined}
          />
        ) : null}
        <div className="loop-item-body">
          <h3 className="loop-item-title">
            <a href={item.path}>{item.title}</a>
          </h3>
          {showDate ? <time dateTime={item.date}>{DATE.format(new Date(item.date))}</time> : null}
          {showExcerpt ? <p className="loop-item-text">{item.text}</p> : null}
        </div>
      </article>
    );
  return (
    <article className="loop-item loop-item--product">
      {item.image ? (
        <img
          className="loop-item-img loop-item-img--product"
          src={item.image.url}
          alt={item.image.alt}
          width={item.image.width}
          height={item.image.height}
          loading={lazy ? 'lazy' : undefined}
        />
      ) : null}
      <div className="loop-item-body loop-item-body--cart">
        <p className="loop-item-meta">{item.category}</p>
        <h3 className="loop-item-title">
          <a href={item.path}>{item.title}</a>
        </h3>
        <p className="loop-item-price">
          {item.from ? 'Desde ' : null}
          {item.compareAtCents === null ? null : (
            <>
              <del>
                <span className="sr-only">El precio original era: </span>
                {formatEuros(item.compareAtCents)}
              </del>{' '}
            </>
          )}
          <ins>
            {item.compareAtCents === null ? null : <span className="sr-only">El precio actual es: </span>}
            {formatEuros(item.priceCents)}
          </ins>
        </p>
        <p className="loop-item-text">{item.text}</p>
        <LoopCartButton button={item.button} title={item.title} path={item.path} />
      </div>
    </article>
  );
}

/** A page whose loop offers "Añadir al carrito" loads its island: one click handler, no request on load. */
export function loadLoopCartIsland(ctx: RenderContextValue, items: LoopItem[]): void {
  if (!ctx.editing && items.some((item) => item.kind === 'product' && item.button.kind === 'add'))
    ctx.collector.islands.add('loop-add-to-cart');
}

/**
 * WooCommerce's loop button. The pages holding loops are cached and shared, so they cannot carry the
 * visitor's CSRF token: without JavaScript "Añadir al carrito" is therefore a GET form to the product
 * page, whose own form carries the token (the simplest honest path: one more click, nothing refused).
 * With JavaScript the loop-add-to-cart island (shop/loop-add-to-cart.ts) fetches the token on the click
 * and adds in place through the shop island, as the catalogue does.
 */
function LoopCartButton({ button, title, path }: { button: LoopProductButton; title: string; path: string }) {
  if (button.kind === 'add')
    return (
      <form className="loop-item-cart" method="get" action={path} data-loop-add={button.variantId}>
        <button type="submit" className="btn" aria-label={`Añadir al carrito: «${title}»`}>
          Añadir al carrito
        </button>
      </form>
    );
  const label = button.kind === 'choose' ? 'Seleccionar opciones' : 'Leer más';
  return (
    <p className="loop-item-cart">
      <a className="btn" href={path} aria-label={`${label}: «${title}»`}>
        {label}
      </a>
    </p>
  );
}

export const LOOP_ITEM_CSS = `.loop-grid{display:grid;grid-template-columns:repeat(var(--cols),minmax(0,1fr));gap:1.5rem;list-style:none;margin:0;padding:0}
.loop-item{display:flex;flex-direction:column;min-width:0;height:100%;border:1px solid #d9e2e8;border-radius:10px;overflow:hidden;background:#fff}
.loop-item-img{display:block;width:100%;height:auto;aspect-ratio:3/2;object-fit:cover}
.loop-item-img--product{aspect-ratio:1}
.loop-item-body{padding:1rem 1.1rem 1.2rem}
.loop-item-title{font-size:1.1rem;margin:0 0 .3rem}.loop-item-title a{color:var(--headings);text-decoration:none}.loop-item-title a:hover{text-decoration:underline}
.loop-item time,.loop-item-meta{display:block;font-size:.85rem;color:#4a5b67;margin:0 0 .4rem}
.loop-item-price{font-weight:700;margin:0 0 .4rem}.loop-item-price del{font-weight:400;color:#4a5b67;margin-right:.3rem}.loop-item-price ins{text-decoration:none}
.loop-item-text{margin:0;font-size:.97rem}
.loop-item-body--cart{flex:1;display:flex;flex-direction:column}
.loop-item-cart{margin:auto 0 0;padding-top:.9rem}
.loop-item .shop-notice{display:flex;flex-wrap:wrap;gap:.5rem .75rem;align-items:center;margin:.75rem 0 0;padding:.6rem .8rem;border-left:4px solid var(--primary);background:var(--primary-soft);border-radius:4px;font-size:.93rem}
.loop-item .shop-notice.is-error{border-color:#a4262c;background:#fdf0f0}.loop-item .shop-notice p{margin:0}
.loop-item .btn-secondary{background:#fff;color:var(--primary);border:2px solid var(--primary);padding:.45rem .9rem}
.loop-empty{margin:0;padding:1rem;border:1px dashed #8a9aa5;border-radius:8px;color:#4a5b67}`;
