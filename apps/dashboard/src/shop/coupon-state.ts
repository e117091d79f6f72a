/**
 * What a coupon's row says about it, as the shop would treat it today: off, expired or used up (the cart
 * refuses it, WooCommerce's "Este cupón ha caducado" and usage-limit refusals), else on.
 */
import type { ShopCouponAdmin } from '@beckon/owner-api';
import { t } from '../i18n/i18n.js';

export function couponStateText(c: ShopCouponAdmin, now: Date): string {
  if (!c.enabled) return t('shop.coupons.stateOff');
  if (c.expires_at !== null && new Date(c.expires_at).getTime() <= now.getTime()) return t('shop.coupons.stateExpired');
  if (c.usage_limit !== null && c.used_count >= c.usage_limit) return t('shop.coupons.stateUsedUp');
  return t('common.on');
}
