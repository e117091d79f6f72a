/**
 * Our own shop as a third platform: its catalogue is read straight from the shop's tables (no import), in
 * the shape of an imported one. A product is named by its address (slug), as the shop's store hook names
 * it to the widget; its card adds its first variant; prices are the shop's euros. Unpublished products
 * are never recommended. A scheduled sale's price is shown only during its days, as the shop charges it.
 */
import type { Queryable } from '@beckon/db';
import { priceOnDay, shopDayAt } from '@beckon/owner-api';
import { loadShopTimeZone } from '../../data/shop-time-zone.js';
import type { LoadedCatalogue } from './catalogue-repository.js';

const euros = (cents: number) => (cents / 100).toFixed(2);

export async function loadShopCatalogue(db: Queryable, accountId: string): Promise<LoadedCatalogue | null> {
  const { rows } = await db.query<{
    slug: string;
    name: string;
    short_description: string;
    category: string;
    variant_ids: (number | string)[];
    price_cents: number;
    compare_at_cents: number | null;
    sale_from: string | null;
    sale_to: string | null;
    stock: number | string | null;
    image: string | null;
  }>(
    `SELECT p.slug, p.name, p.short_description, p.category,
            array_agg(v.variant_id ORDER BY v.position, v.variant_id) AS variant_ids,
            (array_agg(v.price_cents ORDER BY v.position, v.variant_id))[1] AS price_cents,
            (array_agg(v.compare_at_cents ORDER BY v.position, v.variant_id))[1] AS compare_at_cents,
            (array_agg(to_char(v.sale_from, 'YYYY-MM-DD') ORDER BY v.position, v.variant_id))[1] AS sale_from,
            (array_agg(to_char(v.sale_to, 'YYYY-MM-DD') ORDER BY v.position, v.variant_id))[1] AS sale_to,
            CASE WHEN bool_or(v.stock IS NULL) THEN NULL ELSE sum(v.stock) END AS stock,
            (SELECT i.url FROM shop_product_images i
              WHERE i.account_id = p.account_id AND i.product_id = p.product_id ORDER BY i.position LIMIT 1) AS image
       FROM shop_products p JOIN shop_variants v ON v.account_id = p.account_id AND v.product_id = p.product_id
      WHERE p.account_id = $1 AND p.published
      GROUP BY p.account_id, p.product_id
      ORDER BY p.position, p.product_id`,
    [accountId],
  );
  if (rows.length === 0) return null;
  const today = shopDayAt(Date.now(), await loadShopTimeZone(db, accountId));
  return {
    currency: 'EUR',
    products: rows.map((r) => {
      const shown = priceOnDay(
        {
          priceCents: Number(r.price_cents),
          compareAtCents: r.compare_at_cents === null ? null : Number(r.compare_at_cents),
          saleFrom: r.sale_from,
          saleTo: r.sale_to,
        },
        today,
      );
      return {
        product_id: r.slug,
        variant_ids: r.variant_ids.map(String),
        url: `/producto/${r.slug}/`,
        title: r.name,
        description: r.short_description,
        price: euros(shown.priceCents),
        compare_at_price: shown.compareAtCents === null ? null : euros(shown.compareAtCents),
        image: r.image ?? '',
        inventory_quantity: r.stock === null ? null : Number(r.stock),
        collections: [r.category],
      };
    }),
  };
}
