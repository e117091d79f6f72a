/**
 * A store's price rules (spec §3 "Store price rules", §7 "GET price rules by client id"): imported with the
 * catalogue in the platform's own field names, served to the widget, which applies them to its product cards
 * (the widget's price-rules.ts). Here so the import, the route and the widget share one shape.
 */
import * as z from 'zod';
import { type StorePlatform, storeItemId } from './product-recommendation.js';

/** A price as the platforms' product JSON writes it: a decimal with at most 2 places. */
export const storePrice = z
  .string()
  .max(13, { error: 'must be an amount like 24.90', abort: true })
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'must be an amount like 24.90');

/** At most this many products named by one rule's `entitled_product_ids`. */
export const MAX_ENTITLED_PRODUCTS = 1_000;

/**
 * A price rule in the platform's own field names; `value` is the size of the discount (a percentage or an
 * amount). `entitled_product_ids` names the products (or variants) a rule of target_selection `entitled`
 * lowers; a rule of `all` lowers every product. `starts_at` and `ends_at` bound when it applies.
 */
const MOMENT = 'must be a date and time like 2027-01-31T23:00:00Z';
/** An ISO 8601 moment with its offset, as the platforms write a rule's starts_at and ends_at; null: open. */
const ruleMoment = z
  .string()
  .max(40, { error: MOMENT, abort: true })
  .pipe(z.iso.datetime({ offset: true, error: MOMENT }))
  .nullable()
  .default(null);

export const storePriceRuleSchema = z
  .strictObject({
    title: z.string().max(255, { error: 'must be at most 255 characters', abort: true }).default(''),
    target_type: z.enum(['line_item', 'shipping_line']),
    allocation_method: z.enum(['across', 'each']),
    target_selection: z.enum(['all', 'entitled']),
    value_type: z.enum(['percentage', 'fixed_amount']),
    value: storePrice,
    prerequisite_subtotal_range: z.strictObject({ greater_than_or_equal_to: storePrice }).nullable().default(null),
    entitled_product_ids: z
      .array(storeItemId)
      .max(MAX_ENTITLED_PRODUCTS, `must name at most ${MAX_ENTITLED_PRODUCTS} products`)
      .default([]),
    /** The rule lowers cards from this moment on (null: already). */
    starts_at: ruleMoment,
    /** ...and until this moment, not at it (null: no end). */
    ends_at: ruleMoment,
  })
  .refine((r) => r.starts_at === null || r.ends_at === null || Date.parse(r.ends_at) > Date.parse(r.starts_at), {
    path: ['ends_at'],
    error: 'must be after the start',
  });
export type StorePriceRule = z.infer<typeof storePriceRuleSchema>;

/** The answer of GET /api/display/price-rules/{client_id}: every platform's rules, each naming its platform. */
export interface PriceRulesAnswer {
  success: true;
  price_rules: (StorePriceRule & { platform: StorePlatform })[];
}
