/**
 * Reads the visitor's cart (spec §7 "Store-site calls"): GET /cart.js on the store platform and on this
 * project's shop (which answers the same shape), GET carts/current on the site builder (404: no cart yet,
 * an empty one). Each answer becomes a CartReading; an answer of another shape throws, as a failed read.
 */
import type { CartLine, CartReading } from './cart-rules';
import { cartJsPath, type Platform, type StoreWindow, wixApiOrigin } from './platform';

/** A cart product as the browse-abandonment save names it (spec §3 "Browse-abandonment product"). */
export interface NamedProduct {
  product_id: string;
  product_name: string;
  category: string;
}

export interface Cart extends CartReading {
  /** The site builder's cart id; '' elsewhere or with no cart yet. */
  id: string;
  /** The store platform's cart products with their names and types, for the cart save. */
  named?: NamedProduct[];
}

type Json = Record<string, unknown>;
const rec = (v: unknown): Json => (v && typeof v === 'object' ? v : {}) as Json;
const idOf = (v: unknown): string => (typeof v === 'number' || typeof v === 'string' ? String(v).slice(0, 64) : '');
const num = (v: unknown): number => {
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) throw new Error('not an amount');
  return n;
};

/** A /cart.js answer: items with variant_id, product_id, quantity and line_price; item_count; total_price, all in cents. */
export function fromCartJs(answer: unknown): Cart {
  const j = rec(answer);
  if (!Array.isArray(j.items)) throw new Error('no items');
  const lines: CartLine[] = j.items.map((i: unknown) => {
    const r = rec(i);
    return {
      ids: [idOf(r.variant_id), idOf(r.product_id)].filter(Boolean),
      quantity: num(r.quantity),
      value: num(r.line_price) / 100,
    };
  });
  const named = j.items.map((i: unknown) => {
    const r = rec(i);
    const name = r.product_title ?? r.title;
    return {
      product_id: idOf(r.product_id),
      product_name: typeof name === 'string' ? name : '',
      category: typeof r.product_type === 'string' ? r.product_type : '',
    };
  });
  return { id: '', count: num(j.item_count), value: num(j.total_price) / 100, lines, named };
}

/** A carts/current answer: {cart: {id, lineItems [{quantity, rootCatalogItemId, catalogReference, price}], subtotal}}. */
export function fromWixCart(answer: unknown): Cart {
  const cart = rec(rec(answer).cart);
  if (!Array.isArray(cart.lineItems)) throw new Error('no lineItems');
  const lines: CartLine[] = cart.lineItems.map((i: unknown) => {
    const r = rec(i);
    const ref = rec(r.catalogReference);
    const quantity = num(r.quantity);
    return {
      ids: [idOf(rec(ref.options).variantId), idOf(r.rootCatalogItemId ?? ref.catalogItemId)].filter(Boolean),
      quantity,
      value: num(rec(r.price).amount) * quantity,
    };
  });
  return {
    id: idOf(cart.id),
    count: lines.reduce((s, l) => s + l.quantity, 0),
    value: num(rec(cart.subtotal).amount),
    lines,
  };
}

export const EMPTY_CART: Cart = { id: '', count: 0, value: 0, lines: [] };

/** The visitor's cart now; throws when it cannot be read (the caller logs "Cart Error"). */
export async function readCart(platform: Platform, w: StoreWindow & Window, doc: Document): Promise<Cart> {
  const wix = platform === 'wix';
  const res = await w.fetch(wix ? `${wixApiOrigin(doc)}/ecom/v1/carts/current` : cartJsPath(platform, w, doc), {
    credentials: wix ? 'include' : 'same-origin',
    headers: { accept: 'application/json' },
    cache: 'no-store',
  });
  if (wix && res.status === 404) return EMPTY_CART;
  if (!res.ok) throw new Error(`cart answered ${res.status}`);
  const answer: unknown = await res.json();
  return wix ? fromWixCart(answer) : fromCartJs(answer);
}
