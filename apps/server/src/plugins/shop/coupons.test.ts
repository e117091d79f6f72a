import { describe, expect, it } from 'vitest';
import { applyCoupon, type Coupon, normaliseCouponCode } from './coupons.js';

const NOW = new Date('2026-11-24T10:00:00Z');
const coupon = (over: Partial<Coupon>): Coupon => ({
  code: 'bienvenida10',
  kind: 'percent',
  amount: 1000,
  minSubtotalCents: 0,
  expiresAt: null,
  usageLimit: null,
  usedCount: 0,
  usageLimitPerCustomer: null,
  enabled: true,
  ...over,
});

describe('coupon rules', () => {
  it('takes a percentage off the subtotal, rounded half up to the cent', () => {
    expect(applyCoupon(coupon({ amount: 1000 }), 4985, NOW)).toEqual({ ok: true, discountCents: 499 });
    expect(applyCoupon(coupon({ amount: 1500 }), 3000, NOW)).toEqual({ ok: true, discountCents: 450 });
  });

  it('takes a fixed amount off, but never more than the subtotal', () => {
    expect(applyCoupon(coupon({ kind: 'fixed', amount: 500 }), 3000, NOW)).toEqual({ ok: true, discountCents: 500 });
    expect(applyCoupon(coupon({ kind: 'fixed', amount: 500 }), 300, NOW)).toEqual({ ok: true, discountCents: 300 });
  });

  it('refuses a cart under the minimum subtotal and says the minimum in euros', () => {
    expect(applyCoupon(coupon({ minSubtotalCents: 5000 }), 4999, NOW)).toEqual({
      ok: false,
      message: 'El gasto mínimo para este cupón es de 50,00\u00a0€.',
    });
    expect(applyCoupon(coupon({ minSubtotalCents: 5000 }), 5000, NOW).ok).toBe(true);
  });

  it('refuses an expired coupon from the moment it expires', () => {
    const expired = applyCoupon(coupon({ expiresAt: NOW }), 5000, NOW);
    expect(expired).toEqual({ ok: false, message: 'Este cupón ha caducado.' });
    expect(applyCoupon(coupon({ expiresAt: new Date(NOW.getTime() + 1) }), 5000, NOW).ok).toBe(true);
  });

  it('refuses a coupon whose usage limit is reached', () => {
    expect(applyCoupon(coupon({ usageLimit: 2, usedCount: 2 }), 5000, NOW)).toEqual({
      ok: false,
      message: 'Se ha alcanzado el límite de uso de este cupón.',
    });
    expect(applyCoupon(coupon({ usageLimit: 2, usedCount: 1 }), 5000, NOW).ok).toBe(true);
  });

  it('refuses a coupon the customer has used as many times as its limit per customer allows', () => {
    const once = coupon({ usageLimitPerCustomer: 1 });
    expect(applyCoupon(once, 5000, NOW, 1)).toEqual({
      ok: false,
      message: 'Ya ha usado este cupón el número máximo de veces.',
    });
    expect(applyCoupon(once, 5000, NOW, 0).ok).toBe(true);
    expect(applyCoupon(coupon({}), 5000, NOW, 40).ok).toBe(true);
  });

  it('refuses a disabled coupon, naming it, whatever the cart holds', () => {
    expect(applyCoupon(coupon({ enabled: false }), 5000, NOW)).toEqual({
      ok: false,
      message: 'El cupón «bienvenida10» está desactivado y ya no se puede usar.',
    });
  });

  it('compares codes without case or surrounding spaces', () => {
    expect(normaliseCouponCode('  BienVenida10 ')).toBe('bienvenida10');
  });
});
