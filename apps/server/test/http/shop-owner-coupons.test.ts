/**
 * The owner's Coupons API (issue 12, "Owner side") on PGlite and PostgreSQL:
 * a coupon the owner creates is one the cart's coupon form applies, with its
 * amount, expiry and usage limit; a deleted one stops applying. Bad input is
 * a readable 4xx that stores nothing; another account's owner neither sees
 * nor deletes the clinic's coupons; a signed-out client gets 401.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { buildSeededApp } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, rememberDb, uniqueEmail } from './owner-helpers.js';
import { ShopVisitor } from './shop-helpers.js';

const ACCOUNT = 'de30c1e0a1b2c';
const SERUM_15 = '104';
const IN_A_MONTH = () => new Date(Date.now() + 30 * 86_400_000).toISOString();

const totalOf = (html: string) =>
  /<th scope="row">Total<\/th><td><strong>([^<]+)<\/strong>/.exec(html)?.[1]?.replace('\u00a0', ' ');

describe.each(databases)('the owner’s shop coupons on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let drop: () => Promise<void>;
  let owner: OwnerClient;
  let stranger: OwnerClient;

  const couponCount = async () =>
    Number(
      (await db.query<{ n: string }>('SELECT count(*) AS n FROM shop_coupons WHERE account_id = $1', [ACCOUNT])).rows[0]
        ?.n,
    );

  beforeAll(async () => {
    ({ db, drop } = await database.open());
    app = await buildSeededApp(db);
    await app.ready();
    rememberDb(app, db);
    owner = new OwnerClient(app);
    expect((await owner.signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)).statusCode).toBe(200);
    stranger = new OwnerClient(app, '127.0.0.2');
    expect((await stranger.signUp(uniqueEmail('stranger'))).statusCode).toBe(201);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

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
