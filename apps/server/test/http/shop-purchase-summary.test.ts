/**
 * The order-received page's purchase summary over HTTP, on PGlite and PostgreSQL: after a real checkout it
 * shows the order's overview, the payment details and every line with the totals.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededApp } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { BILLING, ShopVisitor } from './shop-helpers.js';

/** The page's text with tags and runs of spaces dropped (non-breaking spaces kept), as a visitor reads it. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/[ \n\t]+/g, ' ');

describe.each(databases)('the purchase summary on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, close } = await openSeededApp(database));
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  it('shows the order number, date, total, payment method, payment details and line items', async () => {
    const visitor = new ShopVisitor(app);
    await visitor.add('101', '2');
    await visitor.add('103');
    expect((await visitor.post('/carrito/cupon', { cupon: 'BIENVENIDA10' })).statusCode).toBe(303);
    const number = await visitor.checkout({ ...BILLING, email: 'resumen@example.es' });
    const { rows } = await db.query<{ access_key: string }>(
      'SELECT access_key FROM shop_orders WHERE order_number = $1',
      [number],
    );
    const page = await visitor.get(`/finalizar-compra/pedido-recibido/${number}/?clave=${rows[0]?.access_key}`);
    expect(page.statusCode).toBe(200);
    const shown = text(page.body);
    const today = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(new Date());
    // 2 × 14,90 + 22,90 = 52,70 €, less 10 % = 47,43 €.
    expect(shown).toContain(
      `Gracias. Hemos recibido su pedido. Número del pedido: ${number} Fecha: ${today} ` +
        'Correo electrónico: resumen@example.es Total: 47,43\u00a0€ Método de pago: Transferencia bancaria',
    );
    expect(shown).toContain(`Datos de pago Transfiera 47,43\u00a0€ a la cuenta`);
    // The lines before the coupon, as WooCommerce lists them: the coupon's row takes the discount off once.
    expect(shown).toContain(
      'Gel limpiador suave × 2 29,80\u00a0€ Crema hidratante con ceramidas × 1 22,90\u00a0€ Subtotal 52,70\u00a0€ ' +
        'Cupón: bienvenida10 −5,27\u00a0€ Método de pago Transferencia bancaria Total 47,43\u00a0€',
    );
    const mail = await db.query<{ body_text: string }>(
      "SELECT body_text FROM mail_outbox WHERE to_address = 'resumen@example.es' AND kind = 'shop-order'",
    );
    expect(mail.rows[0]?.body_text).toContain(
      '- Gel limpiador suave × 2: 29,80\u00a0€\n- Crema hidratante con ceramidas × 1: 22,90\u00a0€\nSubtotal: 52,70\u00a0€\nCupón bienvenida10: −5,27\u00a0€',
    );
  });

  it('says once why the checkout’s coupon form refused a code', async () => {
    const visitor = new ShopVisitor(app);
    await visitor.add('101');
    await visitor.get('/finalizar-compra/');
    const refused = await visitor.post('/finalizar-compra/cupon', { cupon: 'NOEXISTE' });
    expect(refused.statusCode).toBe(422);
    const shown = text(refused.body);
    expect(shown.split('no existe').length - 1, shown.slice(shown.indexOf('Finalizar compra'))).toBe(1);
  });

  it('says once why the order was refused when the cart’s coupon expired before the order was placed', async () => {
    await db.query(
      "INSERT INTO shop_coupons (account_id, code, kind, amount) SELECT account_id, 'caduca', 'percent', 500 FROM shop_coupons WHERE code = 'bienvenida10'",
    );
    const visitor = new ShopVisitor(app);
    await visitor.add('101');
    expect((await visitor.post('/carrito/cupon', { cupon: 'caduca' })).statusCode).toBe(303);
    await visitor.get('/finalizar-compra/');
    await db.query("UPDATE shop_coupons SET expires_at = now() - interval '1 second' WHERE code = 'caduca'");
    const refused = await visitor.post('/finalizar-compra/', { ...BILLING, email: 'caduca@example.es' });
    expect(refused.statusCode).toBe(409);
    const shown = text(refused.body);
    expect(shown.split('ha caducado').length - 1, shown.slice(shown.indexOf('Finalizar compra'))).toBe(1);
  });
});
