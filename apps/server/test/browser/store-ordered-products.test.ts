/**
 * The ordered-products save end to end in Chromium (spec §7 save-ordered-products): a signed-in customer of
 * the fixture Shopify-style store fills a cart, checks out and lands on the order status page, whose
 * `Shopify.checkout` names the order; the store chunk saves it, the order recovers the customer's cart
 * report, and a reload of the page does not save it again.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../src/seed.js';
import { type ShopifyStore, startShopifyStore } from '../fixtures/storefronts/index.js';
import { launchChromium } from '../helpers/browser.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';

const CLIENT = 'ab28ab28ab28f';
const CUSTOMER = 207119551;

let server: RunningServer;
let browser: Browser;
let shop: ShopifyStore;

beforeAll(async () => {
  [server, browser, shop] = await Promise.all([startServer(), launchChromium(), startShopifyStore()]);
  await insertAccount(server.db, { accountId: CLIENT, name: 'Ordered products' });
  shop.state.bodyHtml = `<script id="beckon-pixel" src="${server.origin}/widget/loader.js?id=${CLIENT}" async></script>`;
  shop.state.customerId = CUSTOMER;
}, 120_000);
afterAll(async () => {
  await shop?.close();
  await browser?.close();
  await server?.close();
});

interface OrderRow {
  customer_id: string;
  source_table: string;
  products: unknown;
  total_value: string;
  report_id: number | string | null;
}

const orders = async (): Promise<OrderRow[]> =>
  (
    await server.db.query<OrderRow>(
      'SELECT customer_id, source_table, products, total_value::text AS total_value, report_id FROM store_orders WHERE account_id = $1',
      [CLIENT],
    )
  ).rows;

describe('the ordered products on the store platform', () => {
  it('are saved once from the order status page and recover the customer’s cart report', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.url() === `${server.origin}/api/display/wix/save-ordered-products`) saves.push(r.postData() ?? '');
    });
    const displayed = () => page.waitForResponse((r) => r.url() === `${server.origin}/api/display/${CLIENT}`);
    try {
      await page.goto(`${shop.url}/products/rain-coat`);
      await page.evaluate(
        `fetch('/cart/add.js', {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify({items: [{id: 40002, quantity: 2}, {id: 40011, quantity: 1}]})})`,
      );
      // The cart page saves the signed-in customer's cart: the report the order then recovers.
      const cartSaved = page.waitForResponse(
        (r) => r.url().includes('/api/display/browse-abandonment') && r.url().includes('data_for=cart'),
      );
      await page.goto(`${shop.url}/cart`);
      expect((await cartSaved).ok()).toBe(true);

      const saved = page.waitForResponse((r) => r.url() === `${server.origin}/api/display/wix/save-ordered-products`);
      await page.evaluate(`(() => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = '/checkout';
        document.body.append(form);
        form.submit();
      })()`);
      await page.waitForURL(/\/checkouts\/[0-9a-f]{32}\/thank_you$/);
      expect((await saved).status()).toBe(200);
      await expect.poll(orders, { timeout: 15_000 }).toHaveLength(1);
      const [row] = await orders();
      expect(row).toMatchObject({
        customer_id: String(CUSTOMER),
        source_table: 'shopify_orders:450789469',
        total_value: '303.00',
        products: [
          { product_id: '7001', product_name: 'Rain coat', category: '', quantity: 2, price: 139 },
          { product_id: '7002', product_name: 'Umbrella', category: '', quantity: 1, price: 25 },
        ],
      });
      expect(row?.report_id).not.toBeNull();
      const report = await server.db.query<{ recovered_value: string | null }>(
        'SELECT recovered_value::text AS recovered_value FROM browse_abandonment WHERE account_id = $1 AND report_id = $2',
        [CLIENT, row?.report_id],
      );
      expect(report.rows[0]?.recovered_value).toBe('303.00');

      // The store chunk decides before the display request leaves, so once it has been answered a second
      // save would already have been sent.
      const again = displayed();
      await page.reload();
      await again;
      expect(saves).toHaveLength(1);
      expect(await orders()).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});
