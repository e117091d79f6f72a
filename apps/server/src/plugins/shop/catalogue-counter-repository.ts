/**
 * The catalogue's id counters in shop_counters (migration 0520): new product and variant ids that
 * no row, present or deleted, ever had. Taking them locks the account's counter row until the
 * transaction ends, so two owners adding products at once get different ids.
 */
import type { Queryable } from '@beckon/db';

export interface CatalogueIds {
  /** The first of `products` new product ids, then consecutive. */
  firstProductId: number;
  /** The first of `variants` new variant ids, then consecutive. */
  firstVariantId: number;
}

/**
 * Reserves ids inside the caller's transaction. Asking for none still moves the counters past the
 * ids in use: a removal calls it so, which records that the catalogue is the owner's (seed-shop.ts).
 */
export async function reserveCatalogueIds(
  tx: Queryable,
  accountId: string,
  products: number,
  variants: number,
): Promise<CatalogueIds> {
  // The seeded rows have fixed ids and were never counted: the counters start above the largest in use.
  await tx.query('INSERT INTO shop_counters (account_id) VALUES ($1) ON CONFLICT (account_id) DO NOTHING', [accountId]);
  const { rows } = await tx.query<{ first_product_id: number; first_variant_id: number }>(
    `UPDATE shop_counters SET
       next_product_id = greatest(next_product_id,
         (SELECT coalesce(max(product_id), 0) + 1 FROM shop_products WHERE account_id = $1)) + $2,
       next_variant_id = greatest(next_variant_id,
         (SELECT coalesce(max(variant_id), 0) + 1 FROM shop_variants WHERE account_id = $1)) + $3
     WHERE account_id = $1
     RETURNING next_product_id - $2 AS first_product_id, next_variant_id - $3 AS first_variant_id`,
    [accountId, products, variants],
  );
  const r = rows[0];
  if (!r) throw new Error(`no shop counter for account ${accountId}`);
  return { firstProductId: Number(r.first_product_id), firstVariantId: Number(r.first_variant_id) };
}

/** True once the owner has created or removed a product or variant: the seed leaves the catalogue alone. */
export async function catalogueShapedByOwner(db: Queryable, accountId: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM shop_counters WHERE account_id = $1 AND (next_product_id > 1 OR next_variant_id > 1)',
    [accountId],
  );
  return rows.length > 0;
}
