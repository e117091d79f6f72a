/**
 * Store reports through the display service: the browse-abandonment save kept as a list of reports (a save
 * within the window updates the customer's open report, a later one starts a new report), the ordered
 * products (which recover the customer's open cart report) and the client id of a registered shop. Each
 * stores per account, answers `{success: true}`, and refuses bad input with a 4xx JSON error from the one
 * catalogue, storing nothing. (The save's own input checks are in visitor-activity-routes.test.ts.)
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { DEMO_CLIENT_ID, RESTRICTED_CLIENT_ID } from '../../src/demo-ids.js';
import { stoppedClock } from '../helpers/stopped-clock.js';
import { countRows, errorBody, postJson, startTestApp, type TestApp } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

const SAVE = '/api/display/browse-abandonment';
const ORDERED = '/api/display/wix/save-ordered-products';
const CLIENT_ID = '/api/display/store/client-id';

const PRODUCTS = [
  { product_id: '101', product_name: 'Sun cream SPF 50', category: 'Sun' },
  { product_id: '202', product_name: 'Serum', category: 'Face' },
];
const reportUrl = (overrides: Record<string, string> = {}) =>
  `${SAVE}?${new URLSearchParams({
    client_id: DEMO_CLIENT_ID,
    customer: 'cust-1',
    products: JSON.stringify(PRODUCTS),
    data_for: 'cart',
    total_cart_value: '41.40',
    ...overrides,
  })}`;
const order = (overrides: Record<string, unknown> = {}) => ({
  client_id: DEMO_CLIENT_ID,
  customer_id: 'cust-1',
  products: [{ product_id: '101', product_name: 'Sun cream SPF 50', quantity: 2, price: 15.5 }],
  source_table: 'Stores/Orders',
  ...overrides,
});

interface ReportRow {
  account_id: string;
  kind: string;
  source: string;
  customer_id: string;
  products: unknown;
  total_value: string;
  emptied_at: Date | null;
  recovered_at: Date | null;
  recovered_value: string | null;
}
const SELECT_REPORTS = `SELECT account_id, data_for AS kind, source, customer_id, products,
    total_cart_value::text AS total_value, emptied_at, recovered_at, recovered_value::text AS recovered_value
  FROM browse_abandonment ORDER BY report_id`;

describe.each(databases)('the store platform display calls on $name', (database) => {
  let t: TestApp;
  const reports = async () => (await t.db.query<ReportRow>(SELECT_REPORTS)).rows;
  beforeAll(async () => {
    t = await startTestApp(database);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);
  beforeEach(async () => {
    await t.db.exec('DELETE FROM store_orders; DELETE FROM browse_abandonment; DELETE FROM store_shops;');
  });

  describe('GET browse-abandonment', () => {
    it('stores a cart report with its products and value, answering success with CORS for the store page', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: reportUrl(),
        headers: { origin: 'https://shop-name.myshopify.com' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(res.headers['access-control-allow-origin']).toBe('https://shop-name.myshopify.com');
      expect(await reports()).toEqual([
        expect.objectContaining({
          account_id: DEMO_CLIENT_ID,
          kind: 'cart',
          source: 'store',
          customer_id: 'cust-1',
          products: PRODUCTS,
          total_value: '41.40',
          recovered_at: null,
        }),
      ]);
    });

    it('updates the open report of the same customer and kind instead of adding one, and keeps kinds apart', async () => {
      await t.app.inject({ method: 'GET', url: reportUrl() });
      const one = [PRODUCTS[0]];
      await t.app.inject({
        method: 'GET',
        url: reportUrl({ products: JSON.stringify(one), total_cart_value: '15.50' }),
      });
      await t.app.inject({ method: 'GET', url: reportUrl({ data_for: 'abandonment' }) });
      const rows = await reports();
      expect(rows.map((r) => [r.kind, r.products, r.total_value])).toEqual([
        ['cart', one, '15.50'],
        ['abandonment', PRODUCTS, '41.40'],
      ]);
    });

    it('starts a new report once the open one is older than the window', async () => {
      await t.app.inject({ method: 'GET', url: reportUrl() });
      await t.db.query("UPDATE browse_abandonment SET updated_at = now() - interval '25 hours'");
      await t.app.inject({ method: 'GET', url: reportUrl() });
      expect(await countRows(t.db, 'browse_abandonment')).toBe(2);
    });

    it('closes the open cart as emptied on an empty list, keeping its products, and stores nothing without one', async () => {
      const empty = reportUrl({ products: '[]', total_cart_value: '0' });
      expect((await t.app.inject({ method: 'GET', url: empty })).json()).toEqual({ success: true });
      expect(await countRows(t.db, 'browse_abandonment')).toBe(0);
      await t.app.inject({ method: 'GET', url: reportUrl() });
      await t.app.inject({ method: 'GET', url: empty });
      let rows = await reports();
      expect(rows).toEqual([expect.objectContaining({ products: PRODUCTS, total_value: '41.40' })]);
      expect(rows[0]?.emptied_at).not.toBeNull();
      // A new cart after emptying is a new report.
      await t.app.inject({ method: 'GET', url: reportUrl() });
      rows = await reports();
      expect(rows.map((r) => r.emptied_at === null)).toEqual([false, true]);
    });

    it('refuses 51 products and a NUL byte escaped in a product name with a 400, storing nothing', async () => {
      const many = Array.from({ length: 51 }, (_, i) => ({ product_id: `p${i}`, product_name: 'x', category: '' }));
      for (const products of [JSON.stringify(many), '[{"product_id":"1","product_name":"a\\u0000b"}]']) {
        const res = await t.app.inject({ method: 'GET', url: reportUrl({ products }) });
        expect(res.statusCode).toBe(400);
        expect(errorBody(res).code).toBe('FST_ERR_VALIDATION');
      }
      expect(await countRows(t.db, 'browse_abandonment')).toBe(0);
    });
  });

  describe('POST wix/save-ordered-products', () => {
    it("records the order and marks the customer's open cart report recovered with the ordered value", async () => {
      await t.app.inject({ method: 'GET', url: reportUrl() });
      await t.app.inject({ method: 'GET', url: reportUrl({ data_for: 'abandonment' }) });
      const res = await postJson(t.app, ORDERED, order());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      const rows = await reports();
      const cart = rows.find((r) => r.kind === 'cart');
      expect(cart?.recovered_at).not.toBeNull();
      expect(cart?.recovered_value).toBe('31.00');
      expect(rows.find((r) => r.kind === 'abandonment')?.recovered_at).toBeNull();
      const { rows: orders } = await t.db.query<{ source_table: string; total_value: string }>(
        'SELECT source_table, total_value::text AS total_value FROM store_orders',
      );
      expect(orders).toEqual([{ source_table: 'Stores/Orders', total_value: '31.00' }]);
    });

    it('records a store-platform order once, however many browsers save it', async () => {
      const shopify = order({ source_table: 'shopify_orders:450789469' });
      for (let i = 0; i < 2; i++) expect((await postJson(t.app, ORDERED, shopify)).json()).toEqual({ success: true });
      await postJson(t.app, ORDERED, order({ source_table: 'shopify_orders:450789470' }));
      await postJson(t.app, ORDERED, order());
      await postJson(t.app, ORDERED, order());
      const { rows } = await t.db.query<{ source_table: string }>(
        'SELECT source_table FROM store_orders ORDER BY order_id',
      );
      expect(rows.map((r) => r.source_table)).toEqual([
        'shopify_orders:450789469',
        'shopify_orders:450789470',
        'Stores/Orders',
        'Stores/Orders',
      ]);
    });

    it("takes the cart's value when the products carry no prices, and a next cart starts a new report", async () => {
      await t.app.inject({ method: 'GET', url: reportUrl() });
      await postJson(t.app, ORDERED, order({ products: [{ product_id: '101' }] }));
      await t.app.inject({ method: 'GET', url: reportUrl() });
      const rows = await reports();
      expect(rows.map((r) => r.recovered_value)).toEqual(['41.40', null]);
    });

    it("never touches another account's reports: the client id decides whose customer it is", async () => {
      await t.app.inject({ method: 'GET', url: reportUrl() });
      const res = await postJson(t.app, ORDERED, order({ client_id: RESTRICTED_CLIENT_ID }));
      expect(res.statusCode).toBe(200);
      expect((await reports())[0]?.recovered_at).toBeNull();
    });

    it.each([
      ['a body that is not JSON', '{"client_id":', 400, /not valid JSON/],
      ['a missing client id', { ...order(), client_id: undefined }, 400, /client_id: is required/],
      [
        '51 products',
        order({ products: Array.from({ length: 51 }, (_, i) => ({ product_id: `p${i}` })) }),
        400,
        /at most 50/,
      ],
      ['a quantity of 0', order({ products: [{ product_id: '1', quantity: 0 }] }), 400, /quantity: must be 1 or more/],
      ['a negative price', order({ products: [{ product_id: '1', price: -1 }] }), 400, /price: must be 0 or more/],
      ['a 101-character source table', order({ source_table: 's'.repeat(101) }), 400, /at most 100/],
      [
        'an order the server reads from the Wix site itself',
        order({ source_table: 'wix_orders:f0000000-0000-4000-8000-000000000001' }),
        400,
        /must not name an order the server reads from the site/,
      ],
      ['an unknown field', order({ total: 3 }), 400, /unknown field "total"/],
      ['an unknown client', order({ client_id: 'fffffffffffff' }), 404, /not found/],
    ])('refuses %s and stores nothing', async (_what, body, status, message) => {
      const res = await postJson(t.app, ORDERED, body);
      expect(res.statusCode).toBe(status);
      expect(errorBody(res).message).toMatch(message);
      expect(await countRows(t.db, 'store_orders')).toBe(0);
    });
  });

  describe('GET store/client-id', () => {
    it('answers the client id of the account that registered the shop, in any case', async () => {
      await t.db.query('INSERT INTO store_shops (shop, account_id) VALUES ($1, $2)', [
        'shop-name.myshopify.com',
        DEMO_CLIENT_ID,
      ]);
      const res = await t.app.inject({ method: 'GET', url: `${CLIENT_ID}?shop=Shop-Name.myshopify.com` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, client_id: DEMO_CLIENT_ID });
    });

    it.each([
      ['an unregistered shop', 'other.myshopify.com', 404, 'BK_ERR_SHOP_NOT_REGISTERED'],
      ['a full address', 'https://shop-name.myshopify.com/', 400, 'FST_ERR_VALIDATION'],
      ['a 300-character name', `${'a'.repeat(290)}.example.com`, 400, 'FST_ERR_VALIDATION'],
    ])('refuses %s', async (_what, shop, status, code) => {
      const res = await t.app.inject({ method: 'GET', url: `${CLIENT_ID}?${new URLSearchParams({ shop })}` });
      expect(res.statusCode).toBe(status);
      expect(errorBody(res).code).toBe(code);
    });
  });

  it('limits the calls per visitor IP and each account per minute', async () => {
    const limited = await buildApp({
      db: t.db,
      logger: false,
      widgetDistDir: '/nonexistent-widget-dist',
      rateLimitClock: stoppedClock,
      rateLimits: { 'visitor-activity-ip': 2, 'store-report-client': 1000 },
    });
    try {
      const remoteAddress = '203.0.113.9';
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push((await limited.inject({ method: 'GET', url: reportUrl(), remoteAddress })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
    const perAccount = await buildApp({
      db: t.db,
      logger: false,
      widgetDistDir: '/nonexistent-widget-dist',
      rateLimitClock: stoppedClock,
      rateLimits: { 'store-report-client': 1 },
    });
    try {
      // Loopback has no per-IP count, so the per-account limit refuses it outright once spent.
      const first = await perAccount.inject({ method: 'GET', url: reportUrl() });
      const second = await postJson(perAccount, ORDERED, order());
      expect([first.statusCode, second.statusCode]).toEqual([200, 429]);
      expect(errorBody(second).code).toBe('BK_ERR_RATE_LIMITED');
    } finally {
      await perAccount.close();
    }
  });
});
