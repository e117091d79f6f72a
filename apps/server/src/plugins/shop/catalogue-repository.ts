/** The shop_products and shop_variants queries: the catalogue as the pages show it. */
import type { Db, Queryable } from '@beckon/db';
import type { ProductUpdate, ShopProductAdmin, ShopVariantAdmin } from '@beckon/owner-api';
import type { ProductView, VariantView } from '@beckon/page-widgets/shop/views.js';
import { IMAGES_STAMP_SQL, imagesByProduct, replaceImages } from './product-images-repository.js';

interface ProductRow {
  product_id: number;
  slug: string;
  name: string;
  category: string;
  short_description: string;
  description: string;
}

interface VariantRow {
  variant_id: number;
  product_id: number;
  name: string;
  price_cents: number;
  compare_at_cents: number | null;
  stock: number | null;
}

const toVariant = (r: VariantRow): VariantView => ({
  id: Number(r.variant_id),
  name: r.name,
  priceCents: Number(r.price_cents),
  compareAtCents: r.compare_at_cents === null ? null : Number(r.compare_at_cents),
  stock: r.stock === null ? null : Number(r.stock),
});

async function withVariants(db: Queryable, accountId: string, products: ProductRow[]): Promise<ProductView[]> {
  if (products.length === 0) return [];
  const ids = products.map((p) => Number(p.product_id));
  const [{ rows }, images] = await Promise.all([
    db.query<VariantRow>(
      `SELECT variant_id, product_id, name, price_cents, compare_at_cents, stock FROM shop_variants
       WHERE account_id = $1 AND product_id = ANY($2::int[]) ORDER BY product_id, position, variant_id`,
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
          },
        ]
      : [];
  });
}

const PRODUCT_COLUMNS = 'product_id, slug, name, category, short_description, description';

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
  const { rows } = await db.query<{
    variant_id: number;
    slug: string;
    product_name: string;
    variant_name: string;
    price_cents: number;
    tax_rate_bp: number;
    stock: number | null;
  }>(
    `SELECT v.variant_id, p.slug, p.name AS product_name, v.name AS variant_name, v.price_cents, p.tax_rate_bp, v.stock
     FROM shop_variants v JOIN shop_products p ON p.account_id = v.account_id AND p.product_id = v.product_id
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
        priceCents: Number(r.price_cents),
        taxRateBp: Number(r.tax_rate_bp),
        stock: r.stock === null ? null : Number(r.stock),
      }
    : null;
}

/**
 * What decides whether a cached catalogue or product page is still current: every variant's
 * price and stock (an order changes stock), which products are published under which name, and
 * their images (the owner's edits in another process show within the revalidation time).
 */
export async function catalogueStamp(db: Queryable, accountId: string): Promise<string> {
  const { rows } = await db.query<{ stamp: string | null }>(
    `SELECT md5(coalesce((SELECT string_agg(variant_id || ':' || price_cents || ':' || coalesce(compare_at_cents, -1)
                 || ':' || coalesce(stock, -1), ',' ORDER BY variant_id) FROM shop_variants WHERE account_id = $1), '')
       || '/' || coalesce((SELECT string_agg(product_id || ':' || md5(name), ',' ORDER BY product_id) FROM shop_products
                 WHERE account_id = $1 AND published), '')
       || '/' || ${IMAGES_STAMP_SQL}) AS stamp`,
    [accountId],
  );
  return rows[0]?.stamp ?? '';
}

// ---- The owner's side (owner-products-routes.ts): every product, published or not ----

type AdminRow = Record<string, unknown>;

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
    stock: r.stock === null ? null : Number(r.stock),
  };
};

async function withAdminVariants(db: Queryable, accountId: string, rows: AdminRow[]): Promise<ShopProductAdmin[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.product_id));
  const [variants, images] = await Promise.all([
    db.query<AdminRow>(
      `SELECT variant_id, product_id, name, price_cents, compare_at_cents, stock FROM shop_variants
       WHERE account_id = $1 AND product_id = ANY($2::int[]) ORDER BY product_id, position, variant_id`,
      [accountId, ids],
    ),
    imagesByProduct(db, accountId, ids),
  ]);
  return rows.map((r) => ({
    id: Number(r.product_id),
    slug: String(r.slug),
    name: String(r.name),
    category: String(r.category),
    published: Boolean(r.published),
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
                 OR position(lower($2) IN slug) > 0)`;
  const [page, count] = await Promise.all([
    db.query<AdminRow>(
      `SELECT product_id, slug, name, category, published FROM shop_products WHERE ${where}
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
    'SELECT product_id, slug, name, category, published FROM shop_products WHERE account_id = $1 AND product_id = $2',
    [accountId, productId],
  );
  return (await withAdminVariants(db, accountId, rows))[0] ?? null;
}

export type ProductChange =
  | { ok: true }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'no-variant'; variantId: number };

/** Name, published, the listed variants' prices and stock and, when sent, the images: all or nothing. */
export async function updateProduct(
  db: Db,
  accountId: string,
  productId: number,
  update: ProductUpdate,
): Promise<ProductChange> {
  return db
    .transaction(async (tx) => {
      const product = await tx.query(
        'UPDATE shop_products SET name = $3, published = $4 WHERE account_id = $1 AND product_id = $2 RETURNING product_id',
        [accountId, productId, update.name.trim(), update.published],
      );
      if (product.rows.length === 0) return { ok: false, reason: 'not-found' } as const;
      if (update.images) await replaceImages(tx, accountId, productId, update.images);
      for (const v of update.variants) {
        const onSale = v.sale_price_cents !== null;
        const { rows } = await tx.query(
          `UPDATE shop_variants SET price_cents = $4, compare_at_cents = $5, stock = $6
         WHERE account_id = $1 AND product_id = $2 AND variant_id = $3 RETURNING variant_id`,
          [
            accountId,
            productId,
            v.id,
            onSale ? v.sale_price_cents : v.price_cents,
            onSale ? v.price_cents : null,
            v.stock,
          ],
        );
        // Throwing rolls back what was already changed; the caller turns it into a 4xx.
        if (rows.length === 0) throw new UnknownVariant(v.id);
      }
      return { ok: true } as const;
    })
    .catch((err: unknown) => {
      if (err instanceof UnknownVariant) return { ok: false, reason: 'no-variant', variantId: err.variantId } as const;
      throw err;
    });
}

class UnknownVariant extends Error {
  constructor(readonly variantId: number) {
    super(`variant ${variantId} is not one of the product's`);
  }
}
