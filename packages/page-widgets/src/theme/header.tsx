/**
 * Theme header: the site's logo or name, the desktop menu (disclosure
 * sub-menus) and the mobile toggle with its dropdown (§2, §4). Server markup
 * only; the vanilla `theme` island (theme/client.ts) adds the behaviour.
 */
import { useRenderContext } from '../render/context.js';
import { MENU_CART_CSS } from '../shop/css.js';
import type { MiniCartSettings } from '../shop/mini-cart-rules.js';
import { formatEuros } from '../shop/money.js';
import type { MenuItem, SiteInfo } from './site.js';

/** Elementor's menu cart defaults: opens on click, not automatically after an add. */
const DEFAULT_MINI_CART: MiniCartSettings = { openOn: 'click', autoOpen: false };

function MenuList({ items, prefix, level }: { items: MenuItem[]; prefix: string; level: number }) {
  return (
    <ul className={level === 0 ? 'menu' : 'sub-menu'}>
      {items.map((item, i) => {
        const subId = `${prefix}-sub-${level}-${i}`;
        return (
          <li key={item.href + item.label} className={item.children?.length ? 'has-children' : undefined}>
            <a href={item.href}>{item.label}</a>
            {item.children?.length ? (
              <>
                <button type="button" className="sub-toggle" aria-expanded="false" aria-controls={subId}>
                  <span className="sr-only">{`Submenú de ${item.label}`}</span>
                  <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
                    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
                <div id={subId} hidden>
                  <MenuList items={item.children} prefix={prefix} level={level + 1} />
                </div>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** One cart line as the menu cart's dropdown lists it. */
export interface MiniCartLine {
  /** The variant the line holds: what its remove form sends to /carrito/eliminar. */
  variantId: number;
  name: string;
  quantity: number;
  priceText: string;
}

/** The shop's menu cart: units and total of the visitor's cart, shown on shop pages. */
export interface MenuCart {
  count: number;
  totalText: string;
  /** The dropdown's contents; absent where the toggle only links to the cart (the cart and checkout pages). */
  dropdown?: {
    lines: MiniCartLine[];
    subtotalText: string;
    /** The token the lines' remove forms send (the page's, set where the dropdown opens). */
    csrf?: string | null;
  };
  /** Rendered once for every visitor (a cached content page): the menu-cart island shows the visitor's cart. */
  shared?: boolean;
}

/**
 * The menu cart of the cached content pages: as a visitor with no cart sees it, since their HTML is
 * shared; the menu-cart island (shop/menu-cart-client.ts) fills in a visitor's cart.
 */
export const SHARED_MENU_CART: MenuCart = {
  count: 0,
  totalText: formatEuros(0),
  dropdown: { lines: [], subtotalText: formatEuros(0), csrf: null },
  shared: true,
};

/**
 * The menu cart with its dropdown: without JavaScript the toggle stays a link to the cart and the
 * dropdown stays hidden; the shop island turns the toggle into a disclosure button (shop/mini-cart.ts).
 */
function MenuCartDropdown({ cart, settings }: { cart: MenuCart; settings: MiniCartSettings }) {
  const lines = cart.dropdown?.lines ?? [];
  return (
    <div
      className="menu-cart-wrap"
      data-mini-cart=""
      data-open-on={settings.openOn}
      {...(settings.autoOpen ? { 'data-auto-open': '' } : {})}
    >
      <MenuCartLink cart={cart} />
      <div className="mini-cart" id="mini-cart" data-mini-cart-panel="" hidden>
        <button type="button" className="mini-cart-close" data-mini-cart-close="">
          <span aria-hidden="true">×</span>
          <span className="sr-only">Cerrar el carrito</span>
        </button>
        <ul className="mini-cart-lines" data-mini-cart-lines="">
          {lines.map((line) => (
            <li key={line.name}>
              <span className="mini-cart-name">{line.name}</span>
              <span className="mini-cart-qty">{`${line.quantity} × ${line.priceText}`}</span>
              <MiniCartRemove line={line} csrf={cart.dropdown?.csrf ?? ''} />
            </li>
          ))}
        </ul>
        <p className="mini-cart-empty" data-mini-cart-empty="" hidden={lines.length > 0}>
          No hay productos en el carrito.
        </p>
        <p className="mini-cart-subtotal">
          <strong>Subtotal:</strong> <span data-mini-cart-subtotal="">{cart.dropdown?.subtotalText}</span>
        </p>
        <p className="mini-cart-buttons">
          <a className="btn btn-secondary" href="/carrito/">
            Ver carrito
          </a>
          <a className="btn btn-primary" href="/finalizar-compra/">
            Finalizar compra
          </a>
        </p>
      </div>
    </div>
  );
}

/**
 * WooCommerce's remove link on a dropdown line, as a form: removing changes the cart, so it posts with
 * the CSRF token (shop/mini-cart.ts builds the same form for lines added without a reload).
 */
function MiniCartRemove({ line, csrf }: { line: MiniCartLine; csrf: string }) {
  return (
    <form className="mini-cart-remove" method="post" action="/carrito/eliminar">
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="variante" value={line.variantId} />
      <button type="submit" className="mini-cart-remove-btn" aria-label={`Eliminar «${line.name}» del carrito`}>
        ×
      </button>
    </form>
  );
}

/** A link to the cart with its count and total; the shop island rewrites both after an add-to-cart. */
function MenuCartLink({ cart }: { cart: MenuCart }) {
  return (
    <a className="menu-cart" href="/carrito/" data-menu-cart="">
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path
          d="M3 4h2l2.2 10.2a2 2 0 002 1.6h7.6a2 2 0 002-1.5L20.5 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <circle cx="10" cy="20" r="1.5" fill="currentColor" />
        <circle cx="17" cy="20" r="1.5" fill="currentColor" />
      </svg>
      <span className="sr-only">Carrito: </span>
      <span className="menu-cart-count" data-menu-cart-count="">
        {cart.count}
      </span>
      <span className="sr-only"> productos, </span>
      <span className="menu-cart-total" data-menu-cart-total="">
        {cart.totalText}
      </span>
    </a>
  );
}

/** The mark's square box, set before the image arrives whatever the image's own shape (CLS 0). */
const MARK_SIZE = 32;

/**
 * A square mark beside the site's name: the site's logo, or the name's initial on the theme's colour. The
 * mark is decorative (the name beside it says what the link is), so a screen reader reads the name once.
 */
function SiteMark({ site }: { site: SiteInfo }) {
  const initial = Array.from(site.name.trim())[0]?.toUpperCase() ?? '';
  return (
    <>
      {site.logo ? (
        <img className="site-logo" src={site.logo} alt="" width={MARK_SIZE} height={MARK_SIZE} />
      ) : (
        <svg className="site-monogram" aria-hidden="true" width={MARK_SIZE} height={MARK_SIZE} viewBox="0 0 32 32">
          <circle cx="16" cy="16" r="15" />
          <text x="16" y="21.5" textAnchor="middle">
            {initial}
          </text>
        </svg>
      )}
      <span>{site.name}</span>
    </>
  );
}

export function Header({ site, cart }: { site: SiteInfo; cart?: MenuCart }) {
  const ctx = useRenderContext();
  if (!ctx.editing) ctx.collector.islands.add('theme');
  // A shop page brings the menu cart's styles and behaviour with its own; a content page needs them here.
  if (cart?.shared) {
    ctx.collector.css.push(MENU_CART_CSS);
    if (!ctx.editing) ctx.collector.islands.add('menu-cart');
  }
  return (
    <header className="site-header" data-sticky-header="">
      <div className="wrap header-row">
        <a className="site-name" href="/">
          <SiteMark site={site} />
        </a>
        <nav className="menu-main" aria-label="Principal">
          <MenuList items={site.menu} prefix="main" level={0} />
        </nav>
        {cart?.dropdown ? (
          <MenuCartDropdown cart={cart} settings={site.miniCart ?? DEFAULT_MINI_CART} />
        ) : cart ? (
          <MenuCartLink cart={cart} />
        ) : null}
        <button type="button" className="menu-toggle" aria-expanded="false" aria-controls="menu-dropdown">
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="sr-only">Menú</span>
        </button>
      </div>
      <nav className="menu-dropdown" id="menu-dropdown" aria-label="Menú móvil" hidden>
        <MenuList items={site.menu} prefix="drop" level={0} />
      </nav>
    </header>
  );
}
