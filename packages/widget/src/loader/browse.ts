/**
 * The browse-abandonment save (spec §7 "GET browse-abandonment save", §3
 * "Browse-abandonment product"), run from the conversion chunk. The spec's store
 * platforms knew the signed-in customer and the product viewed; here the host
 * page says so in a data block the widget only reads (README "Store hook"):
 *
 *   <script type="application/json" id="beckon-store">
 *     {"customerId":"opaque-id","products":[{"product_id":"serum-10","product_name":"Serum","category":"Face"}]}
 *   </script>
 *
 * The loader calls this only when the block is present and the visitor has not
 * refused tracking (privacy.ts). The products viewed join the customer's list in
 * `poptin_browse_abandonment_products` (newest first, at most 50), and the whole
 * list is saved: a GET while its query stays within 4000 characters, else the
 * same fields as a POST (spec §7 size limit).
 */
import { beacon } from './http';
import { log } from './log';
import type { Reporter } from './report';
import { getItem, LOCAL, setItem } from './storage';

/** The longest query sent as a GET (the server's MAX_GET_QUERY_CHARS); longer saves go as POST. */
const MAX_GET_QUERY = 4000;
/** Products kept and sent (the server accepts at most 50). */
const KEEP = 50;
export const BROWSED = 'poptin_browse_abandonment_products';

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

/** The hook's customer and viewed products, or null when the block is unusable. */
function readHook(el: Element): { customer: string; viewed: BrowsedProduct[] } | null {
  const r = record(parse(el.textContent));
  const customer = str(r.customerId);
  const viewed = products(r.products);
  return customer && customer.length <= 100 && viewed.length ? { customer, viewed } : null;
}

/**
 * Adds the viewed products to the customer's stored list (newest first, no repeats) and returns it.
 * The list names its customer: another customer signing in on this browser starts a new one.
 */
function remember(customer: string, viewed: BrowsedProduct[]): BrowsedProduct[] {
  const saved = record(parse(getItem(LOCAL, BROWSED)));
  const before = saved.customer === customer ? products(saved.products) : [];
  const ids = new Set(viewed.map((p) => p.product_id));
  const list = [...viewed, ...before.filter((p) => !ids.has(p.product_id))].slice(0, KEEP);
  setItem(LOCAL, BROWSED, JSON.stringify({ customer, products: list }));
  return list;
}

/** Saves the customer's browsed products named by the store hook `el` (see the top of this file). */
export function sendBrowse(p: Reporter, el: Element): void {
  const hook = readHook(el);
  if (!hook) return;
  const list = remember(hook.customer, hook.viewed);
  const save = { client_id: p.clientId, customer: hook.customer, data_for: 'abandonment' };
  const url = `${p.origin}/api/display/browse-abandonment`;
  const query = new URLSearchParams({ ...save, products: JSON.stringify(list) }).toString();
  if (query.length <= MAX_GET_QUERY) fetch(`${url}?${query}`, { keepalive: true }).catch((e) => log('browse', e));
  else beacon(url, { ...save, products: list });
}
