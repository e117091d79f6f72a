import { describe, expect, it } from 'vitest';
import { orderSource, recordedByBeckon } from './store-orders.js';

describe('where a store order came from', () => {
  it('is the store platform for an order saved from its order status page', () => {
    expect(orderSource('shopify_orders:5512')).toBe('store');
  });

  it('is the site builder for an order the server read from its orders', () => {
    expect(orderSource('wix_orders:7f1c-22')).toBe('site_builder');
  });

  it('is our own shop for an order of its checkout', () => {
    expect(orderSource('shop_orders:1042')).toBe('shop');
  });

  it('is a store platform call for any other source the caller names, empty included', () => {
    for (const table of ['Stores/Orders', '', 'shopify_orders', 'SHOP_ORDERS:1', ' wix_orders:1'])
      expect(orderSource(table), table).toBe('store_call');
  });
});

describe('a source Beckon records itself', () => {
  it('is our own shop’s and the site builder’s, never a store platform’s or a caller’s own', () => {
    expect(['shop_orders:1', 'wix_orders:a'].map(recordedByBeckon)).toEqual([true, true]);
    expect(['shopify_orders:1', 'Stores/Orders', ''].map(recordedByBeckon)).toEqual([false, false, false]);
  });
});
