/**
 * The remaining display-service calls of spec §7: a known visitor's website
 * session and pop-up activity, and the browse-abandonment save as a GET or,
 * past 4000 characters, a POST. Each stores its row and answers success; every
 * input is validated with a readable 400.
 */
import { MAX_GET_QUERY_CHARS } from '@beckon/popup-schema/abandonment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID, RESTRICTED_CLIENT_ID } from '../../src/demo-ids.js';
import { stoppedClock } from '../helpers/stopped-clock.js';
import { countRows, errorBody, postJson, startTestApp, type TestApp } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

const UNKNOWN_CLIENT = 'fffffffffffff';
const SESSION = `/api/display/total-website-session/${DEMO_CLIENT_ID}`;
const ACTIVITY = `/api/display/conversion-activities/${DEMO_CLIENT_ID}`;
const SAVE = '/api/display/browse-abandonment';

const session = (overrides: Record<string, unknown> = {}) => ({
  email: 'Ana@Example.com',
  url: 'clinic.example',
  store_integration: 'shopify',
  store_integration_customer_id: 'cust-1',
  ...overrides,
});
const activity = (overrides: Record<string, unknown> = {}) => ({
  email: 'ana@example.com',
  poptin_id: DEMO_TIMER_POPUP_ID,
  activity: 'viewed',
  url: 'https://clinic.example/implants',
  ...overrides,
});
const products = [
  { product_id: '101', product_name: 'Whitening kit', category: 'Care' },
  { product_id: 202, product_name: 'Brush' },
];
const saveQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    client_id: DEMO_CLIENT_ID,
    customer: 'cust-1',
    data_for: 'abandonment',
    products: JSON.stringify(products),
    total_cart_value: '49.90',
    ...overrides,
  }).toString();

