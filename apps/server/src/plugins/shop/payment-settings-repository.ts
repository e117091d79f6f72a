/** The shop_payment_settings queries: one row per account; without one the shop offers no bank transfer. */
import type { Queryable } from '@beckon/db';
import type { ShopPaymentSettings } from '@beckon/owner-api';

export async function loadPaymentSettings(db: Queryable, accountId: string): Promise<ShopPaymentSettings> {
  const { rows } = await db.query<{ transfer_account: string | null }>(
    'SELECT transfer_account FROM shop_payment_settings WHERE account_id = $1',
    [accountId],
  );
  return { transfer_account: rows[0]?.transfer_account ?? null };
}

export async function savePaymentSettings(
  db: Queryable,
  accountId: string,
  settings: ShopPaymentSettings,
): Promise<void> {
  await db.query(
    `INSERT INTO shop_payment_settings (account_id, transfer_account) VALUES ($1, $2)
     ON CONFLICT (account_id) DO UPDATE SET transfer_account = excluded.transfer_account, updated_at = now()`,
    [accountId, settings.transfer_account],
  );
}

/** Sets a bank account only where the account has no payment settings yet (the demo seed). */
export async function addTransferAccount(db: Queryable, accountId: string, transferAccount: string): Promise<void> {
  await db.query(
    'INSERT INTO shop_payment_settings (account_id, transfer_account) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [accountId, transferAccount],
  );
}
