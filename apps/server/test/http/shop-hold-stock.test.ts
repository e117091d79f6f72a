/**
 * WooCommerce's "Hold stock (minutes)", on PGlite and PostgreSQL against a loopback Stripe: a card order
 * still unpaid when its hold runs out is cancelled by the sweep (with WooCommerce's note), its stock and
 * coupon use given back once, without Stripe's expiry event; a payment Stripe confirms afterwards leaves it
 * cancelled and says so on the order. The owner sets the minutes, or clears them to hold until Stripe says.
 * Before it cancels, the sweep expires the order's Stripe Checkout Session: a session paid in the meantime
 * keeps the order and its stock for the payment's webhook, and with Stripe unreachable the order waits for
 * the next sweep. The sweep's clock is handed in: no test waits.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL } from '../../src/plugins/owner/index.js';
import { type HoldSweepDeps, sweepUnpaidOrders } from '../../src/plugins/shop/hold-stock-sweep.js';
import { createStripeGateway } from '../../src/plugins/shop/stripe-gateway.js';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, type FakeStripe } from '../helpers/fake-stripe.js';
import { openSeededAppWithStripe } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { type OwnerClient, outboxFor } from './owner-helpers.js';
import { BILLING, ShopVisitor } from './shop-helpers.js';

const WEBHOOK = '/api/shop/stripe/webhook';
const VARIANT = '101';
const MINUTE = 60_000;

describe.each(databases)('holding a card order’s stock for a while on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let stripe: FakeStripe;
  let owner: OwnerClient;
  /**
   * The sweeps' clock: it only moves forward, a minute at least between sweeps (an account's sweep runs
   * once a minute), and each order is placed at its time.
   */
  let clock = 0;

  /** What the server's own sweep is handed: the same Stripe as its checkout. */
  let deps: HoldSweepDeps;

  beforeAll(async () => {
    ({ app, db, close, owner, stripe } = await openSeededAppWithStripe(database));
    clock = Date.now();
    const card = createStripeGateway({
      secretKey: FAKE_STRIPE_KEY,
      webhookSecret: FAKE_WEBHOOK_SECRET,
      apiUrl: stripe.url,
    });
    deps = { db, mailer: app.mailer, adminOrigin: () => 'http://admin.test', card };
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  /** A sweep `minutesLater` minutes after the previous one. */
  const sweepAfter = (minutesLater: number) => {
    clock += minutesLater * MINUTE;
    return sweepUnpaidOrders(deps, new Date(clock));
  };
  const expiryRequests = (sessionId: string) =>
    stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${sessionId}/expire`);
  const stock = async () =>
    Number(
      (await db.query<{ stock: number }>('SELECT stock FROM shop_variants WHERE variant_id = $1', [Number(VARIANT)]))
        .rows[0]?.stock,
    );
  const orderRow = async (n: number) =>
    (
      await db.query<{ status: string; stock_held: boolean }>(
        'SELECT status, stock_held FROM shop_orders WHERE order_number = $1',
        [n],
      )
    ).rows[0];
  const couponUses = async (code: string) =>
    Number(
      (await db.query<{ n: number }>('SELECT used_count AS n FROM shop_coupons WHERE code = $1', [code])).rows[0]?.n,
    );
  const notes = async (n: number) =>
    (await owner.send('GET', `/api/owner/shop/orders/${n}`)).json().order_notes as {
      text: string;
      to_customer: boolean;
    }[];
  const deliver = (event: { body: string }) =>
    app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload: event.body,
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(event.body) },
    });

  /** A card order of `quantity` units, with `coupon` applied when given: its number and Stripe session. */
  const cardOrder = async (email: string, quantity = '1', coupon?: string) => {
    const shopper = new ShopVisitor(app);
    await shopper.add(VARIANT, quantity);
    if (coupon) expect((await shopper.post('/carrito/cupon', { cupon: coupon })).statusCode).toBe(303);
    await shopper.get('/finalizar-compra/');
    const placed = await shopper.post('/finalizar-compra/', { ...BILLING, email, pago: 'tarjeta' });
    expect(placed.statusCode, placed.body.slice(0, 300)).toBe(303);
    const session = [...stripe.sessions.values()].find((s) => s.customer_email === email);
    if (!session) throw new Error('no checkout session was made');
    const number = Number(session.metadata.order_number);
    await db.query('UPDATE shop_orders SET created_at = $2 WHERE order_number = $1', [number, new Date(clock)]);
    return { session, number };
  };

  it('holds for WooCommerce’s 60 minutes until the owner sets another time, and refuses nonsense', async () => {
    expect((await owner.send('GET', '/api/owner/shop/inventory')).json()).toEqual({ hold_stock_minutes: 60 });
    for (const body of [
      {},
      { hold_stock_minutes: 0 },
      { hold_stock_minutes: 1.5 },
      { hold_stock_minutes: '60' },
      { hold_stock_minutes: 525_601 },
      { hold_stock_minutes: 60, other: 1 },
    ]) {
      const res = await owner.send('PUT', '/api/owner/shop/inventory', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toHaveProperty('code');
    }
    expect((await owner.send('GET', '/api/owner/shop/inventory')).json()).toEqual({ hold_stock_minutes: 60 });
  });

  it('cancels a card order unpaid after the hold, with WooCommerce’s note, giving stock and coupon back once', async () => {
    expect(
      (
        await owner.send('POST', '/api/owner/shop/coupons', {
          code: 'espera',
          kind: 'fixed',
          amount: 100,
          expires_at: null,
          usage_limit: null,
        })
      ).statusCode,
    ).toBe(201);
    const before = await stock();
    const { session, number } = await cardOrder('olvida@example.es', '3', 'espera');
    expect(await stock()).toBe(before - 3);
    expect(await couponUses('espera')).toBe(1);

    // 59 minutes on the order is still waiting for its payment.
    expect(await sweepAfter(59)).toEqual([]);
    expect((await orderRow(number))?.status).toBe('pending');

    const swept = await sweepAfter(2);
    expect(swept).toEqual([{ accountId: expect.any(String), cancelled: [number] }]);
    expect(await orderRow(number)).toEqual({ status: 'cancelled', stock_held: false });
    // Stripe's payment page was closed first, so no payment can come for the stock given back.
    expect(expiryRequests(session.id)).toHaveLength(1);
    expect(stripe.sessions.get(session.id)?.status).toBe('expired');
    expect((await fetch(session.url, { method: 'POST' })).status).toBe(410);
    expect(await stock()).toBe(before);
    expect(await couponUses('espera')).toBe(0);
    expect(await notes(number)).toEqual([
      {
        text: 'Pedido no pagado cancelado - Se ha alcanzado el límite de tiempo. Estado del pedido cambiado de Pendiente de pago a Cancelado.',
        to_customer: false,
        created_at: expect.any(String),
      },
    ]);
    const shop = await outboxFor(db, DEMO_OWNER_EMAIL);
    expect(shop.filter((m) => m.kind === 'shop-admin-cancelled' && m.subject.includes(`n.º ${number}`))).toHaveLength(
      1,
    );

    // Later sweeps, and Stripe's expiry arriving after all, give nothing back twice.
    expect(await sweepAfter(1)).toEqual([]);
    expect(expiryRequests(session.id)).toHaveLength(1);
    const expired = stripe.expire(session.id);
    expect((await deliver(expired)).json()).toEqual({ received: true, handled: 'ignored' });
    expect(await stock()).toBe(before);
    expect(await couponUses('espera')).toBe(0);
  });

  it('leaves an order cancelled when Stripe confirms its payment afterwards, and notes it for the shop', async () => {
    const before = await stock();
    const { session, number } = await cardOrder('tarde@example.es', '2');
    expect(await sweepAfter(61)).toEqual([{ accountId: expect.any(String), cancelled: [number] }]);
    expect(await stock()).toBe(before);

    const res = await deliver(stripe.pay(session.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, handled: 'late-payment' });
    expect(await orderRow(number)).toEqual({ status: 'cancelled', stock_held: false });
    expect(await stock()).toBe(before);
    const texts = (await notes(number)).map((n) => n.text);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toContain(`Stripe confirmó el pago de la sesión ${session.id}`);
    expect(texts[1]).toContain('«Cancelado»');
    // The customer is not told the order is being prepared.
    expect((await outboxFor(db, 'tarde@example.es')).map((m) => m.kind)).not.toContain('shop-order-processing');
  });

  it('keeps a paid order, and follows the owner’s minutes or holds until Stripe says when cleared', async () => {
    const { session, number: paid } = await cardOrder('pronto@example.es');
    expect((await deliver(stripe.pay(session.id))).json().handled).toBe('changed');

    expect((await owner.send('PUT', '/api/owner/shop/inventory', { hold_stock_minutes: 15 })).json()).toEqual({
      hold_stock_minutes: 15,
    });
    const { number: short } = await cardOrder('quince@example.es');
    expect(await sweepAfter(14)).toEqual([]);
    expect(await sweepAfter(2)).toEqual([{ accountId: expect.any(String), cancelled: [short] }]);
    expect((await orderRow(paid))?.status).toBe('processing');

    expect((await owner.send('PUT', '/api/owner/shop/inventory', { hold_stock_minutes: null })).json()).toEqual({
      hold_stock_minutes: null,
    });
    const { number: held } = await cardOrder('sin-limite@example.es');
    expect(await sweepAfter(60 * 24 * 30)).toEqual([]);
    expect((await orderRow(held))?.status).toBe('pending');
    const cancel = await owner.send('PUT', `/api/owner/shop/orders/${held}/status`, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(200);
  });

  it('lets the sweep of a minute run once when two processes start it together', async () => {
    await owner.send('PUT', '/api/owner/shop/inventory', { hold_stock_minutes: 60 });
    const before = await stock();
    const { number } = await cardOrder('dos@example.es', '2');
    clock += 61 * MINUTE;
    const runs = await Promise.all([
      sweepUnpaidOrders(deps, new Date(clock)),
      sweepUnpaidOrders(deps, new Date(clock)),
    ]);
    expect(runs.flat().flatMap((s) => s.cancelled)).toEqual([number]);
    expect(await stock()).toBe(before);
    expect((await notes(number)).filter((n) => n.text.startsWith('Pedido no pagado cancelado'))).toHaveLength(1);
  });

  it('keeps an order whose session was paid before the sweep closed it, and lets the webhook pay it once', async () => {
    await owner.send('PUT', '/api/owner/shop/inventory', { hold_stock_minutes: 60 });
    const before = await stock();
    const { session, number } = await cardOrder('a-tiempo@example.es', '2');
    // The customer pays on Stripe's page at the last moment; its webhook has not arrived yet.
    const completed = stripe.pay(session.id);

    expect(await sweepAfter(61)).toEqual([
      { accountId: expect.any(String), cancelled: [], kept: [{ orderNumber: number, why: 'complete' }] },
    ]);
    expect(expiryRequests(session.id)).toHaveLength(1);
    expect(stripe.sessions.get(session.id)?.status).toBe('complete');
    expect(await orderRow(number)).toEqual({ status: 'pending', stock_held: true });
    expect(await stock()).toBe(before - 2);

    const paid = await deliver(completed);
    expect(paid.json()).toEqual({ received: true, handled: 'changed' });
    expect((await deliver(completed)).json()).toEqual({ received: true, handled: 'replay' });
    expect(await orderRow(number)).toEqual({ status: 'processing', stock_held: true });
    expect(await stock()).toBe(before - 2);
    expect((await notes(number)).map((n) => n.text).filter((t) => t.startsWith('Pedido no pagado'))).toEqual([]);
    const mails = (await outboxFor(db, 'a-tiempo@example.es')).map((m) => m.kind);
    expect(mails.filter((k) => k === 'shop-order-processing')).toHaveLength(1);
    expect(mails).not.toContain('shop-order-cancelled');
    // Later sweeps leave the paid order alone.
    expect(await sweepAfter(1)).toEqual([]);
    expect((await orderRow(number))?.status).toBe('processing');
  });

  it('keeps orders pending with their stock while Stripe cannot be reached, and cancels them at the next sweep', async () => {
    const before = await stock();
    const first = await cardOrder('sin-stripe@example.es', '2');
    const second = await cardOrder('sin-stripe-2@example.es', '1');
    const asked = stripe.requests.length;
    stripe.down = true;
    try {
      expect(await sweepAfter(61)).toEqual([
        {
          accountId: expect.any(String),
          cancelled: [],
          kept: [
            { orderNumber: first.number, why: 'unreachable' },
            { orderNumber: second.number, why: 'unreachable' },
          ],
        },
      ]);
    } finally {
      stripe.down = false;
    }
    // Once Stripe is found down, the sweep does not wait on it again for the other orders (the SDK retries twice).
    expect(stripe.requests.length - asked).toBe(3);
    for (const { session, number } of [first, second]) {
      expect(stripe.sessions.get(session.id)?.status).toBe('open');
      expect(await orderRow(number)).toEqual({ status: 'pending', stock_held: true });
    }
    expect(await stock()).toBe(before - 3);

    expect(await sweepAfter(1)).toEqual([{ accountId: expect.any(String), cancelled: [first.number, second.number] }]);
    for (const { session, number } of [first, second]) {
      expect(stripe.sessions.get(session.id)?.status).toBe('expired');
      expect(await orderRow(number)).toEqual({ status: 'cancelled', stock_held: false });
    }
    expect(await stock()).toBe(before);
  });

  it('cancels an order whose session Stripe already expired, or does not know, once Stripe says so', async () => {
    const before = await stock();
    const lapsed = await cardOrder('caducada@example.es', '1');
    const unknown = await cardOrder('desconocida@example.es', '1');
    // Stripe expired the first session itself (its event not delivered yet); the second is not Stripe's.
    stripe.expire(lapsed.session.id);
    await db.query("UPDATE shop_orders SET payment_ref = 'cs_test_000000000000000000000000' WHERE order_number = $1", [
      unknown.number,
    ]);
    expect(await sweepAfter(61)).toEqual([
      { accountId: expect.any(String), cancelled: [lapsed.number, unknown.number] },
    ]);
    const answers = stripe.requests
      .filter((r) => r.path.includes(lapsed.session.id))
      .map((r) => `${r.method} ${r.path}`);
    expect(answers).toEqual([
      `POST /v1/checkout/sessions/${lapsed.session.id}/expire`,
      `GET /v1/checkout/sessions/${lapsed.session.id}`,
    ]);
    expect(await stock()).toBe(before);
  });

  it('closes Stripe’s payment page when the owner cancels a card order, and refuses while it cannot', async () => {
    const before = await stock();
    const { session, number } = await cardOrder('a-mano@example.es', '2');
    const cancel = () => owner.send('PUT', `/api/owner/shop/orders/${number}/status`, { status: 'cancelled' });

    stripe.down = true;
    try {
      const refused = await cancel();
      expect(refused.statusCode, refused.body).toBe(502);
      expect(refused.json().code).toBe('BK_ERR_PAYMENT_PROVIDER');
    } finally {
      stripe.down = false;
    }
    expect(await orderRow(number)).toEqual({ status: 'pending', stock_held: true });

    const done = await cancel();
    expect(done.statusCode, done.body).toBe(200);
    expect(expiryRequests(session.id).length).toBeGreaterThan(0);
    expect(stripe.sessions.get(session.id)?.status).toBe('expired');
    expect(await orderRow(number)).toEqual({ status: 'cancelled', stock_held: false });
    expect(await stock()).toBe(before);
  });

  it('refuses to cancel a card order its customer has just paid, leaving it to the payment', async () => {
    const before = await stock();
    const { session, number } = await cardOrder('recien-pagado@example.es', '1');
    const completed = stripe.pay(session.id);
    const refused = await owner.send('PUT', `/api/owner/shop/orders/${number}/status`, { status: 'cancelled' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('BK_ERR_ORDER_PAID_MEANWHILE');
    expect(await orderRow(number)).toEqual({ status: 'pending', stock_held: true });
    expect((await deliver(completed)).json()).toEqual({ received: true, handled: 'changed' });
    expect(await orderRow(number)).toEqual({ status: 'processing', stock_held: true });
    expect(await stock()).toBe(before - 1);
  });
});
