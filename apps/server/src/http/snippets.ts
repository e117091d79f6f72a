/**
 * The lines a site owner pastes into their pages: the widget's loader and
 * the statistics tracker. The site and shop pages Beckon serves carry the same
 * two, as any customer's site would.
 */
import { STATISTICS_API, TRACKER_PATH, WIDGET_PREFIX } from './public-paths.js';

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Where this project's shop answers the visitor's cart as JSON (shop/cart-json-route.ts). */
export const SHOP_CART_JSON = '/carrito.json';

/**
 * The widget's snippet for the account with client id `clientId`. On the pages of a site with this
 * project's shop (`shop`), the tag names the shop's cart read, which tells the widget the page is a
 * store page (packages/widget loader/store/platform.ts).
 */
export function embedSnippet(origin: string, clientId: string, shop = false): string {
  const src = `${origin}${WIDGET_PREFIX}loader.js?id=${encodeURIComponent(clientId)}`;
  const cart = shop ? ` data-beckon-shop="${SHOP_CART_JSON}"` : '';
  return `<script id="beckon-pixel"${cart} src="${escapeAttribute(src)}" async></script>`;
}

/** The tracker's snippet for a page of `accountId`'s site (attributes: packages/tracker/src/config.ts). */
export function trackerSnippet(origin: string, accountId: string, sourceId?: number): string {
  const source = sourceId === undefined ? '' : ` data-source-type="post" data-source-id="${sourceId}"`;
  return `<script defer src="${origin}${TRACKER_PATH}" data-site="${accountId}" data-endpoint="${origin}${STATISTICS_API}"${source}></script>`;
}
