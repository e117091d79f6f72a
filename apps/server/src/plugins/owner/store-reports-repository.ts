/**
 * The Store reports screen's reads and the account's registered shop: the account's browse and cart reports
 * (browse_abandonment), newest first, by kind and period; our own shop's abandoned carts are added as
 * reports first (reportShopCarts), so the list is current whenever it is read.
 */
import type { Queryable } from '@beckon/db';
import {
  periodStart,
  type StoreReport,
  type StoreReportKind,
  type StoreReportPeriod,
} from '@beckon/owner-api/store-reports';
import { reportShopCarts } from '../display/index.js';

export interface StoreReportFilter {
  accountId: string;
  kind: StoreReportKind | undefined;
  period: StoreReportPeriod;
  now: Date;
}

// $1 account, $2 data_for or null, $3 the period's start or null.
const WHERE = `account_id = $1 AND ($2::text IS NULL OR data_for = $2) AND ($3::timestamptz IS NULL OR updated_at >= $3)`;

const COLUMNS = `report_id::text AS report_id,
  CASE data_for WHEN 'cart' THEN 'cart' ELSE 'browse' END AS kind, source, customer_id, products,
  total_cart_value::text AS total_value, created_at, updated_at, emptied_at, recovered_at,
  recovered_value::text AS recovered_value`;

interface Row extends Omit<StoreReport, 'created_at' | 'updated_at' | 'emptied_at' | 'recovered_at'> {
  created_at: Date | string;
  updated_at: Date | string;
  emptied_at: Date | string | null;
  recovered_at: Date | string | null;
}

const iso = (v: Date | string) => new Date(v).toISOString();
const toReport = (r: Row): StoreReport => ({
  ...r,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
  emptied_at: r.emptied_at === null ? null : iso(r.emptied_at),
  recovered_at: r.recovered_at === null ? null : iso(r.recovered_at),
});

function params(f: StoreReportFilter): unknown[] {
  return [
    f.accountId,
    f.kind === undefined ? null : f.kind === 'cart' ? 'cart' : 'abandonment',
    periodStart(f.period, f.now)?.toISOString() ?? null,
  ];
}

/** One page of reports and how many match. */
export async function queryStoreReports(
  db: Queryable,
  f: StoreReportFilter,
  page: number,
  pageSize: number,
): Promise<{ reports: StoreReport[]; total: number }> {
  await reportShopCarts(db, f.accountId, f.now);
  const [list, count] = await Promise.all([
    db.query<Row>(
      `SELECT ${COLUMNS} FROM browse_abandonment WHERE ${WHERE}
        ORDER BY updated_at DESC, report_id DESC LIMIT $4 OFFSET $5`,
      [...params(f), pageSize, (page - 1) * pageSize],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM browse_abandonment WHERE ${WHERE}`, params(f)),
  ]);
  return { reports: list.rows.map(toReport), total: count.rows[0]?.n ?? 0 };
}

/** Every matching report (up to `max`), for the CSV export. */
export async function allStoreReports(db: Queryable, f: StoreReportFilter, max: number): Promise<StoreReport[]> {
  await reportShopCarts(db, f.accountId, f.now);
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM browse_abandonment WHERE ${WHERE} ORDER BY updated_at DESC, report_id DESC LIMIT $4`,
    [...params(f), max],
  );
  return rows.map(toReport);
}

export async function findStoreShop(db: Queryable, accountId: string): Promise<string | null> {
  const { rows } = await db.query<{ shop: string }>(
    'SELECT shop FROM store_shops WHERE account_id = $1 ORDER BY created_at LIMIT 1',
    [accountId],
  );
  return rows[0]?.shop ?? null;
}

/**
 * Sets the account's one shop (or removes it with null). The caller has proved the shop is the account's
 * (shop-proof.ts), so the shop moves here from any account that registered it before: its reports go to
 * the account that controls the shop now.
 */
export async function setStoreShop(db: Queryable, accountId: string, shop: string | null): Promise<void> {
  await db.query('DELETE FROM store_shops WHERE account_id = $1 AND shop IS DISTINCT FROM $2', [accountId, shop]);
  if (shop === null) return;
  await db.query(
    `INSERT INTO store_shops (shop, account_id) VALUES ($1, $2)
     ON CONFLICT (shop) DO UPDATE SET account_id = EXCLUDED.account_id, created_at = now()
     WHERE store_shops.account_id <> EXCLUDED.account_id`,
    [shop, accountId],
  );
}
