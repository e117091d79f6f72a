/**
 * Stores a checked product import (products-import.ts) in one transaction: each product found by its
 * Product ID or address is changed, each other one created. A variant row naming a Variant ID changes
 * that variant, one without adds a variant, and variants the file does not list are kept (an import never
 * deletes). The first refusal (an address or SKU another product has, an unknown id) rolls back the whole
 * file and names its line.
 */
import type { Db, Queryable } from '@beckon/db';
import type { ProductUpdate } from '@beckon/owner-api';
import { adminProduct, changeProduct, insertProduct, SlugTaken, slugClash } from './catalogue-repository.js';
import type { ImportedProduct } from './products-import.js';
import { SkuTaken, skuClash } from './variant-repository.js';

class ImportRefused extends Error {}

export type ImportResult = { ok: true; created: number; updated: number } | { ok: false; error: string };

async function productIdOf(tx: Queryable, accountId: string, p: ImportedProduct): Promise<number | null> {
  const { rows } = await tx.query<{ product_id: number }>(
    p.productId === null
      ? 'SELECT product_id FROM shop_products WHERE account_id = $1 AND slug = $2 FOR UPDATE'
      : 'SELECT product_id FROM shop_products WHERE account_id = $1 AND product_id = $2 FOR UPDATE',
    [accountId, p.productId ?? p.body.slug],
  );
  const found = rows[0] ? Number(rows[0].product_id) : null;
  if (found === null && p.productId !== null)
    throw new ImportRefused(`line ${p.line}: Product ID: the shop has no product ${p.productId}`);
  return found;
}

/** The whole variant list of an existing product: the file's rows in order, then the variants it leaves out. */
async function variantsAfter(
  tx: Queryable,
  accountId: string,
  productId: number,
  p: ImportedProduct,
): Promise<NonNullable<ProductUpdate['variants']>> {
  const current = (await adminProduct(tx, accountId, productId))?.variants ?? [];
  const ids = new Set(current.map((v) => v.id));
  // A row without a Variant ID is the variant with its SKU, so a file of new products sent twice changes them.
  const bySku = new Map(current.flatMap((v) => (v.sku ? [[v.sku, v.id] as const] : [])));
  const listed = p.body.variants.map((body, i) => {
    const row = p.variants[i];
    const id = row?.variantId ?? (body.sku ? (bySku.get(body.sku) ?? null) : null);
    if (id !== null && !ids.has(id))
      throw new ImportRefused(`line ${row?.line ?? p.line}: Variant ID: product ${productId} has no variant ${id}`);
    if (id === null) return body;
    // A file without the sale-day columns (an older export) keeps the variant's scheduled days.
    const was = current.find((v) => v.id === id);
    return { sale_from: was?.sale_from ?? null, sale_to: was?.sale_to ?? null, ...body, id };
  });
  const named = new Set(listed.flatMap((v) => ('id' in v && v.id !== undefined ? [v.id] : [])));
  const kept = current.filter((v) => !named.has(v.id));
  const keptSkus = new Set(kept.flatMap((v) => (v.sku ? [v.sku] : [])));
  const clash = p.body.variants.findIndex((v) => v.sku && keptSkus.has(v.sku));
  if (clash >= 0)
    throw new ImportRefused(
      `line ${p.variants[clash]?.line ?? p.line}: SKU: another variant already has the SKU ${p.body.variants[clash]?.sku}`,
    );
  return [...listed, ...kept];
}

export async function importProducts(db: Db, accountId: string, products: readonly ImportedProduct[]) {
  let current: ImportedProduct | undefined;
  return db
    .transaction(async (tx): Promise<ImportResult> => {
      let created = 0;
      let updated = 0;
      for (const p of products) {
        current = p;
        const productId = await productIdOf(tx, accountId, p);
        if (productId === null) {
          await insertProduct(tx, accountId, p.body);
          created++;
          continue;
        }
        const { images: _images, ...fields } = p.body;
        await changeProduct(tx, accountId, productId, {
          ...fields,
          variants: await variantsAfter(tx, accountId, productId, p),
        });
        updated++;
      }
      return { ok: true, created, updated };
    })
    .catch((err: unknown): ImportResult => {
      const p = current;
      if (err instanceof ImportRefused) return { ok: false, error: err.message };
      if (err instanceof SlugTaken && p)
        return { ok: false, error: `line ${p.line}: Address: another product already has /producto/${err.slug}/` };
      if (err instanceof SkuTaken && p) {
        const at = p.body.variants.findIndex((v) => v.sku === err.sku);
        return {
          ok: false,
          error: `line ${p.variants[at]?.line ?? p.line}: SKU: another product already has the SKU ${err.sku}`,
        };
      }
      // Two owners importing at once: the second one's write hits a unique index.
      if (skuClash(err) && p) return { ok: false, error: `line ${p.line}: SKU: another variant took one of its SKUs` };
      if (slugClash(err) && p)
        return { ok: false, error: `line ${p.line}: Address: another product already has /producto/${p.body.slug}/` };
      throw err;
    });
}
