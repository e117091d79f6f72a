/**
 * Cart trigger settings of a pop-up (spec §3 "Trigger settings", "Cart trigger fields", §4 "Cart triggers").
 * `shopify_cart_trigger_active` arms the trigger on a store-platform page and on this project's own shop
 * (both answer a /cart.js-shaped cart); `wix_cart_trigger_active` on a site-builder page. The action,
 * products and comparison fields are shared by both.
 */
import * as z from 'zod';
import { cartProductList, MAX_LISTED_PRODUCTS as MAX_LISTED } from './cart-product-list.js';

export const CART_ACTIONS = ['added_product', 'removed_product', 'cart_item', 'cart_value'] as const;
export type CartAction = (typeof CART_ACTIONS)[number];
export const CART_SPEC_FILTERS = ['greater_than', 'equal', 'greater_than_or_equal'] as const;
export type CartSpecFilter = (typeof CART_SPEC_FILTERS)[number];

/**
 * `any_product`, `empty_cart`, or a comma list of product/variant ids (spaces around commas allowed).
 * Lengths are checked before the pattern.
 */
export const cartTriggerProducts = z
  .string()
  .max(MAX_LISTED * 66, `must be at most ${MAX_LISTED * 66} characters`)
  .refine(
    (v) => v === 'any_product' || v === 'empty_cart' || cartProductList(v) !== null,
    `must be any_product, empty_cart or a comma list of at most ${MAX_LISTED} product ids`,
  );

export const cartTriggerFields = {
  shopify_cart_trigger_active: z.boolean().default(false),
  wix_cart_trigger_active: z.boolean().default(false),
  shopify_cart_trigger_action: z.enum(CART_ACTIONS).default('added_product'),
  shopify_cart_trigger_products: cartTriggerProducts.default('any_product'),
  /** How cart_item and cart_value compare; unused by the two product actions. */
  shopify_cart_trigger_cart_spec_filter: z.enum(CART_SPEC_FILTERS).default('greater_than_or_equal'),
  /** Items for cart_item, an amount in the store's currency for cart_value. */
  shopify_cart_trigger_cart_spec_value: z.number().min(0).max(1e9).default(1),
};

/** `empty_cart` names a moment of the product actions; a count or value of an empty cart says nothing. */
export function cartTriggerIssue(t: {
  shopify_cart_trigger_action: CartAction;
  shopify_cart_trigger_products: string;
}): string | null {
  return t.shopify_cart_trigger_products === 'empty_cart' &&
    (t.shopify_cart_trigger_action === 'cart_item' || t.shopify_cart_trigger_action === 'cart_value')
    ? 'empty_cart only goes with added_product or removed_product'
    : null;
}
