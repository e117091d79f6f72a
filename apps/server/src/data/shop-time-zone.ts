/**
 * The shop's time zone (a column of shop_settings): read wherever a day or a date is written for the shop
 * (its prices, pages, mails, invoices and cart reports), the default when the shop has no settings row.
 */
import type { Queryable } from '@beckon/db';
import { DEFAULT_SHOP_TIME_ZONE } from '@beckon/owner-api';

/** The SQL of the shop's zone for the account in `accountColumn` (a query's column or parameter). */
export const timeZoneSql = (accountColumn: string) =>
  `coalesce((SELECT tz.time_zone FROM shop_settings tz WHERE tz.account_id = ${accountColumn}), '${DEFAULT_SHOP_TIME_ZONE}')`;

export async function loadShopTimeZone(db: Queryable, accountId: string): Promise<string> {
  const { rows } = await db.query<{ time_zone: string }>(`SELECT ${timeZoneSql('$1')} AS time_zone`, [accountId]);
  return rows[0]?.time_zone ?? DEFAULT_SHOP_TIME_ZONE;
}

export async function saveShopTimeZone(db: Queryable, accountId: string, timeZone: string): Promise<void> {
  await db.query(
    `INSERT INTO shop_settings (account_id, time_zone) VALUES ($1, $2)
     ON CONFLICT (account_id) DO UPDATE SET time_zone = excluded.time_zone, updated_at = now()`,
    [accountId, timeZone],
  );
}
