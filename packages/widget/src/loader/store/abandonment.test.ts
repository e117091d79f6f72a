import '../test-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { privacy } from '../storage';
import { cartContext } from './index';

const ORIGIN = 'https://display.example';
const CLIENT_ID = 'a1b2c3d4e5f60';
const SAVE = `${ORIGIN}/api/display/browse-abandonment`;
const reporter = { origin: ORIGIN, clientId: CLIENT_ID, ctx: {} } as Parameters<typeof cartContext>[0];

/** A carts/current answer as Wix's eCommerce reference shapes it (amounts as decimal strings). */
const wixCart = {
  cart: {
    id: '5e1f8a52-0000-4000-8000-00000000c0de',
    lineItems: [
      {
        quantity: 2,
        rootCatalogItemId: 'a1b2c3d4-0000-4000-8000-000000000001',
        catalogReference: { catalogItemId: 'a1b2c3d4-0000-4000-8000-000000000001', appId: 'x' },
        productName: { original: 'Linen shirt' },
        price: { amount: '45' },
      },
    ],
    subtotal: { amount: '90' },
  },
};
/** A /cart.js answer as the store platform documents it (amounts in cents). */
const cartJs = {
  item_count: 1,
  total_price: 2500,
  items: [{ variant_id: 40011, product_id: 7002, quantity: 1, line_price: 2500, product_title: 'Umbrella' }],
};

let fetch: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
const saves = () =>
  fetch.mock.calls
    .map(([u]) => String(u))
    .filter((u) => u.startsWith(SAVE))
    .map((u) => new URL(u).searchParams);

beforeEach(() => {
  fetch = vi.fn(
    async (url: string) =>
      new Response(JSON.stringify(String(url).includes('/ecom/v1/carts/current') ? wixCart : cartJs)),
  );
  vi.stubGlobal('fetch', fetch);
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  privacy.on = false;
  vi.unstubAllGlobals();
  for (const k of ['Shopify', 'ShopifyAnalytics', 'wixEmbedsAPI']) Reflect.deleteProperty(window, k);
});

/** A store-platform page whose analytics name the signed-in customer `customerId`. */
const signedInOnStorePlatform = (customerId: number) =>
  Object.assign(window, {
    Shopify: { shop: 'x.myshopify.com' },
    ShopifyAnalytics: { meta: { page: { customerId } } },
  });

describe("the store chunk's abandonment saves", () => {
  it('saves a signed-in store-platform customer’s cart with its named products and value', async () => {
    signedInOnStorePlatform(207119551);
    const fields = await cartContext(reporter, false);
    expect(fields.store_integration_customer_id).toBe('207119551');
    await vi.waitFor(() => expect(saves()).toHaveLength(1));
    const cart = saves()[0];
    expect(cart?.get('customer')).toBe('207119551');
    expect(cart?.get('data_for')).toBe('cart');
    expect(cart?.get('total_cart_value')).toBe('25');
    expect(JSON.parse(cart?.get('products') ?? '')).toEqual([
      { product_id: '7002', product_name: 'Umbrella', category: '' },
    ]);
  });

  it('sends nothing for a store-platform customer in private mode', async () => {
    signedInOnStorePlatform(7);
    const fields = await cartContext(reporter, true);
    expect(fields.store_integration_customer_id).toBe('');
    expect(saves()).toHaveLength(0);
  });

  // Wix documents no member call for pasted custom code (docs/deviations.md): a member-looking method on
  // `wixEmbedsAPI` is not read, so the site builder never names a customer nor sends an abandonment save.
  it('names no customer and sends no save on the site builder, whatever wixEmbedsAPI offers', async () => {
    const getCurrentMember = vi.fn(async () => ({ id: 'f32cbc51-a331-442b-86c2-2c664613e8b9' }));
    Object.assign(window, { wixEmbedsAPI: { getCurrentMember } });
    const fields = await cartContext(reporter, false);
    expect(fields.store_integration).toBe('wix');
    expect(fields.store_integration_customer_id).toBe('');
    expect(fields.cart_total_price).toBe(90);
    expect(getCurrentMember).not.toHaveBeenCalled();
    expect(saves()).toHaveLength(0);
  });
});
