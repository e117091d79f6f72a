/**
 * Adding a card's product to the visitor's cart on the page's own store (spec §7 "Store-site calls"):
 * - the store platform: POST /cart/add.js {items: [{id, quantity}]}; a 422 (sold out, unknown variant) is
 *   only logged;
 * - the site builder: GET /ecom/v1/carts/current (404: no cart yet, then POST /ecom/v1/carts creates one;
 *   any other failure throws), then POST /ecom/v1/carts/{id}/add-to-cart with the line's catalogReference,
 *   at the same API origin as the store chunk's cart reads (wixapis.com, or the pixel's `data-wix-api`);
 * - our own shop: its visitor token (GET /carrito/token), then the catalogue's add form as a script sends it.
 * Every call carries the page's cookies. Failures are logged, never shown (§8).
 */
import type { ProductSource } from '@beckon/popup-schema';
import { log } from '../../loader/log.js';
import { type Cart, fromWixCart } from '../../loader/store/cart-read.js';
import { wixApiOrigin } from '../../loader/store/platform.js';

/** Wix Stores' app id: the catalogReference.appId of a store product. */
const WIX_STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
/** The site builder's carts API, where the store chunk reads the cart too. */
const wixCarts = (): string => `${wixApiOrigin(document)}/ecom/v1/carts`;

type Fetch = typeof fetch;

const jsonPost = (f: Fetch, url: string, body: unknown, credentials: RequestCredentials = 'same-origin') =>
  f(url, {
    method: 'POST',
    credentials,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });

async function addOnStore(f: Fetch, variantId: string): Promise<boolean> {
  const res = await jsonPost(f, '/cart/add.js', { items: [{ id: Number(variantId) || variantId, quantity: 1 }] });
  if (res.status === 422) {
    log('Add to cart refused', variantId);
    return false;
  }
  if (!res.ok) throw new Error(`cart/add answered ${res.status}`);
  return true;
}

/** The site builder's current cart, read as the store chunk reads it; null when the visitor has none (404). */
export async function currentWixCart(f: Fetch): Promise<Cart | null> {
  const res = await f(`${wixCarts()}/current`, { credentials: 'include', headers: { accept: 'application/json' } });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`carts/current answered ${res.status}`);
  const cart = fromWixCart(await res.json());
  if (!cart.id) throw new Error('carts/current has no cart id');
  return cart;
}

async function addOnSiteBuilder(f: Fetch, productId: string, variantId: string): Promise<boolean> {
  let cartId = (await currentWixCart(f))?.id;
  if (!cartId) {
    const created = await jsonPost(f, wixCarts(), {}, 'include');
    if (!created.ok) throw new Error(`carts answered ${created.status}`);
    cartId = ((await created.json()) as { cart?: { id?: string } }).cart?.id;
    if (!cartId) throw new Error('the new cart has no id');
  }
  const catalogReference = {
    appId: WIX_STORES_APP_ID,
    catalogItemId: productId,
    ...(variantId && variantId !== productId ? { options: { variantId } } : {}),
  };
  const res = await jsonPost(
    f,
    `${wixCarts()}/${encodeURIComponent(cartId)}/add-to-cart`,
    { lineItems: [{ catalogReference, quantity: 1 }] },
    'include',
  );
  if (!res.ok) {
    log('Add to cart refused', productId, res.status);
    return false;
  }
  return true;
}

async function addOnShop(f: Fetch, variantId: string): Promise<boolean> {
  const token = await f('/carrito/token', { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!token.ok) throw new Error(`the token answered ${token.status}`);
  const { csrf } = (await token.json()) as { csrf?: unknown };
  const form = new URLSearchParams({ variante: variantId, cantidad: '1' });
  if (typeof csrf === 'string') form.set('_csrf', csrf);
  const res = await f('/carrito/anadir', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form.toString(),
  });
  if (!res.ok) {
    log('Add to cart refused', variantId, res.status);
    return false;
  }
  return true;
}

/** Adds one unit; true when the store took it. Never throws: a failure is logged and answers false. */
export async function addToCart(
  source: ProductSource,
  productId: string,
  variantId: string,
  f: Fetch = fetch,
): Promise<boolean> {
  try {
    if (source === 'shopify') return await addOnStore(f, variantId);
    if (source === 'wix') return await addOnSiteBuilder(f, productId, variantId);
    return await addOnShop(f, variantId);
  } catch (err) {
    log('Add to cart error', err);
    return false;
  }
}
