import '../test-dom';
import { describe, expect, it } from 'vitest';
import { newestFirst } from './cart-memory';
import { fromCartJs, fromWixCart } from './cart-read';
import { CART_REQUEST, cartJsPath, detectPlatform } from './platform';

describe('reading a /cart.js answer', () => {
  it('takes item_count, total_price in cents and each item’s variant_id, product_id, quantity and line_price', () => {
    const cart = fromCartJs({
      item_count: 3,
      total_price: 28300,
      currency: 'USD',
      items: [
        {
          variant_id: 40001,
          product_id: 7001,
          quantity: 2,
          line_price: 25800,
          product_title: 'Rain coat',
          product_type: 'Coats',
        },
        { variant_id: 40011, product_id: 7002, quantity: 1, line_price: 2500, title: 'Umbrella' },
      ],
    });
    expect(cart).toEqual({
      id: '',
      count: 3,
      value: 283,
      lines: [
        { ids: ['40001', '7001'], quantity: 2, value: 258 },
        { ids: ['40011', '7002'], quantity: 1, value: 25 },
      ],
      named: [
        { product_id: '7001', product_name: 'Rain coat', category: 'Coats' },
        { product_id: '7002', product_name: 'Umbrella', category: '' },
      ],
    });
  });

  it('refuses an answer whose documented fields are missing or renamed', () => {
    expect(() => fromCartJs({ item_count: 0, total_price: 0 })).toThrow();
    expect(() => fromCartJs({ items: [], itemCount: 0, total_price: 0 })).toThrow();
    expect(() => fromCartJs({ items: [], item_count: 0, totalPrice: 0 })).toThrow();
    expect(() =>
      fromCartJs({ items: [{ variant_id: 1, product_id: 2, qty: 1, line_price: 1 }], item_count: 1, total_price: 1 }),
    ).toThrow();
  });
});

describe('reading a carts/current answer', () => {
  it('takes lineItems (variant and root catalog item ids, quantity, price.amount) and subtotal.amount', () => {
    const cart = fromWixCart({
      cart: {
        id: 'c1',
        lineItems: [
          {
            quantity: 2,
            rootCatalogItemId: 'p1',
            catalogReference: { catalogItemId: 'p1', appId: 'a', options: { variantId: 'v1' } },
            price: { amount: '45' },
          },
          {
            quantity: 1,
            rootCatalogItemId: 'p2',
            catalogReference: { catalogItemId: 'p2', appId: 'a' },
            price: { amount: '19.5' },
          },
        ],
        subtotal: { amount: '109.5' },
      },
    });
    expect(cart).toEqual({
      id: 'c1',
      count: 3,
      value: 109.5,
      lines: [
        { ids: ['v1', 'p1'], quantity: 2, value: 90 },
        { ids: ['p2'], quantity: 1, value: 19.5 },
      ],
    });
  });

  it('refuses an answer without the cart’s lineItems or subtotal', () => {
    expect(() => fromWixCart({ lineItems: [] })).toThrow();
    expect(() => fromWixCart({ cart: { id: 'c', lineItems: [] } })).toThrow();
  });
});

describe('the recent product lists', () => {
  it('keep at most 3 ids, newest first, without repeats', () => {
    expect(newestFirst(null, ['1'])).toBe('1');
    expect(newestFirst('1,2,3', ['4'])).toBe('4,1,2');
    expect(newestFirst('1,2,3', ['2'])).toBe('2,1,3');
  });
});

describe('the platform of a page', () => {
  it('is the store platform with window.Shopify, the site builder with window.wixEmbedsAPI, the own shop with its marker', () => {
    expect(detectPlatform({ Shopify: {} }, document)).toBe('shopify');
    expect(detectPlatform({ wixEmbedsAPI: {} }, document)).toBe('wix');
    expect(detectPlatform({}, document)).toBeNull();
    const el = document.createElement('script');
    el.dataset.beckonShop = '/carrito.json';
    document.body.append(el);
    try {
      expect(detectPlatform({}, document)).toBe('beckon');
      expect(cartJsPath('beckon', {}, document)).toBe('/carrito.json');
      el.dataset.beckonShop = '//evil.example/cart';
      expect(cartJsPath('beckon', {}, document)).toBe('/carrito.json');
    } finally {
      el.remove();
    }
  });

  it('reads /cart.js under the store’s locale root', () => {
    expect(cartJsPath('shopify', { Shopify: {} }, document)).toBe('/cart.js');
    expect(cartJsPath('shopify', { Shopify: { routes: { root: '/fr' } } }, document)).toBe('/fr/cart.js');
    expect(cartJsPath('shopify', { Shopify: { routes: { root: '/fr/' } } }, document)).toBe('/fr/cart.js');
  });

  it('watches the cart-changing paths of each platform, not its reads', () => {
    expect(CART_REQUEST.shopify.test('/cart/add.js')).toBe(true);
    expect(CART_REQUEST.shopify.test('/fr/cart/change')).toBe(true);
    expect(CART_REQUEST.shopify.test('/cart.js')).toBe(false);
    expect(CART_REQUEST.wix.test('/ecom/v1/carts/abc/add-to-cart')).toBe(true);
    expect(CART_REQUEST.beckon.test('/carrito/anadir')).toBe(true);
    expect(CART_REQUEST.beckon.test('/carrito.json')).toBe(false);
  });
});
