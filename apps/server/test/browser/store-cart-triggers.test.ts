/**
 * Cart triggers end to end in Chromium (spec §4 "Cart triggers", §7 store-site calls, §8 "Cart Error"): the
 * fixture storefronts (test/fixtures/storefronts) speak the store platform's and the site builder's cart
 * APIs on loopback, with the one-line snippet on their pages and the real display service behind it. Each
 * scenario arms two bars, one whose rule the cart change meets and one whose rule it does not: the first
 * must appear, and the second must never even ask for its design (a fired pop-up asks at once, before the
 * first one can be on screen).
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, insertPopup } from '../../src/seed.js';
import {
  type ShopifyStore,
  startShopifyStore,
  startWixSite,
  WIX_PRODUCTS,
  WIX_STORES_APP_ID,
  type WixSite,
} from '../fixtures/storefronts/index.js';
import { launchChromium } from '../helpers/browser.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';

let server: RunningServer;
let browser: Browser;
let shop: ShopifyStore;
let wix: WixSite;

beforeAll(async () => {
  [server, browser, shop, wix] = await Promise.all([
    startServer(),
    launchChromium(),
    startShopifyStore(),
    startWixSite(),
  ]);
});
afterAll(async () => {
  await Promise.all([shop?.close(), wix?.close()]);
  await browser?.close();
  await server?.close();
});

type Triggers = NonNullable<Parameters<typeof insertPopup>[1]['triggers']>;
let accounts = 0;

/** A fresh account with bars `…1` (`first`) and `…2` (`second`); answers its client id and the two bar ids. */
async function account(first: Triggers, second: Triggers): Promise<{ client: string; ids: [string, string] }> {
  accounts++;
  const client = `ca27ca27${String(accounts).padStart(4, '0')}f`;
  await insertAccount(server.db, { accountId: client, name: `Cart ${accounts}` });
  const ids: [string, string] = [`${client.slice(0, 12)}1`, `${client.slice(0, 12)}2`];
  for (const [i, triggers] of [first, second].entries()) {
    const id = ids[i] as string;
    await insertPopup(server.db, {
      accountId: client,
      poptinId: id,
      name: id,
      type: 'bar',
      triggers,
      design: { screens: { main: [{ kind: 'heading', text: id }] } },
    });
  }
  return { client, ids };
}

const pixel = (client: string, extra = '') =>
  `<script id="beckon-pixel"${extra} src="${server.origin}/widget/loader.js?id=${client}" async></script>`;

interface Visit {
  page: Page;
  /** Every request the page made, as URLs. */
  asked: string[];
  console: string[];
  /** The display request's body. */
  display: Promise<Record<string, unknown>>;
}

/** Opens `url` in a fresh context; resolves once the display service has answered. */
async function visit(url: string, client: string): Promise<Visit> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const asked: string[] = [];
  const logged: string[] = [];
  page.on('request', (r: Request) => asked.push(r.url()));
  page.on('console', (m) => logged.push(m.text()));
  const answered = page.waitForResponse((r) => r.url() === `${server.origin}/api/display/${client}`);
  await page.goto(url);
  const response = await answered;
  return {
    page,
    asked,
    console: logged,
    display: Promise.resolve(JSON.parse(response.request().postData() ?? '{}')),
  };
}

const bar = (page: Page, id: string) => page.locator(`[data-beckon-popup="${id}"]`);

/** The first bar appears; the second asked for nothing, so it never fired. */
async function shownNotOther(v: Visit, shown: string, other: string): Promise<void> {
  await bar(v.page, shown).waitFor({ state: 'attached', timeout: 15_000 });
  expect(v.asked.filter((u) => u.includes(other))).toEqual([]);
  expect(await bar(v.page, other).count()).toBe(0);
}

/** Runs `body` (a cart request) in the page and waits for the cart read that follows it. */
async function cartRequest(v: Visit, readPath: string, body: string): Promise<void> {
  const reread = v.page.waitForResponse((r) => new URL(r.url()).pathname === readPath);
  await v.page.evaluate(body);
  await reread;
}

