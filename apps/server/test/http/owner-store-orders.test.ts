/**
 * The Store reports screen's Orders owner API: the orders the account's store customers placed, saved through
 * the display service as a store platform saves them and by our own shop's checkout, newest first with their
 * products, value, source and the cart report they recovered; by period and page, and as CSV. Another account
 * sees none of it; a bad query is refused, and a signed-out caller gets nothing.
 */
import type { Db } from '@beckon/db';
import type { StoreOrdersAnswer } from '@beckon/owner-api/store-orders';
import type { StoreReportsAnswer } from '@beckon/owner-api/store-reports';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../../src/demo-ids.js';
import { recordOrder } from '../../src/plugins/display/store-report-repository.js';
import { openSeededAppAsOwner } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, uniqueEmail } from './owner-helpers.js';
import { ShopVisitor } from './shop-helpers.js';

const cartReport = (customer: string) =>
  `/api/display/browse-abandonment?${new URLSearchParams({
    client_id: DEMO_CLIENT_ID,
    customer,
    data_for: 'cart',
    products: JSON.stringify([{ product_id: '101', product_name: 'Sun cream', category: 'Sun' }]),
    total_cart_value: '41.40',
  })}`;

describe.each(databases)('store orders for the owner on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let owner: OwnerClient;
  let other: OwnerClient;

  beforeAll(async () => {
    ({ app, db, close, owner } = await openSeededAppAsOwner(database));
    other = new OwnerClient(app);
    expect((await other.signUp(uniqueEmail('orders'))).statusCode).toBe(201);
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());
  beforeEach(async () => {
    await db.exec('DELETE FROM store_orders; DELETE FROM browse_abandonment; DELETE FROM store_shops;');
    await db.exec('DELETE FROM shop_cart_lines; DELETE FROM shop_carts;');
  });

  const order = async (payload: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/display/wix/save-ordered-products',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ client_id: DEMO_CLIENT_ID, ...payload }),
    });
    expect(res.statusCode).toBe(200);
  };

  const list = async (client: OwnerClient, query = '') => {
    const res = await client.send('GET', `/api/owner/store-orders${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as StoreOrdersAnswer;
  };

  it('lists the orders newest first with their products, value, source and the cart report each recovered', async () => {
    await app.inject({ method: 'GET', url: cartReport('cust-1') });
    await order({
      customer_id: 'cust-1',
      products: [
        { product_id: '101', product_name: 'Sun cream', category: 'Sun', quantity: 2, price: 20.7 },
        { product_id: 202, product_name: 'Night serum', quantity: 1, price: 9.5 },
      ],
      source_table: 'shopify_orders:5512',
    });
    await order({ customer_id: 'cust-2', products: [{ product_id: '303' }], source_table: 'Stores/Orders' });
    const visitor = new ShopVisitor(app);
    await visitor.add('101', '2');
    await visitor.checkout();

    const { orders, total, page, page_size } = await list(owner);
    expect({ total, page, page_size }).toEqual({ total: 3, page: 1, page_size: 25 });
    expect(orders.map((o) => [o.source, o.customer_id])).toEqual([
      ['shop', ''],
      ['store_call', 'cust-2'],
      ['store', 'cust-1'],
    ]);
    const [shop, call, store] = orders;
    const { reports } = (await owner.send('GET', '/api/owner/store-reports?period=all')).json() as StoreReportsAnswer;
    expect(store).toMatchObject({
      customer_id: 'cust-1',
      total_value: '50.90',
      recovered_report_id: reports[0]?.report_id,
      products: [
        { product_id: '101', product_name: 'Sun cream', category: 'Sun', quantity: 2, price: 20.7 },
        { product_id: '202', product_name: 'Night serum', category: '', quantity: 1, price: 9.5 },
      ],
    });
    expect(store?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(call).toMatchObject({
      total_value: '0.00',
      recovered_report_id: null,
      products: [{ product_id: '303', product_name: '', category: '', quantity: 1, price: null }],
    });
    expect(shop?.products).toHaveLength(1);
    const line = shop?.products[0];
    expect(line?.quantity).toBe(2);
    expect(line?.product_name).not.toBe('');
    expect(Number(shop?.total_value)).toBeCloseTo(2 * (line?.price ?? 0), 2);
  });

  it('keeps to the period, thirty days unless another is asked for', async () => {
    await order({ customer_id: 'old', products: [{ product_id: '1' }], source_table: 'Stores/Orders' });
    await order({ customer_id: 'new', products: [{ product_id: '2' }], source_table: 'Stores/Orders' });
    await db.query("UPDATE store_orders SET created_at = now() - interval '40 days' WHERE customer_id = 'old'");
    const customers = async (query: string) => (await list(owner, query)).orders.map((o) => o.customer_id);
    expect(await customers('')).toEqual(['new']);
    expect(await customers('?period=30d')).toEqual(['new']);
    expect(await customers('?period=90d')).toEqual(['new', 'old']);
    expect(await customers('?period=all')).toEqual(['new', 'old']);
    await db.query("UPDATE store_orders SET created_at = now() - interval '8 days' WHERE customer_id = 'new'");
    expect(await customers('?period=7d')).toEqual([]);
  });

  it('pages the orders by 25, newest first', async () => {
    await db.query(
      `INSERT INTO store_orders (account_id, customer_id, source_table, products, total_value, created_at)
       SELECT $1, 'cust-' || n, 'Stores/Orders', '[]', n, now() - n * interval '1 minute'
         FROM generate_series(1, 27) AS n`,
      [DEMO_CLIENT_ID],
    );
    const first = await list(owner, '?page=1');
    expect(first.total).toBe(27);
    expect(first.orders).toHaveLength(25);
    expect(first.orders[0]?.customer_id).toBe('cust-1');
    const second = await list(owner, '?page=2');
    expect(second.orders.map((o) => o.customer_id)).toEqual(['cust-26', 'cust-27']);
    expect((await list(owner, '?page=3')).orders).toEqual([]);
  });

  it('never shows another account’s orders, in the list or the CSV', async () => {
    await order({ customer_id: 'cust-1', products: [{ product_id: '1' }], source_table: 'shopify_orders:1' });
    expect(await list(other, '?period=all')).toEqual({ orders: [], total: 0, page: 1, page_size: 25 });
    const csv = await other.send('GET', '/api/owner/store-orders.csv?period=all');
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('exports every matching order as CSV, with formulas neutralised', async () => {
    await app.inject({ method: 'GET', url: cartReport('cust-1') });
    // The site builder's orders are read by the server, not posted: recorded as it records them.
    await db.transaction((tx) =>
      recordOrder(
        tx,
        {
          accountId: DEMO_CLIENT_ID,
          customerId: '=cmd',
          sourceTable: 'wix_orders:ab-1',
          products: [{ product_id: '101', product_name: '=HYPERLINK("x")', category: '', quantity: 2, price: 20.7 }],
        },
        new Date(),
      ),
    );
    await order({ customer_id: 'cust-1', products: [{ product_id: '7' }], source_table: 'shopify_orders:9' });
    const res = await owner.send('GET', '/api/owner/store-orders.csv?period=all');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="beckon-store-orders-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Ordered","Order","Source","Customer","Products","Value","Recovered report"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^"[^"]+","\d+","Store platform","cust-1","7 × 1","41.40","\d+"$/);
    expect(lines[2]).toMatch(
      /^"[^"]+","\d+","Wix site","'=cmd","'=HYPERLINK\(""x""\) \(101\) × 2 at 20.70","41.40",""$/,
    );
  });

  it('refuses a bad query with a 400 from the catalogue', async () => {
    for (const query of ['?period=1y', '?page=0', '?page=1234567', '?page=x', '?kind=cart', '?extra=1']) {
      const res = await owner.send('GET', `/api/owner/store-orders${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'FST_ERR_VALIDATION' });
    }
    for (const query of ['?page=1', '?period=1y']) {
      const res = await owner.send('GET', `/api/owner/store-orders.csv${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'FST_ERR_VALIDATION' });
    }
  });

  it('answers a signed-out caller with 401', async () => {
    for (const url of ['/api/owner/store-orders', '/api/owner/store-orders.csv'])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
  });
});
