/**
 * What the sitemap lists: the site's published pages and the shop's published products, each capped at
 * `limit` rows. Read on each request, so a page published on any process is listed at once.
 */
import type { Queryable } from '@beckon/db';

/** The home page (the empty slug) first, then pages before posts, each by slug. */
export async function listPublishedPageSlugs(
  db: Queryable,
  accountId: string,
  limit: number,
): Promise<{ slug: string; updated_at: Date | string }[]> {
  const { rows } = await db.query<{ slug: string; updated_at: Date | string }>(
    `SELECT slug, updated_at FROM site_pages WHERE account_id = $1 AND published
     ORDER BY slug <> '', kind, slug LIMIT $2`,
    [accountId, limit],
  );
  return rows;
}

/** In the shop's order; products keep no change time. */
export async function listPublishedProductSlugs(db: Queryable, accountId: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ slug: string }>(
    'SELECT slug FROM shop_products WHERE account_id = $1 AND published ORDER BY position, product_id LIMIT $2',
    [accountId, limit],
  );
  return rows.map((r) => r.slug);
}
