/**
 * The shop's editable mails on PGlite and PostgreSQL: the list with each mail's default Spanish words
 * and placeholders, a save that the next mail of that kind uses (owner text sent as plain text, never
 * run as HTML), a preview, a reset to the default, and bad input answered 400 with nothing stored.
 */
import type { Db } from '@beckon/db';
import type { ShopMailEntry, ShopMailPreview, ShopMailsAnswer } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededAppAsOwner } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { type OwnerClient, outboxFor } from './owner-helpers.js';
import { BILLING, ShopVisitor } from './shop-helpers.js';

const OWN = {
  subject: '¡{customer_first_name}, su pedido {order_number} ya está listo!',
  heading: 'Buenas noticias de {site_title}',
  body: '<script>alert(1)</script> Gracias por confiar en nosotros. Total: {order_total}.',
};

describe.each(databases)('the shop’s editable mails on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let owner: OwnerClient;

  beforeAll(async () => {
    ({ app, db, close, owner } = await openSeededAppAsOwner(database));
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  const storedRows = async () => (await db.query('SELECT mail_key FROM shop_mail_texts')).rows.length;

  it('lists the shop’s mails with their default Spanish words and placeholders', async () => {
    const res = await owner.send('GET', '/api/owner/shop/mails');
    expect(res.statusCode).toBe(200);
    const { mails } = res.json() as ShopMailsAnswer;
    expect(mails.map((m) => m.key)).toEqual([
      'admin-new',
      'admin-cancelled',
      'admin-failed',
      'on-hold',
      'processing',
      'completed',
      'refunded',
      'partially-refunded',
      'note',
      'low-stock',
      'no-stock',
    ]);
    const completed = mails.find((m) => m.key === 'completed');
    expect(completed).toMatchObject({
      recipient: 'customer',
      saved_text: null,
      default_text: { subject: 'Su pedido n.º {order_number} está completado – {site_title}' },
    });
    expect(completed?.placeholders).toContain('{customer_name}');
  });

  it('sends the next completed mail with the owner’s words, as plain text, and resets to the default', async () => {
    const saved = await owner.send('PUT', '/api/owner/shop/mails/completed', OWN);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as ShopMailEntry).saved_text).toEqual(OWN);

    const email = `textos-${Date.now().toString(36)}@example.es`;
    const shopper = new ShopVisitor(app);
    await shopper.add('103');
    const n = await shopper.checkout({ ...BILLING, email, pago: 'clinica' });
    expect((await owner.send('PUT', `/api/owner/shop/orders/${n}/status`, { status: 'completed' })).statusCode).toBe(
      200,
    );
    const mail = (await outboxFor(db, email)).find((m) => m.kind === 'shop-order-completed');
    expect(mail?.subject).toBe(`¡Lucía, su pedido ${n} ya está listo!`);
    expect(mail?.body_text).toMatch(
      /^Buenas noticias de Clínica Dermatológica Alba\n\n<script>alert\(1\)<\/script> Gracias por confiar en nosotros\. Total: [\d,]+\u00a0€\.\n\nPedido n\.º/,
    );

    const reset = await owner.send('DELETE', '/api/owner/shop/mails/completed');
    expect(reset.statusCode).toBe(200);
    expect((reset.json() as ShopMailEntry).saved_text).toBeNull();
    expect(await storedRows()).toBe(0);
  });

  it('previews the words filled in with a sample order, storing nothing', async () => {
    const res = await owner.send('POST', '/api/owner/shop/mails/admin-new/preview', {
      subject: 'Pedido {order_number} de {customer_name}',
      heading: '{desconocido} sigue igual',
      body: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as ShopMailPreview;
    expect(preview.subject).toBe('Pedido 1234 de Lucía García Pérez');
    expect(preview.text).toMatch(/^\{desconocido\} sigue igual\n\nPedido n\.º 1234\n- Sérum vitamina C – 15 ml × 1/);
    expect(await storedRows()).toBe(0);
  });

  it('answers bad words and unknown mails with 4xx JSON and stores nothing', async () => {
    for (const [url, body] of [
      ['/api/owner/shop/mails/completed', {}],
      ['/api/owner/shop/mails/completed', { ...OWN, subject: '' }],
      ['/api/owner/shop/mails/completed', { ...OWN, subject: 'a\nb' }],
      ['/api/owner/shop/mails/completed', { ...OWN, subject: 'x'.repeat(201) }],
      ['/api/owner/shop/mails/completed', { ...OWN, body: 'y'.repeat(4001) }],
      ['/api/owner/shop/mails/completed', { ...OWN, body: 'a\u0000b' }],
      ['/api/owner/shop/mails/completed', { ...OWN, heading: '\ud800' }],
      ['/api/owner/shop/mails/completed', { ...OWN, extra: 1 }],
      ['/api/owner/shop/mails/desconocido', OWN],
    ] as const) {
      const res = await owner.send('PUT', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json()).toHaveProperty('code');
    }
    expect((await owner.send('DELETE', '/api/owner/shop/mails/desconocido')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/owner/shop/mails' })).statusCode).toBe(401);
    expect(await storedRows()).toBe(0);
  });
});
