/**
 * The add-to-cart button's other texts (spec §3 design_properties: the add_to_cart and wix_add_to_cart
 * strings, numbered variants 2 to 6; variant 1 is each block's own button_text). One set per pop-up and
 * platform: `add_to_cart_N` for the store platform and our own shop, `wix_add_to_cart_N` for the site builder.
 * 2 while adding, 3 once added, 4 when the store refused or could not be reached, 5 for a product out of
 * stock (the button is then disabled), 6 after adding and before going to the cart (add_to_cart_redirect).
 * An empty text draws the widget's own words in the pop-up's language. No zod here: the widget imports it.
 */
import type { ProductSource } from './product-recommendation.js';

export const ADD_TO_CART_STATES = {
  adding: 2,
  added: 3,
  failed: 4,
  soldOut: 5,
  toCart: 6,
} as const;
export type AddToCartState = keyof typeof ADD_TO_CART_STATES;
export type AddToCartKey = `${'' | 'wix_'}add_to_cart_${(typeof ADD_TO_CART_STATES)[AddToCartState]}`;

/** The design property holding `state`'s text for a block whose products come from `source`. */
export const addToCartKey = (source: ProductSource, state: AddToCartState): AddToCartKey =>
  `${source === 'wix' ? 'wix_' : ''}add_to_cart_${ADD_TO_CART_STATES[state]}`;
