/** The shop_coupons queries. */
import type { Queryable } from '@beckon/db';
import type { ShopCouponAdmin } from '@beckon/owner-api';
import type { Coupon } from './coupons.js';

interface CouponRecord {
  code: string;
  kind: 'percent' | 'fixed';
  amount: number;
  min_subtotal_cents: number;
  expires_at: Date | string | null;
  usage_limit: number | null;
  used_count: number;
  usage_limit_per_customer: number | null;
  enabled: boolean;
}

const COLUMNS =
  'code, kind, amount, min_subtotal_cents, expires_at, usage_limit, used_count, usage_limit_per_customer, enabled';

const couponOf = (r: CouponRecord): Coupon => ({
  code: r.code,
  kind: r.kind,
  amount: Number(r.amount),
  minSubtotalCents: Number(r.min_subtotal_cents),
  expiresAt: r.expires_at === null ? null : new Date(r.expires_at),
  usageLimit: r.usage_limit === null ? null : Number(r.usage_limit),
  usedCount: Number(r.used_count),
  usageLimitPerCustomer: r.usage_limit_per_customer === null ? null : Number(r.usage_limit_per_customer),
  enabled: r.enabled,
});

export async function findCoupon(db: Queryable, accountId: string, code: string): Promise<Coupon | null> {
  const { rows } = await db.query<CouponRecord>(
    `SELECT ${COLUMNS} FROM shop_coupons WHERE account_id = $1 AND code = $2`,
    [accountId, code],
  );
  const r = rows[0];
  return r ? couponOf(r) : null;
}

/**
 * Counts one use, only while the limit allows it (atomic: two last uses
 * cannot both pass), and answers the coupon as it was before this use; null
 * when there is no such coupon or its limit is reached. A use its rules then
 * refuse is undone by rolling the transaction back. One statement, not a read
 * and an update: each costs PGlite a fixed amount of CPU, and checkouts have
 * a budget in orders per second.
 */
export async function useCoupon(db: Queryable, accountId: string, code: string): Promise<Coupon | null> {
  const { rows } = await db.query<CouponRecord>(
    `UPDATE shop_coupons SET used_count = used_count + 1
     WHERE account_id = $1 AND code = $2 AND (usage_limit IS NULL OR used_count < usage_limit)
     RETURNING code, kind, amount, min_subtotal_cents, expires_at, usage_limit, used_count - 1 AS used_count,
       usage_limit_per_customer, enabled`,
    [accountId, code],
  );
  const r = rows[0];
  return r ? couponOf(r) : null;
}

/**
 * The orders that used `code` placed by this customer: the signed-in customer's and any with this
 * billing email (lowercased at checkout), as WooCommerce checks both. Race-safe only after useCoupon in
 * the same transaction: its row lock makes a concurrent checkout with the code wait for this one's
 * commit, and this later statement then sees that order (READ COMMITTED reads anew per statement).
 */
export async function customerCouponUses(
  db: Queryable,
  accountId: string,
  code: string,
  customerId: string | null,
  email: string,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM shop_orders
     WHERE account_id = $1 AND coupon_code = $2 AND (email = $3 OR customer_id = $4)`,
    [accountId, code, email, customerId],
  );
  return Number(rows[0]?.n ?? 0);
}

// ---- The owner's side (owner-coupons-routes.ts) ----

const adminCouponOf = (r: Record<string, unknown>): ShopCouponAdmin => ({
  code: String(r.code),
  kind: r.kind as ShopCouponAdmin['kind'],
  amount: Number(r.amount),
  min_subtotal_cents: Number(r.min_subtotal_cents),
  expires_at: r.expires_at === null ? null : new Date(r.expires_at as string | Date).toISOString(),
  usage_limit: r.usage_limit === null ? null : Number(r.usage_limit),
  used_count: Number(r.used_count),
  usage_limit_per_customer: r.usage_limit_per_customer === null ? null : Number(r.usage_limit_per_customer),
  enabled: r.enabled === true,
});

export async function listCoupons(db: Queryable, accountId: string): Promise<ShopCouponAdmin[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM shop_coupons WHERE account_id = $1 ORDER BY code`,
    [accountId],
  );
  return rows.map(adminCouponOf);
}

/** Null when the account already has a coupon with this (lowercased) code. */
export async function createCoupon(
  db: Queryable,
  accountId: string,
  c: Omit<ShopCouponAdmin, 'used_count' | 'enabled'>,
): Promise<ShopCouponAdmin | null> {
  const { rows } = await db.query<Record<string, unknown>>(
    `INSERT INTO shop_coupons (account_id, code, kind, amount, min_subtotal_cents, expires_at, usage_limit,
       usage_limit_per_customer)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (account_id, code) DO NOTHING RETURNING ${COLUMNS}`,
    [
      accountId,
      c.code,
      c.kind,
      c.amount,
      c.min_subtotal_cents,
      c.expires_at,
      c.usage_limit,
      c.usage_limit_per_customer,
    ],
  );
  return rows[0] ? adminCouponOf(rows[0]) : null;
}

/** Null when the account has no coupon with this code. The use count stays: past orders used it. */
export async function updateCoupon(
  db: Queryable,
  accountId: string,
  c: Omit<ShopCouponAdmin, 'used_count'>,
): Promise<ShopCouponAdmin | null> {
  const { rows } = await db.query<Record<string, unknown>>(
    `UPDATE shop_coupons SET kind = $3, amount = $4, min_subtotal_cents = $5, expires_at = $6, usage_limit = $7,
       enabled = $8, usage_limit_per_customer = $9
     WHERE account_id = $1 AND code = $2 RETURNING ${COLUMNS}`,
    [
      accountId,
      c.code,
      c.kind,
      c.amount,
      c.min_subtotal_cents,
      c.expires_at,
      c.usage_limit,
      c.enabled,
      c.usage_limit_per_customer,
    ],
  );
  return rows[0] ? adminCouponOf(rows[0]) : null;
}

/** Orders keep the code they used as text, and a cart holding it drops it on its next load. */
export async function deleteCoupon(db: Queryable, accountId: string, code: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM shop_coupons WHERE account_id = $1 AND code = $2 RETURNING code', [
    accountId,
    code,
  ]);
  return rows.length === 1;
}
