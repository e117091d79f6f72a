/**
 * The cart on sign-in, as WooCommerce
 * loads a persistent cart: the customer's saved cart and the cart the visitor
 * built before signing in become one. A variant in both keeps the visitor's
 * quantity (the newer choice); the saved cart's other lines join it, and so
 * does its coupon when the visitor had none. The result is the customer's
 * saved cart from then on.
 *
 * Cart ids are hashes of the cookie's token, so a saved cart cannot be handed
 * back as a cookie: when the visitor has no cart, its lines move to a new
 * cart under a new token.
 */
import type { Queryable } from '@beckon/db';
import { cartIdOf, newCartToken } from './cart-cookie.js';
import { deleteCart, ensureCart, findCartCoupon } from './cart-repository.js';
import { setCustomerCart } from './customer-repository.js';

export interface MergeInput {
  accountId: string;
  customerId: string;
  /** The customer's saved cart (shop_customers.cart_id). */
  savedCartId: string | null;
  /** The token of the visitor's cart cookie, if any. */
  visitorToken: string | null;
}

/** Answers the token the cart cookie must now hold, or null when it stays as it is. */
export async function mergeCartsOnSignIn(db: Queryable, m: MergeInput): Promise<string | null> {
  const saved = m.savedCartId ? await findCartCoupon(db, m.accountId, m.savedCartId) : { exists: false };
  const visitorCartId = m.visitorToken ? cartIdOf(m.visitorToken) : null;
  if (!m.savedCartId || !saved.exists || m.savedCartId === visitorCartId) {
    const visitorHasCart = visitorCartId !== null && (await findCartCoupon(db, m.accountId, visitorCartId)).exists;
    await setCustomerCart(db, m.accountId, m.customerId, visitorHasCart ? visitorCartId : null);
    return null;
  }
  const token = m.visitorToken ?? newCartToken();
  const targetId = cartIdOf(token);
  await ensureCart(db, m.accountId, targetId);
  await db.query(
    `INSERT INTO shop_cart_lines (account_id, cart_id, variant_id, quantity, added_at)
     SELECT account_id, $3, variant_id, quantity, added_at FROM shop_cart_lines
     WHERE account_id = $1 AND cart_id = $2
     ON CONFLICT (account_id, cart_id, variant_id) DO NOTHING`,
    [m.accountId, m.savedCartId, targetId],
  );
  await db.query(
    `UPDATE shop_carts t SET coupon_code = s.coupon_code FROM shop_carts s
     WHERE t.account_id = $1 AND t.cart_id = $3 AND t.coupon_code IS NULL
       AND s.account_id = $1 AND s.cart_id = $2`,
    [m.accountId, m.savedCartId, targetId],
  );
  await deleteCart(db, m.accountId, m.savedCartId);
  await setCustomerCart(db, m.accountId, m.customerId, targetId);
  return m.visitorToken ? null : token;
}
