/**
 * GET /carrito.json on PGlite and PostgreSQL: the visitor's cart in the store platform's /cart.js shape
 * (the widget's store chunk reads this project's shop with the same reader), never cached, never another
 * visitor's cart, and a query it does not take refused as 4xx JSON.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededApp } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { ShopVisitor } from './shop-helpers.js';

const SERUM_15 = '104';
const SUNSCREEN = '106';

describe.each(databases)('The shop cart as JSON on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await openSeededApp(database));
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  const json = async (v: ShopVisitor, url = '/carrito.json') => {
    const res = await v.get(url, { accept: 'application/json' });
    return { status: res.statusCode, headers: res.headers, body: JSON.parse(res.body) };
  };

  it('answers an empty cart to a visitor without one', async () => {
    const res = await json(new ShopVisitor(app));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], item_count: 0, total_price: 0, currency: 'EUR' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers the lines with variant and product ids, quantities and cents', async () => {
    const v = new ShopVisitor(app);
    await v.add(SERUM_15, '2');
    await v.add(SUNSCREEN);
    const { body } = await json(v);
    expect(body.item_count).toBe(3);
    expect(body.items).toHaveLength(2);
    for (const item of body.items) {
      expect(item.variant_id).toBe(item.id);
      expect(typeof item.product_id).toBe('string');
      expect(Number.isInteger(item.price)).toBe(true);
      expect(item.line_price).toBe(item.price * item.quantity);
    }
    expect(body.items.map((i: { variant_id: number }) => String(i.variant_id)).sort()).toEqual([SERUM_15, SUNSCREEN]);
    expect(body.total_price).toBe(body.items.reduce((s: number, i: { line_price: number }) => s + i.line_price, 0));
    // Another visitor sees their own (empty) cart.
    expect((await json(new ShopVisitor(app))).body.item_count).toBe(0);
  });

  it('refuses a query it does not take with 4xx JSON', async () => {
    const res = await json(new ShopVisitor(app), '/carrito.json?x=1');
    expect(res.status).toBe(400);
    expect(typeof res.body.code).toBe('string');
  });
});
