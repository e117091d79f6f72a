/**
 * The shop's tax settings (columns of shop_settings: the rate of each tax class and whether prices are
 * entered with tax), and the SQL that prices a product's class at its shop's rate inside the cart's and
 * catalogue's own statements (no extra round trip on the checkout's path).
 */
import type { Queryable } from '@beckon/db';
import { DEFAULT_SHOP_TAX_SETTINGS, DEFAULT_TAX_RATES_BP, type ShopTaxSettings } from '@beckon/owner-api';

/**
 * The rate of product `p`'s tax class, with `s` the shop's settings row LEFT JOINed (null: the defaults).
 * The defaults are numbers from the owner API's constants, so nothing from a request reaches the text.
 */
export const TAX_RATE_SQL = `CASE p.tax_class
    WHEN 'reduced' THEN coalesce(s.tax_reduced_bp, ${Number(DEFAULT_TAX_RATES_BP.reduced)})
    WHEN 'super-reduced' THEN coalesce(s.tax_super_reduced_bp, ${Number(DEFAULT_TAX_RATES_BP['super-reduced'])})
    ELSE coalesce(s.tax_standard_bp, ${Number(DEFAULT_TAX_RATES_BP.standard)}) END`;

/** Whether the shop `s` (LEFT JOINed) enters its prices with tax. */
export const PRICES_INCLUDE_TAX_SQL = 'coalesce(s.prices_include_tax, true)';

export async function loadTaxSettings(db: Queryable, accountId: string): Promise<ShopTaxSettings> {
  const { rows } = await db.query<{
    prices_include_tax: boolean;
    tax_standard_bp: number;
    tax_reduced_bp: number;
    tax_super_reduced_bp: number;
  }>(
    `SELECT prices_include_tax, tax_standard_bp, tax_reduced_bp, tax_super_reduced_bp
       FROM shop_settings WHERE account_id = $1`,
    [accountId],
  );
  const r = rows[0];
  if (!r) return DEFAULT_SHOP_TAX_SETTINGS;
  return {
    prices_include_tax: Boolean(r.prices_include_tax),
    rates_bp: {
      standard: Number(r.tax_standard_bp),
      reduced: Number(r.tax_reduced_bp),
      'super-reduced': Number(r.tax_super_reduced_bp),
    },
  };
}

export async function saveTaxSettings(db: Queryable, accountId: string, t: ShopTaxSettings): Promise<void> {
  await db.query(
    `INSERT INTO shop_settings (account_id, prices_include_tax, tax_standard_bp, tax_reduced_bp, tax_super_reduced_bp)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (account_id) DO UPDATE SET prices_include_tax = excluded.prices_include_tax,
       tax_standard_bp = excluded.tax_standard_bp, tax_reduced_bp = excluded.tax_reduced_bp,
       tax_super_reduced_bp = excluded.tax_super_reduced_bp, updated_at = now()`,
    [accountId, t.prices_include_tax, t.rates_bp.standard, t.rates_bp.reduced, t.rates_bp['super-reduced']],
  );
}
