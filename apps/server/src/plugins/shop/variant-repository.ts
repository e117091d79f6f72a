/**
 * The shop_variants writes of the owner's product form: a new product's variants, and an edited
 * product's whole list (kept, changed, added, removed). Reads stay in catalogue-repository.ts,
 * joined with their products as the pages show them.
 */
import type { Queryable } from '@beckon/db';
import type { ProductUpdate } from '@beckon/owner-api';
import { dropLinesOfVariants } from './cart-repository.js';
import { reserveCatalogueIds } from './catalogue-counter-repository.js';

type VariantInput = NonNullable<ProductUpdate['variants']>[number];

/** A SKU another product's variant has: the whole change rolls back. */
export class SkuTaken extends Error {
  constructor(readonly sku: string) {
    super(`another variant has the SKU ${sku}`);
  }
}

const SKU_INDEX = 'shop_variants_by_sku';

/** Two owners saving the same new SKU at once: the second one's write hits the unique index. */
export const skuClash = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  (err as { code?: unknown }).code === '23505' &&
  (err as { constraint?: unknown }).constraint === SKU_INDEX;

const skuOf = (v: VariantInput) => (v.sku ? v.sku : null);

/** Refuses a SKU in `list` that a variant of another product has (the unique index still settles a race). */
export async function claimSkus(
  tx: Queryable,
  accountId: string,
  productId: number,
  list: readonly VariantInput[],
): Promise<void> {
  const skus = list.flatMap((v) => (v.sku ? [v.sku] : []));
  if (skus.length === 0) return;
  const { rows } = await tx.query<{ sku: string }>(
    'SELECT sku FROM shop_variants WHERE account_id = $1 AND product_id <> $2 AND sku = ANY($3::text[]) LIMIT 1',
    [accountId, productId, skus],
  );
  if (rows[0]) throw new SkuTaken(rows[0].sku);
}

/** A listed id that is not one of the product's variants: the whole change rolls back. */
export class UnknownVariant extends Error {
  constructor(readonly variantId: number) {
    super(`variant ${variantId} is not one of the product's`);
  }
}

/**
 * The shop sells at price_cents and strikes through compare_at_cents; the owner sets, as in
 * WooCommerce, a regular price and an optional sale price. On sale, the regular price is the compare-at one.
 */
function storedPrices(v: VariantInput): {
  price: number;
  compareAt: number | null;
  saleFrom: string | null;
  saleTo: string | null;
} {
  return v.sale_price_cents === null
    ? { price: v.price_cents, compareAt: null, saleFrom: null, saleTo: null }
    : { price: v.sale_price_cents, compareAt: v.price_cents, saleFrom: v.sale_from ?? null, saleTo: v.sale_to ?? null };
}

/** Inserts `variants` (none with an id) at their list positions, with ids from the account's counter. */
export async function insertVariants(
  tx: Queryable,
  accountId: string,
  productId: number,
  firstVariantId: number,
  variants: readonly { position: number; variant: VariantInput }[],
): Promise<void> {
  if (variants.length === 0) return;
  const prices = variants.map(({ variant }) => storedPrices(variant));
  await tx.query(
    `INSERT INTO shop_variants (account_id, variant_id, product_id, name, price_cents, compare_at_cents, stock, position,
       sku, sale_from, sale_to)
     SELECT $1, $3 + v.ord - 1, $2, v.name, v.price, v.compare_at, v.stock, v.position, v.sku, v.sale_from, v.sale_to
     FROM unnest($4::text[], $5::int[], $6::int[], $7::int[], $8::int[], $9::text[], $10::date[], $11::date[])
       WITH ORDINALITY AS v(name, price, compare_at, stock, position, sku, sale_from, sale_to, ord)`,
    [
      accountId,
      productId,
      firstVariantId,
      variants.map(({ variant }) => variant.name.trim()),
      prices.map((p) => p.price),
      prices.map((p) => p.compareAt),
      variants.map(({ variant }) => variant.stock),
      variants.map(({ position }) => position),
      variants.map(({ variant }) => skuOf(variant)),
      prices.map((p) => p.saleFrom),
      prices.map((p) => p.saleTo),
    ],
  );
}

/**
 * Makes `list` the product's variants, in its order. A listed id keeps its variant, so orders and
 * carts that name it still do; one without an id is added; one left out is removed, and the carts
 * holding it lose that line (past orders keep their own copy of its name and price).
 * Throws UnknownVariant for an id that is not the product's. Run inside the product change's transaction.
 */
export async function replaceVariants(
  tx: Queryable,
  accountId: string,
  productId: number,
  list: readonly VariantInput[],
): Promise<void> {
  const { rows } = await tx.query<{ variant_id: number }>(
    'SELECT variant_id FROM shop_variants WHERE account_id = $1 AND product_id = $2 FOR UPDATE',
    [accountId, productId],
  );
  const current = new Set(rows.map((r) => Number(r.variant_id)));
  const unknown = list.find((v) => v.id !== undefined && !current.has(v.id));
  if (unknown?.id !== undefined) throw new UnknownVariant(unknown.id);
  const listed = new Set(list.flatMap((v) => (v.id === undefined ? [] : [v.id])));
  const removed = [...current].filter((id) => !listed.has(id));
  const added = list.flatMap((variant, position) => (variant.id === undefined ? [{ position, variant }] : []));
  await claimSkus(tx, accountId, productId, list);
  // Cleared first, so two of the product's variants can swap SKUs without meeting in the unique index.
  await tx.query('UPDATE shop_variants SET sku = NULL WHERE account_id = $1 AND product_id = $2 AND sku IS NOT NULL', [
    accountId,
    productId,
  ]);
  for (const [position, v] of list.entries()) {
    if (v.id === undefined) continue;
    const { price, compareAt, saleFrom, saleTo } = storedPrices(v);
    await tx.query(
      `UPDATE shop_variants SET name = $4, price_cents = $5, compare_at_cents = $6, stock = $7, position = $8, sku = $9,
         sale_from = $10, sale_to = $11
       WHERE account_id = $1 AND product_id = $2 AND variant_id = $3`,
      [accountId, productId, v.id, v.name.trim(), price, compareAt, v.stock, position, skuOf(v), saleFrom, saleTo],
    );
  }
  if (removed.length === 0 && added.length === 0) return;
  // Also for a removal alone: the counters move past the removed ids, and the seed leaves them out.
  const { firstVariantId } = await reserveCatalogueIds(tx, accountId, 0, added.length);
  await removeVariants(tx, accountId, removed);
  await insertVariants(tx, accountId, productId, firstVariantId, added);
}

/** Removes variants and the cart lines holding them; run inside a transaction. */
export async function removeVariants(tx: Queryable, accountId: string, variantIds: readonly number[]): Promise<void> {
  if (variantIds.length === 0) return;
  await dropLinesOfVariants(tx, accountId, variantIds);
  await tx.query('DELETE FROM shop_variants WHERE account_id = $1 AND variant_id = ANY($2::int[])', [
    accountId,
    variantIds,
  ]);
}
