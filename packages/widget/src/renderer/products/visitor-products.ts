/**
 * The visitor's recent and cart products a recommendation starts from (spec §3 storage keys, written by the
 * store chunk and the browse save): comma lists of ids, newest first. Our shop's come from the browse list
 * and the page's store hook block. Missing or unreadable storage is logged and reads as no ids (§8).
 */
import type { ProductCategory, ProductSource } from '@beckon/popup-schema';
import { log } from '../../loader/log.js';

const RECENT_KEYS: Record<'shopify' | 'wix', string> = {
  shopify: 'poptin_shopify_recent_product_id',
  wix: 'poptin_wix_recent_product_id',
};
const SHOPIFY_CART_KEY = 'poptin_shopify_cart_product_id';
/** The browse list (loader/browse.ts): `{customer, products: [{product_id, …}]}`, newest first. */
const BROWSED_KEY = 'poptin_browse_abandonment_products';
const ID = /^[A-Za-z0-9_-]{1,64}$/;

function read(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch (err) {
    log('storage unavailable', err);
    return '';
  }
}

const unique = (ids: string[]) => [...new Set(ids)];
const commaList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => ID.test(s));

function productIdsOf(value: unknown): string[] {
  const list = (value as { products?: unknown } | null)?.products;
  if (!Array.isArray(list)) return [];
  return list.map((p) => String((p as { product_id?: unknown } | null)?.product_id ?? '')).filter((id) => ID.test(id));
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The ids a `last_visited` or `product_in_cart` block asks about; [] for the other categories. */
export function visitorProductIds(source: ProductSource, category: ProductCategory, doc: Document): string[] {
  if (category !== 'last_visited' && category !== 'product_in_cart') return [];
  if (source === 'shop') {
    // The store chunk keeps our shop's ids under the store platform's keys; the browse list and the page's
    // store hook fill in where it has not run (a page before the chunk's first cart read).
    if (category === 'last_visited')
      return unique([...commaList(read(RECENT_KEYS.shopify)), ...productIdsOf(parse(read(BROWSED_KEY)))]);
    const hook = parse(doc.getElementById('beckon-store')?.textContent ?? '') as { cart?: unknown } | null;
    return unique([...commaList(read(SHOPIFY_CART_KEY)), ...productIdsOf(hook?.cart ?? null).reverse()]);
  }
  if (category === 'last_visited') return commaList(read(RECENT_KEYS[source]));
  // The site builder's cart is read from its carts API when the block asks (store-cart-actions.ts).
  return source === 'shopify' ? commaList(read(SHOPIFY_CART_KEY)) : [];
}
