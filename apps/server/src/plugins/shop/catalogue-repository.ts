/** The shop_products and shop_variants queries: the catalogue as the pages show it. */
import type { Db, Queryable } from '@beckon/db';
import {
  DEFAULT_SHOP_TIME_ZONE,
  type ProductCreate,
  type ProductUpdate,
  type ShopProductAdmin,
  type ShopVariantAdmin,
  shopDayAt,
  type TaxClass,
} from '@beckon/owner-api';
import type { ProductView, VariantView } from '@beckon/page-widgets/shop/views.js';
import { timeZoneSql } from '../../data/shop-time-zone.js';
import { reserveCatalogueIds } from './catalogue-counter-repository.js';
import { IMAGES_STAMP_SQL, imagesByProduct, replaceImages } from './product-images-repository.js';
import { TAX_RATE_SQL } from './tax-settings-repository.js';
import { PRICE_COLUMNS, type PriceRecord, priceToday } from './variant-prices.js';
import {
  claimSkus,
  insertVariants,
  removeVariants,
  replaceVariants,
  SkuTaken,
  skuClash,
  UnknownVariant,
} from './variant-repository.js';

interface ProductRow {
  product_id: number;
  prices_include_tax: boolean;
  slug: string;
  name: string;
  category: string;
  short_description: string;
  description: string;
  weight_grams: number | null;
}

interface VariantRow extends PriceRecord {
  variant_id: number;
  product_id: number;
  name: string;
  stock: number | null;
}

const toVariant = (r: VariantRow): VariantView => ({
  id: Number(r.variant_id),
  name: r.name,
  ...priceToday(r),
  stock: r.stock === null ? null : Number(r.stock),
});

async function withVariants(db: Queryable, accountId: string, products: ProductRow[]): Promise<ProductView[]> {
  if (products.length === 0) return [];
  const ids = products.map((p) => Number(p.product_id));
  const [{ rows }, images] = await Promise.all([
    db.query<VariantRow>(
      `SELECT v.variant_id, v.product_id, v.name, ${PRICE_COLUMNS}, v.stock FROM shop_variants v
       WHERE v.account_id = $1 AND v.product_id = ANY($2::int[]) ORDER BY v.product_id, v.position, v.variant_id`,
      [accountId, ids],
    ),
    imagesByProduct(db, accountId, ids),
  ]);
  const byProduct = new Map<number, VariantView[]>();
  for (const r of rows) {
    const list = byProduct.get(Number(r.product_id)) ?? [];
    list.push(toVariant(r));
    byProduct.set(Number(r.product_id), list);
  }
  // A product without variants cannot be bought or priced: it is left out rather than shown broken.
  return products.flatMap((p) => {
    const variants = byProduct.get(Number(p.product_id));
    return variants
      ? [
          {
            slug: p.slug,
            name: p.name,
            category: p.category,
            shortDescription: p.short_description,
            description: p.description,
            variants,
            images: images.get(Number(p.product_id)) ?? [],
            pricesIncludeTax: Boolean(p.prices_include_tax),
            weightGrams: p.weight_grams === null ? null : Number(p.weight_grams),
          },
        ]
      : [];
  });
}

const PRODUCT_COLUMNS = `product_id, slug, name, category, short_description, description, weight_grams,
  coalesce((SELECT s.prices_include_tax FROM shop_settings s WHERE s.account_id = shop_products.account_id), true)
    AS prices_include_tax`;

export async function listProducts(db: Queryable, accountId: string): Promise<ProductView[]> {
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM shop_products WHERE account_id = $1 AND published ORDER BY position, product_id`,
    [accountId],
  );
  return withVariants(db, accountId, rows);
}

export async function findProduct(db: Queryable, accountId: string, slug: string): Promise<ProductView | null> {
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM shop_products WHERE account_id = $1 AND slug = $2 AND published`,
    [accountId, slug],
  );
  return (await withVariants(db, accountId, rows))[0] ?? null;
}

export interface VariantForSale {
  variantId: number;
  productSlug: string;
  productName: string;
  variantName: string;
  priceCents: number;
  taxRateBp: number;
  stock: number | null;
}

