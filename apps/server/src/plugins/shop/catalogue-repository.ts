/** The shop_products and shop_variants queries: the catalogue as the pages show it. */
import type { Queryable } from '@beckon/db';
import type { ProductView, VariantView } from '@beckon/page-widgets/shop/views.js';

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
  const { rows } = await db.query<VariantRow>(
    `SELECT variant_id, product_id, name, price_cents, compare_at_cents, stock FROM shop_variants
     WHERE account_id = $1 AND product_id = ANY($2::int[]) ORDER BY product_id, position, variant_id`,
    [accountId, products.map((p) => p.product_id)],
  );
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
 * price and stock (an order changes stock), and which products are published.
 */
export async function catalogueStamp(db: Queryable, accountId: string): Promise<string> {
  const { rows } = await db.query<{ stamp: string | null }>(
    `SELECT md5(coalesce((SELECT string_agg(variant_id || ':' || price_cents || ':' || coalesce(compare_at_cents, -1)
                 || ':' || coalesce(stock, -1), ',' ORDER BY variant_id) FROM shop_variants WHERE account_id = $1), '')
       || '/' || coalesce((SELECT string_agg(product_id::text, ',' ORDER BY product_id) FROM shop_products
                 WHERE account_id = $1 AND published), '')) AS stamp`,
    [accountId],
  );
  return rows[0]?.stamp ?? '';
}
