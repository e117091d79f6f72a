/**
 * The fixture storefronts speak their platforms' documented cart APIs: these pin the request and answer
 * shapes the widget's tests rely on (field names, cents, status codes), so the fixtures cannot drift
 * into agreeing with a widget bug.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHOPIFY_VARIANTS,
  type ShopifyStore,
  startShopifyStore,
  startWixSite,
  WIX_PRODUCTS,
  WIX_STORES_APP_ID,
  type WixSite,
} from '../fixtures/storefronts/index.js';

let shop: ShopifyStore;
let wix: WixSite;
beforeAll(async () => {
  [shop, wix] = await Promise.all([startShopifyStore(), startWixSite()]);
});
afterAll(async () => {
  await Promise.all([shop?.close(), wix?.close()]);
});

/** A tiny cookie-keeping client: one visitor. */
function visitor(base: string) {
  let cookie = '';
  return async (path: string, init: { method?: string; json?: unknown; form?: string } = {}) => {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = init.form;
    }
    const res = await fetch(`${base}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0] as string;
    const text = await res.text();
    return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
  };
}

describe('the Shopify-style storefront', () => {
  it('serves pages carrying window.Shopify with the shop and its active currency', async () => {
    const page = await visitor(shop.url)('/');
    expect(page.body).toContain('window.Shopify = {"shop":"beckon-test.myshopify.com"');
    expect(page.body).toContain('"currency":{"active":"USD"');
  });

  it('starts with an empty cart in cents and the currency', async () => {
    const cart = await visitor(shop.url)('/cart.js');
    expect(cart.status).toBe(200);
    expect(cart.body).toMatchObject({ items: [], item_count: 0, total_price: 0, currency: 'USD' });
  });

  it('adds items posted as {items: [{id, quantity}]} and answers the added line items', async () => {
    const get = visitor(shop.url);
    const added = await get('/cart/add.js', { json: { items: [{ id: 40001, quantity: 2 }] } });
    expect(added.status).toBe(200);
    expect(added.body.items[0]).toMatchObject({
      id: 40001,
      variant_id: 40001,
      product_id: 7001,
      title: 'Rain coat - Small',
      quantity: 2,
      price: 12900,
      line_price: 25800,
    });
    await get('/cart/add.js', { form: 'id=40011&quantity=1' });
    const cart = await get('/cart.js');
    expect(cart.body).toMatchObject({ item_count: 3, total_price: 28300 });
    expect(cart.body.items.map((i: { variant_id: number }) => i.variant_id)).toEqual([40001, 40011]);
  });

  it('refuses an unavailable variant with 422 {status, message, description} and adds nothing', async () => {
    const get = visitor(shop.url);
    const boots = SHOPIFY_VARIANTS.find((v) => v.inventory === 0);
    const soldOut = await get('/cart/add.js', { json: { items: [{ id: boots?.id, quantity: 1 }] } });
    expect(soldOut).toEqual({
      status: 422,
      body: { status: 422, message: 'Cart Error', description: "The product 'Boots' is already sold out." },
    });
    const unknown = await get('/cart/add.js', { json: { items: [{ id: 1, quantity: 1 }] } });
    expect(unknown.body).toEqual({ status: 422, message: 'Cart Error', description: 'Cannot find variant' });
    expect((await get('/cart.js')).body.item_count).toBe(0);
  });

  it('changes a line by variant id or line number and answers the whole cart', async () => {
    const get = visitor(shop.url);
    await get('/cart/add.js', {
      json: {
        items: [
          { id: 40001, quantity: 1 },
          { id: 40011, quantity: 1 },
        ],
      },
    });
    const changed = await get('/cart/change.js', { json: { id: '40001', quantity: 3 } });
    expect(changed.body).toMatchObject({ item_count: 4, total_price: 3 * 12900 + 2500 });
    const removed = await get('/cart/change.js', { json: { line: 2, quantity: 0 } });
    expect(removed.body.items.map((i: { product_id: number }) => i.product_id)).toEqual([7001]);
    expect((await get('/cart/change.js', { json: { id: '999', quantity: 1 } })).status).toBe(400);
  });

  it('answers 500 on /cart.js while told to fail', async () => {
    shop.state.failCartJs = true;
    try {
      expect((await visitor(shop.url)('/cart.js')).status).toBe(500);
    } finally {
      shop.state.failCartJs = false;
    }
  });
});

describe('the Wix-style site', () => {
  const [shirt, hat, sandals] = WIX_PRODUCTS as [
    (typeof WIX_PRODUCTS)[0],
    (typeof WIX_PRODUCTS)[0],
    (typeof WIX_PRODUCTS)[0],
  ];
  const ref = (id: string, variantId?: string) => ({
    catalogReference: { appId: WIX_STORES_APP_ID, catalogItemId: id, ...(variantId ? { options: { variantId } } : {}) },
    quantity: 1,
  });

  it('serves pages carrying window.wixEmbedsAPI', async () => {
    expect((await visitor(wix.url)('/')).body).toContain('window.wixEmbedsAPI = {');
  });

  it('answers 404 for the current cart of a visitor without one', async () => {
    const res = await visitor(wix.url)('/ecom/v1/carts/current');
    expect(res.status).toBe(404);
    expect(res.body.details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');
  });

  it('creates a cart, adds line items to it and answers them with names and the subtotal', async () => {
    const get = visitor(wix.url);
    const created = await get('/ecom/v1/carts', { json: {} });
    expect(created.status).toBe(200);
    const id = created.body.cart.id as string;
    const added = await get(`/ecom/v1/carts/${id}/add-to-cart`, {
      json: { lineItems: [ref(shirt.id, shirt.variants[0]), ref(hat.id)] },
    });
    expect(added.status).toBe(200);
    const current = await get('/ecom/v1/carts/current');
    expect(current.body.cart).toMatchObject({ id, currency: 'USD', subtotal: { amount: '64.5' } });
    expect(current.body.cart.lineItems[0]).toMatchObject({
      quantity: 1,
      rootCatalogItemId: shirt.id,
      productName: { original: 'Linen shirt' },
      catalogReference: {
        appId: WIX_STORES_APP_ID,
        catalogItemId: shirt.id,
        options: { variantId: shirt.variants[0] },
      },
      price: { amount: '45' },
    });
  });

  it('refuses an out-of-stock product, another visitor’s cart and a wrong app id', async () => {
    const get = visitor(wix.url);
    const id = (await get('/ecom/v1/carts', { json: {} })).body.cart.id as string;
    expect((await get(`/ecom/v1/carts/${id}/add-to-cart`, { json: { lineItems: [ref(sandals.id)] } })).status).toBe(
      400,
    );
    const wrongApp = { catalogReference: { appId: 'other', catalogItemId: hat.id }, quantity: 1 };
    expect((await get(`/ecom/v1/carts/${id}/add-to-cart`, { json: { lineItems: [wrongApp] } })).status).toBe(400);
    const stranger = visitor(wix.url);
    expect((await stranger(`/ecom/v1/carts/${id}/add-to-cart`, { json: { lineItems: [ref(hat.id)] } })).status).toBe(
      404,
    );
    expect((await get('/ecom/v1/carts/current')).body.cart.lineItems).toEqual([]);
  });
});
