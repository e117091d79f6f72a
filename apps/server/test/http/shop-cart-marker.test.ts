/**
 * The has-cart marker on PGlite and PostgreSQL: the cookie scripts may read,
 * beside the HttpOnly cart cookie, that tells the menu cart of a cached content
 * page whether to ask GET /carrito/menu for the cart. Set on the add, cleared
 * when the cart empties, is ordered or leaves on sign-out, set again when
 * sign-in brings the saved cart back; the content pages stay the same for every
 * visitor.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSeededApp } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { ShopVisitor } from './shop-helpers.js';

const MARKER = 'beckon_has_cart';
const CART = 'beckon_cart';
const CLEANSER = '101';
const LIP_BALM = '113';

/** The cookie a response sets or clears, as the browser reads its Set-Cookie header. */
const cookieSet = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);

describe.each(databases)('the has-cart marker on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, close } = await openSeededApp(database));
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  const menu = (cookie?: string) =>
    app.inject({
      method: 'GET',
      url: '/carrito/menu',
      headers: { host: 'localhost:80', accept: 'application/json', ...(cookie ? { cookie } : {}) },
    });
  const cookieOf = (visitor: ShopVisitor) => [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  it('is set to "1", readable by scripts, beside the HttpOnly cart cookie on the first add', async () => {
    const visitor = new ShopVisitor(app);
    const added = await visitor.post('/carrito/anadir', { variante: CLEANSER, cantidad: '1' });
    expect(added.statusCode).toBe(303);
    expect(cookieSet(added, CART)).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    const marker = cookieSet(added, MARKER);
    expect(marker).toMatchObject({ value: '1', path: '/', sameSite: 'Lax', maxAge: 30 * 86_400 });
    expect(marker?.httpOnly).toBeFalsy();
    // Nothing that tells this visitor from another: the marker is the same for every cart.
    const other = await new ShopVisitor(app).post('/carrito/anadir', { variante: LIP_BALM, cantidad: '2' });
    expect(cookieSet(other, MARKER)?.value).toBe('1');
  });

  it('lets GET /carrito/menu answer the cart’s count, total, lines and token, and answers an empty one to a visitor with none without a cart query', async () => {
    const visitor = new ShopVisitor(app);
    await visitor.add(CLEANSER, '2');
    const r = await menu(cookieOf(visitor));
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect(r.json()).toEqual({
      count: 2,
      total_text: '29,80\u00a0€',
      lines: [{ variantId: Number(CLEANSER), name: 'Gel limpiador suave', quantity: 2, priceText: '14,90\u00a0€' }],
      subtotal_text: '29,80\u00a0€',
      csrf: visitor.csrf,
    });
    expect(r.headers['set-cookie']).toBeUndefined();

    const query = vi.spyOn(db, 'query');
    try {
      const none = await menu();
      expect(none.json()).toEqual({
        count: 0,
        total_text: '0,00\u00a0€',
        lines: [],
        subtotal_text: '0,00\u00a0€',
        csrf: null,
      });
      expect(none.headers['set-cookie']).toBeUndefined();
      expect(query.mock.calls.map((c) => String(c[0])).filter((s) => s.includes('shop_cart'))).toEqual([]);
    } finally {
      query.mockRestore();
    }
  });

  it('is cleared when the last line is removed, and set again by the next add to that cart', async () => {
    const visitor = new ShopVisitor(app);
    await visitor.add(CLEANSER);
    expect(visitor.cookies.get(MARKER)).toBe('1');
    const removed = await visitor.post('/carrito/eliminar', { variante: CLEANSER });
    await visitor.get(String(removed.headers.location));
    expect(visitor.cookies.has(MARKER)).toBe(false);
    expect(visitor.cookies.has(CART)).toBe(true);

    const again = await visitor.post('/carrito/anadir', { variante: LIP_BALM, cantidad: '1' });
    expect(cookieSet(again, CART)).toBeUndefined();
    expect(cookieSet(again, MARKER)?.value).toBe('1');
  });

  it('is cleared with the cart cookie when the cart is ordered', async () => {
    const visitor = new ShopVisitor(app);
    await visitor.add(CLEANSER);
    expect(visitor.cookies.get(MARKER)).toBe('1');
    await visitor.checkout();
    expect(visitor.cookies.has(CART)).toBe(false);
    expect(visitor.cookies.has(MARKER)).toBe(false);
  });

  it('is cleared by GET /carrito/menu when the cart it stood for is gone', async () => {
    const stale = await menu(`${MARKER}=1`);
    expect(stale.json()).toMatchObject({ count: 0, lines: [] });
    const cleared = cookieSet(stale, MARKER);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('leaves with the cart on sign-out and comes back when sign-in merges the saved cart into the browser’s emptied one', async () => {
    const visitor = new ShopVisitor(app);
    await visitor.signUp(db, 'marcador@example.es', 'una clave larga 2026');
    await visitor.add(CLEANSER);
    await visitor.post('/mi-cuenta/cerrar-sesion', {});
    expect(visitor.cookies.has(MARKER)).toBe(false);
    // A guest cart of this browser, emptied again: its cookie stays, the marker goes.
    await visitor.get('/tienda/');
    await visitor.add(LIP_BALM);
    const removed = await visitor.post('/carrito/eliminar', { variante: LIP_BALM });
    await visitor.get(String(removed.headers.location));
    expect([visitor.cookies.has(CART), visitor.cookies.has(MARKER)]).toEqual([true, false]);
    await visitor.get('/mi-cuenta/');
    const signedIn = await visitor.post('/mi-cuenta/acceder', {
      username: 'marcador@example.es',
      password: 'una clave larga 2026',
    });
    expect(signedIn.statusCode).toBe(303);
    expect(visitor.cookies.get(MARKER)).toBe('1');
    expect((await menu(cookieOf(visitor))).json()).toMatchObject({ count: 1 });
  });

  it('leaves the content pages the same for every visitor: an empty menu cart (0) and its island', async () => {
    const visitor = new ShopVisitor(app);
    await visitor.add(CLEANSER);
    const page = (cookie?: string) =>
      app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:80', ...(cookie ? { cookie } : {}) } });
    const [withCart, without] = await Promise.all([page(cookieOf(visitor)), page()]);
    expect(withCart.body).toBe(without.body);
    expect(without.headers['set-cookie']).toBeUndefined();
    expect(without.body).toContain('data-menu-cart-count="">0<');
    expect(without.body).toContain('<script type="module" src="/site/assets/islands/menu-cart.js"></script>');
    expect(without.body).not.toContain('name="_csrf"');
  });
});
