/**
 * The shop's inventory settings in the owner API (/api/owner/shop/inventory): WooCommerce's "Hold stock
 * (minutes)", how long an unpaid card order keeps its stock before it is cancelled (null: until the payment
 * provider reports the payment page expired).
 */
import * as z from 'zod';

/** WooCommerce's default. */
export const DEFAULT_HOLD_STOCK_MINUTES = 60;
/** A year: longer than any payment page stays open. */
export const MAX_HOLD_STOCK_MINUTES = 525_600;

export const shopInventorySchema = z.strictObject({
  hold_stock_minutes: z
    .number({ error: 'must be a whole number of minutes, or null' })
    .int('must be a whole number of minutes')
    .min(1, 'must be at least 1')
    .max(MAX_HOLD_STOCK_MINUTES, `must be at most ${MAX_HOLD_STOCK_MINUTES} (a year)`)
    .nullable(),
});
export type ShopInventorySettings = z.infer<typeof shopInventorySchema>;
