/**
 * The Store reports owner API: the account's browse and cart reports by kind and period, their CSV export,
 * and our own shop's abandoned carts reported with no client call and recovered by the shop's own orders.
 * Another account sees none of it. Registering the store platform shop: owner-store-shop-proof.test.ts.
 */
import type { Db } from '@beckon/db';
import type { StoreReportsAnswer } from '@beckon/owner-api/store-reports';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../../src/demo-ids.js';
import { openSeededAppAsOwner } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, uniqueEmail } from './owner-helpers.js';
import { ShopVisitor } from './shop-helpers.js';

const SAVE = '/api/display/browse-abandonment';
const save = (over: Record<string, string> = {}) =>
  `${SAVE}?${new URLSearchParams({
    client_id: DEMO_CLIENT_ID,
    customer: 'cust-1',
    data_for: 'cart',
    products: JSON.stringify([{ product_id: '101', product_name: '=HYPERLINK("x")', category: 'Sun' }]),
    total_cart_value: '41.40',
    ...over,
  })}`;

describe.each(databases)('store reports for the owner on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let owner: OwnerClient;
  let other: OwnerClient;

  beforeAll(async () => {
    ({ app, db, close, owner } = await openSeededAppAsOwner(database));
    other = new OwnerClient(app);
    expect((await other.signUp(uniqueEmail('store'))).statusCode).toBe(201);
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());
  beforeEach(async () => {
    await db.exec('DELETE FROM store_orders; DELETE FROM browse_abandonment; DELETE FROM store_shops;');
    await db.exec('DELETE FROM shop_cart_lines; DELETE FROM shop_carts;');
  });

  const list = async (client: OwnerClient, query = '') => {
    const res = await client.send('GET', `/api/owner/store-reports${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as StoreReportsAnswer;
  };

  it('lists the reports newest first with products, value and state, filtered by kind and period', async () => {
    await app.inject({ method: 'GET', url: save() });
    await app.inject({ method: 'GET', url: save({ data_for: 'abandonment', customer: 'cust-2' }) });
    await db.query(
      "UPDATE browse_abandonment SET updated_at = now() - interval '40 days' WHERE customer_id = 'cust-2'",
    );
    const all = await list(owner, '?period=all');
    expect(all.total).toBe(2);
    expect(all.reports.map((r) => [r.kind, r.customer_id, r.total_value])).toEqual([
      ['cart', 'cust-1', '41.40'],
      ['browse', 'cust-2', '41.40'],
    ]);
    expect(all.reports[0]?.products).toEqual([{ product_id: '101', product_name: '=HYPERLINK("x")', category: 'Sun' }]);
    expect((await list(owner, '?period=30d')).reports.map((r) => r.customer_id)).toEqual(['cust-1']);
    expect((await list(owner, '?period=all&kind=browse')).reports.map((r) => r.customer_id)).toEqual(['cust-2']);
  });

  it('never shows another account’s reports', async () => {
    await app.inject({ method: 'GET', url: save() });
    expect((await list(other, '?period=all')).total).toBe(0);
  });

  it('refuses a bad filter with a 400 from the catalogue', async () => {
    for (const query of ['?kind=wishlist', '?period=1y', '?page=0', '?page=1234567', '?extra=1']) {
      const res = await owner.send('GET', `/api/owner/store-reports${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'FST_ERR_VALIDATION' });
    }
  });

  it('exports the reports as CSV, with formulas neutralised and the recovery state', async () => {
    await app.inject({ method: 'GET', url: save() });
    await app.inject({
      method: 'POST',
      url: '/api/display/wix/save-ordered-products',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        client_id: DEMO_CLIENT_ID,
        customer_id: 'cust-1',
        products: [{ product_id: '101', quantity: 1, price: 41.4 }],
        source_table: 'Stores/Orders',
      }),
    });
    const res = await owner.send('GET', '/api/owner/store-reports.csv?period=all');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="beckon-store-reports-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Updated","Started","Kind","Source","Customer","Products","Value","State","Recovered at","Recovered value"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"Cart","Store","cust-1","'=HYPERLINK(""x"") (101)","41.40","Recovered"`);
    expect(lines[1]).toMatch(/"41\.40"$/);
    const otherCsv = await other.send('GET', '/api/owner/store-reports.csv?period=all');
    expect(otherCsv.body.trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('reports our own shop’s cart left an hour without an order, and its order later recovers it', async () => {
    const visitor = new ShopVisitor(app);
    await visitor.add('101', '2');
    expect((await list(owner, '?period=all')).total).toBe(0);
    await db.exec(
      "UPDATE shop_carts SET updated_at = now() - interval '2 hours'; UPDATE shop_cart_lines SET added_at = now() - interval '2 hours';",
    );
    const found = await list(owner, '?period=all');
    expect(found.reports).toEqual([
      expect.objectContaining({ kind: 'cart', source: 'shop', customer_id: '', recovered_at: null }),
    ]);
    expect(found.reports[0]?.products.map((p) => p.product_id)).toHaveLength(1);
    expect(Number(found.reports[0]?.total_value)).toBeGreaterThan(0);
    // Reading again does not add a second report for the same cart.
    expect((await list(owner, '?period=all')).total).toBe(1);
    await visitor.checkout();
    const after = await list(owner, '?period=all');
    expect(after.total).toBe(1);
    expect(after.reports[0]?.recovered_at).not.toBeNull();
    expect(Number(after.reports[0]?.recovered_value)).toBeGreaterThan(0);
  });

  it('records a shop order placed after the cart sat abandoned even when nobody read the reports', async () => {
    const visitor = new ShopVisitor(app);
    await visitor.add('101');
    await db.exec(
      "UPDATE shop_carts SET updated_at = now() - interval '3 hours'; UPDATE shop_cart_lines SET added_at = now() - interval '3 hours';",
    );
    await visitor.checkout();
    const { reports } = await list(owner, '?period=all');
    expect(reports).toHaveLength(1);
    expect(reports[0]?.recovered_at).not.toBeNull();
  });

  it('does not report a shop cart that changed within the hour, nor a cart ordered at once', async () => {
    const visitor = new ShopVisitor(app);
    await visitor.add('101');
    expect((await list(owner, '?period=all')).total).toBe(0);
    await visitor.checkout();
    expect((await list(owner, '?period=all')).total).toBe(0);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM store_orders');
    expect(rows[0]?.n).toBe(1);
  });
});
