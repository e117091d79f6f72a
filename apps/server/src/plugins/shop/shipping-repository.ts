/** The shop's shipping document (shop_settings.shipping): zones, methods and shipping classes. */
import type { Queryable } from '@beckon/db';
import { EMPTY_SHOP_SHIPPING, type ShopShipping, shopShippingSchema } from '@beckon/owner-api';

/**
 * The document as stored, checked again (it was checked on save; a document an older version wrote
 * that no longer fits counts as not set up rather than failing every cart).
 */
export function shippingOfRow(value: unknown): ShopShipping {
  if (value === null || value === undefined) return EMPTY_SHOP_SHIPPING;
  const parsed = shopShippingSchema.safeParse(typeof value === 'string' ? JSON.parse(value) : value);
  return parsed.success ? parsed.data : EMPTY_SHOP_SHIPPING;
}

export async function loadShipping(db: Queryable, accountId: string): Promise<ShopShipping> {
  const { rows } = await db.query<{ shipping: unknown }>('SELECT shipping FROM shop_settings WHERE account_id = $1', [
    accountId,
  ]);
  return shippingOfRow(rows[0]?.shipping);
}

export async function saveShipping(db: Queryable, accountId: string, shipping: ShopShipping): Promise<void> {
  await db.query(
    `INSERT INTO shop_settings (account_id, shipping) VALUES ($1, $2::jsonb)
     ON CONFLICT (account_id) DO UPDATE SET shipping = excluded.shipping, updated_at = now()`,
    [accountId, JSON.stringify(shipping)],
  );
}
