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
  free_shipping: boolean;
}

const COLUMNS =
  'code, kind, amount, min_subtotal_cents, expires_at, usage_limit, used_count, usage_limit_per_customer, enabled, free_shipping';
const ADMIN_COLUMNS = `${COLUMNS}, created_at, created_by_email`;

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
  freeShipping: r.free_shipping === true,
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
       usage_limit_per_customer, enabled, free_shipping`,
    [accountId, code],
  );
  const r = rows[0];
  return r ? couponOf(r) : null;
}

/**
 * Gives back the use a cancelled order made of its coupon, as WooCommerce does when an order is cancelled.
 * Callers run it in the transaction that moved the order to "cancelled", which is final, so once per order.
 */
export async function returnCouponUse(db: Queryable, accountId: string, orderNumber: number): Promise<void> {
  await db.query(
    `UPDATE shop_coupons c SET used_count = c.used_count - 1
       FROM shop_orders o
      WHERE o.account_id = $1 AND o.order_number = $2 AND c.account_id = $1 AND c.code = o.coupon_code
        AND c.used_count > 0`,
    [accountId, orderNumber],
  );
}

/**
 * The orders that used `code` placed by this customer: the signed-in customer's and any with this
 * billing email (lowercased at checkout), as WooCommerce checks both; a cancelled order's use was given back. Race-safe only after useCoupon in
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
     WHERE account_id = $1 AND coupon_code = $2 AND (email = $3 OR customer_id = $4) AND status <> 'cancelled'`,
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
  free_shipping: r.free_shipping === true,
  created_at: new Date(r.created_at as string | Date).toISOString(),
  created_by: r.created_by_email === null ? null : String(r.created_by_email),
});

export async function listCoupons(db: Queryable, accountId: string): Promise<ShopCouponAdmin[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT ${ADMIN_COLUMNS} FROM shop_coupons WHERE account_id = $1 ORDER BY code`,
    [accountId],
  );
  return rows.map(adminCouponOf);
}

/** Null when the account already has a coupon with this (lowercased) code. */
export async function createCoupon(
  db: Queryable,
  accountId: string,
  c: Omit<ShopCouponAdmin, 'used_count' | 'enabled' | 'created_at' | 'created_by'>,
  createdBy: string,
): Promise<ShopCouponAdmin | null> {
  const { rows } = await db.query<Record<string, unknown>>(
    `INSERT INTO shop_coupons (account_id, code, kind, amount, min_subtotal_cents, expires_at, usage_limit,
       usage_limit_per_customer, created_by, created_by_email, free_shipping)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, (SELECT email FROM owners WHERE account_id = $1 AND owner_id = $9), $10)
     ON CONFLICT (account_id, code) DO NOTHING RETURNING ${ADMIN_COLUMNS}`,
    [
      accountId,
      c.code,
      c.kind,
      c.amount,
      c.min_subtotal_cents,
      c.expires_at,
      c.usage_limit,
      c.usage_limit_per_customer,
      createdBy,
      c.free_shipping,
    ],
  );
  return rows[0] ? adminCouponOf(rows[0]) : null;
}

/** Null when the account has no coupon with this code. The use count stays: past orders used it. */
export async function updateCoupon(
  db: Queryable,
  accountId: string,
  c: Omit<ShopCouponAdmin, 'used_count' | 'created_at' | 'created_by'>,
): Promise<ShopCouponAdmin | null> {
  const { rows } = await db.query<Record<string, unknown>>(
    `UPDATE shop_coupons SET kind = $3, amount = $4, min_subtotal_cents = $5, expires_at = $6, usage_limit = $7,
       enabled = $8, usage_limit_per_customer = $9, free_shipping = $10
     WHERE account_id = $1 AND code = $2 RETURNING ${ADMIN_COLUMNS}`,
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
      c.free_shipping,
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
