/**
 * Refunds that put chosen quantities back in stock (WooCommerce's refund form: a quantity per line and
 * "Reponer los artículos reembolsados"), on PGlite and PostgreSQL, through a loopback Stripe: partial
 * refunds add up, a line never goes back more than was sold, a refused refund counts nothing, and a
 * cancellation afterwards returns only the rest.
 */
import type { Db } from '@beckon/db';
import type { ShopOrderDetail } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../helpers/fake-stripe.js';
import { openSeededAppWithStripe } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import type { OwnerClient } from './owner-helpers.js';
import { BILLING, ShopVisitor } from './shop-helpers.js';

const SERUM = 101;
const CREAM = 102;

describe.each(databases)('refunds that restock chosen lines on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let stripe: FakeStripe;
  let owner: OwnerClient;

  beforeAll(async () => {
    ({ app, db, close, owner, stripe } = await openSeededAppWithStripe(database));
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  const stock = async (variant: number) =>
    Number(
      (await db.query<{ stock: number }>('SELECT stock FROM shop_variants WHERE variant_id = $1', [variant])).rows[0]
        ?.stock,
    );
  const stocks = async (): Promise<[number, number]> => [await stock(SERUM), await stock(CREAM)];
  const refund = (n: number, body: unknown) => owner.send('POST', `/api/owner/shop/orders/${n}/refunds`, body);

  /** A paid card order of 3 serums and 2 creams: its number and lines. */
  const paidOrder = async (email: string) => {
    const shopper = new ShopVisitor(app);
    await shopper.add(String(SERUM), '3');
    await shopper.add(String(CREAM), '2');
    await shopper.get('/finalizar-compra/');
    expect((await shopper.post('/finalizar-compra/', { ...BILLING, email, pago: 'tarjeta' })).statusCode).toBe(303);
    const session = [...stripe.sessions.values()].find((s) => s.customer_email === email);
    if (!session) throw new Error('no checkout session was made');
    const paid = stripe.pay(session.id);
    await app.inject({
      method: 'POST',
      url: '/api/shop/stripe/webhook',
      payload: paid.body,
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(paid.body) },
    });
    const number = Number(session.metadata.order_number);
    const order = (await owner.send('GET', `/api/owner/shop/orders/${number}`)).json() as ShopOrderDetail;
    expect(order.status).toBe('processing');
    const lineOf = (name: string) => order.lines.find((l) => l.quantity === (name === 'serum' ? 3 : 2))?.line_no ?? 0;
    return { number, session, serum: lineOf('serum'), cream: lineOf('cream') };
  };

  it('puts back the chosen quantities through Stripe, adding up over partial refunds', async () => {
    const { number, session, serum, cream } = await paidOrder('lineas@example.es');
    const [serumBefore, creamBefore] = await stocks();

    const first = await refund(number, {
      amount_cents: 1490,
      restock: true,
      restock_lines: [
        { line_no: serum, quantity: 1 },
        { line_no: cream, quantity: 0 },
      ],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(stripe.refunds.at(-1)).toMatchObject({
      amount: 1490,
      payment_intent: stripe.sessions.get(session.id)?.payment_intent,
    });
    expect(await stocks()).toEqual([serumBefore + 1, creamBefore]);
    const afterFirst = first.json() as ShopOrderDetail;
    expect(afterFirst.refunds).toEqual([
      expect.objectContaining({
        amount_cents: 1490,
        restocked: true,
        restocked_lines: [{ line_no: serum, quantity: 1 }],
      }),
    ]);
    expect(afterFirst.lines.map((l) => [l.line_no, l.restocked_quantity])).toEqual(
      expect.arrayContaining([
        [serum, 1],
        [cream, 0],
      ]),
    );

    const second = await refund(number, {
      amount_cents: 2000,
      restock: true,
      restock_lines: [
        { line_no: serum, quantity: 2 },
        { line_no: cream, quantity: 1 },
      ],
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(await stocks()).toEqual([serumBefore + 3, creamBefore + 1]);

    // The serum line sold 3 and 3 went back: one more is refused, and nothing is taken or counted.
    const refundsBefore = stripe.refunds.length;
    const tooMany = await refund(number, {
      amount_cents: 100,
      restock: true,
      restock_lines: [{ line_no: serum, quantity: 1 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'BK_ERR_REFUND_RESTOCK',
      message: `restock_lines: line ${serum} has 0 left to put back in stock`,
    });
    expect(stripe.refunds).toHaveLength(refundsBefore);
    expect(await stocks()).toEqual([serumBefore + 3, creamBefore + 1]);

    // "Everything" now means the one cream left; a refund without restock puts nothing back.
    expect((await refund(number, { amount_cents: 100, restock: false })).statusCode).toBe(201);
    expect(await stocks()).toEqual([serumBefore + 3, creamBefore + 1]);
    expect((await refund(number, { amount_cents: 100, restock: true })).statusCode).toBe(201);
    expect(await stocks()).toEqual([serumBefore + 3, creamBefore + 2]);
  });

  it('returns only what refunds left when the order is cancelled afterwards', async () => {
    const { number, serum } = await paidOrder('cancela@example.es');
    const [serumBefore, creamBefore] = await stocks();
    await refund(number, { amount_cents: 500, restock: true, restock_lines: [{ line_no: serum, quantity: 2 }] });
    expect(await stocks()).toEqual([serumBefore + 2, creamBefore]);
    expect(
      (await owner.send('PUT', `/api/owner/shop/orders/${number}/status`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    expect(await stocks()).toEqual([serumBefore + 3, creamBefore + 2]);
  });

  it('counts nothing when Stripe refuses the refund', async () => {
    const { number, serum } = await paidOrder('rechazo-lineas@example.es');
    const before = await stocks();
    stripe.failWith = { status: 400, type: 'invalid_request_error', code: 'charge_disputed', message: 'Disputed.' };
    try {
      const res = await refund(number, {
        amount_cents: 100,
        restock: true,
        restock_lines: [{ line_no: serum, quantity: 3 }],
      });
      expect(res.statusCode).toBe(502);
    } finally {
      stripe.failWith = null;
    }
    expect(await stocks()).toEqual(before);
    const ok = await refund(number, {
      amount_cents: 100,
      restock: true,
      restock_lines: [{ line_no: serum, quantity: 3 }],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await stocks()).toEqual([before[0] + 3, before[1]]);
  });

  it('refuses restock lines that are malformed, repeated, unknown or without restock, storing nothing', async () => {
    const { number, serum } = await paidOrder('malas-lineas@example.es');
    const before = await stocks();
    for (const body of [
      { amount_cents: 100, restock: false, restock_lines: [{ line_no: serum, quantity: 1 }] },
      { amount_cents: 100, restock: true, restock_lines: [] },
      { amount_cents: 100, restock: true, restock_lines: [{ line_no: serum, quantity: -1 }] },
      { amount_cents: 100, restock: true, restock_lines: [{ line_no: serum, quantity: 1.5 }] },
      { amount_cents: 100, restock: true, restock_lines: [{ line_no: '1', quantity: 1 }] },
      { amount_cents: 100, restock: true, restock_lines: [{ line_no: serum, quantity: 1, extra: 1 }] },
      {
        amount_cents: 100,
        restock: true,
        restock_lines: [
          { line_no: serum, quantity: 1 },
          { line_no: serum, quantity: 1 },
        ],
      },
      {
        amount_cents: 100,
        restock: true,
        restock_lines: Array.from({ length: 501 }, (_, i) => ({ line_no: i + 1, quantity: 0 })),
      },
    ]) {
      const res = await refund(number, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.json()).toHaveProperty('code');
    }
    const unknown = await refund(number, {
      amount_cents: 100,
      restock: true,
      restock_lines: [{ line_no: 99, quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toMatchObject({
      code: 'BK_ERR_REFUND_RESTOCK',
      message: 'restock_lines: the order has no line 99',
    });
    const order = (await owner.send('GET', `/api/owner/shop/orders/${number}`)).json() as ShopOrderDetail;
    expect(order.refunds).toEqual([]);
    expect(order.refunded_cents).toBe(0);
    expect(await stocks()).toEqual(before);
  });
});
