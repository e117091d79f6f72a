/**
 * Store products in a pop-up (spec §3 "Product recommendation request and card", "Store-product button
 * settings"): the recommendation block and the single-product button a design document may hold, the
 * form the widget sends to POST /api/display/{platform}/product-recommendation/{poptin_id}, and its answer.
 * The platforms are the Shopify-style store, the Wix-style site builder, and our own shop (`shop`).
 */
import * as z from 'zod';
import type { AddToCartKey } from './add-to-cart-texts.js';
import { id13, text } from './ids.js';

/** Platforms whose catalogue an account imports. */
export const STORE_PLATFORMS = ['shopify', 'wix'] as const;
export type StorePlatform = (typeof STORE_PLATFORMS)[number];
/** Where a block's products come from: an imported catalogue, or our own shop's. */
export const PRODUCT_SOURCES = [...STORE_PLATFORMS, 'shop'] as const;
export type ProductSource = (typeof PRODUCT_SOURCES)[number];

export const PRODUCT_CATEGORIES = ['last_visited', 'product_in_cart', 'manual', 'product_collection'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** What a product button does (spec §3 buttons_action). */
export const BUTTONS_ACTIONS = [
  'add_to_cart',
  'add_to_cart_redirect',
  'redirect',
  'redirect_blank',
  'no_buttons',
] as const;
export type ButtonsAction = (typeof BUTTONS_ACTIONS)[number];

export const PRODUCT_LAYOUTS = ['horizontal', 'vertical'] as const;
/** The size index of a product block: 0 is its narrowest width, 10 its widest (product-widths.ts). */
export const MAX_PRODUCT_SIZE = 10;
/** Spec §9: at most 3 products in a block. */
export const MAX_RECOMMENDED = 3;

const ITEM_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A product or variant id as the platforms give them: Shopify's numbers, Wix's UUIDs, our shop's. */
export const storeItemId = z
  .string()
  .max(64, { error: 'must be at most 64 characters', abort: true })
  .regex(ITEM_ID, 'must be 1 to 64 characters of A-Z, a-z, 0-9, _ or -');

/** A comma list of ids as the form carries it ('' for none), newest or chosen first. */
const idList = (maxItems: number) =>
  z
    .string()
    .max(maxItems * 65, { error: `must be at most ${maxItems} ids`, abort: true })
    .refine((s) => s === '' || s.split(',').every((id) => ITEM_ID.test(id)), 'must be a comma list of ids')
    .transform((s) => (s === '' ? [] : s.split(',')))
    .refine((ids) => ids.length <= maxItems, `must be at most ${maxItems} ids`);

export const productsBlockSchema = z.strictObject({
  kind: z.literal('products'),
  source: z.enum(PRODUCT_SOURCES).default('shopify'),
  category: z.enum(PRODUCT_CATEGORIES).default('last_visited'),
  /** The products of `manual`, in order. */
  manual_products: z.array(storeItemId).max(MAX_RECOMMENDED).default([]),
  /** The collection of `product_collection`. */
  collection: text(100).default(''),
  count: z.number().int().min(1).max(MAX_RECOMMENDED).default(MAX_RECOMMENDED),
  layout: z.enum(PRODUCT_LAYOUTS).default('horizontal'),
  size: z.number().int().min(0).max(MAX_PRODUCT_SIZE).default(5),
  buttons_action: z.enum(BUTTONS_ACTIONS).default('add_to_cart'),
  button_text: text(60).regex(/\S/, 'must not be blank').default('Add to cart'),
});
export type ProductsBlock = z.infer<typeof productsBlockSchema>;

/** One product's button (spec §3 store-product button settings). */
export const productButtonBlockSchema = z.strictObject({
  kind: z.literal('product_button'),
  source: z.enum(PRODUCT_SOURCES).default('shopify'),
  product_id: storeItemId,
  variant_id: storeItemId,
  product_name: text(255).default(''),
  /** The product page: a path on the store's site or an http(s) address. */
  product_url: z
    .string()
    .max(2000, { error: 'must be at most 2000 characters', abort: true })
    .regex(/^(https?:\/\/\S+|\/(?!\/)\S*)?$/i, 'must be a path like /products/serum or an http(s) address')
    .default(''),
  button_text: text(60).regex(/\S/, 'must not be blank').default('Add to cart'),
  buttons_action: z.enum(BUTTONS_ACTIONS).default('add_to_cart'),
});
export type ProductButtonBlock = z.infer<typeof productButtonBlockSchema>;

/** The add-to-cart button's other texts (add-to-cart-texts.ts says which is which); '' for the widget's own. */
const cartButtonText = z
  .string()
  .max(60, { error: 'must be at most 60 characters', abort: true })
  .refine((s) => s === '' || /\S/.test(s), 'must not be only spaces; leave it empty for the widget’s own words')
  .default('');

export const addToCartTextsShape = {
  add_to_cart_2: cartButtonText,
  add_to_cart_3: cartButtonText,
  add_to_cart_4: cartButtonText,
  add_to_cart_5: cartButtonText,
  add_to_cart_6: cartButtonText,
  wix_add_to_cart_2: cartButtonText,
  wix_add_to_cart_3: cartButtonText,
  wix_add_to_cart_4: cartButtonText,
  wix_add_to_cart_5: cartButtonText,
  wix_add_to_cart_6: cartButtonText,
} satisfies Record<AddToCartKey, unknown>;

/** The recommendation request (form-encoded: every value a string). client_id names the page's account. */
export const recommendationRequestSchema = z.strictObject({
  client_id: id13,
  category: z
    .string()
    .max(60, { error: 'must be at most 60 characters', abort: true })
    .regex(
      /^(last_visited|product_in_cart|manual|product_collection|algorithm_id_[a-z0-9_]{1,40})$/,
      'must be last_visited, product_in_cart, manual, product_collection or algorithm_id_…',
    ),
  manual_products: idList(MAX_RECOMMENDED).default([]),
  /** The visitor's recent or cart product or variant ids (last_visited, product_in_cart), newest first. */
  product_ids: idList(50).default([]),
  collection: text(100).default(''),
  count: z
    .string()
    .regex(/^[1-3]$/, `must be 1 to ${MAX_RECOMMENDED}`)
    .transform(Number),
  category_original: text(60).default(''),
});
export type RecommendationRequest = z.infer<typeof recommendationRequestSchema>;
export type RecommendationRequestInput = z.input<typeof recommendationRequestSchema>;

/** A product card (spec §3). Prices are decimals in the catalogue's currency; url is the product page. */
export interface ProductCard {
  product_id: string;
  variant_id: string;
  image: string;
  desc: string;
  title: string;
  url: string;
  inventory_quantity: number | null;
  price: string;
  compare_at_price: string | null;
  /** The currency's symbol (currency-symbols.ts), e.g. "$" or "€". */
  currency: string;
}

export interface RecommendationAnswer {
  success: true;
  /** The catalogue's ISO currency code (USD when the account imported none). */
  currency: string;
  data: { products: ProductCard[] };
}
