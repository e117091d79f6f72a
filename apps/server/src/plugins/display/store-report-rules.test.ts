import { describe, expect, it } from 'vitest';
import {
  DEDUP_WINDOW_MS,
  isAbandonedCart,
  type OpenReport,
  orderedValue,
  RECOVERY_WINDOW_MS,
  recoveredReport,
  SHOP_CART_ABANDONED_AFTER_MS,
  SHOP_CART_LOOKBACK_MS,
  takesSave,
} from './store-report-rules.js';

const NOW = new Date('2026-11-29T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const report = (over: Partial<OpenReport> = {}): OpenReport => ({
  reportId: '1',
  kind: 'cart',
  updatedAt: ago(60_000),
  recoveredAt: null,
  emptiedAt: null,
  totalValue: 40,
  ...over,
});

describe('a save updating the open report', () => {
  it('is taken by the open report of the same kind inside the window', () => {
    expect(takesSave(report(), 'cart', NOW)).toBe(true);
    expect(takesSave(report({ kind: 'abandonment' }), 'abandonment', NOW)).toBe(true);
  });

  it('starts a new report at the window’s end, which is an hour for browsing and a day for a cart', () => {
    expect(
      takesSave(report({ kind: 'abandonment', updatedAt: ago(DEDUP_WINDOW_MS.abandonment - 1) }), 'abandonment', NOW),
    ).toBe(true);
    expect(
      takesSave(report({ kind: 'abandonment', updatedAt: ago(DEDUP_WINDOW_MS.abandonment) }), 'abandonment', NOW),
    ).toBe(false);
    expect(DEDUP_WINDOW_MS.cart).toBe(24 * 3600_000);
    expect(takesSave(report({ updatedAt: ago(DEDUP_WINDOW_MS.cart - 1) }), 'cart', NOW)).toBe(true);
    expect(takesSave(report({ updatedAt: ago(DEDUP_WINDOW_MS.cart) }), 'cart', NOW)).toBe(false);
  });

  it('is never taken by a report of the other kind, a recovered or emptied report, or one from the future', () => {
    expect(takesSave(report({ kind: 'abandonment' }), 'cart', NOW)).toBe(false);
    expect(takesSave(report({ emptiedAt: ago(1000) }), 'cart', NOW)).toBe(false);
    expect(takesSave(report({ recoveredAt: ago(1000) }), 'cart', NOW)).toBe(false);
    expect(takesSave(report({ updatedAt: new Date(NOW.getTime() + 1000) }), 'cart', NOW)).toBe(false);
  });
});

describe('our own shop’s abandoned cart', () => {
  it('is a cart unchanged for an hour, and not one older than the look-back', () => {
    expect(isAbandonedCart(ago(SHOP_CART_ABANDONED_AFTER_MS - 1), NOW)).toBe(false);
    expect(isAbandonedCart(ago(SHOP_CART_ABANDONED_AFTER_MS), NOW)).toBe(true);
    expect(isAbandonedCart(ago(SHOP_CART_LOOKBACK_MS), NOW)).toBe(true);
    expect(isAbandonedCart(ago(SHOP_CART_LOOKBACK_MS + 1), NOW)).toBe(false);
  });
});

describe('the cart report an order recovers', () => {
  it('is the newest open cart report inside the recovery window', () => {
    const older = report({ reportId: 'older', updatedAt: ago(3 * 3600_000) });
    const newer = report({ reportId: 'newer', updatedAt: ago(3600_000) });
    expect(recoveredReport([older, newer], NOW)?.reportId).toBe('newer');
  });

  it('is one even after the cart was emptied, and none for browse reports, recovered reports or reports older than the window', () => {
    expect(recoveredReport([report({ kind: 'abandonment' })], NOW)).toBeNull();
    expect(recoveredReport([report({ recoveredAt: ago(10) })], NOW)).toBeNull();
    expect(recoveredReport([report({ emptiedAt: ago(10) })], NOW)).not.toBeNull();
    expect(recoveredReport([report({ updatedAt: ago(RECOVERY_WINDOW_MS + 1) })], NOW)).toBeNull();
    expect(recoveredReport([report({ updatedAt: ago(RECOVERY_WINDOW_MS) })], NOW)).not.toBeNull();
  });
});

describe('the value of an order', () => {
  it('is the sum of price times quantity in cents when every product names its price', () => {
    expect(
      orderedValue(
        [
          { quantity: 3, price: 0.1 },
          { quantity: 1, price: 19.99 },
        ],
        5,
      ),
    ).toBe(20.29);
  });

  it("is the cart's value when a product has no price or there are no products", () => {
    expect(orderedValue([{ quantity: 1, price: 2 }, { quantity: 1 }], 41.4)).toBe(41.4);
    expect(orderedValue([], 41.4)).toBe(41.4);
  });
});
