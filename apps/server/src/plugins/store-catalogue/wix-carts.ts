/**
 * Reads a visitor's cart from a Wix-style site's REST API for the display answer's wix_cart_details (spec §3
 * "Display response"): GET {api}/ecom/v1/carts/{cartId} with the account's API key (Authorization) and site id
 * (wix-site-id), as Wix's eCommerce Cart API documents. Only the lines' rootCatalogItemId and
 * productName.original and the subtotal's amount are kept. Any failure (no connection, unknown cart, the API
 * down or slow, an answer of another shape) gives null: the display answer then leaves the field out. The
 * connection comes from memory (wix-connections.ts), so only the site's API is waited for.
 */
import type { WixCartDetails } from '@beckon/popup-schema';
import type { SecretBox } from '../../secret-box.js';
import { callWixApi } from './wix-api.js';
import type { WixConnections } from './wix-connections.js';

/** Wix's cart ids are GUIDs. */
const CART_ID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/** The display answer waits at most this long for the site's API. */
const TIMEOUT_MS = 1_500;

export type WixCartDetailsReader = (accountId: string, cartId: string) => Promise<WixCartDetails | null>;

type Json = Record<string, unknown>;
const rec = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

/** Wix's cart JSON to the fields the display answer carries; null when it is not a cart. */
function cartDetails(answer: unknown): WixCartDetails | null {
  const cart = rec(rec(answer).cart);
  const amount = rec(cart.subtotal).amount;
  if (!Array.isArray(cart.lineItems) || typeof amount !== 'string') return null;
  const lineItems: WixCartDetails['lineItems'] = [];
  for (const item of cart.lineItems.slice(0, 200)) {
    const line = rec(item);
    const id = line.rootCatalogItemId ?? rec(line.catalogReference).catalogItemId;
    const name = rec(line.productName).original;
    if (typeof id !== 'string' || typeof name !== 'string') return null;
    lineItems.push({ rootCatalogItemId: id.slice(0, 64), productName: { original: name.slice(0, 255) } });
  }
  return { lineItems, subtotal: { amount: amount.slice(0, 20) } };
}

export function createWixCartDetailsReader(
  connections: WixConnections,
  box: SecretBox | null,
  apiOrigin: string,
  f: typeof fetch = fetch,
): WixCartDetailsReader {
  return async (accountId, cartId) => {
    if (!box || !CART_ID.test(cartId)) return null;
    const connection = await connections.get(accountId).catch(() => null);
    if (!connection) return null;
    try {
      const access = { siteId: connection.siteId, apiKey: box.open(connection.apiKeySealed) };
      const res = await callWixApi(f, apiOrigin, access, `/ecom/v1/carts/${cartId}`, { timeoutMs: TIMEOUT_MS });
      if (!res.ok) return null;
      return cartDetails(await res.json());
    } catch {
      return null;
    }
  };
}