/** One variant of a published product, with what the cart needs to know about it. */
export async function findVariantForSale(
  db: Queryable,
  accountId: string,
  variantId: number,
): Promise<VariantForSale | null> {
  const { rows } = await db.query<
    PriceRecord & {
      variant_id: number;
      slug: string;
      product_name: string;
      variant_name: string;
      tax_rate_bp: number;
      stock: number | null;
    }
  >(
    `SELECT v.variant_id, p.slug, p.name AS product_name, v.name AS variant_name, ${PRICE_COLUMNS},
            ${TAX_RATE_SQL} AS tax_rate_bp, v.stock
     FROM shop_variants v JOIN shop_products p ON p.account_id = v.account_id AND p.product_id = v.product_id
     LEFT JOIN shop_settings s ON s.account_id = v.account_id
     WHERE v.account_id = $1 AND v.variant_id = $2 AND p.published`,
    [accountId, variantId],
  );
  const r = rows[0];
  return r
    ? {
        variantId: Number(r.variant_id),
        productSlug: r.slug,
        productName: r.product_name,
        variantName: r.variant_name,
        priceCents: priceToday(r).priceCents,
        taxRateBp: Number(r.tax_rate_bp),
        stock: r.stock === null ? null : Number(r.stock),
      }
    : null;
}

/**
 * What decides whether a cached catalogue or product page is still current: every variant's
 * name, price and stock (an order changes stock), which products are published with which
 * address, name, category and texts, their images, and whether prices include IVA (the owner's edits in another process show
 * within the revalidation time). The shop's day is part of it: a scheduled sale starts and ends at midnight.
 */
export async function catalogueStamp(db: Queryable, accountId: string): Promise<string> {
  const { rows } = await db.query<{ stamp: string | null; time_zone: string }>(
    `SELECT md5(coalesce((SELECT string_agg(variant_id || ':' || product_id || ':' || position || ':' || md5(name)
                 || ':' || price_cents || ':' || coalesce(compare_at_cents, -1) || ':' || coalesce(stock, -1)
                 || ':' || coalesce(sale_from::text, '') || ':' || coalesce(sale_to::text, ''), ','
                 ORDER BY variant_id) FROM shop_variants WHERE account_id = $1), '')
       || '/' || coalesce((SELECT string_agg(product_id || ':' || md5(slug || '/' || name || '/' || category || '/'
                 || short_description || '/' || description), ',' ORDER BY product_id) FROM shop_products
                 WHERE account_id = $1 AND published), '')
       || '/' || ${IMAGES_STAMP_SQL}
       || '/' || coalesce((SELECT prices_include_tax::text FROM shop_settings WHERE account_id = $1), '')) AS stamp,
       ${timeZoneSql('$1')} AS time_zone`,
    [accountId],
  );
  return `${rows[0]?.stamp ?? ''}/${shopDayAt(Date.now(), rows[0]?.time_zone ?? DEFAULT_SHOP_TIME_ZONE)}`;
}

// ---- The owner's side (owner-products-routes.ts): every product, published or not ----

type AdminRow = Record<string, unknown>;

const ADMIN_COLUMNS =
  'product_id, slug, name, category, short_description, description, published, tax_class, weight_grams, shipping_class';

/**
 * The shop sells at price_cents and strikes through compare_at_cents; the owner edits, as in
 * WooCommerce, a regular price and an optional sale price. On sale, the regular price is the
 * compare-at one.
 */
const adminVariantOf = (r: AdminRow): ShopVariantAdmin => {
  const price = Number(r.price_cents);
  const compareAt = r.compare_at_cents === null ? null : Number(r.compare_at_cents);
  return {
    id: Number(r.variant_id),
    name: String(r.name),
    price_cents: compareAt ?? price,
    sale_price_cents: compareAt === null ? null : price,
    sale_from: r.sale_from === null || r.sale_from === undefined ? null : String(r.sale_from),
    sale_to: r.sale_to === null || r.sale_to === undefined ? null : String(r.sale_to),
    stock: r.stock === null ? null : Number(r.stock),
    sku: r.sku === null ? '' : String(r.sku),
  };
};

async function withAdminVariants(db: Queryable, accountId: string, rows: AdminRow[]): Promise<ShopProductAdmin[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.product_id));
  const [variants, images] = await Promise.all([
    db.query<AdminRow>(
      `SELECT v.variant_id, v.product_id, v.name, ${PRICE_COLUMNS}, v.stock, v.sku FROM shop_variants v
       WHERE v.account_id = $1 AND v.product_id = ANY($2::int[]) ORDER BY v.product_id, v.position, v.variant_id`,
      [accountId, ids],
    ),
    imagesByProduct(db, accountId, ids),
  ]);
  return rows.map((r) => ({
    id: Number(r.product_id),
    slug: String(r.slug),
    name: String(r.name),
    category: String(r.category),
    short_description: String(r.short_description),
    description: String(r.description),
    published: Boolean(r.published),
    tax_class: r.tax_class as TaxClass,
    weight_grams: r.weight_grams === null || r.weight_grams === undefined ? null : Number(r.weight_grams),
    shipping_class: r.shipping_class === null || r.shipping_class === undefined ? null : String(r.shipping_class),
    variants: variants.rows.filter((v) => Number(v.product_id) === Number(r.product_id)).map(adminVariantOf),
    images: images.get(Number(r.product_id)) ?? [],
  }));
}

