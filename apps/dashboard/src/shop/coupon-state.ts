/**
 * What a coupon's row says about it, as the shop would treat it today: off, expired or used up (the cart
 * refuses it, WooCommerce's "Este cupón ha caducado" and usage-limit refusals), else on.
 */
import type { ShopCouponAdmin } from '@beckon/owner-api';

export function couponStateText(c: ShopCouponAdmin, now: Date): string {
  if (!c.enabled) return 'Off: the cart refuses it';
  if (c.expires_at !== null && new Date(c.expires_at).getTime() <= now.getTime()) return 'Expired: the cart refuses it';
  if (c.usage_limit !== null && c.used_count >= c.usage_limit) return 'Used up: the cart refuses it';
  return 'On';
}
