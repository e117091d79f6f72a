/**
 * The shop's pages as HTML: rendered in the site's theme (its menu, its islands and the Beckon embed)
 * and sent, or, for a visitor with no cart and no session, served from the page cache, since those
 * pages are the same for everyone. Also what several routes show alike: the header's menu cart, the
 * widget's store hook, the catalogue, the product page and the error pages.
 */
import type { Db } from '@beckon/db';
import { formatEuros } from '@beckon/page-widgets/shop/money.js';
import { renderShopPage, type ShopBody } from '@beckon/page-widgets/shop/render-shop-page.js';
import type {
  PostHitView,
  ProductView,
  ShopNotice,
  StoreHookProduct,
  StoreHookView,
} from '@beckon/page-widgets/shop/views.js';
import type { MenuCart } from '@beckon/page-widgets/theme/header.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { embedSnippet, trackerSnippet } from '../../http/snippets.js';
import { chooseGzip } from '../../http/static-files.js';
import { type RequestSite, siteOf } from '../../sites/index.js';
import { ASSET_BASE, type PageCache, type readManifest, type SiteInfos } from '../site/index.js';
import { syncCartMarker } from './cart-cookie.js';
import { type LoadedCart, unitCount } from './cart-service.js';
import { catalogueStamp } from './catalogue-repository.js';
import type { CardGateway } from './stripe-gateway.js';
import type { Visitor } from './visitor.js';

/** A shop page as the routes describe it; createShopPages renders it in the site's theme. */
export interface ShopPage {
  title: string;
  description: string;
  path: string;
  body: ShopBody;
  /** The header's menu cart, on the pages that load the cart (or know there is none). */
  menuCart?: MenuCart;
  /** The pop-up widget's store hook (a signed-in customer's product and cart pages). */
  store?: StoreHookView;
}

export interface ShopPages {
  /** Sends a page rendered for this visitor (their cart, their CSRF token) in their site's theme. */
  sendPage(reply: FastifyReply, status: number, page: ShopPage): Promise<FastifyReply>;
  /**
   * Serves the page of a visitor with neither cookie from the cache under `key`, rendering what
   * `build` describes when the catalogue changed since (a 304 to a browser that has it).
   */
  serveWithoutCart(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<ShopPage>,
  ): Promise<FastifyReply>;
}

export interface ShopPagesOptions {
  db: Db;
  manifest: ReturnType<typeof readManifest>;
  /** Each site's menu and mini-cart settings, as its content pages render them. */
  siteInfos: SiteInfos;
  /** Pages of visitors with no cart, per site, one per catalogue stamp. */
  cache: PageCache;
  /** How long a cached page is trusted before the catalogue's stamp is checked again. */
  revalidateMs: number;
}

/** What the visitor route modules share: the database and the pages (the site comes with each request). */
export interface ShopRoutesContext {
  db: Db;
  pages: ShopPages;
  /** Card payments (Stripe's hosted checkout); null when the server has no keys for them. */
  card: CardGateway | null;
}

