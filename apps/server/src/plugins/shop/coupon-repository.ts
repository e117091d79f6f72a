/** The shop_coupons queries. */
import type { Queryable } from '@beckon/db';
import type { Coupon } from './coupons.js';

export async function findCoupon(db: Queryable, accountId: string, code: string): Promise<Coupon | null> {
  const { rows } = await db.query<{
    code: string;
    kind: 'percent' | 'fixed';
    amount: number;
    min_subtotal_cents: number;
    expires_at: Date | string | null;
    usage_limit: number | null;
    used_count: number;
  }>(
    `SELECT code, kind, amount, min_subtotal_cents, expires_at, usage_limit, used_count FROM shop_coupons
     WHERE account_id = $1 AND code = $2`,
    [accountId, code],
  );
  const r = rows[0];
  return r
    ? {
        code: r.code,
        kind: r.kind,
        amount: Number(r.amount),
        minSubtotalCents: Number(r.min_subtotal_cents),
        expiresAt: r.expires_at === null ? null : new Date(r.expires_at),
        usageLimit: r.usage_limit === null ? null : Number(r.usage_limit),
        usedCount: Number(r.used_count),
      }
    : null;
}

/** Counts one use, only while the limit allows it (atomic: two last uses cannot both pass). */
export async function useCoupon(db: Queryable, accountId: string, code: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE shop_coupons SET used_count = used_count + 1
     WHERE account_id = $1 AND code = $2 AND (usage_limit IS NULL OR used_count < usage_limit) RETURNING code`,
    [accountId, code],
  );
  return rows.length === 1;
}
