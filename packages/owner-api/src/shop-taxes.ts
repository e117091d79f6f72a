/**
 * The shop's taxes in the owner API (/api/owner/shop/taxes): the rate of each tax class and whether the
 * owner enters prices with tax (WooCommerce's "Prices entered with tax"). Spain's IVA has three rates;
 * each product belongs to one class, so a rate change reprices every product of the class at once.
 * Rates are basis points (2100 = 21 %).
 */
import * as z from 'zod';

export const TAX_CLASSES = ['standard', 'reduced', 'super-reduced'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

export const TAX_CLASS_LABELS: Readonly<Record<TaxClass, string>> = {
  standard: 'Standard rate',
  reduced: 'Reduced rate',
  'super-reduced': 'Super-reduced rate',
};

/** Spain's IVA rates (general 21 %, reduced 10 %, super-reduced 4 %): what a shop has until its owner changes them. */
export const DEFAULT_TAX_RATES_BP: Readonly<Record<TaxClass, number>> = {
  standard: 2100,
  reduced: 1000,
  'super-reduced': 400,
};

export const taxClassSchema = z.enum(TAX_CLASSES, {
  error: 'must be "standard", "reduced" or "super-reduced"',
});

const rateBp = z
  .number({ error: 'must be a whole number of basis points' })
  .int('must be a whole number of basis points')
  .min(0, 'must be at least 0')
  .max(10_000, 'must be at most 10000 (100 %)');

export const shopTaxSettingsSchema = z.strictObject({
  /** True: the prices the owner enters include IVA (the cart shows "incluye … de IVA"); false: IVA is added. */
  prices_include_tax: z.boolean({ error: 'must be true or false' }),
  rates_bp: z.strictObject({ standard: rateBp, reduced: rateBp, 'super-reduced': rateBp }),
});
export type ShopTaxSettings = z.infer<typeof shopTaxSettingsSchema>;

export const DEFAULT_SHOP_TAX_SETTINGS: ShopTaxSettings = {
  prices_include_tax: true,
  rates_bp: { ...DEFAULT_TAX_RATES_BP },
};
