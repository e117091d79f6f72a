/**
 * Invoices and packing slips on PGlite and PostgreSQL: the shop's legal details (an owner setting), an
 * invoice issued on its first download with the shop's next number, gapless and unique under concurrent
 * downloads and after a rolled-back transaction, its PDF's text (seller, customer, lines, IVA by rate),
 * the customer's download from the order-received page and My account, and bad input answered 4xx.
 */
import type { Db } from '@beckon/db';
import type { ShopOrderDetail } from '@beckon/owner-api';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueInvoiceIn } from '../../src/plugins/shop/invoice-repository.js';
import { SITE_ACCOUNT_ID } from '../../src/plugins/site/site-config.js';
import { openSeededAppAsOwner } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import type { OwnerClient } from './owner-helpers.js';
import { BILLING, ShopVisitor } from './shop-helpers.js';

const LEGAL = { legal_name: 'Dermatología Alba S.L.', tax_id: 'b12345678', address: 'Calle Mayor 1\n28013 Madrid' };

async function pdfText(res: LightMyRequestResponse): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

describe.each(databases)('invoices and packing slips on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let owner: OwnerClient;

  beforeAll(async () => {
    ({ app, db, close, owner } = await openSeededAppAsOwner(database));
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  /** A new order: pickup orders start processing, bank transfers on hold. */
  const order = async (pago = 'clinica', visitor = new ShopVisitor(app)) => {
    await visitor.add('103');
    await visitor.add('113');
    return visitor.checkout({ ...BILLING, pago });
  };
  const invoiceNumbers = async () =>
    (
      await db.query<{ order_number: number; invoice_number: number }>(
        'SELECT order_number, invoice_number FROM shop_invoices WHERE account_id = $1 ORDER BY invoice_number',
        [SITE_ACCOUNT_ID],
      )
    ).rows.map((r) => ({ order: Number(r.order_number), invoice: Number(r.invoice_number) }));
  const invoice = (n: number) => owner.send('GET', `/api/owner/shop/orders/${n}/invoice.pdf`);

  it('refuses an invoice until the shop’s legal name and NIF are set, then keeps and answers them', async () => {
    const n = await order();
    const early = await invoice(n);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'BK_ERR_INVOICE_LEGAL_DETAILS' });
    expect(await invoiceNumbers()).toEqual([]);
    expect((await owner.send('GET', '/api/owner/shop/legal')).json()).toEqual({
      legal_name: '',
      tax_id: '',
      address: '',
    });
    const saved = await owner.send('PUT', '/api/owner/shop/legal', LEGAL);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...LEGAL, tax_id: 'B12345678' });
  });

  it('answers bad legal details with 400 JSON and keeps the saved ones', async () => {
    for (const body of [
      {},
      { ...LEGAL, tax_id: '1234' },
      { ...LEGAL, tax_id: 'X'.repeat(21) },
      { ...LEGAL, legal_name: 'a\u0000b' },
      { ...LEGAL, legal_name: 'dos\nlíneas' },
      { ...LEGAL, legal_name: 'x'.repeat(201) },
      { ...LEGAL, address: 'y'.repeat(401) },
      { ...LEGAL, legal_name: 42 },
      { ...LEGAL, extra: true },
    ]) {
      const res = await owner.send('PUT', '/api/owner/shop/legal', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'FST_ERR_VALIDATION' });
    }
    expect((await owner.send('GET', '/api/owner/shop/legal')).json()).toMatchObject({ tax_id: 'B12345678' });
  });

  it('issues the invoice once on its first download and prints the order in Spanish', async () => {
    const n = await order();
    const before = await invoiceNumbers();
    const first = await invoice(n);
    expect(first.statusCode, first.body.slice(0, 200)).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const number = (before.at(-1)?.invoice ?? 0) + 1;
    expect(first.headers['content-disposition']).toBe(`attachment; filename="factura-${number}.pdf"`);
    const text = await pdfText(first);
    for (const part of [
      'Factura',
      'Vendedor Dermatología Alba S.L. NIF: B12345678 Calle Mayor 1 28013 Madrid',
      'Cliente Lucía García Pérez Calle de Alcalá 100, 3.º B 28009 Madrid (Madrid)',
      `Número de factura: ${number}`,
      `Número de pedido: ${n}`,
      'Método de pago: Pagar al recoger',
      'Total',
      'IVA',
    ])
      expect(text).toContain(part);
    expect(text).toMatch(/Base imponible al \d+ %/);
    const again = await invoice(n);
    expect(await pdfText(again)).toContain(`Número de factura: ${number}`);
    expect(await invoiceNumbers()).toEqual([...before, { order: n, invoice: number }]);
    const detail = (await owner.send('GET', `/api/owner/shop/orders/${n}`)).json() as ShopOrderDetail;
    expect(detail.invoice_number).toBe(number);
  });

  it('refuses an invoice for an order on hold, and a missing order', async () => {
    const n = await order('transferencia');
    const res = await invoice(n);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'BK_ERR_INVOICE_STATUS' });
    expect(res.json().message).toContain('on hold');
    expect((await invoice(999_999)).statusCode).toBe(404);
    for (const bad of ['0', 'abc', '1234567890', '1%00'])
      expect((await owner.send('GET', `/api/owner/shop/orders/${bad}/invoice.pdf`)).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/api/owner/shop/orders/${n}/invoice.pdf` })).statusCode).toBe(401);
  });

  it('numbers invoices without gaps or repeats when many are downloaded at once', async () => {
    const orders: number[] = [];
    for (let i = 0; i < 8; i++) orders.push(await order());
    const before = await invoiceNumbers();
    const start = (before.at(-1)?.invoice ?? 0) + 1;
    // Each order's invoice asked for twice at the same moment, all orders at once.
    const answers = await Promise.all([...orders, ...orders].map((n) => invoice(n)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const after = (await invoiceNumbers()).slice(before.length);
    expect(after.map((r) => r.invoice)).toEqual(orders.map((_, i) => start + i));
    expect(new Set(after.map((r) => r.order))).toEqual(new Set(orders));
    // Both answers for one order name the same invoice.
    for (const n of orders) {
      const names = answers
        .filter((_, i) => (i < orders.length ? orders[i] : orders[i - orders.length]) === n)
        .map((a) => a.headers['content-disposition']);
      expect(new Set(names).size).toBe(1);
    }
  });

  it('takes its number back when the transaction that issued it does not commit', async () => {
    const [a, b] = [await order(), await order()];
    const before = await invoiceNumbers();
    const next = (before.at(-1)?.invoice ?? 0) + 1;
    await expect(
      db.transaction(async (tx) => {
        const issued = await issueInvoiceIn(tx, SITE_ACCOUNT_ID, a);
        expect(issued).toMatchObject({ ok: true, invoice: { invoiceNumber: next } });
        throw new Error('the process died before the commit');
      }),
    ).rejects.toThrow('the process died');
    expect(await invoiceNumbers()).toEqual(before);
    expect((await invoice(b)).statusCode).toBe(200);
    expect((await invoice(a)).statusCode).toBe(200);
    expect((await invoiceNumbers()).slice(before.length)).toEqual([
      { order: b, invoice: next },
      { order: a, invoice: next + 1 },
    ]);
  });

  it('lets the customer download the invoice from the order-received page and My account', async () => {
    const visitor = new ShopVisitor(app);
    const email = `factura-${Date.now().toString(36)}@example.es`;
    await visitor.signUp(db, email, 'piel-sana-2026');
    await visitor.add('103');
    await visitor.get('/finalizar-compra/');
    const placed = await visitor.post('/finalizar-compra/', { ...BILLING, email, pago: 'clinica' });
    const received = String(placed.headers.location);
    const n = Number(/pedido-recibido\/(\d+)\//.exec(received)?.[1]);
    const page = await visitor.get(received);
    const href = /href="([^"]*factura\.pdf[^"]*)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
    expect(href).toMatch(new RegExp(`^/finalizar-compra/pedido-recibido/${n}/factura\\.pdf\\?clave=`));
    expect(page.body).toContain('Descargar la factura (PDF)');
    const pdf = await visitor.get(href ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf);
    expect(text).toContain(`Número de pedido: ${n}`);
    const number = /Número de factura: (\d+)/.exec(text)?.[1];

    const view = await visitor.get(`/mi-cuenta/ver-pedido/${n}/`);
    expect(view.body).toContain(`href="/mi-cuenta/ver-pedido/${n}/factura.pdf"`);
    const fromAccount = await visitor.get(`/mi-cuenta/ver-pedido/${n}/factura.pdf`);
    expect(await pdfText(fromAccount)).toContain(`Número de factura: ${number}`);

    // Another visitor, a wrong key or an order on hold gets the 404 a missing order gets.
    const stranger = new ShopVisitor(app);
    expect((await stranger.get(`/mi-cuenta/ver-pedido/${n}/factura.pdf`)).statusCode).toBe(404);
    const wrongKey = `/finalizar-compra/pedido-recibido/${n}/factura.pdf?clave=${'A'.repeat(22)}`;
    expect((await stranger.get(wrongKey)).statusCode).toBe(404);
    const held = new ShopVisitor(app);
    await held.add('103');
    await held.get('/finalizar-compra/');
    const onHold = await held.post('/finalizar-compra/', { ...BILLING, pago: 'transferencia' });
    const heldPage = await held.get(String(onHold.headers.location));
    expect(heldPage.body).not.toContain('factura.pdf');
    const heldN = /pedido-recibido\/(\d+)\/\?clave=([\w-]+)/.exec(String(onHold.headers.location));
    const heldPdf = await held.get(`/finalizar-compra/pedido-recibido/${heldN?.[1]}/factura.pdf?clave=${heldN?.[2]}`);
    expect(heldPdf.statusCode).toBe(404);
  });

  it('prints a packing slip with the lines and no prices', async () => {
    const n = await order();
    const res = await owner.send('GET', `/api/owner/shop/orders/${n}/packing-slip.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="albaran-${n}.pdf"`);
    const text = await pdfText(res);
    expect(text).toContain('Albarán');
    expect(text).toContain(`Número de pedido: ${n}`);
    expect(text).toContain('Dirección de envío Lucía García Pérez');
    expect(text).toContain('Artículos 2');
    expect(text).not.toContain('€');
    expect((await owner.send('GET', '/api/owner/shop/orders/999999/packing-slip.pdf')).statusCode).toBe(404);
  });
});
