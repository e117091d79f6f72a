/**
 * Which store the page belongs to (spec §6: store cart actions only where the platform is present): the
 * store platform (`window.Shopify`), the site-builder platform (`window.wixEmbedsAPI`, what a custom-code
 * embed sees) or this project's own shop, whose pages mark an element with `data-beckon-shop` naming the
 * cart's JSON path. Also where each keeps its cart and which requests change it.
 */

export type Platform = 'shopify' | 'wix' | 'beckon';

export interface StoreWindow {
  /** `checkout`: on the order status (thank-you) page only, the order (order-read.ts). */
  Shopify?: { shop?: string; routes?: { root?: string }; checkout?: unknown };
  ShopifyAnalytics?: {
    meta?: {
      page?: { customerId?: number | string };
      product?: { id?: number | string; type?: string; variants?: { id?: number; name?: string }[] };
    };
  };
  wixEmbedsAPI?: object;
}

export function detectPlatform(w: StoreWindow, doc: Document): Platform | null {
  if (w.Shopify && typeof w.Shopify === 'object') return 'shopify';
  if (w.wixEmbedsAPI && typeof w.wixEmbedsAPI === 'object') return 'wix';
  return doc.querySelector('[data-beckon-shop]') ? 'beckon' : null;
}

/**
 * Paths of the requests that change a cart: the store platform's /cart/add, change, update and clear (with or
 * without .js, under a locale prefix), the site builder's carts API, this project's shop's /carrito/ forms.
 */
export const CART_REQUEST: Record<Platform, RegExp> = {
  shopify: /\/cart\/(add|change|update|clear)(\.js)?$/,
  wix: /\/ecom\/v1\/carts(\/|$)/,
  beckon: /^\/carrito\//,
};

/**
 * The site builder's API origin. A custom-code embed reaches the eCommerce API at wixapis.com; a site that
 * proxies it (and the tests' fixture site) names another origin in the pixel's `data-wix-api`.
 */
export function wixApiOrigin(doc: Document): string {
  const named = doc.querySelector<HTMLElement>('[data-wix-api]')?.dataset.wixApi;
  return named && /^https?:\/\//.test(named) ? named.replace(/\/$/, '') : 'https://www.wixapis.com';
}

/** The store's JSON cart read: /cart.js under the store's locale root, or this project's shop's path. */
export function cartJsPath(platform: 'shopify' | 'beckon', w: StoreWindow, doc: Document): string {
  if (platform === 'beckon') {
    const path = doc.querySelector<HTMLElement>('[data-beckon-shop]')?.dataset.beckonShop ?? '';
    return path.startsWith('/') && !path.startsWith('//') ? path : '/carrito.json';
  }
  const root = w.Shopify?.routes?.root;
  return `${typeof root === 'string' && root.startsWith('/') ? root.replace(/\/?$/, '/') : '/'}cart.js`;
}
