import '../test-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beaconJson } from '../fixtures';
import { privacy } from '../storage';
import { cartContext } from './index';
import { ORDERED } from './order-memory';
import { fromShopifyCheckout } from './order-read';
import { saveOrder } from './order-send';

const ORIGIN = 'https://display.example';
const CLIENT_ID = 'a1b2c3d4e5f60';
const SAVE = `${ORIGIN}/api/display/wix/save-ordered-products`;
const reporter = { origin: ORIGIN, clientId: CLIENT_ID, ctx: {} } as Parameters<typeof saveOrder>[0];

/** `Shopify.checkout` on the order status page, as the Checkout resource documents it (amounts as strings). */
const checkout = (orderId: number | null = 450789469) => ({
  order_id: orderId,
  customer_id: 207119551,
  currency: 'USD',
  total_price: '418.00',
  line_items: [
    { product_id: 632910392, variant_id: 39072856, title: 'IPod Nano - 8GB', price: '199.00', quantity: 2 },
    { product_id: 921728736, variant_id: 447654529, title: 'IPod Touch 8GB', price: '20.00', quantity: 1 },
  ],
});

const beacons = () =>
  vi
    .mocked(navigator.sendBeacon)
    .mock.calls.filter(([u]) => u === SAVE)
    .map(([, b]) => b);

beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: vi.fn(() => true) });
  localStorage.clear();
});
afterEach(() => {
  privacy.on = false;
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(window, 'Shopify');
});

describe("reading the store platform's order", () => {
  it('takes the order id, customer and each line’s product id, title, quantity and unit price', () => {
    expect(fromShopifyCheckout(checkout())).toEqual({
      id: '450789469',
      customer: '207119551',
      products: [
        { product_id: '632910392', product_name: 'IPod Nano - 8GB', category: '', quantity: 2, price: 199 },
        { product_id: '921728736', product_name: 'IPod Touch 8GB', category: '', quantity: 1, price: 20 },
      ],
    });
  });

  it('finds no order before the order exists, off a thank-you page, or in another shape', () => {
    expect(fromShopifyCheckout(checkout(null))).toBeNull();
    expect(fromShopifyCheckout(undefined)).toBeNull();
    expect(fromShopifyCheckout({ order_id: 5, items: [] })).toBeNull();
    expect(fromShopifyCheckout({ order_id: 5, line_items: [{ title: 'no product id', quantity: 1 }] })).toBeNull();
  });

  it('leaves out lines without a whole quantity and a price that is not an amount', () => {
    const order = fromShopifyCheckout({
      order_id: '7',
      line_items: [
        { product_id: 1, title: 'A', quantity: 0, price: '1.00' },
        { product_id: 2, title: 'B', quantity: 1.5, price: '1.00' },
        { product_id: 3, title: 'C', quantity: 1, price: 'free' },
      ],
    });
    expect(order?.products).toEqual([{ product_id: '3', product_name: 'C', category: '', quantity: 1 }]);
  });
});

describe('the ordered-products save', () => {
  it('sends the spec’s payload once per order, however often the page is opened', async () => {
    saveOrder(reporter, fromShopifyCheckout(checkout()), 'shopify_orders');
    saveOrder(reporter, fromShopifyCheckout(checkout()), 'shopify_orders');
    expect(beacons()).toHaveLength(1);
    expect(await beaconJson(beacons()[0])).toEqual({
      client_id: CLIENT_ID,
      customer_id: '207119551',
      products: fromShopifyCheckout(checkout())?.products,
      source_table: 'shopify_orders:450789469',
    });
    saveOrder(reporter, fromShopifyCheckout(checkout(450789470)), 'shopify_orders');
    expect(beacons()).toHaveLength(2);
  });

  it('sends and keeps nothing in private mode, and removes the list an earlier visit kept', () => {
    localStorage.setItem(ORDERED, '450789468');
    privacy.on = true;
    saveOrder(reporter, fromShopifyCheckout(checkout()), 'shopify_orders');
    expect(beacons()).toHaveLength(0);
    expect(localStorage.getItem(ORDERED)).toBeNull();
  });

  /** The store platform's thank-you page for checkout(), its cart emptied. */
  const onStorePlatformThankYouPage = () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ item_count: 0, total_price: 0, items: [] }))),
    );
    Object.assign(window, { Shopify: { shop: 'x.myshopify.com', checkout: checkout() } });
  };

  it('is sent by the store chunk on the store platform’s thank-you page, and not again on a reload', async () => {
    onStorePlatformThankYouPage();
    await cartContext(reporter, false);
    await cartContext(reporter, false);
    expect(beacons()).toHaveLength(1);
  });

  it('is not sent by the store chunk in private mode', async () => {
    onStorePlatformThankYouPage();
    await cartContext(reporter, true);
    expect(beacons()).toHaveLength(0);
  });
});
