/**
 * Product recommendations end to end in Chromium: the fixture storefronts (test/fixtures/storefronts) speak
 * the store platform's and the site builder's cart APIs on loopback with the one-line snippet on their pages,
 * the account's catalogue is imported through the signed endpoint, and the pop-up's product block must show
 * the right products 500 ms after it opens and put them in the store's own cart. Our own clinic shop is the
 * third platform: its catalogue is its shop, its cart /carrito.json.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ACCOUNT_ID } from '../../src/plugins/site/site-config.js';
import { makeCatalogueKey } from '../../src/plugins/store-catalogue/catalogue-keys.js';
import { insertAccount, insertPopup } from '../../src/seed.js';
import {
  type ShopifyStore,
  startShopifyStore,
  startWixSite,
  WIX_PRODUCTS,
  WIX_STORES_APP_ID,
  type WixSite,
} from '../fixtures/storefronts/index.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';
import { useSiteBrowser } from '../helpers/site-browser.js';

const site = useSiteBrowser();
let shop: ShopifyStore;
let wix: WixSite;

beforeAll(async () => {
  [shop, wix] = await Promise.all([startShopifyStore(), startWixSite()]);
  // Only this file's pop-ups on the clinic site: the seeded ones would cover its buttons.
  await site.server.db.query('UPDATE popups SET is_active = false WHERE account_id = $1', [SITE_ACCOUNT_ID]);
});
afterAll(async () => {
  await Promise.all([shop?.close(), wix?.close()]);
});

/** The account's client id and platform, its pop-up's block, its catalogue and price rules, the design's properties. */
type StoreAccountArgs = [
  client: string,
  platform: 'shopify' | 'wix',
  block: Record<string, unknown>,
  products: unknown[],
  priceRules?: unknown[],
  properties?: Record<string, string>,
];

/** An account with one lightbox holding `block`, shown after a second, and its catalogue imported. */
const storeAccount = (...args: StoreAccountArgs) => storeAccountOn(site.server, ...args);