const cartTrigger = (t: Partial<Triggers>): Triggers => ({ shopify_cart_trigger_active: true, ...t });
const wixTrigger = (t: Partial<Triggers>): Triggers => ({ wix_cart_trigger_active: true, ...t });

describe('cart triggers on the store platform', () => {
  const addJs = (id: number, quantity = 1) =>
    `fetch('/cart/add.js', {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify({items: [{id: ${id}, quantity: ${quantity}}]})})`;

  it('fires added_product for a listed product id, not for another one, and sends the cart in the display request', async () => {
    const { client, ids } = await account(
      cartTrigger({ shopify_cart_trigger_action: 'added_product', shopify_cart_trigger_products: '7001' }),
      cartTrigger({ shopify_cart_trigger_action: 'added_product', shopify_cart_trigger_products: '7002, 40011' }),
    );
    shop.state.bodyHtml = pixel(client);
    const v = await visit(`${shop.url}/products/rain-coat`, client);
    expect(await v.display).toMatchObject({
      store_integration: 'shopify',
      cart_item_count: 0,
      cart_total_price: 0,
      product_ids: [],
      triggers: [],
    });
    // Nothing yet: the cart has not changed.
    expect(await bar(v.page, ids[0]).count()).toBe(0);
    await cartRequest(v, '/cart.js', addJs(40001));
    await shownNotOther(v, ids[0], ids[1]);
    // The viewed variant went into the recent list; the cart's product ids are kept.
    expect(
      await v.page.evaluate(() => [
        localStorage.getItem('poptin_shopify_recent_product_id'),
        localStorage.getItem('poptin_shopify_cart_product_id'),
      ]),
    ).toEqual(['40001', '7001']);
    await v.page.context().close();
  });

  it('fires removed_product on an emptied cart (requests sent with XMLHttpRequest), not for a product never in it', async () => {
    const { client, ids } = await account(
      cartTrigger({ shopify_cart_trigger_action: 'removed_product', shopify_cart_trigger_products: 'empty_cart' }),
      cartTrigger({ shopify_cart_trigger_action: 'removed_product', shopify_cart_trigger_products: '7002' }),
    );
    shop.state.bodyHtml = pixel(client);
    const v = await visit(`${shop.url}/`, client);
    const xhr = (path: string, form: string) =>
      `new Promise((done) => { const x = new XMLHttpRequest(); x.open('POST', '${path}'); x.setRequestHeader('content-type', 'application/x-www-form-urlencoded'); x.onloadend = done; x.send('${form}'); })`;
    await cartRequest(v, '/cart.js', xhr('/cart/add.js', 'id=40001&quantity=1'));
    expect(await bar(v.page, ids[0]).count()).toBe(0);
    await cartRequest(v, '/cart.js', xhr('/cart/change.js', 'id=40001&quantity=0'));
    await shownNotOther(v, ids[0], ids[1]);
    await v.page.context().close();
  });

  /** A page of the store whose cart already holds `quantity` of `variant`, put there before the pixel was. */
  async function visitWithCart(client: string, variant: number, quantity: number): Promise<Visit> {
    shop.state.bodyHtml = '';
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${shop.url}/`);
    await page.evaluate(addJs(variant, quantity));
    shop.state.bodyHtml = pixel(client);
    const asked: string[] = [];
    const logged: string[] = [];
    page.on('request', (r) => asked.push(r.url()));
    page.on('console', (m) => logged.push(m.text()));
    const answered = page.waitForResponse((r) => r.url() === `${server.origin}/api/display/${client}`);
    await page.goto(`${shop.url}/`);
    const body = JSON.parse((await answered).request().postData() ?? '{}');
    return { page, asked, console: logged, display: Promise.resolve(body) };
  }

  it('fires added_product for any product when one is added, not when a quantity is lowered', async () => {
    const { client, ids } = await account(
      cartTrigger({ shopify_cart_trigger_action: 'added_product', shopify_cart_trigger_products: 'any_product' }),
      cartTrigger({ shopify_cart_trigger_action: 'removed_product', shopify_cart_trigger_products: 'any_product' }),
    );
    const v = await visitWithCart(client, 40001, 2);
    expect(await v.display).toMatchObject({ cart_item_count: 2, triggers: [] });
    // Two coats down to one: the removal bar is the witness that this reading was judged.
    await cartRequest(
      v,
      '/cart.js',
      `fetch('/cart/change.js', {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify({id: '40001', quantity: 1})})`,
    );
    await shownNotOther(v, ids[1], ids[0]);
    // An umbrella, a product not in the cart before: any product added.
    await cartRequest(v, '/cart.js', addJs(40011));
    await bar(v.page, ids[0]).waitFor({ state: 'attached', timeout: 15_000 });
    await v.page.context().close();
  });

  it('fires added_product on empty_cart for the first product into an empty cart, not for an add to a full one', async () => {
    const { client, ids } = await account(
      cartTrigger({ shopify_cart_trigger_action: 'added_product', shopify_cart_trigger_products: 'empty_cart' }),
      cartTrigger({ shopify_cart_trigger_action: 'added_product', shopify_cart_trigger_products: 'any_product' }),
    );
    const v = await visitWithCart(client, 40001, 1);
    // An umbrella beside the coat: the any-product bar is the witness; the cart was not empty before.
    await cartRequest(v, '/cart.js', addJs(40011));
    await shownNotOther(v, ids[1], ids[0]);
    // Emptied: a removal, not an add.
    await cartRequest(
      v,
      '/cart.js',
      `fetch('/cart/clear.js', {method: 'POST', headers: {'content-type': 'application/json'}, body: '{}'})`,
    );
    await expect
      .poll(() => v.page.evaluate(() => JSON.parse(localStorage.getItem('poptin_cart_reading') ?? '{}').count))
      .toBe(0);
    expect(v.asked.filter((u) => u.includes(ids[0]))).toEqual([]);
    // The first product into the empty cart.
    await cartRequest(v, '/cart.js', addJs(40001));
    await bar(v.page, ids[0]).waitFor({ state: 'attached', timeout: 15_000 });
    await v.page.context().close();
  });

  it('fires cart_item greater than 2 at the third item, not cart_value of at least 1000 at 387', async () => {
    const { client, ids } = await account(
      cartTrigger({
        shopify_cart_trigger_action: 'cart_item',
        shopify_cart_trigger_cart_spec_filter: 'greater_than',
        shopify_cart_trigger_cart_spec_value: 2,
      }),
      cartTrigger({
        shopify_cart_trigger_action: 'cart_value',
        shopify_cart_trigger_cart_spec_filter: 'greater_than_or_equal',
        shopify_cart_trigger_cart_spec_value: 1000,
      }),
    );
    shop.state.bodyHtml = pixel(client);
    const v = await visit(`${shop.url}/`, client);
    await cartRequest(v, '/cart.js', addJs(40001, 2));
    expect(await bar(v.page, ids[0]).count()).toBe(0);
    await cartRequest(v, '/cart.js', addJs(40001, 1));
    await shownNotOther(v, ids[0], ids[1]);
    await v.page.context().close();
  });

  it('fires cart_value equal to the cart on arrival, and sends the cart already there', async () => {
    const { client, ids } = await account(
      cartTrigger({
        shopify_cart_trigger_action: 'cart_value',
        shopify_cart_trigger_cart_spec_filter: 'equal',
        shopify_cart_trigger_cart_spec_value: 25,
      }),
      cartTrigger({
        shopify_cart_trigger_action: 'cart_value',
        shopify_cart_trigger_cart_spec_filter: 'greater_than',
        shopify_cart_trigger_cart_spec_value: 25,
      }),
    );
    shop.state.bodyHtml = '';
    const context = await browser.newContext();
    const first = await context.newPage();
    await first.goto(`${shop.url}/`);
    await first.evaluate(addJs(40011));
    shop.state.bodyHtml = pixel(client);
    const answered = first.waitForResponse((r) => r.url() === `${server.origin}/api/display/${client}`);
    const asked: string[] = [];
    first.on('request', (r) => asked.push(r.url()));
    await first.goto(`${shop.url}/`);
    const body = JSON.parse((await answered).request().postData() ?? '{}');
    expect(body).toMatchObject({
      cart_item_count: 1,
      cart_total_price: 25,
      product_ids: ['7002'],
      variant_ids: ['40011'],
    });
    await shownNotOther({ page: first, asked, console: [], display: Promise.resolve(body) }, ids[0], ids[1]);
    await context.close();
  });

  it('shows nothing and logs "Cart Error" when /cart.js fails', async () => {
    const { client, ids } = await account(
      cartTrigger({
        shopify_cart_trigger_action: 'cart_item',
        shopify_cart_trigger_cart_spec_filter: 'greater_than_or_equal',
        shopify_cart_trigger_cart_spec_value: 0,
      }),
      {},
    );
    shop.state.bodyHtml = pixel(client);
    shop.state.failCartJs = true;
    try {
      const v = await visit(`${shop.url}/`, client);
      // The bar without a trigger shows on arrival: the page ran.
      await bar(v.page, ids[1]).waitFor({ state: 'attached', timeout: 15_000 });
      expect(v.console.some((m) => m.includes('Cart Error'))).toBe(true);
      expect(v.asked.filter((u) => u.includes(ids[0]))).toEqual([]);
      // The cart fields are left out: the service takes its defaults.
      const body = await v.display;
      expect(body.store_integration).toBe('shopify');
      expect(body.cart_item_count).toBeUndefined();
      await v.page.context().close();
    } finally {
      shop.state.failCartJs = false;
    }
  });
});

describe('abandonment saves on the store platform', () => {
  it('sends a signed-in customer’s viewed product and cart, and nothing for a visitor signed out', async () => {
    const { client } = await account({}, {});
    const context = await browser.newContext();
    const page = await context.newPage();
    shop.state.bodyHtml = '';
    await page.goto(`${shop.url}/`);
    await page.evaluate(
      `fetch('/cart/add.js', {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify({items: [{id: 40011, quantity: 2}]})})`,
    );
    shop.state.bodyHtml = pixel(client);
    const saves: URL[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${server.origin}/api/display/browse-abandonment`)) saves.push(new URL(r.url()));
    });
    // Signed out: the save needs a customer, so none is sent.
    const signedOut = page.waitForResponse((r) => r.url() === `${server.origin}/api/display/${client}`);
    await page.goto(`${shop.url}/products/rain-coat?variant=40002`);
    await signedOut;
    shop.state.customerId = 5550001;
    try {
      const both = Promise.all(
        ['abandonment', 'cart'].map((kind) =>
          page.waitForResponse(
            (r) => r.url().includes('/api/display/browse-abandonment') && r.url().includes(`data_for=${kind}`),
          ),
        ),
      );
      await page.goto(`${shop.url}/products/rain-coat?variant=40002`);
      const answers = await both;
      expect(answers.map((a) => a.ok())).toEqual([true, true]);
      const byKind = Object.fromEntries(saves.map((u) => [u.searchParams.get('data_for'), u.searchParams]));
      expect(saves).toHaveLength(2);
      expect(byKind.abandonment?.get('customer')).toBe('5550001');
      expect(JSON.parse(byKind.abandonment?.get('products') ?? '[]')).toEqual([
        { product_id: '7001', product_name: 'Rain coat - Large', category: 'Rainwear' },
      ]);
      expect(byKind.cart?.get('client_id')).toBe(client);
      expect(byKind.cart?.get('total_cart_value')).toBe('50');
      expect(JSON.parse(byKind.cart?.get('products') ?? '[]')).toEqual([
        { product_id: '7002', product_name: 'Umbrella', category: 'Rainwear' },
      ]);
    } finally {
      shop.state.customerId = null;
      await context.close();
    }
  });
});

