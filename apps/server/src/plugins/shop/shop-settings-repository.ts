/** The shop_settings queries: one row per account, the defaults when there is none. */
import type { Queryable } from '@beckon/db';
import type { ShopSettings } from '@beckon/owner-api';

const DEFAULT_SHOP_SETTINGS: ShopSettings = { mini_cart_open_on: 'click', mini_cart_auto_open: false };

export async function loadShopSettings(db: Queryable, accountId: string): Promise<ShopSettings> {
  const { rows } = await db.query<ShopSettings>(
    'SELECT mini_cart_open_on, mini_cart_auto_open FROM shop_settings WHERE account_id = $1',
    [accountId],
  );
  const row = rows[0];
  return row
    ? { mini_cart_open_on: row.mini_cart_open_on, mini_cart_auto_open: row.mini_cart_auto_open }
    : DEFAULT_SHOP_SETTINGS;
}

export async function saveShopSettings(db: Queryable, accountId: string, settings: ShopSettings): Promise<void> {
  await db.query(
    `INSERT INTO shop_settings (account_id, mini_cart_open_on, mini_cart_auto_open) VALUES ($1, $2, $3)
     ON CONFLICT (account_id) DO UPDATE SET mini_cart_open_on = excluded.mini_cart_open_on,
       mini_cart_auto_open = excluded.mini_cart_auto_open, updated_at = now()`,
    [accountId, settings.mini_cart_open_on, settings.mini_cart_auto_open],
  );
}
