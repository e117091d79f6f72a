/**
 * The owner's Orders API (the shop spec's "Owner side") on PGlite and
 * PostgreSQL: orders placed through the shop's forms show up for the clinic's
 * owner, who reads one and moves it through the allowed statuses; a cancel
 * gives the stock back; another account's owner neither sees nor changes them.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededAppAsOwner } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, uniqueEmail } from './owner-helpers.js';
import { BILLING, ShopVisitor } from './shop-helpers.js';

const ACCOUNT = 'de30c1e0a1b2c';
const SERUM_15 = '104';
const LIP_BALM = '113';

describe.each(databases)('the owner’s shop orders on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let owner: OwnerClient;
  let stranger: OwnerClient;
  let first: number;
  let second: number;

  const stockOf = async (variant: string) =>
    Number(
      (
        await db.query<{ stock: number }>('SELECT stock FROM shop_variants WHERE account_id = $1 AND variant_id = $2', [
          ACCOUNT,
          Number(variant),
        ])
      ).rows[0]?.stock,
    );

  beforeAll(async () => {
    ({ app, db, close, owner } = await openSeededAppAsOwner(database));
    stranger = new OwnerClient(app, '127.0.0.2');
    expect((await stranger.signUp(uniqueEmail('stranger'))).statusCode).toBe(201);
    const buyer = new ShopVisitor(app);
    await buyer.add(SERUM_15, '2');
    first = await buyer.checkout();
    const another = new ShopVisitor(app);
    await another.add(LIP_BALM, '1');
    second = await another.checkout({ ...BILLING, pago: 'clinica' });
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  it('lists the clinic’s orders newest first with the customer, items and total', async () => {
    const r = await owner.send('GET', '/api/owner/shop/orders');
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({ total: 2, page: 1, page_size: 25 });
    expect(body.orders.map((o: { order_number: number }) => o.order_number)).toEqual([second, first]);
    expect(body.orders[1]).toMatchObject({
      order_number: first,
      status: 'on-hold',
      customer_name: 'Lucía García Pérez',
      email: 'lucia@example.es',
      item_count: 2,
      total_cents: 4980,
    });
  });

  it('filters the list by status', async () => {
    const r = await owner.send('GET', '/api/owner/shop/orders?status=processing');
    expect(r.json()).toMatchObject({ total: 1, orders: [{ order_number: second, status: 'processing' }] });
  });

  it('reads one order with its lines, address, payment and the statuses it may move to', async () => {
    const r = await owner.send('GET', `/api/owner/shop/orders/${first}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      order_number: first,
      status: 'on-hold',
      next_statuses: ['processing', 'cancelled', 'failed'],
      payment_method: 'transferencia',
      payment_title: 'Transferencia bancaria',
      address: 'Calle de Alcalá 100, 3.º B',
      postcode: '28009',
      subtotal_cents: 4980,
      total_cents: 4980,
      lines: [
        {
          product_name: 'Sérum antioxidante de vitamina C',
          variant_name: '15 ml',
          quantity: 2,
          unit_price_cents: 2490,
          total_cents: 4980,
        },
      ],
    });
  });

  it('moves an order along the allowed statuses and refuses any other move with a readable 409', async () => {
    const processing = await owner.send('PUT', `/api/owner/shop/orders/${first}/status`, { status: 'processing' });
    expect(processing.statusCode).toBe(200);
    expect(processing.json()).toMatchObject({
      status: 'processing',
      next_statuses: ['completed', 'on-hold', 'cancelled'],
    });
    const back = await owner.send('PUT', `/api/owner/shop/orders/${first}/status`, { status: 'pending' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({
      statusCode: 409,
      code: 'BK_ERR_ORDER_STATUS',
      error: 'Conflict',
      message:
        'status: an order that is processing cannot become pending payment; it can become completed, on hold or cancelled',
    });
    expect(
      (await owner.send('PUT', `/api/owner/shop/orders/${first}/status`, { status: 'completed' })).statusCode,
    ).toBe(200);
    const again = await owner.send('PUT', `/api/owner/shop/orders/${first}/status`, { status: 'completed' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`status: order ${first} is already completed`);
    expect((await owner.send('GET', `/api/owner/shop/orders/${first}`)).json().next_statuses).toEqual([]);
  });

  it('gives the stock back when an order is cancelled', async () => {
    const before = await stockOf(LIP_BALM);
    const r = await owner.send('PUT', `/api/owner/shop/orders/${second}/status`, { status: 'cancelled' });
    expect(r.statusCode).toBe(200);
    expect(await stockOf(LIP_BALM)).toBe(before + 1);
  });

  it('answers an unknown status, a bad number and a missing order with readable 4xx errors', async () => {
    const unknown = await owner.send('PUT', `/api/owner/shop/orders/${first}/status`, { status: 'shipped' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'body.status: must be one of "pending", "processing", "on-hold", "completed", "cancelled", "refunded", "failed"',
    );
    expect((await owner.send('GET', '/api/owner/shop/orders?status=shipped')).statusCode).toBe(400);
    expect((await owner.send('GET', '/api/owner/shop/orders/abc')).statusCode).toBe(400);
    const missing = await owner.send('GET', '/api/owner/shop/orders/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'BK_ERR_ORDER_NOT_FOUND', message: 'order 999999 not found' });
    // The order's number as data too, for the dashboard's message in another language.
    expect(missing.json().params).toEqual({ order: '999999' });
  });

  it('needs a session and the CSRF token', async () => {
    const signedOut = new OwnerClient(app);
    expect((await signedOut.send('GET', '/api/owner/shop/orders')).statusCode).toBe(401);
    const noToken = await owner.send(
      'PUT',
      `/api/owner/shop/orders/${second}/status`,
      { status: 'completed' },
      { 'x-csrf-token': 'wrong' },
    );
    expect(noToken.statusCode).toBe(403);
  });

  it('shows another account’s owner none of the clinic’s orders and lets them change none', async () => {
    const list = await stranger.send('GET', '/api/owner/shop/orders');
    expect(list.json()).toMatchObject({ total: 0, orders: [] });
    expect((await stranger.send('GET', `/api/owner/shop/orders/${second}`)).statusCode).toBe(404);
    const change = await stranger.send('PUT', `/api/owner/shop/orders/${second}/status`, { status: 'completed' });
    expect(change.statusCode).toBe(404);
    const status = await db.query<{ status: string }>(
      'SELECT status FROM shop_orders WHERE account_id = $1 AND order_number = $2',
      [ACCOUNT, second],
    );
    expect(status.rows[0]?.status).toBe('cancelled');
  });

  it('exports every order of a status as CSV, with formula-like cells neutralised for spreadsheets', async () => {
    const sneaky = new ShopVisitor(app);
    await sneaky.add(LIP_BALM, '2');
    const third = await sneaky.checkout({ ...BILLING, nombre: '=HYPERLINK("http://evil.example")', apellidos: '+1' });
    const r = await owner.send('GET', '/api/owner/shop/orders.csv?status=on-hold');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = r.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Order","Date","Status","Customer","Email","Phone","City","Payment","Coupon","Items","Subtotal (EUR)","Discount (EUR)","Tax (EUR)","Total (EUR)"',
    );
    // Only the on-hold orders, newest first: the one just placed (the first one was moved on above).
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^"${third}","\\d{4}-[^"]+","On hold","'=HYPERLINK\\(""http://evil.example""\\) \\+1","lucia@example.es","600 123 456","Madrid","Transferencia bancaria","","2","[\\d.]+","0.00","[\\d.]+","[\\d.]+"$`,
      ),
    );
    const all = await owner.send('GET', '/api/owner/shop/orders.csv');
    expect(all.body.trimEnd().split('\r\n')).toHaveLength(4);
    expect((await stranger.send('GET', '/api/owner/shop/orders.csv')).body.trimEnd().split('\r\n')).toHaveLength(1);
    const bad = await owner.send('GET', '/api/owner/shop/orders.csv?status=lost');
    expect(bad.statusCode).toBe(400);
    expect((await new OwnerClient(app).send('GET', '/api/owner/shop/orders.csv')).statusCode).toBe(401);
  });

  it('writes the CSV’s times and its file name’s day in the shop’s time zone', async () => {
    // Kiritimati is 14 hours ahead of UTC all year: its day differs from UTC's for ten hours of each.
    const ahead = (ms: number) => new Date(ms + 14 * 3_600_000).toISOString();
    const { rows } = await db.query<{ created_at: Date | string }>(
      'SELECT created_at FROM shop_orders WHERE account_id = $1 AND order_number = $2',
      [ACCOUNT, first],
    );
    const placed = new Date(rows[0]?.created_at ?? Number.NaN).getTime();
    expect((await owner.send('PUT', '/api/owner/shop/time-zone', { time_zone: 'Pacific/Kiritimati' })).statusCode).toBe(
      200,
    );
    try {
      const before = Date.now();
      const r = await owner.send('GET', '/api/owner/shop/orders.csv');
      const days = [ahead(before), ahead(Date.now())].map((t) => `attachment; filename="orders-${t.slice(0, 10)}.csv"`);
      expect(days).toContain(r.headers['content-disposition']);
      const line = r.body.split('\r\n').find((l) => l.startsWith(`"${first}",`));
      expect(line).toContain(`"${first}","${ahead(placed).slice(0, 19).replace('T', ' ')}",`);
    } finally {
      await owner.send('PUT', '/api/owner/shop/time-zone', { time_zone: 'Europe/Madrid' });
    }
  });
});