describe('cart triggers on the site-builder platform', () => {
  const [shirt, hat] = WIX_PRODUCTS as [(typeof WIX_PRODUCTS)[0], (typeof WIX_PRODUCTS)[0]];
  const wixPixel = (client: string) => pixel(client, ` data-wix-api="${wix.url}"`);
  const createAndAdd = (productId: string, variantId?: string) => `(async () => {
      const created = await (await fetch('/ecom/v1/carts', {method: 'POST', headers: {'content-type': 'application/json'}, body: '{}'})).json();
      await fetch('/ecom/v1/carts/' + created.cart.id + '/add-to-cart', {method: 'POST', headers: {'content-type': 'application/json'},
        body: JSON.stringify({lineItems: [{catalogReference: {appId: '${WIX_STORES_APP_ID}', catalogItemId: '${productId}'${
          variantId ? `, options: {variantId: '${variantId}'}` : ''
        }}, quantity: 1}]})});
    })()`;

  it('fires added_product for any product, not removed_product, and keeps the recent product ids', async () => {
    const { client, ids } = await account(
      wixTrigger({ shopify_cart_trigger_action: 'added_product' }),
      wixTrigger({ shopify_cart_trigger_action: 'removed_product' }),
    );
    wix.state.bodyHtml = wixPixel(client);
    const v = await visit(`${wix.url}/`, client);
    expect(await v.display).toMatchObject({ store_integration: 'wix', wix_cart_id: '', cart_item_count: 0 });
    await cartRequest(v, '/ecom/v1/carts/current', createAndAdd(shirt.id, shirt.variants[0]));
    await shownNotOther(v, ids[0], ids[1]);
    expect(await v.page.evaluate(() => localStorage.getItem('poptin_wix_recent_product_id'))).toBe(shirt.id);
    await v.page.context().close();
  });

  it('does not fire a store-platform-only trigger on a site-builder page, and sends the cart id', async () => {
    const { client, ids } = await account(
      wixTrigger({ shopify_cart_trigger_action: 'added_product', shopify_cart_trigger_products: hat.id }),
      cartTrigger({ shopify_cart_trigger_action: 'added_product' }),
    );
    wix.state.bodyHtml = '';
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${wix.url}/`);
    await page.evaluate(createAndAdd(shirt.id, shirt.variants[1]));
    wix.state.bodyHtml = wixPixel(client);
    const v = await (async () => {
      const asked: string[] = [];
      page.on('request', (r) => asked.push(r.url()));
      const answered = page.waitForResponse((r) => r.url() === `${server.origin}/api/display/${client}`);
      await page.goto(`${wix.url}/`);
      const body = JSON.parse((await answered).request().postData() ?? '{}');
      return { page, asked, console: [], display: Promise.resolve(body) } as Visit;
    })();
    const body = await v.display;
    expect(body.wix_cart_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toMatchObject({ cart_item_count: 1, cart_total_price: 45, product_ids: [shirt.id] });
    await cartRequest(
      v,
      '/ecom/v1/carts/current',
      `(async () => {
      const cart = (await (await fetch('/ecom/v1/carts/current')).json()).cart;
      await fetch('/ecom/v1/carts/' + cart.id + '/add-to-cart', {method: 'POST', headers: {'content-type': 'application/json'},
        body: JSON.stringify({lineItems: [{catalogReference: {appId: '${WIX_STORES_APP_ID}', catalogItemId: '${hat.id}'}, quantity: 1}]})});
    })()`,
    );
    await shownNotOther(v, ids[0], ids[1]);
    await context.close();
  });

  it('fires cart_value at least 45 on a 45 cart, not cart_item greater than 1 on its one item', async () => {
    const { client, ids } = await account(
      wixTrigger({
        shopify_cart_trigger_action: 'cart_value',
        shopify_cart_trigger_cart_spec_filter: 'greater_than_or_equal',
        shopify_cart_trigger_cart_spec_value: 45,
      }),
      wixTrigger({
        shopify_cart_trigger_action: 'cart_item',
        shopify_cart_trigger_cart_spec_filter: 'greater_than',
        shopify_cart_trigger_cart_spec_value: 1,
      }),
    );
    wix.state.bodyHtml = wixPixel(client);
    const v = await visit(`${wix.url}/`, client);
    expect(await v.display).toMatchObject({ cart_item_count: 0, cart_total_price: 0 });
    expect(v.asked.filter((u) => u.includes(ids[0]))).toEqual([]);
    await cartRequest(v, '/ecom/v1/carts/current', createAndAdd(shirt.id, shirt.variants[0]));
    await shownNotOther(v, ids[0], ids[1]);
    await v.page.context().close();
  });

  it('fires removed_product when the cart empties, not for a listed product that was never in it', async () => {
    const { client, ids } = await account(
      wixTrigger({ shopify_cart_trigger_action: 'removed_product', shopify_cart_trigger_products: 'empty_cart' }),
      wixTrigger({ shopify_cart_trigger_action: 'removed_product', shopify_cart_trigger_products: hat.id }),
    );
    wix.state.bodyHtml = wixPixel(client);
    const v = await visit(`${wix.url}/`, client);
    await cartRequest(v, '/ecom/v1/carts/current', createAndAdd(shirt.id, shirt.variants[0]));
    await expect
      .poll(() => v.page.evaluate(() => JSON.parse(localStorage.getItem('poptin_cart_reading') ?? '{}').count))
      .toBe(1);
    await cartRequest(
      v,
      '/ecom/v1/carts/current',
      `(async () => {
      const cart = (await (await fetch('/ecom/v1/carts/current')).json()).cart;
      await fetch('/ecom/v1/carts/' + cart.id + '/remove-line-items', {method: 'POST', headers: {'content-type': 'application/json'},
        body: JSON.stringify({lineItemIds: cart.lineItems.map((l) => l.id)})});
    })()`,
    );
    await shownNotOther(v, ids[0], ids[1]);
    await v.page.context().close();
  });

  it('shows nothing and logs "Cart Error" when the current cart fails with other than 404', async () => {
    const { client, ids } = await account(
      wixTrigger({
        shopify_cart_trigger_action: 'cart_item',
        shopify_cart_trigger_cart_spec_filter: 'greater_than_or_equal',
        shopify_cart_trigger_cart_spec_value: 0,
      }),
      {},
    );
    wix.state.bodyHtml = wixPixel(client);
    wix.state.failCurrentCart = true;
    try {
      const v = await visit(`${wix.url}/`, client);
      await bar(v.page, ids[1]).waitFor({ state: 'attached', timeout: 15_000 });
      expect(v.console.some((m) => m.includes('Cart Error'))).toBe(true);
      expect(v.asked.filter((u) => u.includes(ids[0]))).toEqual([]);
      await v.page.context().close();
    } finally {
      wix.state.failCurrentCart = false;
    }
  });
});

describe('a page without a store platform', () => {
  it('fetches no store chunk and reads no cart, and its cart-triggered pop-up never shows', async () => {
    const { client, ids } = await account(
      cartTrigger({
        shopify_cart_trigger_action: 'cart_item',
        shopify_cart_trigger_cart_spec_filter: 'greater_than_or_equal',
        shopify_cart_trigger_cart_spec_value: 0,
      }),
      {},
    );
    shop.state.bodyHtml = pixel(client);
    const context = await browser.newContext();
    const page = await context.newPage();
    // The store's pages carry window.Shopify; strip it before any script runs.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'Shopify', { set() {}, get: () => undefined, configurable: true });
    });
    const asked: string[] = [];
    page.on('request', (r) => asked.push(r.url()));
    const answered = page.waitForResponse((r) => r.url() === `${server.origin}/api/display/${client}`);
    await page.goto(`${shop.url}/`);
    const body = JSON.parse((await answered).request().postData() ?? '{}');
    await bar(page, ids[1]).waitFor({ state: 'attached', timeout: 15_000 });
    expect(asked.filter((u) => u.includes('/widget/store.js') || u.includes('/cart.js'))).toEqual([]);
    expect(asked.filter((u) => u.includes(ids[0]))).toEqual([]);
    expect(body.store_integration ?? '').toBe('');
    await context.close();
  });
});
