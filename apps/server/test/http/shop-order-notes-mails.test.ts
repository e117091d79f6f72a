/**
 * The owner's order notes, the resent order mail and the mails a status change sends, on PGlite and
 * PostgreSQL: a private note stays with the shop, a note to the customer mails them, the shop hears of
 * every new order and of a cancelled one, the customer of processing and completed, an offline order is
 * refunded without a provider, and bad input is a 4xx JSON error with nothing stored.
 */
import type { Db } from '@beckon/db';
import type { ShopOrderDetail } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL } from '../../src/plugins/owner/index.js';
import { openSeededAppAsOwner } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { type OwnerClient, outboxFor } from './owner-helpers.js';
import { BILLING, ShopVisitor } from './shop-helpers.js';

describe.each(databases)('order notes and order mails on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let owner: OwnerClient;

  beforeAll(async () => {
    ({ app, db, close, owner } = await openSeededAppAsOwner(database));
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  const order = async (email: string, pago = 'transferencia') => {
    const shopper = new ShopVisitor(app);
    await shopper.add('103');
    return shopper.checkout({ ...BILLING, email, pago });
  };
  const notesRows = async (n: number) =>
    (await db.query('SELECT body, to_customer FROM shop_order_notes WHERE order_number = $1 ORDER BY note_no', [n]))
      .rows;

  it('mails the shop’s owner each new order, and the customer the confirmation', async () => {
    const n = await order('nuevo@example.es');
    expect((await outboxFor(db, 'nuevo@example.es')).map((m) => m.kind)).toEqual(['shop-order']);
    const toShop = (await outboxFor(db, DEMO_OWNER_EMAIL)).filter((m) => m.kind === 'shop-admin-new');
    const mail = toShop.find((m) => m.subject.includes(`Nuevo pedido n.º ${n}`));
    expect(mail?.body_text).toContain('Ha recibido el siguiente pedido de Lucía García Pérez:');
    expect(mail?.body_text).toMatch(new RegExp(`/admin/orders/${n}$`, 'm'));
  });

  it('keeps a private note with the shop and mails a note to the customer', async () => {
    const n = await order('notas@example.es');
    const before = (await outboxFor(db, 'notas@example.es')).length;
    const privateNote = await owner.send('POST', `/api/owner/shop/orders/${n}/notes`, {
      text: '  Llamar antes de enviar.  ',
      to_customer: false,
    });
    expect(privateNote.statusCode, privateNote.body).toBe(201);
    expect((privateNote.json() as ShopOrderDetail).order_notes).toEqual([
      { text: 'Llamar antes de enviar.', to_customer: false, created_at: expect.any(String) },
    ]);
    expect(await outboxFor(db, 'notas@example.es')).toHaveLength(before);
    const toCustomer = await owner.send('POST', `/api/owner/shop/orders/${n}/notes`, {
      text: 'Su pedido sale mañana.\nGracias.',
      to_customer: true,
    });
    expect(toCustomer.statusCode).toBe(201);
    const mails = await outboxFor(db, 'notas@example.es');
    expect(mails.at(-1)).toMatchObject({ kind: 'shop-order-note' });
    expect(mails.at(-1)?.body_text).toContain('Su pedido sale mañana.\nGracias.');
    expect((await owner.send('GET', `/api/owner/shop/orders/${n}`)).json().order_notes).toHaveLength(2);
  });

  it('answers bad notes with 4xx JSON and stores nothing', async () => {
    const n = await order('notas-malas@example.es');
    const url = `/api/owner/shop/orders/${n}/notes`;
    for (const body of [
      {},
      { text: '', to_customer: false },
      { text: '   ', to_customer: false },
      { text: 'x'.repeat(2001), to_customer: false },
      { text: 'a\u0000b', to_customer: false },
      { text: 'a\u0007b', to_customer: false },
      { text: 'a\ud800b', to_customer: false },
      { text: 'hola', to_customer: 'yes' },
      { text: 'hola', to_customer: true, extra: 1 },
      '{"text":',
    ]) {
      const res = await owner.send('POST', url, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toHaveProperty('code');
    }
    expect(await notesRows(n)).toEqual([]);
    expect(
      (await owner.send('POST', '/api/owner/shop/orders/999999/notes', { text: 'x', to_customer: true })).statusCode,
    ).toBe(404);
  });

  it('resends the customer’s order mail with its status', async () => {
    const n = await order('reenvio@example.es');
    const res = await owner.send('POST', `/api/owner/shop/orders/${n}/resend-mail`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent_to: 'reenvio@example.es' });
    const last = (await outboxFor(db, 'reenvio@example.es')).at(-1);
    expect(last).toMatchObject({ kind: 'shop-order-details', subject: expect.stringContaining(`n.º ${n}`) });
    expect(last?.body_text).toContain('Estado: en espera.');
    expect((await owner.send('POST', '/api/owner/shop/orders/999999/resend-mail', {})).statusCode).toBe(404);
    expect((await owner.send('POST', `/api/owner/shop/orders/${n}/resend-mail`, { again: true })).statusCode).toBe(400);
  });

  it('mails the customer when the order is processing and completed, and the shop when one is cancelled', async () => {
    const n = await order('estados@example.es');
    for (const status of ['processing', 'completed'])
      expect((await owner.send('PUT', `/api/owner/shop/orders/${n}/status`, { status })).statusCode).toBe(200);
    expect((await outboxFor(db, 'estados@example.es')).map((m) => m.kind)).toEqual([
      'shop-order',
      'shop-order-processing',
      'shop-order-completed',
    ]);
    const other = await order('cancela@example.es');
    expect(
      (await owner.send('PUT', `/api/owner/shop/orders/${other}/status`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    const cancelled = (await outboxFor(db, DEMO_OWNER_EMAIL)).filter((m) => m.kind === 'shop-admin-cancelled');
    expect(cancelled.map((m) => m.subject)).toContainEqual(expect.stringContaining(`Pedido n.º ${other} cancelado`));
  });

  it('records an offline order’s refund without a provider, and refunds only paid orders', async () => {
    const n = await order('efectivo@example.es', 'clinica');
    const detail = (await owner.send('GET', `/api/owner/shop/orders/${n}`)).json() as ShopOrderDetail;
    expect(detail.status).toBe('processing');
    const res = await owner.send('POST', `/api/owner/shop/orders/${n}/refunds`, {
      amount_cents: detail.total_cents,
      restock: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'refunded', refunded_cents: detail.total_cents });
    expect((await outboxFor(db, 'efectivo@example.es')).at(-1)?.subject).toContain('ha sido reembolsado');
    // A bank transfer on hold has not paid yet: nothing to give back.
    const onHold = await order('espera@example.es');
    const refused = await owner.send('POST', `/api/owner/shop/orders/${onHold}/refunds`, {
      amount_cents: 1,
      restock: false,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`order ${onHold} is on hold: only a paid order can be refunded`);
  });

  it('mails the shop once when an order leaves a product low, and when one leaves it out of stock', async () => {
    await db.query('UPDATE shop_variants SET stock = 3 WHERE variant_id = 103');
    const kinds = async () =>
      (await outboxFor(db, DEMO_OWNER_EMAIL))
        .filter((m) => m.kind === 'shop-admin-low-stock' || m.kind === 'shop-admin-no-stock')
        .map((m) => `${m.kind}: ${m.subject.replace(/^\[[^\]]+\] /, '')}`);
    const before = await kinds();
    const shopper = new ShopVisitor(app);
    await shopper.add('103');
    await shopper.checkout({ ...BILLING, email: 'pocas@example.es' });
    const low = await kinds();
    expect(low.slice(before.length)).toEqual([
      'shop-admin-low-stock: Pocas existencias: Crema hidratante con ceramidas',
    ]);
    const last = new ShopVisitor(app);
    await last.add('103', '2');
    await last.checkout({ ...BILLING, email: 'ultimas@example.es' });
    expect((await kinds()).slice(low.length)).toEqual([
      'shop-admin-no-stock: Sin existencias: Crema hidratante con ceramidas',
    ]);
  });
});
