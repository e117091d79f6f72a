/**
 * The browse-abandonment save (spec §7 "GET browse-abandonment save", §3
 * "Browse-abandonment product"), run from the conversion chunk. The spec's store
 * platforms knew the signed-in customer and the product viewed; here the host
 * page says so in a data block the widget only reads (README "Store hook"):
 *
 *   <script type="application/json" id="beckon-store">
 *     {"customerId":"opaque-id","products":[{"product_id":"serum-10","product_name":"Serum","category":"Face"}],
 *      "cart":{"products":[…],"total_cart_value":41.4}}
 *   </script>
 *
 * The loader calls this only when the block is present and the visitor has not
 * refused tracking (privacy.ts). The products viewed join the customer's list in
 * `poptin_browse_abandonment_products` (newest first, at most 50), and the whole
 * list is saved (`data_for=abandonment`); a page that knows the customer's cart
 * (`cart`, optional) saves it too (`data_for=cart`, with `total_cart_value`; an
 * empty cart clears the saved one; a cart this tab already saved unchanged is not
 * sent again, see `cartSavedKey`). Each save is a GET while its query stays
 * within 4000 characters, else the same fields as a POST (spec §7 size limit).
 */
import { MAX_GET_QUERY_CHARS, MAX_SAVED_PRODUCTS } from '@beckon/popup-schema/abandonment';
import { beacon } from './http';
import { log } from './log';
import type { Reporter } from './report';
import { getItem, LOCAL, SESSION, setItem } from './storage';

export const BROWSED = 'poptin_browse_abandonment_products';
/** sessionStorage: the fingerprint of the cart this tab last saved for the account (cartFingerprint). */
export const cartSavedKey = (clientId: string): string => `poptin_cart_saved_${clientId}`;

interface BrowsedProduct {
  product_id: string;
  product_name: string;
  category: string;
}

const record = (v: unknown): Record<string, unknown> =>
  (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * The products of a list that the server accepts. A product counts only with an id and a
 * name (spec §5); an id over 64 characters is left out, since cutting it would name another product.
 */
function products(list: unknown): BrowsedProduct[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((p) => {
    const r = record(p);
    const id = str(r.product_id);
    const name = str(r.product_name);
    return id && id.length <= 64 && name
      ? [{ product_id: id, product_name: name.slice(0, 500), category: str(r.category).slice(0, 200) }]
      : [];
  });
}

const parse = (text: string | null): unknown => {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return null;
  }
};

interface StoreHook {
  customer: string;
  viewed: BrowsedProduct[];
  /** The customer's cart: its products and value (a decimal amount), when the page knows it. */
  cart: { products: BrowsedProduct[]; total: number } | null;
}

/** The cart part of the hook, or null when it is absent or its value is not an amount the server takes. */
function readCart(v: unknown): StoreHook['cart'] {
  if (!v || typeof v !== 'object') return null;
  const r = record(v);
  const amount = str(r.total_cart_value);
  const total = amount ? Math.round(Number(amount) * 100) / 100 : Number.NaN;
  return total >= 0 && total < 1e12 ? { products: products(r.products).slice(0, MAX_SAVED_PRODUCTS), total } : null;
}

/** The hook's customer, viewed products and cart, or null when the block is unusable. */
function readHook(el: Element): StoreHook | null {
  const r = record(parse(el.textContent));
  const customer = str(r.customerId);
  const hook = { customer, viewed: products(r.products), cart: readCart(r.cart) };
  return customer && customer.length <= 100 && (hook.viewed.length || hook.cart) ? hook : null;
}

/**
 * Adds the viewed products to the customer's stored list (newest first, no repeats) and returns it.
 * The list names its customer: another customer signing in on this browser starts a new one.
 */
function remember(customer: string, viewed: BrowsedProduct[]): BrowsedProduct[] {
  const saved = record(parse(getItem(LOCAL, BROWSED)));
  const before = saved.customer === customer ? products(saved.products) : [];
  const ids = new Set(viewed.map((p) => p.product_id));
  const list = [...viewed, ...before.filter((p) => !ids.has(p.product_id))].slice(0, MAX_SAVED_PRODUCTS);
  setItem(LOCAL, BROWSED, JSON.stringify({ customer, products: list }));
  return list;
}

/**
 * A short fingerprint of a cart save (32-bit FNV-1a over its customer, products and value, base 36): a
 * product page re-saves an unchanged cart otherwise. A collision would skip one save until the cart changes.
 */
export function cartFingerprint(customer: string, list: BrowsedProduct[], total: number): string {
  const text = JSON.stringify([customer, list.map((p) => [p.product_id, p.product_name, p.category]), total]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/**
 * One save: a GET while its query stays within the limit, else the same fields as a POST (spec §7).
 * `saved` runs once the save is known to have been taken (a GET answered OK, a POST queued by the browser).
 */
function save(p: Reporter, fields: Record<string, string>, list: BrowsedProduct[], total?: number, saved = () => {}) {
  const url = `${p.origin}/api/display/browse-abandonment`;
  const extra: Record<string, string> = total === undefined ? {} : { total_cart_value: String(total) };
  const query = new URLSearchParams({ ...fields, products: JSON.stringify(list), ...extra }).toString();
  if (query.length <= MAX_GET_QUERY_CHARS)
    fetch(`${url}?${query}`, { keepalive: true })
      .then((r) => r.ok && saved())
      .catch((e) => log('browse', e));
  else {
    beacon(url, { ...fields, products: list, ...(total === undefined ? {} : { total_cart_value: total }) });
    saved();
  }
}

/**
 * Saves what the store hook `el` names (see the top of this file): the customer's browsed products when the
 * page shows one, and their cart (`data_for=cart`, with its value) when the page knows it.
 */
export function sendBrowse(p: Reporter, el: Element): void {
  const hook = readHook(el);
  if (!hook) return;
  const who = { client_id: p.clientId, customer: hook.customer };
  if (hook.viewed.length) save(p, { ...who, data_for: 'abandonment' }, remember(hook.customer, hook.viewed));
  const cart = hook.cart;
  if (!cart) return;
  // The cart is saved when it differs from the one this tab last saved (or that save failed).
  const key = cartSavedKey(p.clientId);
  const print = cartFingerprint(hook.customer, cart.products, cart.total);
  if (getItem(SESSION, key) !== print)
    save(p, { ...who, data_for: 'cart' }, cart.products, cart.total, () => setItem(SESSION, key, print));
}