/** A page of the account's products in shop order; `search` (may be '') matches name or slug, without case. */
export async function listAdminProducts(
  db: Queryable,
  accountId: string,
  search: string,
  offset: number,
  limit: number,
): Promise<{ products: ShopProductAdmin[]; total: number }> {
  // position() rather than LIKE: the visitor's text needs no escaping of % and _.
  const where = `account_id = $1 AND ($2 = '' OR position(lower($2) IN lower(name)) > 0
                 OR position(lower($2) IN slug) > 0
                 OR EXISTS (SELECT 1 FROM shop_variants v WHERE v.account_id = $1
                              AND v.product_id = shop_products.product_id AND lower(v.sku) = lower($2)))`;
  const [page, count] = await Promise.all([
    db.query<AdminRow>(
      `SELECT ${ADMIN_COLUMNS} FROM shop_products WHERE ${where}
       ORDER BY position, product_id LIMIT $3 OFFSET $4`,
      [accountId, search, limit, offset],
    ),
    db.query<{ n: string }>(`SELECT count(*) AS n FROM shop_products WHERE ${where}`, [accountId, search]),
  ]);
  return { products: await withAdminVariants(db, accountId, page.rows), total: Number(count.rows[0]?.n ?? 0) };
}

export async function adminProduct(
  db: Queryable,
  accountId: string,
  productId: number,
): Promise<ShopProductAdmin | null> {
  const { rows } = await db.query<AdminRow>(
    `SELECT ${ADMIN_COLUMNS} FROM shop_products WHERE account_id = $1 AND product_id = $2`,
    [accountId, productId],
  );
  return (await withAdminVariants(db, accountId, rows))[0] ?? null;
}

/** The account's categories in name order, for the product form's choices. */
export async function listCategories(db: Queryable, accountId: string): Promise<string[]> {
  const { rows } = await db.query<{ category: string }>(
    'SELECT DISTINCT category FROM shop_products WHERE account_id = $1 ORDER BY category',
    [accountId],
  );
  return rows.map((r) => r.category);
}

/** The address is another product's: the change is refused with nothing stored. */
export class SlugTaken extends Error {
  constructor(readonly slug: string) {
    super(`another product has the address ${slug}`);
  }
}

const SLUG_INDEX = 'shop_products_by_slug';

/** Refuses a slug another product of the account has (the unique index still settles a race: see slugClash). */
async function claimSlug(tx: Queryable, accountId: string, slug: string, productId: number): Promise<void> {
  const { rows } = await tx.query(
    'SELECT 1 FROM shop_products WHERE account_id = $1 AND slug = $2 AND product_id <> $3',
    [accountId, slug, productId],
  );
  if (rows.length > 0) throw new SlugTaken(slug);
}

/** Two owners saving the same new address at once: the second one's insert or update hits the unique index. */
export const slugClash = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  (err as { code?: unknown }).code === '23505' &&
  (err as { constraint?: unknown }).constraint === SLUG_INDEX;

export type ProductCreation =
  | { ok: true; productId: number }
  | { ok: false; reason: 'slug-taken'; slug: string }
  | { ok: false; reason: 'sku-taken'; sku: string };

/**
 * A new product with its variants and images, last in shop order, in its tax class (the standard one when
 * unsaid), inside the caller's transaction. Throws SlugTaken or SkuTaken; answers the product's id.
 */
export async function insertProduct(tx: Queryable, accountId: string, product: ProductCreate): Promise<number> {
  const ids = await reserveCatalogueIds(tx, accountId, 1, product.variants.length);
  await claimSlug(tx, accountId, product.slug, ids.firstProductId);
  await claimSkus(tx, accountId, ids.firstProductId, product.variants);
  await tx.query(
    `INSERT INTO shop_products (account_id, product_id, slug, name, category, short_description, description,
           tax_class, position, published, weight_grams, shipping_class)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8,
           coalesce((SELECT max(position) + 1 FROM shop_products WHERE account_id = $1), 0), $9, $10, $11`,
    [
      accountId,
      ids.firstProductId,
      product.slug,
      product.name.trim(),
      product.category.trim(),
      product.short_description.trim(),
      product.description.trim(),
      product.tax_class ?? 'standard',
      product.published,
      product.weight_grams ?? null,
      product.shipping_class ?? null,
    ],
  );
  await insertVariants(
    tx,
    accountId,
    ids.firstProductId,
    ids.firstVariantId,
    product.variants.map((variant, position) => ({ position, variant })),
  );
  await replaceImages(tx, accountId, ids.firstProductId, product.images);
  return ids.firstProductId;
}

