/**
 * What the store chunk keeps between pages (spec §3 "Browser storage keys", localStorage):
 *
 * | Key                              | Holds                                                              |
 * |----------------------------------|--------------------------------------------------------------------|
 * | poptin_cart_reading              | the last cart reading (JSON), to see what changed since            |
 * | poptin_shopify_cart_product_id   | product ids in the cart, comma list (store platform and own shop)  |
 * | poptin_shopify_recent_product_id | up to 3 variant ids viewed or added, newest first, comma list      |
 * | poptin_wix_recent_product_id     | up to 3 product ids added on the site builder, newest first        |
 *
 * In private mode storage.ts writes none of them (the reading then lives only as long as the page).
 */
import { getItem, LOCAL, setItem } from '../storage';
import type { CartReading } from './cart-rules';
import type { Platform } from './platform';

const READING = 'poptin_cart_reading';
export const CART_PRODUCTS = 'poptin_shopify_cart_product_id';
export const RECENT = { shopify: 'poptin_shopify_recent_product_id', wix: 'poptin_wix_recent_product_id' };

/** The reading the last page left, or null (none, or not a reading). */
export function lastReading(): CartReading | null {
  try {
    const r = JSON.parse(getItem(LOCAL, READING) ?? 'null') as CartReading | null;
    return r && typeof r.count === 'number' && typeof r.value === 'number' && Array.isArray(r.lines) ? r : null;
  } catch {
    return null;
  }
}

/** Puts `ids` first in a comma list of at most `max`, without repeats. */
export function newestFirst(list: string | null, ids: string[], max = 3): string {
  const old = (list ?? '').split(',').filter(Boolean);
  return [...new Set([...ids, ...old])].slice(0, max).join(',');
}

/** Keeps the reading, the cart's product ids and, newest first, the ids just added (`added`). */
export function keep(platform: Platform, r: CartReading, added: string[]): void {
  setItem(LOCAL, READING, JSON.stringify({ count: r.count, value: r.value, lines: r.lines.slice(0, 50) }));
  const key = platform === 'wix' ? RECENT.wix : RECENT.shopify;
  if (platform !== 'wix')
    setItem(LOCAL, CART_PRODUCTS, [...new Set(r.lines.map((l) => l.ids[l.ids.length - 1]))].join(','));
  if (added.length) setItem(LOCAL, key, newestFirst(getItem(LOCAL, key), added));
}

/** A product page of the store platform: its variant (the URL's, else the first) joins the recent list. */
export function viewed(variant: string): void {
  setItem(LOCAL, RECENT.shopify, newestFirst(getItem(LOCAL, RECENT.shopify), [variant]));
}
