/**
 * Input of the known-visitor calls (spec §7: total-website-session,
 * conversion-activities, the browse-abandonment save). Strict like every
 * route; lengths are checked before patterns. The browse-abandonment save is
 * a GET whose `products` is JSON text, or, when its query would pass 4000
 * characters (spec §7 size limit), the same fields as a JSON POST body with
 * `products` as an array.
 */
import { id13, text } from '@beckon/popup-schema';
import { MAX_GET_QUERY_CHARS, MAX_SAVED_PRODUCTS as MAX_PRODUCTS } from '@beckon/popup-schema/abandonment';
import * as z from 'zod';

const email = z
  .string()
  .max(254, { error: 'must be at most 254 characters', abort: true })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address');

const storeFields = {
  store_integration: text(40).default(''),
  store_integration_customer_id: text(100).default(''),
};

export const websiteSessionBody = z.strictObject({
  email,
  /** The site's host name. */
  url: z
    .string()
    .max(253, { error: 'must be at most 253 characters', abort: true })
    .regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, 'must be a host name such as shop.example'),
  ...storeFields,
});

export const conversionActivityBody = z.strictObject({
  email,
  poptin_id: id13,
  activity: z.enum(['viewed', 'closed']),
  url: text(4000),
  ...storeFields,
});

/** A browsed or carted product (spec §3 "Browse-abandonment product"). */
export const browsedProduct = z.strictObject({
  product_id: z.union([text(64), z.number().int().nonnegative()]).transform(String),
  product_name: text(500).default(''),
  category: text(200).default(''),
});
const browsedProducts = z.array(browsedProduct).max(MAX_PRODUCTS, `must list at most ${MAX_PRODUCTS} products`);

const saveFields = {
  client_id: id13,
  customer: z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
  data_for: z.enum(['abandonment', 'cart']),
};

/** `total_cart_value` as the query carries it: a decimal number of at most 12 digits before the point. */
const cartValueText = z
  .string()
  .max(20, { error: 'must be at most 20 characters', abort: true })
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'must be an amount such as 49.90')
  .transform(Number);

/** JSON text of the product list (the GET form). */
const productsText = z
  .string()
  .max(MAX_GET_QUERY_CHARS, { error: `must be at most ${MAX_GET_QUERY_CHARS} characters`, abort: true })
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON list of products' });
      return z.NEVER;
    }
  })
  .pipe(browsedProducts);

export const abandonmentQuery = z.strictObject({
  ...saveFields,
  products: productsText,
  total_cart_value: cartValueText.default(0),
});

export const abandonmentBody = z.strictObject({
  ...saveFields,
  products: browsedProducts,
  total_cart_value: z.number().nonnegative('must be 0 or more').max(999_999_999_999.99, 'is too large').default(0),
});

export type WebsiteSession = z.infer<typeof websiteSessionBody>;
export type ConversionActivity = z.infer<typeof conversionActivityBody>;
export type AbandonmentSave = z.infer<typeof abandonmentBody>;
