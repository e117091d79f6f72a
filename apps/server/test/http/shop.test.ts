/**
 * The clinic shop's routes against PGlite (and PostgreSQL when
 * TEST_DATABASE_URL is set), driven as a browser without JavaScript drives
 * them: form posts with the cart cookie and the CSRF token read from the
 * page. Cart arithmetic, coupons, CSRF, prices the client cannot set, bad
 * input, the order with its email, and the race for the last unit.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSeededApp } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

const ACCOUNT = 'de30c1e0a1b2c';
const SERUM_15 = '104';
const SUNSCREEN = '106';
const LIP_BALM = '113';
const SOLD_OUT_EYE_CREAM = '110';
const EMOLLIENT_BALM = '108';
const HAND_CREAM = '109';
const RETINOL_CREAM = '111';
const ACNE_GEL = '112';

const BILLING = {
  nombre: 'Lucía',
  apellidos: 'García Pérez',
  direccion: 'Calle de Alcalá 100, 3.º B',
  codigo_postal: '28009',
  ciudad: 'Madrid',
  provincia: 'Madrid',
  telefono: '600 123 456',
  email: 'lucia@example.es',
  notas: '',
  pago: 'transferencia',
};

describe.each(databases)('the clinic shop on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, close } = await openSeededApp(database));
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]?.n);

  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: { host: 'localhost:80', ...(cookie ? { cookie } : {}) } });

  const post = (url: string, body: Record<string, string>, cookie?: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(body).toString(),
      headers: {
        host: 'localhost:80',
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        accept: 'text/html',
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
    });

  const cartCookie = (r: LightMyRequestResponse) => {
    const c = r.cookies.find((x) => x.name === 'beckon_cart');
    return c ? `beckon_cart=${c.value}` : undefined;
  };
  const csrfIn = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

  /** A new visitor who added `quantity` of `variant`: their cookie and the CSRF token of their pages. */
  async function visitorWith(variant: string, quantity = '1') {
    const added = await post('/carrito/anadir', { variante: variant, cantidad: quantity });
    expect(added.statusCode).toBe(303);
    const cookie = cartCookie(added) as string;
    const csrf = csrfIn((await get('/carrito/', cookie)).body);
    expect(csrf).not.toBe('');
    return { cookie, csrf };
  }

  /** The cart page's "Total" row, e.g. "49,80 €". */
  const totalOf = (html: string) =>
    /<th scope="row">Total<\/th><td><strong>([^<]+)<\/strong>/.exec(html)?.[1]?.replace('\u00a0', ' ');

  describe('pages for a visitor with no cart', () => {
    it('lists the twelve products with euro prices with IVA and the add-to-cart buttons', async () => {
      const r = await get('/tienda/');
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(r.body.match(/class="product-card"/g)).toHaveLength(12);
      expect(r.body).toContain('Sérum antioxidante de vitamina C');
      expect(r.body).toContain('<span>Desde </span>24,90\u00a0€');
      expect(r.body).toContain('>Añadir al carrito</button>');
      expect(r.body).toContain('Seleccionar opciones');
      expect(r.body).toContain('<a href="/tienda/">Tienda</a>');
    });

    it('sets no cookie and makes no cart query on the shop and product pages', async () => {
      const query = vi.spyOn(db, 'query');
      try {
        for (const url of ['/tienda/', '/producto/serum-vitamina-c/', '/producto/gel-limpiador-suave/']) {
          const r = await get(url);
          expect(r.statusCode).toBe(200);
          expect(r.headers['set-cookie']).toBeUndefined();
          expect(r.body).not.toContain('name="_csrf"');
        }
        const sql = query.mock.calls.map((c) => String(c[0]));
        expect(sql.filter((s) => s.includes('shop_cart'))).toEqual([]);
      } finally {
        query.mockRestore();
      }
    });

    it('shows a product with variants as a choice of sizes', async () => {
      const r = await get('/producto/serum-vitamina-c/');
      expect(r.body).toContain('<legend>Tamaño</legend>');
      expect(r.body).toContain('value="104"');
      expect(r.body).toContain('value="105"');
      expect(r.body).toContain('39,90\u00a0€');
    });

    it('answers an unknown product with a Spanish 404 page', async () => {
      const r = await app.inject({
        method: 'GET',
        url: '/producto/no-existe/',
        headers: { host: 'localhost:80', accept: 'text/html' },
      });
      expect(r.statusCode).toBe(404);
      expect(r.body).toContain('Página no encontrada');
    });
  });

  describe('the cart', () => {
    it('is created by the first add, with an HttpOnly cookie, and shows the notice with "Ver carrito"', async () => {
      const r = await post('/carrito/anadir', { variante: SERUM_15, cantidad: '2' });
      expect(r.statusCode).toBe(303);
      expect(r.headers.location).toBe('/producto/serum-vitamina-c/?anadido=104');
      const cookie = r.cookies.find((c) => c.name === 'beckon_cart');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const page = await get(r.headers.location as string, cartCookie(r));
      expect(page.body).toContain('«Sérum antioxidante de vitamina C» se ha añadido a su carrito.');
      // The notice's own link (the header's dropdown has one too).
      expect(page.body).toMatch(/se ha añadido a su carrito\.<\/p><a [^>]*href="\/carrito\/">Ver carrito<\/a>/);
    });

    it('adds, changes quantities and removes lines with the totals and IVA worked out on the server', async () => {
      const { cookie, csrf } = await visitorWith(SERUM_15, '2');
      let cart = await get('/carrito/', cookie);
      expect(totalOf(cart.body)).toBe('49,80 €');
      // 49.80 € with 21 % IVA holds 8.64 €.
      expect(cart.body).toContain('(incluye 8,64\u00a0€ de IVA)');

      expect(
        (await post('/carrito/anadir', { _csrf: csrf, variante: SUNSCREEN, cantidad: '1' }, cookie)).statusCode,
      ).toBe(303);
      expect(totalOf((await get('/carrito/', cookie)).body)).toBe('69,70 €');

      const updated = await post(
        '/carrito/actualizar',
        { _csrf: csrf, [`cantidad-${SERUM_15}`]: '1', [`cantidad-${SUNSCREEN}`]: '3' },
        cookie,
      );
      expect(updated.statusCode).toBe(303);
      expect(updated.headers.location).toBe('/carrito/?aviso=actualizado');
      cart = await get('/carrito/?aviso=actualizado', cookie);
      expect(cart.body).toContain('Carrito actualizado.');
      expect(totalOf(cart.body)).toBe('84,60 €');

      expect((await post('/carrito/eliminar', { _csrf: csrf, variante: SUNSCREEN }, cookie)).statusCode).toBe(303);
      expect(totalOf((await get('/carrito/', cookie)).body)).toBe('24,90 €');

      expect(
        (await post('/carrito/actualizar', { _csrf: csrf, [`cantidad-${SERUM_15}`]: '0' }, cookie)).statusCode,
      ).toBe(303);
      expect((await get('/carrito/', cookie)).body).toContain('Su carrito está vacío.');
    });

    it('refuses more units than are in stock and keeps the cart as it was', async () => {
      const { cookie, csrf } = await visitorWith(SERUM_15, '1');
      const r = await post('/carrito/actualizar', { _csrf: csrf, [`cantidad-${SERUM_15}`]: '21' }, cookie);
      expect(r.statusCode).toBe(409);
      expect(r.body).toContain('Solo quedan 20 unidades de «Sérum antioxidante de vitamina C – 15 ml».');
      expect(totalOf((await get('/carrito/', cookie)).body)).toBe('24,90 €');
      const soldOut = await post('/carrito/anadir', { variante: SOLD_OUT_EYE_CREAM, cantidad: '1' });
      expect(soldOut.statusCode).toBe(409);
      expect(soldOut.body).toContain('porque está agotado');
      expect(soldOut.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('coupons', () => {
    it('takes a percentage off and shows the discounted total and IVA', async () => {
      const { cookie, csrf } = await visitorWith(SERUM_15, '2');
      const r = await post('/carrito/cupon', { _csrf: csrf, cupon: ' BIENVENIDA10 ' }, cookie);
      expect(r.statusCode).toBe(303);
      const cart = await get('/carrito/?aviso=cupon-aplicado', cookie);
      expect(cart.body).toContain('Cupón aplicado correctamente.');
      expect(cart.body).toContain('Cupón: bienvenida10');
      // 49.80 − 4.98 = 44.82 €, holding 7.78 € of IVA.
      expect(totalOf(cart.body)).toBe('44,82 €');
      expect(cart.body).toContain('(incluye 7,78\u00a0€ de IVA)');
      expect((await post('/carrito/cupon/quitar', { _csrf: csrf }, cookie)).statusCode).toBe(303);
      expect(totalOf((await get('/carrito/', cookie)).body)).toBe('49,80 €');
    });

    it('applies a code from the checkout’s own coupon form and comes back to the checkout with the notice', async () => {
      const { cookie, csrf } = await visitorWith(SERUM_15, '2');
      const checkout = await get('/finalizar-compra/', cookie);
      expect(checkout.body).toContain('¿Tiene un cupón? Haga clic aquí para introducir su código');
      expect(checkout.body).toContain('action="/finalizar-compra/cupon"');

      const refused = await post('/finalizar-compra/cupon', { _csrf: csrf, cupon: 'verano2025' }, cookie);
      expect(refused.statusCode).toBe(422);
      expect(refused.body).toContain('Este cupón ha caducado.');
      expect(refused.body).toMatch(/<details class="checkout-coupon" open=""/);
      const json = await post('/finalizar-compra/cupon', { _csrf: csrf, cupon: 'NOEXISTE' }, cookie, { accept: '*/*' });
      expect(json.statusCode).toBe(422);
      expect(json.json()).toMatchObject({ code: 'BK_ERR_COUPON_REFUSED', message: 'El cupón «NOEXISTE» no existe.' });
      expect(
        (await post('/finalizar-compra/cupon', { _csrf: 'x'.repeat(43), cupon: 'bienvenida10' }, cookie)).statusCode,
      ).toBe(403);
      expect(await count(`SELECT count(*) AS n FROM shop_carts WHERE coupon_code IS NOT NULL`)).toBe(0);

      const applied = await post('/finalizar-compra/cupon', { _csrf: csrf, cupon: 'bienvenida10' }, cookie);
      expect(applied.statusCode).toBe(303);
      expect(applied.headers.location).toBe('/finalizar-compra/?aviso=cupon-aplicado');
      const after = await get('/finalizar-compra/?aviso=cupon-aplicado', cookie);
      expect(after.body).toContain('Cupón aplicado correctamente.');
      expect(after.body).toContain('Cupón: bienvenida10');
      expect(after.body).toContain('44,82\u00a0€');
      // With a code on the cart the checkout offers no second one.
      expect(after.body).not.toContain('action="/finalizar-compra/cupon"');
      await post('/carrito/cupon/quitar', { _csrf: csrf }, cookie);
    });

    it('refuses unknown, expired, used-up and under-minimum coupons with WooCommerce’s Spanish messages', async () => {
      await db.query(
        `INSERT INTO shop_coupons (account_id, code, kind, amount, usage_limit, used_count) VALUES ($1, 'agotado', 'fixed', 100, 1, 1)`,
        [ACCOUNT],
      );
      const { cookie, csrf } = await visitorWith(LIP_BALM, '1');
      const cases: [string, string][] = [
        ['NOEXISTE', 'El cupón «NOEXISTE» no existe.'],
        ['verano2025', 'Este cupón ha caducado.'],
        ['agotado', 'Se ha alcanzado el límite de uso de este cupón.'],
        ['clinica5', 'El gasto mínimo para este cupón es de 30,00\u00a0€.'],
      ];
      for (const [code, message] of cases) {
        const r = await post('/carrito/cupon', { _csrf: csrf, cupon: code }, cookie);
        expect(r.statusCode).toBe(422);
        expect(r.body).toContain(message);
      }
      // A program (no text/html in Accept) gets the same refusal as the service's 4xx JSON error.
      const json = await post('/carrito/cupon', { _csrf: csrf, cupon: 'verano2025' }, cookie, { accept: '*/*' });
      expect(json.statusCode).toBe(422);
      expect(json.json()).toEqual({
        statusCode: 422,
        code: 'BK_ERR_COUPON_REFUSED',
        error: 'Unprocessable Entity',
        message: 'Este cupón ha caducado.',
      });
      expect(await count(`SELECT count(*) AS n FROM shop_carts WHERE coupon_code IS NOT NULL`)).toBe(0);
    });
  });

  describe('CSRF and what the client cannot decide', () => {
    it('refuses a state-changing form without the cart’s token, or from another site, and changes nothing', async () => {
      const { cookie, csrf } = await visitorWith(SERUM_15, '1');
      const missing = await post('/carrito/actualizar', { [`cantidad-${SERUM_15}`]: '5' }, cookie);
      expect(missing.statusCode).toBe(400);
      const wrong = await post(
        '/carrito/actualizar',
        { _csrf: 'x'.repeat(43), [`cantidad-${SERUM_15}`]: '5' },
        cookie,
        {
          accept: 'application/json',
        },
      );
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({ statusCode: 403, code: 'BK_ERR_CSRF' });
      const crossSite = await post('/carrito/actualizar', { _csrf: csrf, [`cantidad-${SERUM_15}`]: '5' }, cookie, {
        'sec-fetch-site': 'cross-site',
      });
      expect(crossSite.statusCode).toBe(403);
      const otherCart = await visitorWith(LIP_BALM, '1');
      const stolenToken = await post(
        '/carrito/actualizar',
        { _csrf: otherCart.csrf, [`cantidad-${SERUM_15}`]: '5' },
        cookie,
      );
      expect(stolenToken.statusCode).toBe(403);
      const html = await post('/finalizar-compra/', { _csrf: 'nope', ...BILLING }, cookie, { accept: 'text/html' });
      expect(html.statusCode).toBe(403);
      expect(html.body).toContain('Su sesión de compra ha cambiado');
      expect(totalOf((await get('/carrito/', cookie)).body)).toBe('24,90 €');
    });

    it('ignores a client-sent price or total: the forms succeed and the cart and order carry the server’s prices', async () => {
      // WooCommerce's way: a field the form does not have is dropped, not refused.
      const added = await post('/carrito/anadir', { variante: SERUM_15, cantidad: '2', precio: '0,01', total: '0' });
      expect(added.statusCode).toBe(303);
      const cookie = cartCookie(added) as string;
      const csrf = csrfIn((await get('/carrito/', cookie)).body);
      // 2 × 24,90 €, whatever the form said.
      expect(totalOf((await get('/carrito/', cookie)).body)).toBe('49,80 €');

      const background = await post(
        '/carrito/anadir',
        { _csrf: csrf, variante: SERUM_15, cantidad: '1', price: '1' },
        cookie,
        { accept: 'application/json' },
      );
      expect(background.statusCode).toBe(200);
      expect(background.json().total_text).toBe('74,70\u00a0€');

      const updated = await post(
        '/carrito/actualizar',
        { _csrf: csrf, [`cantidad-${SERUM_15}`]: '3', [`precio-${SERUM_15}`]: '0,01', total: '0,03' },
        cookie,
      );
      expect(updated.statusCode).toBe(303);
      expect(totalOf((await get('/carrito/', cookie)).body)).toBe('74,70 €');

      const coupon = await post('/carrito/cupon', { _csrf: csrf, cupon: 'bienvenida10', descuento: '100' }, cookie);
      expect(coupon.statusCode).toBe(303);
      // 74,70 € less the coupon's own 10 %, not the 100 % the form asked for.
      expect(totalOf((await get('/carrito/', cookie)).body)).toBe('67,23 €');

      const placed = await post(
        '/finalizar-compra/',
        { _csrf: csrf, ...BILLING, email: 'precio@example.es', total: '0,01', [`precio-${SERUM_15}`]: '0,01' },
        cookie,
      );
      expect(placed.statusCode).toBe(303);
      const number = Number(/pedido-recibido\/(\d+)\//.exec(String(placed.headers.location))?.[1]);
      const order = await db.query<{ subtotal_cents: number; discount_cents: number; total_cents: number }>(
        'SELECT subtotal_cents, discount_cents, total_cents FROM shop_orders WHERE account_id = $1 AND order_number = $2',
        [ACCOUNT, number],
      );
      expect(order.rows.map((o) => [o.subtotal_cents, o.discount_cents, o.total_cents].map(Number))).toEqual([
        [7470, 747, 6723],
      ]);
      const lines = await db.query<{ variant_id: number; unit_price_cents: number; quantity: number }>(
        'SELECT variant_id, unit_price_cents, quantity FROM shop_order_lines WHERE account_id = $1 AND order_number = $2',
        [ACCOUNT, number],
      );
      const serverPrice = await count(`SELECT price_cents AS n FROM shop_variants WHERE variant_id = ${SERUM_15}`);
      expect(serverPrice).toBe(2490);
      expect(lines.rows.map((l) => [l.variant_id, l.unit_price_cents, l.quantity].map(Number))).toEqual([
        [Number(SERUM_15), serverPrice, 3],
      ]);
    });

    it('still refuses a wrong value in a field the form does have, and stores nothing', async () => {
      const carts = await count('SELECT count(*) AS n FROM shop_carts');
      const r = await post('/carrito/anadir', { variante: SERUM_15, cantidad: '1,5', precio: '1' });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ statusCode: 400, code: 'FST_ERR_VALIDATION' });
      expect(r.json().message).toContain('cantidad');
      expect(r.headers['set-cookie']).toBeUndefined();
      expect(await count('SELECT count(*) AS n FROM shop_carts')).toBe(carts);

      const { cookie, csrf } = await visitorWith(SERUM_15, '1');
      const orders = await count('SELECT count(*) AS n FROM shop_orders');
      const tooLong = await post('/finalizar-compra/', { _csrf: csrf, ...BILLING, notas: 'x'.repeat(2001) }, cookie);
      expect(tooLong.statusCode).toBe(400);
      const badQuantity = await post('/carrito/actualizar', { _csrf: csrf, [`cantidad-${SERUM_15}`]: '-1' }, cookie);
      expect(badQuantity.statusCode).toBe(400);
      expect(await count('SELECT count(*) AS n FROM shop_orders')).toBe(orders);
      expect(totalOf((await get('/carrito/', cookie)).body)).toBe('24,90 €');
    });

    it('answers malformed input with a 4xx JSON error and stores nothing', async () => {
      const carts = await count('SELECT count(*) AS n FROM shop_carts');
      for (const body of [
        { variante: 'abc', cantidad: '1' },
        { variante: '104', cantidad: '-1' },
        { variante: '104', cantidad: '1'.repeat(4) },
        { variante: '104' },
      ]) {
        const r = await post('/carrito/anadir', body as Record<string, string>);
        expect(r.statusCode).toBe(400);
        expect(r.json()).toMatchObject({ statusCode: 400, code: 'FST_ERR_VALIDATION' });
      }
      const unknown = await post('/carrito/anadir', { variante: '999999', cantidad: '1' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('BK_ERR_PRODUCT_NOT_FOUND');
      const json = await app.inject({
        method: 'POST',
        url: '/carrito/anadir',
        payload: { variante: '104', cantidad: '1' },
        headers: { host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
      });
      expect(json.statusCode).toBe(415);
      expect(await count('SELECT count(*) AS n FROM shop_carts')).toBe(carts);
    });

    it('sends what a person mistyped back to the checkout form, in Spanish, with no order stored', async () => {
      const { cookie, csrf } = await visitorWith(SERUM_15, '1');
      const orders = await count('SELECT count(*) AS n FROM shop_orders');
      const r = await post(
        '/finalizar-compra/',
        { _csrf: csrf, ...BILLING, email: 'lucia@', codigo_postal: '99999', nombre: ' ' },
        cookie,
      );
      expect(r.statusCode).toBe(422);
      expect(r.body).toContain('La dirección de correo electrónico no es válida.');
      expect(r.body).toContain('El código postal no es válido');
      expect(r.body).toContain('Nombre es un campo obligatorio.');
      expect(r.body).toContain('value="Calle de Alcalá 100, 3.º B"');
      expect(await count('SELECT count(*) AS n FROM shop_orders')).toBe(orders);
    });
  });

  describe('checkout', () => {
    it('places the order at the server’s prices, shows its number and sends the confirmation email', async () => {
      const { cookie, csrf } = await visitorWith(SERUM_15, '2');
      await post('/carrito/cupon', { _csrf: csrf, cupon: 'bienvenida10' }, cookie);
      const stockBefore = await count(`SELECT stock AS n FROM shop_variants WHERE variant_id = ${SERUM_15}`);
      const r = await post('/finalizar-compra/', { _csrf: csrf, ...BILLING }, cookie);
      expect(r.statusCode).toBe(303);
      const location = r.headers.location as string;
      expect(location).toMatch(/^\/finalizar-compra\/pedido-recibido\/\d+\/\?clave=[A-Za-z0-9_-]{22}$/);
      expect(r.cookies.find((c) => c.name === 'beckon_cart')?.value).toBe('');
      const number = /pedido-recibido\/(\d+)\//.exec(location)?.[1] as string;

      const page = await get(location);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Gracias. Hemos recibido su pedido.');
      expect(page.body).toContain(`Número del pedido: <strong>${number}</strong>`);
      expect(page.body).toContain('Transferencia bancaria');
      expect(page.body).toContain('44,82\u00a0€');

      const order = await db.query<{ total_cents: number; status: string; discount_cents: number }>(
        'SELECT total_cents, status, discount_cents FROM shop_orders WHERE account_id = $1 AND order_number = $2',
        [ACCOUNT, Number(number)],
      );
      expect(order.rows[0]).toMatchObject({ status: 'on-hold' });
      expect(Number(order.rows[0]?.total_cents)).toBe(4482);
      expect(await count(`SELECT stock AS n FROM shop_variants WHERE variant_id = ${SERUM_15}`)).toBe(stockBefore - 2);

      const mail = await db.query<{ subject: string; body_text: string }>(
        `SELECT subject, body_text FROM mail_outbox WHERE kind = 'shop-order' AND to_address = $1`,
        [BILLING.email],
      );
      expect(mail.rows[0]?.subject).toBe(`Hemos recibido su pedido n.º ${number} – Clínica Dermatológica Alba`);
      expect(mail.rows[0]?.body_text).toContain('Total: 44,82\u00a0€ (incluye 7,78\u00a0€ de IVA)');

      // The cart is gone: its old cookie shows an empty cart, and another key does not open the order.
      expect((await get('/carrito/', cookie)).body).toContain('Su carrito está vacío.');
      expect((await get(`/finalizar-compra/pedido-recibido/${number}/?clave=${'A'.repeat(22)}`)).statusCode).toBe(404);
    });

    it('sells the last unit once when two visitors check out at the same time, and tells the other why', async () => {
      const first = await visitorWith(LIP_BALM, '1');
      const second = await visitorWith(LIP_BALM, '1');
      await db.query(`UPDATE shop_variants SET stock = 1 WHERE account_id = $1 AND variant_id = ${LIP_BALM}`, [
        ACCOUNT,
      ]);
      const orders = await count('SELECT count(*) AS n FROM shop_orders');
      const results = await Promise.all([
        post('/finalizar-compra/', { _csrf: first.csrf, ...BILLING, pago: 'clinica' }, first.cookie),
        post('/finalizar-compra/', { _csrf: second.csrf, ...BILLING, pago: 'clinica' }, second.cookie),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([303, 409]);
      const refused = results.find((r) => r.statusCode === 409) as LightMyRequestResponse;
      expect(refused.body).toContain(
        'Lo sentimos, «Bálsamo labial reparador SPF 30» se ha agotado y no podemos completar su pedido.',
      );
      expect(await count('SELECT count(*) AS n FROM shop_orders')).toBe(orders + 1);
      expect(await count(`SELECT stock AS n FROM shop_variants WHERE variant_id = ${LIP_BALM}`)).toBe(0);
    });

    it('counts the last use of a coupon once when two visitors check out with it at the same time, and tells the other why', async () => {
      await db.query(
        `INSERT INTO shop_coupons (account_id, code, kind, amount, usage_limit) VALUES ($1, 'ultimo', 'fixed', 100, 1)`,
        [ACCOUNT],
      );
      const buyers = [await visitorWith(SERUM_15, '1'), await visitorWith(SERUM_15, '1')];
      for (const b of buyers)
        expect((await post('/carrito/cupon', { _csrf: b.csrf, cupon: 'ultimo' }, b.cookie)).statusCode).toBe(303);
      const orders = await count('SELECT count(*) AS n FROM shop_orders');
      // The coupon's row is held while both checkouts start, so on PostgreSQL both are under way at its
      // use (waiting on the lock) before either can commit; PGlite runs one transaction at a time.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const rowLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = db.transaction(async (tx) => {
        await tx.query(`SELECT 1 FROM shop_coupons WHERE account_id = $1 AND code = 'ultimo' FOR UPDATE`, [ACCOUNT]);
        locked();
        await held;
      });
      // The checkouts start only once the row is held: on a busy machine a new connection for the holder
      // can take longer than both checkouts on warm ones, which then never meet the lock.
      if (db.kind === 'postgres') await rowLocked;
      const checkouts = Promise.all(
        buyers.map((b) => post('/finalizar-compra/', { _csrf: b.csrf, ...BILLING }, b.cookie)),
      );
      try {
        // A condition, not a time: on a busy machine both checkouts may take many seconds to reach the lock.
        if (db.kind === 'postgres')
          await vi.waitFor(
            async () =>
              expect(
                await count(
                  `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
                ),
              ).toBe(2),
            { timeout: 60_000, interval: 50 },
          );
      } finally {
        // Let go of the row however the wait ended, so the checkouts finish and the database closes.
        release();
        await holder;
      }
      const results = await checkouts;
      expect(results.map((r) => r.statusCode).sort()).toEqual([303, 409]);
      const refused = results.find((r) => r.statusCode === 409) as LightMyRequestResponse;
      expect(refused.body).toContain('Se ha alcanzado el límite de uso de este cupón.');
      expect(await count('SELECT count(*) AS n FROM shop_orders')).toBe(orders + 1);
      expect(await count(`SELECT count(*) AS n FROM shop_orders WHERE coupon_code = 'ultimo'`)).toBe(1);
      expect(await count(`SELECT used_count AS n FROM shop_coupons WHERE code = 'ultimo'`)).toBe(1);
    }, 90_000);

    it('takes a cart of several lines whole or not at all: one short line refuses the order and takes no stock', async () => {
      const { cookie, csrf } = await visitorWith(EMOLLIENT_BALM, '1');
      expect(
        (await post('/carrito/anadir', { _csrf: csrf, variante: RETINOL_CREAM, cantidad: '2' }, cookie)).statusCode,
      ).toBe(303);
      await db.query(`UPDATE shop_variants SET stock = 1 WHERE account_id = $1 AND variant_id = ${RETINOL_CREAM}`, [
        ACCOUNT,
      ]);
      const balmBefore = await count(`SELECT stock AS n FROM shop_variants WHERE variant_id = ${EMOLLIENT_BALM}`);
      const orders = await count('SELECT count(*) AS n FROM shop_orders');
      const refused = await post('/finalizar-compra/', { _csrf: csrf, ...BILLING }, cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toContain(
        'no tenemos suficientes unidades de «Crema de noche con retinol 0,3 %» para completar su pedido (quedan 1).',
      );
      expect(await count('SELECT count(*) AS n FROM shop_orders')).toBe(orders);
      expect(await count(`SELECT stock AS n FROM shop_variants WHERE variant_id = ${EMOLLIENT_BALM}`)).toBe(balmBefore);
      expect(await count(`SELECT stock AS n FROM shop_variants WHERE variant_id = ${RETINOL_CREAM}`)).toBe(1);
    });

    it('places two orders sharing two products, added in opposite order, at the same time, with every line kept', async () => {
      const stock = (variant: string) => count(`SELECT stock AS n FROM shop_variants WHERE variant_id = ${variant}`);
      const [handBefore, gelBefore] = [await stock(HAND_CREAM), await stock(ACNE_GEL)];
      const buyers = [];
      for (const [first, second] of [
        [HAND_CREAM, ACNE_GEL],
        [ACNE_GEL, HAND_CREAM],
      ] as const) {
        const buyer = await visitorWith(first, '1');
        await post('/carrito/anadir', { _csrf: buyer.csrf, variante: second, cantidad: '2' }, buyer.cookie);
        buyers.push(buyer);
      }
      const results = await Promise.all(
        buyers.map((b) => post('/finalizar-compra/', { _csrf: b.csrf, ...BILLING, pago: 'clinica' }, b.cookie)),
      );
      expect(results.map((r) => r.statusCode)).toEqual([303, 303]);
      expect([await stock(HAND_CREAM), await stock(ACNE_GEL)]).toEqual([handBefore - 3, gelBefore - 3]);
      const numbers = results.map((r) => Number(/pedido-recibido\/(\d+)\//.exec(r.headers.location as string)?.[1]));
      const lines = await db.query<{ order_number: number; line_no: number; variant_id: number; quantity: number }>(
        `SELECT order_number, line_no, variant_id, quantity FROM shop_order_lines
          WHERE account_id = $1 AND order_number = ANY($2::int[]) ORDER BY order_number = $3 DESC, line_no`,
        [ACCOUNT, numbers, numbers[0]],
      );
      expect(lines.rows.map((l) => [Number(l.line_no), String(l.variant_id), Number(l.quantity)])).toEqual([
        [1, HAND_CREAM, 1],
        [2, ACNE_GEL, 2],
        [1, ACNE_GEL, 1],
        [2, HAND_CREAM, 2],
      ]);
    });

    it('serves every visitor with no cart the same cached page until an order changes the stock', async () => {
      const url = '/producto/fotoprotector-infantil-spf50/';
      const first = await get(url);
      expect(first.body).toContain('30 disponibles');
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await app.inject({ method: 'GET', url, headers: { host: 'localhost:80', 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      const { cookie, csrf } = await visitorWith('107', '2');
      expect((await post('/finalizar-compra/', { _csrf: csrf, ...BILLING }, cookie)).statusCode).toBe(303);
      const after = await get(url);
      expect(after.headers.etag).not.toBe(etag);
      expect(after.body).toContain('28 disponibles');
    });

    it('lets a visitor whose cart is gone but whose cookie stayed add to a new cart from the shop page', async () => {
      const { cookie } = await visitorWith('112', '1');
      await db.query('DELETE FROM shop_carts');
      const shop = await get('/tienda/', cookie);
      const added = await post(
        '/carrito/anadir',
        { _csrf: csrfIn(shop.body), variante: SUNSCREEN, cantidad: '1' },
        cookie,
      );
      expect(added.statusCode).toBe(303);
      expect(totalOf((await get('/carrito/', cookie)).body)).toBe('19,90 €');
    });

    it('sends a visitor with an empty cart from the checkout back to the cart', async () => {
      const r = await get('/finalizar-compra/');
      expect(r.statusCode).toBe(303);
      expect(r.headers.location).toBe('/carrito/');
    });
  });
});
