/**
 * Card payments through Stripe's hosted checkout, on PGlite and PostgreSQL, against a loopback Stripe
 * (test/helpers/fake-stripe.ts): the order waits "pending" with its stock taken, only a validly signed
 * webhook marks it paid (never the customer's return), forged and stale signatures are refused with
 * nothing changed, replayed and late events change nothing twice, an abandoned payment gives its stock
 * back once, and the owner's refunds go through Stripe and restock once. Without Stripe's keys the
 * checkout offers no card.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL } from '../../src/plugins/owner/index.js';
import { FAKE_WEBHOOK_SECRET, type FakeStripe } from '../helpers/fake-stripe.js';
import { openSeededApp, openSeededAppWithStripe } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { type OwnerClient, outboxFor } from './owner-helpers.js';
import { BILLING, ShopVisitor } from './shop-helpers.js';

const WEBHOOK = '/api/shop/stripe/webhook';
const VARIANT = '101';

describe.each(databases)('card payments through Stripe on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let stripe: FakeStripe;
  let owner: OwnerClient;

  beforeAll(async () => {
    ({ app, db, close, owner, stripe } = await openSeededAppWithStripe(database));
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  const stock = async () =>
    Number(
      (await db.query<{ stock: number }>('SELECT stock FROM shop_variants WHERE variant_id = $1', [Number(VARIANT)]))
        .rows[0]?.stock,
    );
  const orderRow = async (n: number) =>
    (
      await db.query<{ status: string; payment_ref: string | null; stock_held: boolean; refunded_cents: number }>(
        'SELECT status, payment_ref, stock_held, refunded_cents FROM shop_orders WHERE order_number = $1',
        [n],
      )
    ).rows[0];
  const post = (body: string, signature: string | undefined, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload: body,
      headers: { 'content-type': contentType, ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
    });
  const deliver = (event: { body: string }) => post(event.body, stripe.sign(event.body));

  /** A card order of `quantity` units: answers its number and where the checkout sent the customer. */
  const cardOrder = async (email: string, quantity = '1') => {
    const shopper = new ShopVisitor(app);
    await shopper.add(VARIANT, quantity);
    await shopper.get('/finalizar-compra/');
    const placed = await shopper.post('/finalizar-compra/', { ...BILLING, email, pago: 'tarjeta' });
    expect(placed.statusCode, placed.body.slice(0, 300)).toBe(303);
    const location = String(placed.headers.location);
    const session = [...stripe.sessions.values()].find((s) => s.customer_email === email);
    if (!session) throw new Error('no checkout session was made');
    const number = Number(session.metadata.order_number);
    return { shopper, location, session, number };
  };

  it('offers the card and sends the customer to Stripe’s page, the order pending with its stock taken', async () => {
    const shopper = new ShopVisitor(app);
    await shopper.add(VARIANT);
    const checkout = await shopper.get('/finalizar-compra/');
    expect(checkout.body).toContain('Tarjeta de crédito o débito');
    expect(checkout.body).not.toMatch(/stripe\.com|js\.stripe/);
    // Browsers apply form-action to the checkout post's redirect: Stripe's page must be allowed there.
    expect(String(checkout.headers['content-security-policy'])).toContain(`form-action 'self' ${stripe.url};`);
    const before = await stock();
    const { location, session, number } = await cardOrder('tarjeta-1@example.es', '2');
    expect(location).toBe(session.url);
    expect(await stock()).toBe(before - 2);
    expect(await orderRow(number)).toMatchObject({ status: 'pending', payment_ref: session.id, stock_held: true });
    expect(session.params['line_items[0][price_data][currency]']).toBe('eur');
    expect(session.metadata).toEqual({ account_id: expect.any(String), order_number: String(number) });
    expect(session.success_url).toMatch(new RegExp(`/finalizar-compra/pedido-recibido/${number}/\\?clave=`));
    // Nobody is mailed until the payment is confirmed.
    expect(await outboxFor(db, 'tarjeta-1@example.es')).toEqual([]);
  });

  it('keeps the order pending when the customer comes back from Stripe without a webhook', async () => {
    const { shopper, session, number } = await cardOrder('vuelve@example.es');
    const back = await shopper.get(new URL(session.success_url).pathname + new URL(session.success_url).search);
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('pendiente de pago');
    expect((await orderRow(number))?.status).toBe('pending');
  });

  it('marks the order paid on Stripe’s signed event, mails the customer and the shop, and once only', async () => {
    const { session, number, shopper } = await cardOrder('paga@example.es');
    const paid = stripe.pay(session.id);
    const first = await deliver(paid);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, handled: 'changed' });
    expect((await orderRow(number))?.status).toBe('processing');
    const customer = await outboxFor(db, 'paga@example.es');
    expect(customer.map((m) => m.kind)).toEqual(['shop-order-processing']);
    expect(customer[0]?.body_text).toContain(`Pedido n.º ${number}`);
    const shop = await outboxFor(db, DEMO_OWNER_EMAIL);
    expect(shop.filter((m) => m.kind === 'shop-admin-new' && m.subject.includes(`n.º ${number}`))).toHaveLength(1);

    // Stripe retries the same event, and a re-signed copy of it: nothing changes twice.
    expect((await deliver(paid)).json()).toEqual({ received: true, handled: 'replay' });
    expect(
      (await post(paid.body, stripe.sign(paid.body, FAKE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 5))).json(),
    ).toEqual({
      received: true,
      handled: 'replay',
    });
    expect(await outboxFor(db, 'paga@example.es')).toHaveLength(1);
    // An expiry arriving after the payment (out of order) leaves the paid order and its stock alone.
    const before = await stock();
    expect((await deliver(stripe.event('checkout.session.expired', { ...session, status: 'expired' }))).json()).toEqual(
      {
        received: true,
        handled: 'ignored',
      },
    );
    expect((await orderRow(number))?.status).toBe('processing');
    expect(await stock()).toBe(before);
    const page = await shopper.get(new URL(session.success_url).pathname + new URL(session.success_url).search);
    expect(page.body).toContain('Hemos recibido el pago con tarjeta');
  });

  it('refuses forged, stale, unsigned and malformed webhooks with 400 and changes nothing', async () => {
    const { session, number } = await cardOrder('falso@example.es');
    const paid = stripe.pay(session.id);
    const events = async () => Number((await db.query('SELECT count(*) AS n FROM shop_payment_events')).rows[0]?.n);
    const before = await events();
    const now = Math.floor(Date.now() / 1000);
    for (const [body, signature] of [
      [paid.body, stripe.sign(paid.body, 'whsec_someone_else')],
      [paid.body, stripe.sign(paid.body, FAKE_WEBHOOK_SECRET, now - 3600)],
      [paid.body.replace('"paid"', '"paid" '), stripe.sign(paid.body)],
      [paid.body, undefined],
      [paid.body, 't=1,v1=00'],
      [paid.body, 'x'.repeat(5000)],
      ['not json', stripe.sign('not json')],
    ] as const) {
      const res = await post(body, signature);
      expect(res.statusCode, String(signature).slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BK_ERR_WEBHOOK_SIGNATURE' });
    }
    expect((await post(paid.body, stripe.sign(paid.body), 'text/html')).statusCode).toBe(415);
    expect((await orderRow(number))?.status).toBe('pending');
    expect(await events()).toBe(before);
  });

  it('answers 200 to events it does not act on, and to sessions of no order here', async () => {
    const other = stripe.event('customer.created', { id: 'cus_1', object: 'customer' });
    expect((await deliver(other)).json()).toEqual({ received: true, handled: 'ignored' });
    const stranger = stripe.event('checkout.session.completed', {
      id: 'cs_test_unknown',
      payment_status: 'paid',
      payment_intent: 'pi_x',
      metadata: { account_id: 'nobody', order_number: '99999' },
    });
    expect((await deliver(stranger)).json()).toEqual({ received: true, handled: 'ignored' });
  });

  it('gives an abandoned payment’s stock back once, cancelling the order', async () => {
    const before = await stock();
    const { session, number } = await cardOrder('abandona@example.es', '3');
    expect(await stock()).toBe(before - 3);
    const expired = stripe.expire(session.id);
    expect((await deliver(expired)).json()).toEqual({ received: true, handled: 'changed' });
    expect(await stock()).toBe(before);
    expect(await orderRow(number)).toMatchObject({ status: 'cancelled', stock_held: false });
    expect((await deliver(expired)).json()).toEqual({ received: true, handled: 'replay' });
    // Another event for the same session, and the owner cancelling it again: still no second restock.
    expect((await deliver(stripe.event('checkout.session.expired', { ...session }))).json().handled).toBe('ignored');
    expect(
      (await owner.send('PUT', `/api/owner/shop/orders/${number}/status`, { status: 'cancelled' })).statusCode,
    ).toBe(409);
    expect(await stock()).toBe(before);
    const shop = await outboxFor(db, DEMO_OWNER_EMAIL);
    expect(shop.filter((m) => m.kind === 'shop-admin-cancelled' && m.subject.includes(`n.º ${number}`))).toHaveLength(
      1,
    );
  });

  it('fails the order and frees its stock when Stripe refuses to open the payment page', async () => {
    const before = await stock();
    const shopper = new ShopVisitor(app);
    await shopper.add(VARIANT);
    await shopper.get('/finalizar-compra/');
    stripe.failWith = { status: 400, type: 'invalid_request_error', code: 'parameter_invalid', message: 'Nope.' };
    try {
      const placed = await shopper.post('/finalizar-compra/', {
        ...BILLING,
        email: 'rechazo@example.es',
        pago: 'tarjeta',
      });
      expect(placed.statusCode).toBe(303);
      const number = Number(/pedido-recibido\/(\d+)\//.exec(String(placed.headers.location))?.[1]);
      expect(await orderRow(number)).toMatchObject({ status: 'failed', stock_held: false });
      expect(await stock()).toBe(before);
      const page = await shopper.get(String(placed.headers.location));
      expect(page.body).toContain('El pago con tarjeta no se completó');
    } finally {
      stripe.failWith = null;
    }
  });

  it('refunds part and then the rest through Stripe, restocking once when the owner ticks it', async () => {
    const { session, number } = await cardOrder('reembolso@example.es', '2');
    await deliver(stripe.pay(session.id));
    const total = session.amount_total;
    const before = await stock();
    const part = await owner.send('POST', `/api/owner/shop/orders/${number}/refunds`, {
      amount_cents: 500,
      restock: false,
    });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()).toMatchObject({
      status: 'processing',
      refunded_cents: 500,
      refunds: [{ amount_cents: 500, restocked: false }],
    });
    expect(stripe.refunds.at(-1)).toMatchObject({
      amount: 500,
      payment_intent: stripe.sessions.get(session.id)?.payment_intent,
    });
    expect(await stock()).toBe(before);

    const tooMuch = await owner.send('POST', `/api/owner/shop/orders/${number}/refunds`, {
      amount_cents: total,
      restock: true,
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'BK_ERR_REFUND_AMOUNT' });

    const rest = await owner.send('POST', `/api/owner/shop/orders/${number}/refunds`, {
      amount_cents: total - 500,
      restock: true,
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json()).toMatchObject({ status: 'refunded', refunded_cents: total });
    expect(await stock()).toBe(before + 2);
    expect(
      stripe.refunds.filter((r) => r.payment_intent === stripe.sessions.get(session.id)?.payment_intent),
    ).toHaveLength(2);
    const again = await owner.send('POST', `/api/owner/shop/orders/${number}/refunds`, {
      amount_cents: 1,
      restock: true,
    });
    expect(again.statusCode).toBe(409);
    expect(await stock()).toBe(before + 2);
    const mails = (await outboxFor(db, 'reembolso@example.es')).map((m) => m.subject);
    expect(mails.filter((s) => s.includes('reembolsado parcialmente'))).toHaveLength(1);
    expect(mails.filter((s) => s.includes('ha sido reembolsado –'))).toHaveLength(1);
  });

  it('stores nothing when Stripe refuses a refund, and says why', async () => {
    const { session, number } = await cardOrder('rechaza-reembolso@example.es');
    await deliver(stripe.pay(session.id));
    stripe.failWith = {
      status: 400,
      type: 'invalid_request_error',
      code: 'charge_disputed',
      message: 'Charge is disputed.',
    };
    try {
      const res = await owner.send('POST', `/api/owner/shop/orders/${number}/refunds`, {
        amount_cents: 100,
        restock: true,
      });
      expect(res.statusCode, res.body).toBe(502);
      expect(res.json()).toMatchObject({
        code: 'BK_ERR_PAYMENT_PROVIDER',
        message: expect.stringContaining('Charge is disputed.'),
      });
    } finally {
      stripe.failWith = null;
    }
    expect(await orderRow(number)).toMatchObject({ status: 'processing', refunded_cents: 0, stock_held: true });
    expect((await db.query('SELECT 1 FROM shop_order_refunds WHERE order_number = $1', [number])).rows).toEqual([]);
  });

  it('answers bad refund requests with 4xx JSON and stores nothing', async () => {
    const { session, number } = await cardOrder('malo@example.es');
    await deliver(stripe.pay(session.id));
    const url = `/api/owner/shop/orders/${number}/refunds`;
    for (const body of [
      {},
      { amount_cents: 0, restock: false },
      { amount_cents: -5, restock: false },
      { amount_cents: 1.5, restock: false },
      { amount_cents: '100', restock: false },
      { amount_cents: 100, restock: 'sí' },
      { amount_cents: 100, restock: false, reason: 'x' },
      '{"amount_cents": 1',
    ]) {
      const res = await owner.send('POST', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toHaveProperty('code');
    }
    expect(
      (await owner.send('POST', '/api/owner/shop/orders/999999/refunds', { amount_cents: 1, restock: false }))
        .statusCode,
    ).toBe(404);
    expect(
      (await owner.send('POST', '/api/owner/shop/orders/abc/refunds', { amount_cents: 1, restock: false })).statusCode,
    ).toBe(400);
    const pending = await cardOrder('pendiente@example.es');
    const unpaid = await owner.send('POST', `/api/owner/shop/orders/${pending.number}/refunds`, {
      amount_cents: 1,
      restock: false,
    });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ code: 'BK_ERR_REFUND_STATUS' });
    expect((await orderRow(number))?.refunded_cents).toBe(0);
    expect(
      (await db.query('SELECT 1 FROM shop_order_refunds WHERE order_number IN ($1, $2)', [number, pending.number]))
        .rows,
    ).toEqual([]);
  });
});

describe.each(databases)('a shop without Stripe’s keys on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await openSeededApp(database));
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  it('offers no card and refuses one posted anyway, and has no webhook', async () => {
    const shopper = new ShopVisitor(app);
    await shopper.add(VARIANT);
    const checkout = await shopper.get('/finalizar-compra/');
    expect(checkout.body).not.toContain('Tarjeta de crédito o débito');
    const placed = await shopper.post('/finalizar-compra/', { ...BILLING, pago: 'tarjeta' });
    expect(placed.statusCode).toBe(422);
    const hook = await app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(hook.statusCode).toBe(404);
  });
});
