/**
 * The has-cart marker: a cookie the server sets to "1" beside the
 * HttpOnly cart cookie while the visitor's cart holds a line, and clears when
 * it empties, is ordered or leaves the browser on sign-out (WooCommerce's
 * woocommerce_items_in_cart). Scripts may read it, so the menu cart of a
 * cached, shared content page asks for the cart only when there is one.
 * A flag, not the count: it never has to change while the cart does.
 */

/** Its name; `__Host-` goes before it over HTTPS, as before the cart cookie's. */
export const CART_MARKER_COOKIE = 'beckon_has_cart';

const MARKER = new RegExp(`(?:^|;\\s*)(?:__Host-)?${CART_MARKER_COOKIE}=1(?:;|$)`);

/** Whether a `document.cookie` string says the visitor has a cart. */
export function hasCartMarker(cookies: string): boolean {
  return MARKER.test(cookies);
}
