/**
 * The cart trigger's product list (`shopify_cart_trigger_products` when it is neither any_product nor
 * empty_cart), free of zod so the widget's store chunk can read it too.
 */

/** One product or variant id of a store: digits (store platform), a GUID (site builder) or a shop slug. */
const CART_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const MAX_LISTED_PRODUCTS = 50;

/** The ids of a comma list (spaces around commas allowed), or null when one is not an id or there are too many. */
export function cartProductList(v: string): string[] | null {
  const ids = v.split(',').map((s) => s.trim());
  return ids.length <= MAX_LISTED_PRODUCTS && ids.every((id) => CART_ID.test(id)) ? ids : null;
}