/** storeAccount on another server than the file's own. */
async function storeAccountOn(
  server: RunningServer,
  ...[client, platform, block, products, priceRules = [], properties = {}]: StoreAccountArgs
) {
  await insertAccount(server.db, { accountId: client, name: client });
  await insertPopup(server.db, {
    accountId: client,
    poptinId: `${client.slice(0, 12)}1`,
    name: 'You may like',
    triggers: { display_after_sec_active: 1 },
    design: {
      screens: { main: [{ kind: 'heading', text: 'You may like' }, block as never] },
      design_properties: properties,
    },
  });
  const { key } = await makeCatalogueKey(server.db, client);
  const res = await fetch(`${server.origin}/api/store-catalogue/${platform}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ currency: 'USD', products, price_rules: priceRules }),
  });
  expect(res.status).toBe(200);
  return key;
}

const pixel = (client: string, origin = site.server.origin, attributes = '') =>
  `<script id="beckon-pixel" src="${origin}/widget/loader.js?id=${client}"${attributes} async></script>`;

async function openStore(url: string, init?: string): Promise<{ page: Page; logged: string[] }> {
  const context = await site.browser.newContext();
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  await page.goto(url);
  return { page, logged };
}

const titles = async (page: Page) => page.locator('.bk-prod-title').allTextContents();

describe('product recommendations on the store platform', () => {
  it('show the visitor’s recently viewed products, add one to the cart, and only log a sold-out add', async () => {
    const client = 'feed5eed0001f';
    await storeAccount(client, 'shopify', { kind: 'products', source: 'shopify', category: 'last_visited' }, [
      {
        product_id: '7001',
        variant_ids: ['40001', '40002'],
        url: '/products/rain-coat',
        title: 'Rain coat',
        price: '129.00',
        compare_at_price: '149.00',
      },
      { product_id: '7003', variant_ids: ['40021'], url: '/products/boots', title: 'Boots', price: '80.00' },
      { product_id: '7009', variant_ids: ['40099'], url: '/products/scarf', title: 'Scarf', price: '20.00' },
    ]);
    shop.state.bodyHtml = pixel(client);
    // What the store chunk keeps after two product pages, newest first.
    const { page, logged } = await openStore(
      `${shop.url}/`,
      "localStorage.setItem('poptin_shopify_recent_product_id', '40021,40002')",
    );
    await page.locator('.bk-prod').first().waitFor({ timeout: 20_000 });
    expect(await titles(page)).toEqual(['Boots', 'Rain coat']);
    expect(await page.locator('.bk-prod-price').allTextContents()).toEqual(['$80.00', '$149.00 $129.00']);

    const added = page.waitForResponse((r) => new URL(r.url()).pathname === '/cart/add.js');
    await page.getByRole('button', { name: 'Add to cart: Rain coat' }).click();
    expect((await added).status()).toBe(200);
    const cart = await page.evaluate(async () => (await fetch('/cart.js')).json());
    expect(cart.items.map((i: { variant_id: number }) => i.variant_id)).toEqual([40002]);

    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/cart/add.js');
    await page.getByRole('button', { name: 'Add to cart: Boots' }).click();
    expect((await refused).status()).toBe(422);
    await expect.poll(() => logged.some((l) => l.startsWith('Beckon: Add to cart refused 40021'))).toBe(true);
    await page.context().close();
  });

  it('show the price the store’s price rules give, with the catalogue’s price struck through', async () => {
    const client = 'feed5eed0004f';
    const rule = {
      target_type: 'line_item',
      allocation_method: 'across',
      target_selection: 'all',
      value_type: 'percentage',
    };
    await storeAccount(
      client,
      'shopify',
      { kind: 'products', source: 'shopify', category: 'manual', manual_products: ['7001', '7009'] },
      [
        { product_id: '7001', variant_ids: ['40001'], url: '/products/rain-coat', title: 'Rain coat', price: '129.00' },
        { product_id: '7009', variant_ids: ['40099'], url: '/products/scarf', title: 'Scarf', price: '20.00' },
      ],
      [
        // 10 % off once the cart reaches 50: the coat alone does, the scarf alone does not.
        { ...rule, value: '10', prerequisite_subtotal_range: { greater_than_or_equal_to: '50.00' } },
        // 5 off the scarf only.
        {
          ...rule,
          allocation_method: 'each',
          target_selection: 'entitled',
          value_type: 'fixed_amount',
          value: '5.00',
          entitled_product_ids: ['7009'],
        },
        // A delivery discount leaves product prices alone.
        { ...rule, target_type: 'shipping_line', value: '100' },
      ],
      { add_to_cart_3: 'In your bag', add_to_cart_4: 'Not this time' },
    );
    shop.state.bodyHtml = pixel(client);
    const { page } = await openStore(`${shop.url}/`);
    await page.locator('.bk-prod').first().waitFor({ timeout: 20_000 });
    expect(await titles(page)).toEqual(['Rain coat', 'Scarf']);
    expect(await page.locator('.bk-prod-price').allTextContents()).toEqual(['$129.00 $116.10', '$20.00 $15.00']);
    expect(await page.locator('.bk-prod-price s').allTextContents()).toEqual(['$129.00', '$20.00']);
    // Struck through as the visitor sees it, not only marked up.
    const line = await page
      .locator('.bk-prod-price s')
      .first()
      .evaluate((s) => getComputedStyle(s).textDecorationLine);
    expect(line).toContain('line-through');

    // The pop-up's own texts 3 and 4 once the store took the coat and refused the scarf (not in its stock).
    await page.getByRole('button', { name: 'Add to cart: Rain coat' }).click();
    await page.getByRole('button', { name: 'In your bag: Rain coat' }).waitFor();
    await page.getByRole('button', { name: 'Add to cart: Scarf' }).click();
    await page.getByRole('button', { name: 'Not this time: Scarf' }).waitFor();
    await page.context().close();
  });

  it('hide the block and ask nothing when the visitor has no recent products', async () => {
    const client = 'feed5eed0002f';
    await storeAccount(client, 'shopify', { kind: 'products', source: 'shopify', category: 'last_visited' }, []);
    shop.state.bodyHtml = pixel(client);
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => asked.push(r.url()));
    // The block decides as it mounts, once its chunk has come: with no ids there is nothing to ask for.
    const chunk = page.waitForResponse((r) => /\/widget\/chunks\/products-[A-Z0-9]+\.js$/.test(r.url()), {
      timeout: 20_000,
    });
    await page.goto(`${shop.url}/`);
    await chunk;
    await page.locator('[data-beckon-popup] .bk-h').waitFor({ timeout: 20_000 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.locator('.bk-prods').count()).toBe(0);
    expect(asked.filter((u) => u.includes('product-recommendation'))).toEqual([]);
    await page.context().close();
  });
});

/**
 * Opens `url` with every recommendation call answered 500 and waits for the call to `failedPath`: the pop-up
 * still shows, without products, and the widget logs the failure.
 */
async function expectFailedRecommendationsHidden(url: string, failedPath: string): Promise<void> {
  const context = await site.browser.newContext();
  await context.route('**/product-recommendation/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"BK_ERR_INTERNAL"}' }),
  );
  const page = await context.newPage();
  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  const failed = page.waitForResponse((r) => r.url().includes(failedPath), { timeout: 20_000 });
  await page.goto(url);
  expect((await failed).status()).toBe(500);
  await expectShownWithoutProducts(page, logged);
  await context.close();
}

/** After a failed recommendation call: the pop-up shows, without products, and the widget logged the failure. */
async function expectShownWithoutProducts(page: Page, logged: string[]): Promise<void> {
  await page.locator('[data-beckon-popup] .bk-h').waitFor({ timeout: 20_000 });
  await expect
    .poll(() => logged.some((l) => l.startsWith('Beckon: Product recommendation failed')), { timeout: 10_000 })
    .toBe(true);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(await page.locator('.bk-prods, .bk-prod').count()).toBe(0);
}

describe('a failed recommendation call on the store platform', () => {
  it('shows no products and logs the failure, the rest of the pop-up still shown', async () => {
    const client = 'feed5eed0005f';
    await storeAccount(
      client,
      'shopify',
      { kind: 'products', source: 'shopify', category: 'manual', manual_products: ['7001'] },
      [{ product_id: '7001', variant_ids: ['40001'], url: '/products/rain-coat', title: 'Rain coat', price: '129.00' }],
    );
    shop.state.bodyHtml = pixel(client);
    await expectFailedRecommendationsHidden(`${shop.url}/`, '/product-recommendation/');
  });
});

describe('a failed recommendation call on the site builder', () => {
  it('shows no products and logs the failure', async () => {
    const client = 'feed5eed0006f';
    const [shirt] = WIX_PRODUCTS as [(typeof WIX_PRODUCTS)[number]];
    await storeAccount(
      client,
      'wix',
      { kind: 'products', source: 'wix', category: 'manual', manual_products: [shirt.id] },
      [
        {
          product_id: shirt.id,
          variant_ids: [...shirt.variants],
          url: '/product-page/linen-shirt',
          title: 'Linen shirt',
          price: '45.00',
        },
      ],
    );
    wix.state.bodyHtml = pixel(client, site.server.origin, ` data-wix-api="${wix.url}"`);
    await expectFailedRecommendationsHidden(`${wix.url}/`, '/wix/product-recommendation/');
  });
});

describe('product recommendations on the site builder', () => {
  it('show chosen products with titles cut at 18 and add one to a cart created for the visitor', async () => {
    const client = 'feed5eed0003f';
    const [shirt, hat] = WIX_PRODUCTS as [(typeof WIX_PRODUCTS)[number], (typeof WIX_PRODUCTS)[number]];
    await storeAccount(
      client,
      'wix',
      { kind: 'products', source: 'wix', category: 'manual', manual_products: [hat.id, shirt.id] },
      [
        {
          product_id: shirt.id,
          variant_ids: [...shirt.variants],
          url: '/product-page/linen-shirt',
          title: 'Linen shirt with mother-of-pearl buttons',
          description: '<p>Cool <b>linen</b></p>',
          price: '45.00',
        },
        {
          product_id: hat.id,
          variant_ids: [hat.id],
          url: '/product-page/straw-hat',
          title: 'Straw hat',
          price: '19.50',
        },
      ],
    );
    // The fixture site serves the carts API itself, as a site proxying it names on the pixel.
    wix.state.bodyHtml = pixel(client, site.server.origin, ` data-wix-api="${wix.url}"`);
    const { page } = await openStore(`${wix.url}/`);
    await page.locator('.bk-prod').first().waitFor({ timeout: 20_000 });
    expect(await titles(page)).toEqual(['Straw hat', 'Linen shirt with m...']);
    expect(await page.locator('.bk-prod-desc').nth(1).textContent()).toBe('Cool linen');

    const added = page.waitForResponse((r) => /\/ecom\/v1\/carts\/[0-9a-f-]{36}\/add-to-cart$/.test(r.url()));
    await page.getByRole('button', { name: /^Add to cart: Linen shirt/ }).click();
    expect((await added).status()).toBe(200);
    const cart = await page.evaluate(async () => (await fetch('/ecom/v1/carts/current')).json());
    expect(cart.cart.lineItems.map((l: { catalogReference: unknown }) => l.catalogReference)).toEqual([
      expect.objectContaining({ catalogItemId: shirt.id, options: { variantId: shirt.variants[0] } }),
    ]);
    await page.context().close();
  });
});

describe('product recommendations of the site builder’s cart', () => {
  it('take the cart from the display answer when the page cannot read carts/current', async () => {
    // The service reads the visitor's cart from the site's REST API: it needs a sealing key and the site.
    const server = await startServer({ secretsKey: randomBytes(32), wixApiOrigin: wix.url });
    const context = await site.browser.newContext();
    try {
      const client = 'feed5eed0004f';
      const [shirt, hat] = WIX_PRODUCTS as [(typeof WIX_PRODUCTS)[number], (typeof WIX_PRODUCTS)[number]];
      const key = await storeAccountOn(
        server,
        client,
        'wix',
        { kind: 'products', source: 'wix', category: 'product_in_cart', count: 2 },
        [
          {
            product_id: shirt.id,
            variant_ids: [...shirt.variants],
            url: '/product-page/shirt',
            title: 'Shirt',
            price: '45.00',
          },
          { product_id: hat.id, variant_ids: [hat.id], url: '/product-page/hat', title: 'Hat', price: '19.50' },
        ],
      );
      const connected = await fetch(`${server.origin}/api/store-catalogue/wix/connection`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ site_id: wix.state.metaSiteId, api_key: wix.state.apiKey }),
      });
      expect(connected.status).toBe(204);

      // The visitor puts the hat, then the shirt, in their cart on the site (no pixel yet).
      wix.state.bodyHtml = '';
      const page = await context.newPage();
      await page.goto(`${wix.url}/`);
      const lines = [
        { catalogReference: { appId: WIX_STORES_APP_ID, catalogItemId: hat.id }, quantity: 1 },
        {
          catalogReference: {
            appId: WIX_STORES_APP_ID,
            catalogItemId: shirt.id,
            options: { variantId: shirt.variants[0] },
          },
          quantity: 1,
        },
      ];
      await page.evaluate(async (lineItems) => {
        const post = (url: string, body: unknown) =>
          fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const made = (await (await post('/ecom/v1/carts', {})).json()) as { cart: { id: string } };
        for (const line of lineItems) await post(`/ecom/v1/carts/${made.cart.id}/add-to-cart`, { lineItems: [line] });
      }, lines);

      // The store chunk's read names the cart to the service; every later read in the page is refused, as
      // carts/current without the visitor's sign-in is on a live site.
      let reads = 0;
      await page.route(`${wix.url}/ecom/v1/carts/current`, (route) =>
        reads++ === 0
          ? route.continue()
          : route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthorized"}' }),
      );
      const asked = page.waitForRequest((r) => r.url().includes('/product-recommendation/'), { timeout: 20_000 });
      wix.state.bodyHtml = pixel(client, server.origin, ` data-wix-api="${wix.url}"`);
      const answered = page.waitForResponse((r) => r.url() === `${server.origin}/api/display/${client}`);
      await page.goto(`${wix.url}/`);
      expect(await (await answered).json()).toHaveProperty('wix_cart_details.lineItems.length', 2);
      expect(new URLSearchParams((await asked).postData() ?? '').get('product_ids')).toBe(`${shirt.id},${hat.id}`);
      await page.locator('.bk-prod').first().waitFor({ timeout: 20_000 });
      expect((await titles(page)).sort()).toEqual(['Hat', 'Shirt']);
      expect(reads).toBeGreaterThan(1);
    } finally {
      await context.close();
      await server.close();
    }
  });
});

/** A Spanish pop-up on the clinic site, shown after a second, recommending the gel by hand; `block` adds settings. */
async function insertGelPopup(poptinId: string, name: string, block: Record<string, unknown> = {}): Promise<void> {
  await insertPopup(site.server.db, {
    accountId: SITE_ACCOUNT_ID,
    poptinId,
    name,
    triggers: { display_after_sec_active: 1 },
    design: {
      lang: 'es',
      screens: {
        main: [
          { kind: 'heading', text: 'Le puede interesar' },
          { kind: 'products', source: 'shop', category: 'manual', manual_products: ['gel-limpiador-suave'], ...block },
        ],
      },
    },
  });
}

describe('product recommendations on the clinic shop', () => {
  it('show the shop’s own products in euros and add one to the shop’s cart', async () => {
    await insertGelPopup('feed00000c001', 'Recomendados', { button_text: 'Añadir' });
    const page = await site.open('/');
    await page.locator('.bk-prod').first().waitFor({ timeout: 20_000 });
    expect(await titles(page)).toEqual(['Gel limpiador suave']);
    expect(await page.locator('.bk-prod-price').first().textContent()).toMatch(/€\d+\.\d{2}$/);
    const added = page.waitForResponse((r) => new URL(r.url()).pathname === '/carrito/anadir');
    await page.getByRole('button', { name: 'Añadir: Gel limpiador suave' }).click();
    expect((await added).status()).toBe(200);
    const cart = await page.evaluate(async () => (await fetch('/carrito.json')).json());
    expect(cart.items.map((i: { product_id: string }) => i.product_id)).toEqual(['gel-limpiador-suave']);
    await site.done(page);
  });

  it('take the visitor to the shop’s cart page after an add-and-go', async () => {
    await site.server.db.query('UPDATE popups SET is_active = false WHERE account_id = $1', [SITE_ACCOUNT_ID]);
    await insertGelPopup('feed00000c002', 'Añadir y ver el carrito', {
      button_text: 'Añadir y ver el carrito',
      buttons_action: 'add_to_cart_redirect',
    });
    // The pop-ups were read for the earlier test: the display service must read them again.
    site.server.app.display.popupCache.invalidate(SITE_ACCOUNT_ID);
    const page = await site.open('/');
    await page.getByRole('button', { name: 'Añadir y ver el carrito: Gel limpiador suave' }).click({ timeout: 20_000 });
    await page.waitForURL(/\/carrito\/$/, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Carrito', exact: true }).waitFor({ timeout: 15_000 });
    await page
      .getByRole('button', { name: 'Eliminar «Gel limpiador suave» del carrito' })
      .first()
      .waitFor({ timeout: 15_000 });
    await site.done(page);
  });
});

describe('a failed recommendation call on the clinic shop', () => {
  it('shows no products and logs the failure', async () => {
    await site.server.db.query('UPDATE popups SET is_active = false WHERE account_id = $1', [SITE_ACCOUNT_ID]);
    await insertGelPopup('feed00000c003', 'Recomendados sin respuesta');
    site.server.app.display.popupCache.invalidate(SITE_ACCOUNT_ID);
    const page = await site.open('/');
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await page.route('**/product-recommendation/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"BK_ERR_INTERNAL"}' }),
    );
    // The first load's own call may still be answered: wait for the refused one.
    const failed = page.waitForResponse(
      (r) => r.url().includes('/shop/product-recommendation/') && r.status() === 500,
      {
        timeout: 20_000,
      },
    );
    await page.reload();
    await failed;
    await expectShownWithoutProducts(page, logged);
    await site.done(page);
  });
});
