/**
 * WooCommerce's scheduled sale on PGlite and PostgreSQL: the owner gives a variant's sale price a first and
 * a last day, and at the shop's midnight the price a visitor sees and pays changes by itself — on the
 * product page, in the cart, at checkout, in the order and its mail, and on our own shop's recommendation
 * cards. A cart filled while the sale was on is charged the price of the moment it checks out.
 */
import type { Db } from '@beckon/db';
import { shopDayAt } from '@beckon/owner-api';
import { wallTimeToEpoch } from '@beckon/popup-schema/wall-clock';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadShopCatalogue } from '../../src/plugins/store-catalogue/shop-catalogue-reads.js';
import { openSeededAppAsOwner } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import type { OwnerClient } from './owner-helpers.js';
import { BILLING, ShopVisitor } from './shop-helpers.js';

const ACCOUNT = 'de30c1e0a1b2c';
const SERUM = 4;
const GEL = 1;
const MINUTE = 60_000;

const nextDay = (day: string, n = 1) =>
  new Date(Date.UTC(...dayParts(day)) + n * 86_400_000).toISOString().slice(0, 10);
const dayParts = (day: string): [number, number, number] => {
  const [y, m, d] = day.split('-').map(Number);
  return [y ?? 0, (m ?? 1) - 1, d ?? 1];
};

