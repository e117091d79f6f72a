/**
 * Input of the store-platform calls of spec §7 beside the browse-abandonment save (visitor-activity-schemas.ts):
 * the ordered products and the client id of a shop. Strict like every route; lengths are
 * checked before patterns, and NUL or lone surrogates are refused for every route (zod-validation.ts).
 */
import { shopDomainSchema } from '@beckon/owner-api/store-reports';
import { id13, text } from '@beckon/popup-schema';
import { MAX_SAVED_PRODUCTS } from '@beckon/popup-schema/abandonment';
import * as z from 'zod';
import { browsedProduct } from './visitor-activity-schemas.js';

const orderedProduct = browsedProduct.extend({
  quantity: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(100_000, 'is too large')
    .default(1),
  /** The unit price in the store's currency, when the store says it. */
  price: z.number().nonnegative('must be 0 or more').max(1_000_000_000, 'is too large').optional(),
});

/** `POST /api/display/wix/save-ordered-products` (spec §3 "save payload for the site-builder platform"). */
export const orderedProductsBody = z.strictObject({
  client_id: id13,
  customer_id: text(100).default(''),
  products: z.array(orderedProduct).max(MAX_SAVED_PRODUCTS, `must list at most ${MAX_SAVED_PRODUCTS} products`),
  /**
   * Where the store keeps its orders (the site-builder platform names its collection); kept as given. The
   * orders the server reads from a Wix site itself (wix_orders:…) are not the page's to name.
   */
  source_table: text(100)
    .refine((s) => !s.startsWith('wix_orders:'), 'must not name an order the server reads from the site')
    .default(''),
});

/** `GET /api/display/store/client-id?shop=…`. */
export const storeClientIdQuery = z.strictObject({ shop: shopDomainSchema });

export type OrderedProductsBody = z.infer<typeof orderedProductsBody>;
export type StoreClientIdQuery = z.infer<typeof storeClientIdQuery>;