describe.each(databases)('the known-visitor display calls on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  describe('POST total-website-session', () => {
    it('stores the visit of a known visitor and answers success', async () => {
      const res = await postJson(t.app, SESSION, session());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      const { rows } = await t.db.query("SELECT * FROM visitor_activity WHERE kind = 'session'");
      expect(rows).toEqual([
        expect.objectContaining({
          account_id: DEMO_CLIENT_ID,
          email: 'ana@example.com',
          url: 'clinic.example',
          poptin_id: null,
          store_integration: 'shopify',
          store_customer_id: 'cust-1',
        }),
      ]);
    });

    it.each([
      ['a missing email', { email: undefined }, /^body\.email: is required$/],
      ['an email that is not one', { email: 'ana' }, /^body\.email: must be an email address$/],
      ['a 300-character email, for its length first', { email: `${'a'.repeat(290)}@x.io` }, /at most 254/],
      ['a full address instead of a host name', { url: 'https://clinic.example/' }, /^body\.url: must be a host name/],
      ['an unknown field', { extra: 1 }, /^body: unknown field "extra"$/],
    ])('rejects %s with 400 and stores nothing', async (_what, overrides, message) => {
      const before = await countRows(t.db, 'visitor_activity');
      const res = await postJson(t.app, SESSION, session(overrides));
      expect(res.statusCode).toBe(400);
      expect(errorBody(res).message).toMatch(message);
      expect(await countRows(t.db, 'visitor_activity')).toBe(before);
    });

    it('answers 404 for an unknown client', async () => {
      const res = await postJson(t.app, `/api/display/total-website-session/${UNKNOWN_CLIENT}`, session());
      expect(res.statusCode).toBe(404);
      expect(errorBody(res).code).toBe('BK_ERR_CLIENT_NOT_FOUND');
    });
  });

  describe('POST conversion-activities', () => {
    it('stores a viewed and a closed activity of the pop-up', async () => {
      expect((await postJson(t.app, ACTIVITY, activity())).statusCode).toBe(200);
      expect((await postJson(t.app, ACTIVITY, activity({ activity: 'closed' }))).json()).toEqual({ success: true });
      const { rows } = await t.db.query<{ kind: string; poptin_id: string }>(
        "SELECT kind, poptin_id FROM visitor_activity WHERE kind <> 'session' ORDER BY activity_id",
      );
      expect(rows).toEqual([
        { kind: 'viewed', poptin_id: DEMO_TIMER_POPUP_ID },
        { kind: 'closed', poptin_id: DEMO_TIMER_POPUP_ID },
      ]);
    });

    it('rejects an activity other than viewed or closed, and a pop-up of another client', async () => {
      const bad = await postJson(t.app, ACTIVITY, activity({ activity: 'converted' }));
      expect(bad.statusCode).toBe(400);
      expect(errorBody(bad).message).toMatch(/^body\.activity: must be one of "viewed", "closed"/);
      const other = await postJson(t.app, `/api/display/conversion-activities/${RESTRICTED_CLIENT_ID}`, activity());
      expect(other.statusCode).toBe(404);
      expect(errorBody(other).code).toBe('BK_ERR_POPUP_NOT_FOUND');
    });
  });

  it('limits the four calls together per visitor IP, the GET save counted too', async () => {
    const limited = await buildApp({
      db: t.db,
      logger: false,
      widgetDistDir: '/nonexistent-widget-dist',
      rateLimitClock: stoppedClock,
      rateLimits: { 'visitor-activity-ip': 3 },
    });
    try {
      const remoteAddress = '203.0.113.9';
      const answers = [
        await limited.inject({ method: 'POST', url: SESSION, remoteAddress, payload: session() }),
        await limited.inject({ method: 'POST', url: ACTIVITY, remoteAddress, payload: activity() }),
        await limited.inject({ method: 'GET', url: `${SAVE}?${saveQuery()}`, remoteAddress }),
      ];
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const over = await limited.inject({
        method: 'POST',
        url: SAVE,
        remoteAddress,
        payload: { client_id: DEMO_CLIENT_ID, customer: 'cust-9', data_for: 'cart', products: [] },
      });
      expect(over.statusCode).toBe(429);
      expect(errorBody(over).code).toBe('BK_ERR_RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });

  describe('browse-abandonment save', () => {
    const stored = async (dataFor: string) =>
      (
        await t.db.query<{ products: unknown; total_cart_value: string | number }>(
          'SELECT products, total_cart_value FROM browse_abandonment WHERE account_id = $1 AND customer_id = $2 AND data_for = $3',
          [DEMO_CLIENT_ID, 'cust-1', dataFor],
        )
      ).rows;

    it('saves the products and cart value from a GET, and a later save replaces them', async () => {
      const res = await t.app.inject({ method: 'GET', url: `${SAVE}?${saveQuery()}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      let rows = await stored('abandonment');
      expect(rows).toHaveLength(1);
      expect(rows[0]?.products).toEqual([
        { product_id: '101', product_name: 'Whitening kit', category: 'Care' },
        { product_id: '202', product_name: 'Brush', category: '' },
      ]);
      expect(Number(rows[0]?.total_cart_value)).toBe(49.9);
      await t.app.inject({ method: 'GET', url: `${SAVE}?${saveQuery({ products: '[{"product_id":"7"}]' })}` });
      rows = await stored('abandonment');
      expect(rows).toHaveLength(1);
      expect(rows[0]?.products).toEqual([{ product_id: '7', product_name: '', category: '' }]);
    });

    it('takes the same save as a JSON POST when the GET would pass 4000 characters', async () => {
      const many = Array.from({ length: 40 }, (_, i) => ({
        product_id: `sku-${i}`,
        product_name: `A long product name number ${i} `.repeat(3),
        category: 'Care',
      }));
      const query = saveQuery({ data_for: 'cart', products: JSON.stringify(many) });
      expect(query.length).toBeGreaterThan(MAX_GET_QUERY_CHARS);
      const tooLong = await t.app.inject({ method: 'GET', url: `${SAVE}?${query}` });
      expect(tooLong.statusCode).toBe(400);
      const res = await postJson(t.app, SAVE, {
        client_id: DEMO_CLIENT_ID,
        customer: 'cust-1',
        data_for: 'cart',
        products: many,
        total_cart_value: 120.5,
      });
      expect(res.statusCode).toBe(200);
      const rows = await stored('cart');
      expect(rows[0]?.products).toHaveLength(40);
      expect(Number(rows[0]?.total_cart_value)).toBe(120.5);
    });

    it.each([
      ['products that are not JSON', { products: '[{' }, /^querystring\.products: must be a JSON list of products$/],
      ['an unknown data_for', { data_for: 'wishlist' }, /^querystring\.data_for: must be one of "abandonment", "cart"/],
      [
        'a cart value that is not an amount',
        { total_cart_value: '1e9' },
        /^querystring\.total_cart_value: must be an amount/,
      ],
      ['an empty customer', { customer: '' }, /^querystring\.customer: must not be empty$/],
      ['a product with an unknown field', { products: '[{"product_id":"1","price":3}]' }, /unknown field "price"/],
    ])('rejects %s with 400 and stores nothing', async (_what, overrides, message) => {
      const before = await countRows(t.db, 'browse_abandonment');
      const res = await t.app.inject({ method: 'GET', url: `${SAVE}?${saveQuery(overrides)}` });
      expect(res.statusCode).toBe(400);
      expect(errorBody(res).message).toMatch(message);
      expect(await countRows(t.db, 'browse_abandonment')).toBe(before);
    });

    it('answers 404 for an unknown client', async () => {
      const res = await t.app.inject({ method: 'GET', url: `${SAVE}?${saveQuery({ client_id: UNKNOWN_CLIENT })}` });
      expect(res.statusCode).toBe(404);
      expect(errorBody(res).code).toBe('BK_ERR_CLIENT_NOT_FOUND');
    });
  });
});