describe.each(databases)('a scheduled sale on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let owner: OwnerClient;
  /** The shop's day now and the instant its next midnight strikes (Madrid time, whatever the server's zone). */
  let today: string;
  let midnight: number;

  const page = (path: string) =>
    app.inject({ method: 'GET', url: path, headers: { host: 'localhost:80', accept: 'text/html' } });
  /** Sets the clock (Date only: the database's own clock and the timers run on). */
  const at = (instant: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(instant);
  };
  const orderLine = async (number: number) =>
    (
      await db.query<{ unit_price_cents: number }>(
        'SELECT unit_price_cents FROM shop_order_lines WHERE account_id = $1 AND order_number = $2',
        [ACCOUNT, number],
      )
    ).rows.map((r) => Number(r.unit_price_cents));
  const orderMail = async (email: string) =>
    (
      await db.query<{ body_text: string }>(
        `SELECT body_text FROM mail_outbox WHERE kind = 'shop-order' AND to_address = $1`,
        [email],
      )
    ).rows[0]?.body_text ?? '';

  beforeAll(async () => {
    ({ app, db, close, owner } = await openSeededAppAsOwner(database));
    today = shopDayAt(Date.now(), 'Europe/Madrid');
    midnight = wallTimeToEpoch(`${nextDay(today)}T00:00`, 'Europe/Madrid');
  }, HOOK_TIMEOUT_MS);
  afterEach(() => vi.useRealTimers());
  afterAll(() => close?.());

  it('charges the regular price at checkout for a cart filled before the sale ended', async () => {
    const r = await owner.send('PUT', `/api/owner/shop/products/${SERUM}`, {
      name: 'Sérum de vitamina C',
      published: true,
      variants: [
        {
          id: 104,
          name: '15 ml',
          price_cents: 2490,
          sale_price_cents: 1990,
          sale_from: null,
          sale_to: today,
          stock: 20,
        },
        { id: 105, name: '30 ml', price_cents: 3990, sale_price_cents: null, stock: 12 },
      ],
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().variants[0]).toMatchObject({ price_cents: 2490, sale_price_cents: 1990, sale_to: today });

    at(midnight - MINUTE);
    expect((await page('/producto/serum-vitamina-c/')).body).toContain('19,90\u00a0€');
    const shopper = new ShopVisitor(app);
    await shopper.add('104');
    expect((await shopper.get('/carrito/')).body).toContain('19,90\u00a0€');
    const card = (await loadShopCatalogue(db, ACCOUNT))?.products.find((p) => p.product_id === 'serum-vitamina-c');
    expect(card).toMatchObject({ price: '19.90', compare_at_price: '24.90' });

    at(midnight + MINUTE);
    const product = (await page('/producto/serum-vitamina-c/')).body;
    expect(product).toContain('24,90\u00a0€');
    expect(product).not.toContain('19,90\u00a0€');
    const cart = (await shopper.get('/carrito/')).body;
    expect(cart).toContain('24,90\u00a0€');
    expect(cart).not.toContain('19,90\u00a0€');
    const after = (await loadShopCatalogue(db, ACCOUNT))?.products.find((p) => p.product_id === 'serum-vitamina-c');
    expect(after).toMatchObject({ price: '24.90', compare_at_price: null });
    const email = 'fin-de-oferta@example.es';
    const number = await shopper.checkout({ ...BILLING, email });
    expect(await orderLine(number)).toEqual([2490]);
    expect(await orderMail(email)).toContain('24,90\u00a0€');
    expect(await orderMail(email)).not.toContain('19,90\u00a0€');
  });

  it('starts the sale price at the shop’s midnight of its first day, for the page, the cart and the order', async () => {
    const r = await owner.send('PUT', `/api/owner/shop/products/${GEL}`, {
      name: 'Gel limpiador suave',
      published: true,
      variants: [
        {
          id: 101,
          name: '',
          price_cents: 1490,
          sale_price_cents: 990,
          sale_from: nextDay(today),
          sale_to: null,
          stock: 40,
        },
      ],
    });
    expect(r.statusCode).toBe(200);

    at(midnight - MINUTE);
    const before = (await page('/producto/gel-limpiador-suave/')).body;
    expect(before).toContain('14,90\u00a0€');
    expect(before).not.toContain('9,90\u00a0€');
    const shopper = new ShopVisitor(app);
    await shopper.add('101', '2');
    expect((await shopper.get('/carrito/')).body).toContain('29,80\u00a0€');

    at(midnight + MINUTE);
    const gelPage = (await page('/producto/gel-limpiador-suave/')).body;
    expect(gelPage).toContain('9,90\u00a0€');
    expect((await shopper.get('/carrito/')).body).toContain('19,80\u00a0€');
    const email = 'empieza-oferta@example.es';
    const number = await shopper.checkout({ ...BILLING, email });
    expect(await orderLine(number)).toEqual([990]);
    expect(await orderMail(email)).toContain('19,80\u00a0€');
  });

  it('values an abandoned cart in the store reports at the price of the day, not at an ended sale’s', async () => {
    const r = await owner.send('PUT', `/api/owner/shop/products/${SERUM}`, {
      name: 'Sérum de vitamina C',
      published: true,
      variants: [
        { id: 104, name: '15 ml', price_cents: 2490, sale_price_cents: null, stock: 20 },
        {
          id: 105,
          name: '30 ml',
          price_cents: 3990,
          sale_price_cents: 2990,
          sale_from: null,
          sale_to: today,
          stock: 12,
        },
      ],
    });
    expect(r.statusCode).toBe(200);
    const shopper = new ShopVisitor(app);
    await shopper.add('105');
    await db.exec(
      "UPDATE shop_carts SET updated_at = now() - interval '2 hours'; UPDATE shop_cart_lines SET added_at = now() - interval '2 hours';",
    );
    at(midnight + MINUTE);
    const reports = await owner.send('GET', '/api/owner/store-reports?kind=cart&period=all');
    expect(reports.statusCode).toBe(200);
    // The other reports are the earlier tests' orders; this cart is the one not recovered.
    const open = reports
      .json()
      .reports.filter((p: { recovered_at: string | null }) => p.recovered_at === null)
      .map((p: { total_value: string }) => Number(p.total_value));
    expect(open).toEqual([39.9]);
  });

  it('refuses sale days without a sale price, in the wrong order or that do not exist, storing nothing', async () => {
    const variant = { id: 101, name: '', price_cents: 1490, stock: 40 };
    const cases: [Record<string, unknown>, string][] = [
      [{ sale_price_cents: null, sale_from: '2026-12-01' }, 'variants[0].sale_from: needs a sale price'],
      [
        { sale_price_cents: 990, sale_from: '2026-12-08', sale_to: '2026-12-07' },
        'variants[0].sale_to: must be on or after',
      ],
      [{ sale_price_cents: 990, sale_to: '2026-04-31' }, 'variants[0].sale_to: must be a date that exists'],
      [{ sale_price_cents: 990, sale_from: '1/12/2026' }, 'variants[0].sale_from: must be a date like 2026-12-31'],
      [
        { sale_price_cents: 990, sale_from: `2026-12-01${'x'.repeat(1_000)}` },
        'variants[0].sale_from: must be a date like',
      ],
    ];
    const before = await db.query('SELECT * FROM shop_variants WHERE account_id = $1 AND variant_id = 101', [ACCOUNT]);
    for (const [terms, message] of cases) {
      const r = await owner.send('PUT', `/api/owner/shop/products/${GEL}`, {
        name: 'Gel limpiador suave',
        published: true,
        variants: [{ ...variant, ...terms }],
      });
      expect(r.statusCode, JSON.stringify(terms).slice(0, 80)).toBe(400);
      expect(r.body).toContain(message);
    }
    const after = await db.query('SELECT * FROM shop_variants WHERE account_id = $1 AND variant_id = 101', [ACCOUNT]);
    expect(after.rows).toEqual(before.rows);
  });
});