export function createShopPages(scope: FastifyInstance, opts: ShopPagesOptions): ShopPages {
  const { db, siteInfos, cache, revalidateMs } = opts;

  const renderHtml = async (site: RequestSite, page: ShopPage) => {
    const main = scope.publicOrigin.get();
    return renderShopPage({
      ...page,
      origin: site.origin,
      site: await siteInfos.get(site.accountId),
      assetBase: ASSET_BASE,
      manifest: opts.manifest,
      // The same snippets as the content pages: the widget reads the store hook (browse abandonment) and,
      // told the page is a shop page, the cart (cart triggers); the tracker counts the visit under the site.
      endOfBody: embedSnippet(main, site.accountId, true) + trackerSnippet(main, site.accountId),
    });
  };

  async function sendPage(reply: FastifyReply, status: number, page: ShopPage) {
    const html = await renderHtml(siteOf(reply.request), page);
    // A page that loaded the cart keeps the has-cart marker true to it (a removed last line clears it here).
    if (page.menuCart) syncCartMarker(reply.request, reply, page.menuCart.count > 0);
    // Pages show the visitor's cart and CSRF token: never stored by a shared cache.
    return scope
      .pageHeaders(reply, 'site')
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(html);
  }

  async function serveWithoutCart(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<ShopPage>,
  ) {
    const site = siteOf(request);
    const { accountId, origin } = site;
    const now = Date.now();
    // Reloads an aging menu in the background: another process's menu edit then reaches cached pages too.
    siteInfos.refresh(accountId);
    let entry = cache.get(accountId, origin, key);
    if (!entry || now - entry.checkedAt >= revalidateMs) {
      const stamp = await catalogueStamp(db, accountId);
      if (entry && entry.stamp === stamp) entry.checkedAt = now;
      else entry = cache.set(accountId, origin, key, stamp, await renderHtml(site, await build()), now);
    }
    scope
      .pageHeaders(reply, 'site')
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie')
      .header('etag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    if (chooseGzip(request.headers['accept-encoding']) !== null)
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    return reply.send(entry.html);
  }

  return { sendPage, serveWithoutCart };
}

/**
 * The header's menu cart: units and total of the cart (none: 0 and 0,00 €, with no query), and the
 * lines and subtotal its dropdown lists.
 */
export function menuCartOf(cart: LoadedCart | null): MenuCart {
  const lines = (cart?.view.lines ?? []).map((line) => ({
    variantId: line.variantId,
    name: line.variantName ? `${line.productName} – ${line.variantName}` : line.productName,
    quantity: line.quantity,
    priceText: formatEuros(line.unitPriceCents),
  }));
  return {
    count: cart ? unitCount(cart.rows) : 0,
    totalText: formatEuros(cart?.totals.totalCents ?? 0),
    dropdown: { lines, subtotalText: formatEuros(cart?.view.subtotalCents ?? 0) },
  };
}

/**
 * The store hook of a signed-in customer's page: the products it shows and their cart, each product once
 * (a cart may hold several variants of one). No cart is an empty one, so the widget's cart save clears an
 * earlier abandoned cart once the customer has ordered or emptied it.
 */
export function storeHookOf(customerId: string, shown: StoreHookProduct[], cart: LoadedCart | null): StoreHookView {
  const inCart = new Map<string, StoreHookProduct>();
  for (const r of cart?.rows ?? [])
    if (!inCart.has(r.productSlug))
      inCart.set(r.productSlug, {
        product_id: r.productSlug,
        product_name: r.productName,
        category: r.productCategory,
      });
  return {
    customerId,
    products: shown,
    cart: { products: [...inCart.values()], total_cart_value: (cart?.totals.totalCents ?? 0) / 100 },
  };
}

/** The catalogue's meta description, in the site's own words: its tagline, else what it sells. */
function catalogueDescription(site: Pick<RequestSite, 'name' | 'theme'>): string {
  return site.theme.tagline.trim() || `Productos de ${site.name}`;
}

/** The catalogue, or with `search` the results of a product search (and the posts it found). */
export function cataloguePageOf(
  site: Pick<RequestSite, 'name' | 'theme'>,
  products: ProductView[],
  visitor: Visitor | null,
  cart: LoadedCart | null,
  search: string | null,
  posts: PostHitView[] = [],
): ShopPage {
  return {
    title: search === null ? 'Tienda' : `Resultados de búsqueda: «${search}»`,
    description: catalogueDescription(site),
    path: '/tienda/',
    menuCart: menuCartOf(cart),
    body: {
      page: 'catalogue',
      props: {
        products: products,
        csrf: visitor?.csrf ?? null,
        cartCount: cart ? unitCount(cart.rows) : 0,
        notices: cart?.notices ?? [],
        search,
        posts,
      },
    },
  };
}

export function productPageOf(
  product: ProductView,
  visitor: Visitor | null,
  cart: LoadedCart | null,
  notices: ShopNotice[],
): ShopPage {
  const { slug } = product;
  return {
    title: product.name,
    description: product.shortDescription,
    path: `/producto/${slug}/`,
    menuCart: menuCartOf(cart),
    body: {
      page: 'product',
      props: {
        product: product,
        csrf: visitor?.csrf ?? null,
        cartCount: cart ? unitCount(cart.rows) : 0,
        notices: [...notices, ...(cart?.notices ?? [])],
      },
    },
  };
}

/** What each HTML error page tells the visitor. */
const ERROR_PAGES: Record<string, { title: string; text: string }> = {
  BK_ERR_PAGE_NOT_FOUND: {
    title: 'Página no encontrada',
    text: 'La página que busca no existe o ha cambiado de dirección.',
  },
  BK_ERR_CSRF: {
    title: 'No hemos podido completar la acción',
    text: 'Su sesión de compra ha cambiado desde que abrió esta página. Vuelva a cargarla e inténtelo de nuevo.',
  },
  BK_ERR_CROSS_SITE: {
    title: 'No hemos podido completar la acción',
    text: 'La petición no venía de este sitio. Abra la tienda y vuelva a intentarlo.',
  },
};

/** The page in the site's theme for an error with this code at `path`; null for codes that keep the JSON error. */
export function errorPageOf(code: string, path: string): ShopPage | null {
  const page = ERROR_PAGES[code];
  if (!page) return null;
  return { title: page.title, description: page.text, path, body: { page: 'message', props: page } };
}
