/**
 * A visitor's cart as the pages show it: lines priced from the catalogue,
 * the coupon checked again against today's subtotal (a coupon that stopped
 * applying is taken off with a notice, as WooCommerce does) and the totals.
 */
import type { Queryable } from '@beckon/db';
import type { CartView, ShopNotice } from '@beckon/page-widgets/shop/views.js';
import { MAX_LINE_QUANTITY } from '@beckon/page-widgets/shop/views.js';
import { type CartLineRow, findCart, setCartCoupon } from './cart-repository.js';
import { type ShippedTotals, shippedTotals, shippingViewOf } from './cart-shipping.js';
import { findCoupon } from './coupon-repository.js';
import { applyCoupon, couponNotFoundMessage } from './coupons.js';
import { type CartTotals, cartTotals } from './totals.js';

export interface LoadedCart {
  rows: CartLineRow[];
  totals: CartTotals;
  couponCode: string | null;
  view: CartView;
  notices: ShopNotice[];
  /** The shipping methods the cart's destination can use and the chosen one. */
  shipped: ShippedTotals;
}

export const maxQuantityOf = (stock: number | null) => Math.min(MAX_LINE_QUANTITY, stock ?? MAX_LINE_QUANTITY);

export function pricedLines(rows: readonly CartLineRow[]) {
  return rows.map((r) => ({
    variantId: r.variantId,
    unitPriceCents: r.priceCents,
    quantity: r.quantity,
    taxRateBp: r.taxRateBp,
  }));
}

/** null when the visitor's cart does not exist (never created, or turned into an order). */
export async function loadCart(
  db: Queryable,
  accountId: string,
  cartId: string,
  now: Date,
  /** Prices shipping to this postcode instead of the cart's (the checkout form's, as typed). */
  postcode?: string,
): Promise<LoadedCart | null> {
  const cart = await findCart(db, accountId, cartId);
  if (!cart) return null;
  const rows = cart.rows;
  const lines = pricedLines(rows);
  const subtotal = cartTotals(lines, 0, cart.pricesIncludeTax).subtotalCents;
  const notices: ShopNotice[] = [];
  let couponCode = cart.couponCode;
  let discount = 0;
  let couponGrantsFreeShipping = false;
  if (couponCode !== null) {
    const coupon = await findCoupon(db, accountId, couponCode);
    const result = coupon
      ? applyCoupon(coupon, subtotal, now)
      : { ok: false as const, message: couponNotFoundMessage(couponCode) };
    if (result.ok) {
      discount = result.discountCents;
      couponGrantsFreeShipping = coupon?.freeShipping === true;
    } else {
      notices.push({ kind: 'error', text: `Hemos quitado el cupón «${couponCode}»: ${result.message}` });
      await setCartCoupon(db, accountId, cartId, null);
      couponCode = null;
    }
  }
  const to = postcode ?? cart.shippingPostcode;
  const shipped = shippedTotals(lines, discount, cart.pricesIncludeTax, {
    shipping: cart.shipping,
    postcode: to,
    chosen: cart.shippingMethod,
    couponGrantsFreeShipping,
    lines: rows,
  });
  const totals = shipped.totals;
  return {
    rows,
    totals,
    couponCode,
    notices,
    shipped,
    view: {
      lines: rows.map((r, i) => ({
        variantId: r.variantId,
        productSlug: r.productSlug,
        productName: r.productName,
        variantName: r.variantName,
        unitPriceCents: r.priceCents,
        quantity: r.quantity,
        grossCents: totals.lines[i]?.grossCents ?? 0,
        maxQuantity: maxQuantityOf(r.stock),
      })),
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      pricesIncludeTax: totals.pricesIncludeTax,
      taxCents: totals.taxCents,
      taxLines: totals.taxLines,
      totalCents: totals.totalCents,
      couponCode,
      shipping: shippingViewOf(shipped, to),
    },
  };
}

/** How many units the cart holds (the "Ver carrito (n productos)" link). */
export function unitCount(rows: readonly CartLineRow[]): number {
  return rows.reduce((a, r) => a + r.quantity, 0);
}
