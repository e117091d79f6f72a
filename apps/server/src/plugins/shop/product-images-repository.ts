/** The shop_product_images queries: each product's pictures in order, read for many products at once and replaced whole. */
import type { Queryable } from '@beckon/db';
import type { ShopProductImage } from '@beckon/owner-api';

interface ImageRow {
  product_id: number;
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** The images of the given products, by product id, each list in the owner's order. */
export async function imagesByProduct(
  db: Queryable,
  accountId: string,
  productIds: readonly number[],
): Promise<Map<number, ShopProductImage[]>> {
  const byProduct = new Map<number, ShopProductImage[]>();
  if (productIds.length === 0) return byProduct;
  const { rows } = await db.query<ImageRow>(
    `SELECT product_id, url, alt, width, height FROM shop_product_images
     WHERE account_id = $1 AND product_id = ANY($2::int[]) ORDER BY product_id, position`,
    [accountId, productIds],
  );
  for (const r of rows) {
    const list = byProduct.get(Number(r.product_id)) ?? [];
    list.push({ url: r.url, alt: r.alt, width: Number(r.width), height: Number(r.height) });
    byProduct.set(Number(r.product_id), list);
  }
  return byProduct;
}

/** Replaces a product's images with `images` in their order; run inside the product change's transaction. */
export async function replaceImages(
  tx: Queryable,
  accountId: string,
  productId: number,
  images: readonly ShopProductImage[],
): Promise<void> {
  await tx.query('DELETE FROM shop_product_images WHERE account_id = $1 AND product_id = $2', [accountId, productId]);
  if (images.length === 0) return;
  await tx.query(
    `INSERT INTO shop_product_images (account_id, product_id, position, url, alt, width, height)
     SELECT $1, $2, i.ord - 1, i.url, i.alt, i.width, i.height
     FROM unnest($3::text[], $4::text[], $5::int[], $6::int[]) WITH ORDINALITY AS i(url, alt, width, height, ord)`,
    [
      accountId,
      productId,
      images.map((i) => i.url),
      images.map((i) => i.alt.trim()),
      images.map((i) => i.width),
      images.map((i) => i.height),
    ],
  );
}

/** What changes when an image changes, for catalogueStamp: the cached pages show the new pictures. */
export const IMAGES_STAMP_SQL = `coalesce((SELECT string_agg(product_id || ':' || position || ':' || md5(url || alt)
  || ':' || width || 'x' || height, ',' ORDER BY product_id, position) FROM shop_product_images WHERE account_id = $1), '')`;
