/**
 * Coupon rules, pure: a percentage or a fixed amount off the
 * subtotal, with an optional minimum subtotal, expiry date, usage limit and
 * usage limit per customer.
 * The messages are WooCommerce's Spanish ones, addressed as "usted" like the
 * rest of the site.
 */
import { formatEuros } from '@beckon/page-widgets/shop/money.js';

export interface Coupon {
  code: string;
  kind: 'percent' | 'fixed';
  /** Basis points for 'percent' (1000 = 10 %), cents for 'fixed'. */
  amount: number;
  minSubtotalCents: number;
  expiresAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
  /** WooCommerce's "usage limit per customer"; null: unlimited. */
  usageLimitPerCustomer: number | null;
  /** The owner switched it off (dashboard): refused before any other rule. */
  enabled: boolean;
  /** WooCommerce's "Permitir envío gratuito": free shipping methods that require a coupon accept this one. */
  freeShipping?: boolean;
}

export type CouponResult = { ok: true; discountCents: number } | { ok: false; message: string };

export function couponNotFoundMessage(code: string): string {
  return `El cupón «${code}» no existe.`;
}

/**
 * Whether `coupon` applies to a cart of `subtotalCents` at `now`, and how much it takes off.
 * `customerUses`: the orders of this customer that used it, known at checkout only (the cart does not
 * know the billing email yet).
 */
export function applyCoupon(coupon: Coupon, subtotalCents: number, now: Date, customerUses = 0): CouponResult {
  if (!coupon.enabled)
    return { ok: false, message: `El cupón «${coupon.code}» está desactivado y ya no se puede usar.` };
  if (coupon.expiresAt !== null && coupon.expiresAt.getTime() <= now.getTime())
    return { ok: false, message: 'Este cupón ha caducado.' };
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit)
    return { ok: false, message: 'Se ha alcanzado el límite de uso de este cupón.' };
  if (coupon.usageLimitPerCustomer !== null && customerUses >= coupon.usageLimitPerCustomer)
    return { ok: false, message: 'Ya ha usado este cupón el número máximo de veces.' };
  if (subtotalCents < coupon.minSubtotalCents)
    return { ok: false, message: `El gasto mínimo para este cupón es de ${formatEuros(coupon.minSubtotalCents)}.` };
  const raw = coupon.kind === 'percent' ? Math.floor((subtotalCents * coupon.amount + 5_000) / 10_000) : coupon.amount;
  return { ok: true, discountCents: Math.min(raw, subtotalCents) };
}

/** Codes are compared without case or surrounding spaces, as WooCommerce does. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toLowerCase();
}