/** A new product (insertProduct) in a transaction of its own. */
export async function createProduct(db: Db, accountId: string, product: ProductCreate): Promise<ProductCreation> {
  return db
    .transaction(async (tx) => ({ ok: true, productId: await insertProduct(tx, accountId, product) }) as const)
    .catch((err: unknown) => {
      if (err instanceof SlugTaken) return { ok: false, reason: 'slug-taken', slug: err.slug } as const;
      if (slugClash(err)) return { ok: false, reason: 'slug-taken', slug: product.slug } as const;
      if (err instanceof SkuTaken) return { ok: false, reason: 'sku-taken', sku: err.sku } as const;
      if (skuClash(err))
        return { ok: false, reason: 'sku-taken', sku: product.variants.find((v) => v.sku)?.sku ?? '' } as const;
      throw err;
    });
}

export type ProductChange =
  | { ok: true }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'no-variant'; variantId: number }
  | { ok: false; reason: 'slug-taken'; slug: string }
  | { ok: false; reason: 'sku-taken'; sku: string };

/**
 * The product's fields, and, when sent, its whole variant list and its images, inside the caller's
 * transaction. False when the account has no such product; throws SlugTaken, SkuTaken or UnknownVariant.
 */
export async function changeProduct(
  tx: Queryable,
  accountId: string,
  productId: number,
  update: ProductUpdate,
): Promise<boolean> {
  if (update.slug !== undefined) await claimSlug(tx, accountId, update.slug, productId);
  // A field left out keeps its value: coalesce with a null parameter.
  const product = await tx.query(
    `UPDATE shop_products SET name = $3, published = $4, slug = coalesce($5, slug), category = coalesce($6, category),
           short_description = coalesce($7, short_description), description = coalesce($8, description),
           tax_class = coalesce($9, tax_class),
           weight_grams = CASE WHEN $11 THEN weight_grams ELSE $10 END,
           shipping_class = CASE WHEN $13 THEN shipping_class ELSE $12 END
         WHERE account_id = $1 AND product_id = $2 RETURNING product_id`,
    [
      accountId,
      productId,
      update.name.trim(),
      update.published,
      update.slug ?? null,
      update.category?.trim() ?? null,
      update.short_description?.trim() ?? null,
      update.description?.trim() ?? null,
      update.tax_class ?? null,
      update.weight_grams ?? null,
      update.weight_grams === undefined,
      update.shipping_class ?? null,
      update.shipping_class === undefined,
    ],
  );
  if (product.rows.length === 0) return false;
  if (update.images) await replaceImages(tx, accountId, productId, update.images);
  if (update.variants) await replaceVariants(tx, accountId, productId, update.variants);
  return true;
}

/** The product's change (changeProduct): all or nothing. */
export async function updateProduct(
  db: Db,
  accountId: string,
  productId: number,
  update: ProductUpdate,
): Promise<ProductChange> {
  return db
    .transaction(
      async (tx): Promise<ProductChange> =>
        (await changeProduct(tx, accountId, productId, update)) ? { ok: true } : { ok: false, reason: 'not-found' },
    )
    .catch((err: unknown): ProductChange => {
      if (err instanceof UnknownVariant) return { ok: false, reason: 'no-variant', variantId: err.variantId };
      if (err instanceof SlugTaken) return { ok: false, reason: 'slug-taken', slug: err.slug };
      if (slugClash(err) && update.slug) return { ok: false, reason: 'slug-taken', slug: update.slug };
      if (err instanceof SkuTaken) return { ok: false, reason: 'sku-taken', sku: err.sku };
      if (skuClash(err)) return { ok: false, reason: 'sku-taken', sku: update.variants?.find((v) => v.sku)?.sku ?? '' };
      throw err;
    });
}

/**
 * Deletes the product, its variants and images, and the cart lines holding its variants. Past
 * orders are untouched: their lines keep copies of the names and prices (shop_order_lines has no
 * key into the catalogue), so nothing needs a soft delete. False when the account has no such product.
 */
export async function deleteProduct(db: Db, accountId: string, productId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ variant_id: number }>(
      `SELECT v.variant_id FROM shop_products p LEFT JOIN shop_variants v
         ON v.account_id = p.account_id AND v.product_id = p.product_id
       WHERE p.account_id = $1 AND p.product_id = $2 FOR UPDATE OF p`,
      [accountId, productId],
    );
    if (rows.length === 0) return false;
    // Its ids are never given again, and the seed no longer puts it back.
    await reserveCatalogueIds(tx, accountId, 0, 0);
    await removeVariants(
      tx,
      accountId,
      rows.flatMap((r) => (r.variant_id === null ? [] : [Number(r.variant_id)])),
    );
    await tx.query('DELETE FROM shop_products WHERE account_id = $1 AND product_id = $2', [accountId, productId]);
    return true;
  });
}
