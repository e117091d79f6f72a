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
        'Cupón: bienvenida10 −5,27\u00a0€ Envío Gratuito Método de pago Transferencia bancaria Total 47,43\u00a0€',
    );
  });
});
