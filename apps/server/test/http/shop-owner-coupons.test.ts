/**
 * The owner's Coupons API (the shop spec's "Owner side") on PGlite and
 * PostgreSQL: a coupon the owner creates is one the cart's coupon form applies,
 * with its amount, expiry and usage limits (in all and per customer, the latter
 * counted by the signed-in customer and the billing email, race-safe at
 * checkout); a deleted one stops applying. Bad input is a readable 4xx that
 * stores nothing; another account's owner neither sees nor deletes the clinic's
 * coupons; a signed-out client gets 401.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_OWNER_EMAIL } from '../../src/plugins/owner/index.js';
import { openSeededAppAsOwner } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, uniqueEmail } from './owner-helpers.js';
import { BILLING, ShopVisitor } from './shop-helpers.js';

const ACCOUNT = 'de30c1e0a1b2c';
const SERUM_15 = '104';
const IN_A_MONTH = () => new Date(Date.now() + 30 * 86_400_000).toISOString();

const totalOf = (html: string) =>
  /<th scope="row">Total<\/th><td><strong>([^<]+)<\/strong>/.exec(html)?.[1]?.replace('\u00a0', ' ');

describe.each(databases)('the owner’s shop coupons on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let owner: OwnerClient;
  let stranger: OwnerClient;

  const couponCount = async () =>
    Number(
      (await db.query<{ n: string }>('SELECT count(*) AS n FROM shop_coupons WHERE account_id = $1', [ACCOUNT])).rows[0]
        ?.n,
    );

  beforeAll(async () => {
    ({ app, db, close, owner } = await openSeededAppAsOwner(database));
    stranger = new OwnerClient(app, '127.0.0.2');
    expect((await stranger.signUp(uniqueEmail('stranger'))).statusCode).toBe(201);
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  it('creates a fixed cart coupon that the cart’s coupon form then applies', async () => {
    const expiresAt = IN_A_MONTH();
    const r = await owner.send('POST', '/api/owner/shop/coupons', {
      code: 'Primavera-5',
      kind: 'fixed',
      amount: 500,
      expires_at: expiresAt,
      usage_limit: 10,
    });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({
      code: 'primavera-5',
      kind: 'fixed',
      amount: 500,
      min_subtotal_cents: 0,
      expires_at: expiresAt,
      usage_limit: 10,
      used_count: 0,
      usage_limit_per_customer: null,
      enabled: true,
      free_shipping: false,
      created_at: expect.any(String),
      created_by: DEMO_OWNER_EMAIL,
    });
    const visitor = new ShopVisitor(app);
    await visitor.add(SERUM_15, '2');
    expect((await visitor.post('/carrito/cupon', { cupon: 'PRIMAVERA-5' })).statusCode).toBe(303);
    const cart = await visitor.get('/carrito/');
    expect(cart.body).toContain('Cupón: primavera-5');
    // 49.80 − 5.00 €.
    expect(totalOf(cart.body)).toBe('44,80 €');
  });

  it('lists the account’s coupons by code, with how often each was used', async () => {
    const r = await owner.send('GET', '/api/owner/shop/coupons');
    expect(r.statusCode).toBe(200);
    const codes = r.json().coupons.map((c: { code: string }) => c.code);
    expect(codes).toContain('primavera-5');
    expect(codes).toEqual([...codes].sort());
    expect(r.json().coupons.find((c: { code: string }) => c.code === 'primavera-5')).toMatchObject({ used_count: 0 });
  });

  it('deletes a coupon, after which the cart no longer applies it', async () => {
    await owner.send('POST', '/api/owner/shop/coupons', {
      code: 'fugaz',
      kind: 'percent',
      amount: 1500,
      expires_at: null,
      usage_limit: null,
    });
    const visitor = new ShopVisitor(app);
    await visitor.add(SERUM_15, '1');
    expect((await owner.send('DELETE', '/api/owner/shop/coupons/FUGAZ')).statusCode).toBe(204);
    const r = await visitor.post('/carrito/cupon', { cupon: 'fugaz' });
    expect(r.statusCode).toBe(422);
    expect(r.body).toContain('El cupón «fugaz» no existe.');
    const again = await owner.send('DELETE', '/api/owner/shop/coupons/fugaz');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'BK_ERR_COUPON_NOT_FOUND', message: 'coupon fugaz not found' });
  });

  it('edits a coupon’s amount, type, minimum, expiry and limit, which the cart then applies', async () => {
    await owner.send('POST', '/api/owner/shop/coupons', {
      code: 'editable',
      kind: 'fixed',
      amount: 300,
      expires_at: null,
      usage_limit: null,
    });
    const expiresAt = IN_A_MONTH();
    const r = await owner.send('PUT', '/api/owner/shop/coupons/EDITABLE', {
      kind: 'percent',
      amount: 1000,
      min_subtotal_cents: 1000,
      expires_at: expiresAt,
      usage_limit: 5,
      enabled: true,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      code: 'editable',
      kind: 'percent',
      amount: 1000,
      min_subtotal_cents: 1000,
      expires_at: expiresAt,
      usage_limit: 5,
      used_count: 0,
      usage_limit_per_customer: null,
      enabled: true,
      free_shipping: false,
      created_at: expect.any(String),
      created_by: DEMO_OWNER_EMAIL,
    });
    const visitor = new ShopVisitor(app);
    await visitor.add(SERUM_15, '2');
    expect((await visitor.post('/carrito/cupon', { cupon: 'editable' })).statusCode).toBe(303);
    // 49.80 − 10 % (4.98 €).
    expect(totalOf((await visitor.get('/carrito/')).body)).toBe('44,82 €');
  });

  it('refuses a disabled coupon at the coupon form and at checkout, in Spanish, until it is enabled again', async () => {
    await owner.send('POST', '/api/owner/shop/coupons', {
      code: 'pausado',
      kind: 'fixed',
      amount: 200,
      expires_at: null,
      usage_limit: null,
    });
    const edit = (enabled: boolean) =>
      owner.send('PUT', '/api/owner/shop/coupons/pausado', {
        kind: 'fixed',
        amount: 200,
        min_subtotal_cents: 0,
        expires_at: null,
        usage_limit: null,
        enabled,
      });
    // A cart that applied it before it was disabled cannot check out with it.
    const holder = new ShopVisitor(app);
    await holder.add(SERUM_15, '1');
    expect((await holder.post('/carrito/cupon', { cupon: 'pausado' })).statusCode).toBe(303);
    const off = await edit(false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ code: 'pausado', enabled: false });
    expect((await owner.send('GET', '/api/owner/shop/coupons')).json().coupons).toContainEqual(
      expect.objectContaining({ code: 'pausado', enabled: false }),
    );
    // Posted straight away: loading the checkout page would already drop the coupon from the cart.
    const checkout = await holder.post('/finalizar-compra/', BILLING);
    expect(checkout.statusCode).toBe(409);
    expect(checkout.body).toContain('El cupón «pausado» está desactivado y ya no se puede usar.');

    const visitor = new ShopVisitor(app);
    await visitor.add(SERUM_15, '1');
    const refused = await visitor.post('/carrito/cupon', { cupon: 'pausado' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('El cupón «pausado» está desactivado y ya no se puede usar.');

    expect((await edit(true)).statusCode).toBe(200);
    expect((await visitor.post('/carrito/cupon', { cupon: 'pausado' })).statusCode).toBe(303);
  });

  it('answers a bad edit or an unknown coupon with a readable 4xx and changes nothing', async () => {
    const valid = {
      kind: 'fixed',
      amount: 100,
      min_subtotal_cents: 0,
      expires_at: null,
      usage_limit: null,
      enabled: true,
    };
    const edit = (code: string, body: unknown) => owner.send('PUT', `/api/owner/shop/coupons/${code}`, body);
    const cases: [unknown, string][] = [
      [
        { ...valid, kind: 'percent', amount: 10_001 },
        'body.amount: a percentage must be at most 100 % (10000 basis points)',
      ],
      [{ ...valid, enabled: 'yes' }, 'body.enabled: must be a boolean (got string)'],
      [{ ...valid, code: 'otro' }, 'body: unknown field "code"'],
      [{ ...valid, expires_at: '2020-01-01T00:00:00Z' }, 'body.expires_at: must be in the future'],
    ];
    for (const [body, message] of cases) {
      const r = await edit('bienvenida10', body);
      expect(r.statusCode, message).toBe(400);
      expect(r.json()).toMatchObject({ statusCode: 400, code: 'FST_ERR_VALIDATION', error: 'Bad Request' });
      expect(r.json().message, message).toBe(message);
    }
    const missing = await edit('no-existe', valid);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'BK_ERR_COUPON_NOT_FOUND', message: 'coupon no-existe not found' });
    // Another account's owner cannot edit the clinic's coupon.
    expect((await stranger.send('PUT', '/api/owner/shop/coupons/bienvenida10', valid)).statusCode).toBe(404);
    const clinic = (await owner.send('GET', '/api/owner/shop/coupons')).json();
    expect(clinic.coupons.find((c: { code: string }) => c.code === 'bienvenida10')).toMatchObject({ enabled: true });
  });

  it('answers bad input and a taken code with readable 4xx errors and stores nothing', async () => {
    const before = await couponCount();
    const valid = { code: 'nuevo', kind: 'percent', amount: 1000, expires_at: null, usage_limit: null };
    const create = (body: unknown) => owner.send('POST', '/api/owner/shop/coupons', body);
    const cases: [unknown, string][] = [
      [{ ...valid, amount: 10_001 }, 'body.amount: a percentage must be at most 100 % (10000 basis points)'],
      [{ ...valid, amount: 0 }, 'body.amount: must be at least 1'],
      [{ ...valid, code: 'con espacio' }, 'body.code: must be letters, digits, - or _ (no spaces)'],
      [{ ...valid, code: 'x'.repeat(41) }, 'body.code: must be at most 40 characters'],
      [{ ...valid, kind: 'product' }, 'body.kind: must be one of "percent", "fixed"'],
      [{ ...valid, expires_at: 'mañana' }, 'body.expires_at: must be a date and time like 2027-01-31T23:00:00Z'],
      [{ ...valid, expires_at: '2020-01-01T00:00:00Z' }, 'body.expires_at: must be in the future'],
      [{ ...valid, usage_limit: 0 }, 'body.usage_limit: must be at least 1'],
      [{ ...valid, usage_limit_per_customer: 0 }, 'body.usage_limit_per_customer: must be at least 1'],
    ];
    for (const [body, message] of cases) {
      const r = await create(body);
      expect(r.statusCode, message).toBe(400);
      expect(r.json()).toEqual({ statusCode: 400, code: 'FST_ERR_VALIDATION', error: 'Bad Request', message });
    }
    const taken = await create({ ...valid, code: 'BIENVENIDA10' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'BK_ERR_COUPON_EXISTS',
      message: 'a coupon bienvenida10 already exists; choose another code',
    });
    expect(await couponCount()).toBe(before);
  });

  describe('the usage limit per customer', () => {
    const orderCount = async () =>
      Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM shop_orders')).rows[0]?.n);
    const usedCount = async (code: string) =>
      Number(
        (
          await db.query<{ n: string }>(
            'SELECT used_count AS n FROM shop_coupons WHERE account_id = $1 AND code = $2',
            [ACCOUNT, code],
          )
        ).rows[0]?.n,
      );
    const onceEach = async (code: string) => {
      const r = await owner.send('POST', '/api/owner/shop/coupons', {
        code,
        kind: 'fixed',
        amount: 100,
        expires_at: null,
        usage_limit: null,
        usage_limit_per_customer: 1,
      });
      expect(r.statusCode).toBe(201);
      expect(r.json()).toMatchObject({ code, usage_limit_per_customer: 1 });
    };
    /** A new visitor with one serum and `code` on the cart. */
    const withCoupon = async (code: string, visitor = new ShopVisitor(app)) => {
      await visitor.add(SERUM_15, '1');
      expect((await visitor.post('/carrito/cupon', { cupon: code })).statusCode).toBe(303);
      await visitor.get('/finalizar-compra/');
      return visitor;
    };

    it('refuses a guest’s second use with the same billing email, whatever its case, and lets another email use it', async () => {
      await onceEach('una-vez');
      await (await withCoupon('una-vez')).checkout({ ...BILLING, email: 'repite@example.es' });
      const orders = await orderCount();
      const again = await (await withCoupon('una-vez')).post('/finalizar-compra/', {
        ...BILLING,
        email: ' Repite@Example.ES ',
      });
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain('Ya ha usado este cupón el número máximo de veces.');
      expect(await orderCount()).toBe(orders);
      expect(await usedCount('una-vez')).toBe(1);
      await (await withCoupon('una-vez')).checkout({ ...BILLING, email: 'otra@example.es' });
      expect(await usedCount('una-vez')).toBe(2);
    });

    it('counts a signed-in customer’s uses by their account, whatever billing email they give next', async () => {
      await onceEach('cliente-una');
      const customer = new ShopVisitor(app, '127.0.0.9');
      await customer.signUp(db, `por-cliente-${database.name.toLowerCase()}@example.es`, 'piel-sana-2026');
      await (await withCoupon('cliente-una', customer)).checkout({ ...BILLING, email: 'primera@example.es' });
      const again = await (await withCoupon('cliente-una', customer)).post('/finalizar-compra/', {
        ...BILLING,
        email: 'segunda@example.es',
      });
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain('Ya ha usado este cupón el número máximo de veces.');
      expect(await usedCount('cliente-una')).toBe(1);
    });

    it('counts a customer’s last use once when they check out twice with it at the same time', async () => {
      await onceEach('carrera');
      const carts = [await withCoupon('carrera'), await withCoupon('carrera')];
      const orders = await orderCount();
      // As with the total limit's race (shop.test.ts): the coupon's row is held until both checkouts
      // wait on it, so on PostgreSQL neither can have counted the other's order before it commits.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const rowLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = db.transaction(async (tx) => {
        await tx.query(`SELECT 1 FROM shop_coupons WHERE account_id = $1 AND code = 'carrera' FOR UPDATE`, [ACCOUNT]);
        locked();
        await held;
      });
      // The checkouts start only once the row is held: on a busy machine a new connection for the holder
      // can take longer than both checkouts on warm ones, which then never meet the lock.
      if (db.kind === 'postgres') await rowLocked;
      const billing = { ...BILLING, email: 'doble@example.es' };
      const checkouts = Promise.all(carts.map((c) => c.post('/finalizar-compra/', billing)));
      try {
        if (db.kind === 'postgres')
          await vi.waitFor(
            async () =>
              expect(
                Number(
                  (
                    await db.query<{ n: string }>(
                      `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
                    )
                  ).rows[0]?.n,
                ),
              ).toBe(2),
            { timeout: 60_000, interval: 50 },
          );
      } finally {
        release();
        await holder;
      }
      const results = await checkouts;
      expect(results.map((r) => r.statusCode).sort()).toEqual([303, 409]);
      expect(results.find((r) => r.statusCode === 409)?.body).toContain(
        'Ya ha usado este cupón el número máximo de veces.',
      );
      expect(await orderCount()).toBe(orders + 1);
      expect(await usedCount('carrera')).toBe(1);
    }, 90_000);
  });

  it('keeps each account’s coupons apart: another owner sees none and deleting one answers 404', async () => {
    expect((await stranger.send('GET', '/api/owner/shop/coupons')).json()).toEqual({ coupons: [] });
    expect((await stranger.send('DELETE', '/api/owner/shop/coupons/primavera-5')).statusCode).toBe(404);
    // The same code in another account is that account's own coupon, not a clash.
    const own = await stranger.send('POST', '/api/owner/shop/coupons', {
      code: 'primavera-5',
      kind: 'fixed',
      amount: 100,
      expires_at: null,
      usage_limit: null,
    });
    expect(own.statusCode).toBe(201);
    const clinic = await owner.send('GET', '/api/owner/shop/coupons');
    expect(clinic.json().coupons.find((c: { code: string }) => c.code === 'primavera-5')).toMatchObject({
      amount: 500,
    });
  });

  it('needs a session and the CSRF token', async () => {
    const signedOut = new OwnerClient(app);
    expect((await signedOut.send('GET', '/api/owner/shop/coupons')).statusCode).toBe(401);
    expect((await signedOut.send('DELETE', '/api/owner/shop/coupons/bienvenida10')).statusCode).toBe(401);
    const noToken = await owner.send('DELETE', '/api/owner/shop/coupons/bienvenida10', undefined, {
      'x-csrf-token': '',
    });
    expect(noToken.statusCode).toBe(403);
    expect(await couponCount()).toBeGreaterThan(0);
  });
});
