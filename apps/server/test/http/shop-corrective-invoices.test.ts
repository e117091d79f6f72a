/**
 * Corrective invoices ("facturas rectificativas") on PGlite and PostgreSQL: a refund of an invoiced order
 * issues one in the shop's own gapless series, a refund of an order without an invoice issues none, and
 * its PDF cites the corrected invoice and states minus the refunded amount.
 */
import type { Db } from '@beckon/db';
import type { ShopOrderDetail } from '@beckon/owner-api';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correctiveSeries } from '../../src/plugins/shop/corrective-invoice-repository.js';
import { completeRefund, reserveRefund, undoRefund } from '../../src/plugins/shop/order-refund-repository.js';
import { esDate } from '../../src/plugins/shop/order-view.js';
import { SITE_ACCOUNT_ID } from '../../src/plugins/site/site-config.js';
import { openSeededAppAsOwner } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient } from './owner-helpers.js';
import { BILLING, ShopVisitor } from './shop-helpers.js';

const LEGAL = { legal_name: 'Dermatología Alba S.L.', tax_id: 'B12345678', address: 'Calle Mayor 1\n28013 Madrid' };

async function pdfText(res: LightMyRequestResponse): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

const euros = (cents: number) =>
  new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(cents / 100);

describe.each(databases)('corrective invoices on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let owner: OwnerClient;

  beforeAll(async () => {
    ({ app, db, close, owner } = await openSeededAppAsOwner(database));
    expect((await owner.send('PUT', '/api/owner/shop/legal', LEGAL)).statusCode).toBe(200);
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  /** A new pickup order: it starts processing, so it can be invoiced and refunded. */
  const order = async () => {
    const visitor = new ShopVisitor(app);
    await visitor.add('103');
    await visitor.add('113');
    return visitor.checkout({ ...BILLING, pago: 'clinica' });
  };
  const refund = async (n: number, body: unknown) => {
    const res = await owner.send('POST', `/api/owner/shop/orders/${n}/refunds`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ShopOrderDetail;
  };
  const corrective = (n: number, refundNo: number) =>
    owner.send('GET', `/api/owner/shop/orders/${n}/refunds/${refundNo}/invoice.pdf`);
  const series = correctiveSeries(new Date(), 'Europe/Madrid');
  const numbered = (k: number) => `${series}-${String(k).padStart(4, '0')}`;
  const lastNumber = async () =>
    Number(
      (
        await db.query<{ n: number | null }>(
          'SELECT max(number) AS n FROM shop_corrective_invoices WHERE account_id = $1 AND series = $2',
          [SITE_ACCOUNT_ID, series],
        )
      ).rows[0]?.n ?? 0,
    );

  it('numbers corrective invoices consecutively across two refunds of two invoiced orders', async () => {
    const [a, b] = [await order(), await order()];
    for (const n of [a, b])
      expect((await owner.send('GET', `/api/owner/shop/orders/${n}/invoice.pdf`)).statusCode).toBe(200);
    const start = (await lastNumber()) + 1;
    const a1 = await refund(a, { amount_cents: 500, restock: false });
    const b1 = await refund(b, { amount_cents: 700, restock: true, restock_lines: [{ line_no: 1, quantity: 1 }] });
    const a2 = await refund(a, { amount_cents: 300, restock: false });
    expect(a1.refunds.map((r) => r.corrective_invoice)).toEqual([numbered(start)]);
    expect(b1.refunds.map((r) => r.corrective_invoice)).toEqual([numbered(start + 1)]);
    expect(a2.refunds.map((r) => [r.refund_no, r.corrective_invoice])).toEqual([
      [1, numbered(start)],
      [2, numbered(start + 2)],
    ]);
    // The invoices' own series goes on untouched by the corrective ones.
    expect(b1.invoice_number).toBe((a1.invoice_number ?? 0) + 1);
  });

  it('takes its number back when the refund’s transaction does not commit', async () => {
    const [a, b] = [await order(), await order()];
    for (const n of [a, b])
      expect((await owner.send('GET', `/api/owner/shop/orders/${n}/invoice.pdf`)).statusCode).toBe(200);
    const next = (await lastNumber()) + 1;
    const started = await reserveRefund(db, SITE_ACCOUNT_ID, a, 100, 'none');
    if (!started.ok) throw new Error(`the refund was refused: ${started.reason}`);
    await expect(
      completeRefund(db, SITE_ACCOUNT_ID, a, { refundNo: started.refundNo, providerRef: null }, async () => {
        throw new Error('the process died before the commit');
      }),
    ).rejects.toThrow('the process died');
    expect(await lastNumber()).toBe(next - 1);
    const refunded = await refund(b, { amount_cents: 100, restock: false });
    expect(refunded.refunds.map((r) => r.corrective_invoice)).toEqual([numbered(next)]);
  });

  it('issues none for a refund of an order that has no invoice', async () => {
    const n = await order();
    const before = await lastNumber();
    const refunded = await refund(n, { amount_cents: 400, restock: false });
    expect(refunded.invoice_number).toBeNull();
    expect(refunded.refunds.map((r) => r.corrective_invoice)).toEqual([null]);
    expect(await lastNumber()).toBe(before);
    const res = await corrective(n, 1);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'BK_ERR_CORRECTIVE_INVOICE_NOT_FOUND' });
  });

  it('prints a factura rectificativa citing the invoice, the restocked line and minus the refund', async () => {
    const n = await order();
    const invoiced = await owner.send('GET', `/api/owner/shop/orders/${n}/invoice.pdf`);
    const invoiceNumber = /Número de factura: (\d+)/.exec(await pdfText(invoiced))?.[1];
    const detail = await refund(n, { amount_cents: 1234, restock: true, restock_lines: [{ line_no: 1, quantity: 1 }] });
    const number = detail.refunds[0]?.corrective_invoice;
    const res = await corrective(n, 1);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="factura-rectificativa-${number}.pdf"`);
    const text = await pdfText(res);
    for (const part of [
      'Factura rectificativa',
      `Número de factura rectificativa: ${number}`,
      `Factura rectificada: ${invoiceNumber}`,
      'Fecha de la factura rectificada:',
      `Motivo: Reembolso de ${euros(1234)} del pedido ${n}`,
      `Artículos devueltos: 1 × ${detail.lines[0]?.product_name}`,
      'Vendedor Dermatología Alba S.L. NIF: B12345678',
      `Total -${euros(1234)}`,
    ])
      expect(text).toContain(part.replace(/\s+/g, ' '));
    expect(text).toMatch(/Base imponible al \d+ % -\d/);
    expect(text).toMatch(/IVA \d+ % -\d/);
  });

  it('lets the customer download it from the order-received page and My account', async () => {
    const visitor = new ShopVisitor(app);
    const email = `abono-${Date.now().toString(36)}@example.es`;
    await visitor.signUp(db, email, 'piel-sana-2026');
    await visitor.add('103');
    await visitor.get('/finalizar-compra/');
    const placed = await visitor.post('/finalizar-compra/', { ...BILLING, email, pago: 'clinica' });
    const received = String(placed.headers.location);
    const n = Number(/pedido-recibido\/(\d+)\//.exec(received)?.[1]);
    expect((await owner.send('GET', `/api/owner/shop/orders/${n}/invoice.pdf`)).statusCode).toBe(200);
    expect((await visitor.get(received)).body).not.toContain('/rectificativa/');
    const number = (await refund(n, { amount_cents: 250, restock: false })).refunds[0]?.corrective_invoice;

    const page = await visitor.get(received);
    expect(page.body).toContain(`Descargar la factura rectificativa ${number} (PDF)`);
    const href = /href="([^"]*rectificativa[^"]*)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
    expect(href).toMatch(new RegExp(`^/finalizar-compra/pedido-recibido/${n}/rectificativa/1/factura\\.pdf\\?clave=`));
    const pdf = await visitor.get(href ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf)).toContain(`Número de factura rectificativa: ${number}`);

    const view = await visitor.get(`/mi-cuenta/ver-pedido/${n}/`);
    expect(view.body).toContain(`href="/mi-cuenta/ver-pedido/${n}/rectificativa/1/factura.pdf"`);
    const fromAccount = await visitor.get(`/mi-cuenta/ver-pedido/${n}/rectificativa/1/factura.pdf`);
    expect(await pdfText(fromAccount)).toContain(`Total -${euros(250)}`.replace(/\s+/g, ' '));

    // Another visitor, a wrong key or a refund without one gets the 404 a missing order gets.
    const stranger = new ShopVisitor(app);
    expect((await stranger.get(`/mi-cuenta/ver-pedido/${n}/rectificativa/1/factura.pdf`)).statusCode).toBe(404);
    const wrongKey = `/finalizar-compra/pedido-recibido/${n}/rectificativa/1/factura.pdf?clave=${'A'.repeat(22)}`;
    expect((await stranger.get(wrongKey)).statusCode).toBe(404);
    expect((await visitor.get(`/mi-cuenta/ver-pedido/${n}/rectificativa/2/factura.pdf`)).statusCode).toBe(404);
  });

  /** A refund made before the order had its invoice: the refund has none to correct it yet. */
  const refundBeforeInvoice = async () => {
    const n = await order();
    await refund(n, { amount_cents: 300, restock: false });
    expect((await owner.send('GET', `/api/owner/shop/orders/${n}/invoice.pdf`)).statusCode).toBe(200);
    return n;
  };
  const issue = (n: number, refundNo: number, body: unknown = {}) =>
    owner.send('POST', `/api/owner/shop/orders/${n}/refunds/${refundNo}/invoice`, body);

  it('issues a refund’s missing corrective invoice on demand, dated today, and only once', async () => {
    const n = await refundBeforeInvoice();
    expect((await corrective(n, 1)).statusCode).toBe(404);
    const next = (await lastNumber()) + 1;
    const issued = await issue(n, 1);
    expect(issued.statusCode, issued.body).toBe(201);
    expect((issued.json() as ShopOrderDetail).refunds.map((r) => r.corrective_invoice)).toEqual([numbered(next)]);
    const again = await issue(n, 1);
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as ShopOrderDetail).refunds.map((r) => r.corrective_invoice)).toEqual([numbered(next)]);
    expect(await lastNumber()).toBe(next);
    const text = await pdfText(await corrective(n, 1));
    const today = esDate(new Date(), 'Europe/Madrid');
    expect(text).toContain(`Número de factura rectificativa: ${numbered(next)}`);
    expect(text).toContain(`Fecha: ${today}`);
    expect(text).toContain(`Total -${euros(300)}`.replace(/\s+/g, ' '));
  });

  it('issues one corrective invoice when two requests for it arrive at once', async () => {
    const n = await refundBeforeInvoice();
    const before = await lastNumber();
    const answers = await Promise.all([issue(n, 1), issue(n, 1), issue(n, 1)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    const numbers = answers.map((a) => (a.json() as ShopOrderDetail).refunds[0]?.corrective_invoice);
    expect(new Set(numbers)).toEqual(new Set([numbered(before + 1)]));
    expect(await lastNumber()).toBe(before + 1);
  });

  it('refuses a corrective invoice for an order without an invoice, and numbers nothing', async () => {
    const n = await order();
    await refund(n, { amount_cents: 200, restock: false });
    const before = await lastNumber();
    const res = await issue(n, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'BK_ERR_CORRECTIVE_WITHOUT_INVOICE', params: { order: n } });
    expect(await lastNumber()).toBe(before);
  });

  it('refuses a refund still waiting for its provider, a missing refund or order, and bad input', async () => {
    const n = await refundBeforeInvoice();
    const started = await reserveRefund(db, SITE_ACCOUNT_ID, n, 100, 'none');
    if (!started.ok) throw new Error(`the refund was refused: ${started.reason}`);
    const pending = await issue(n, started.refundNo);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ code: 'BK_ERR_REFUND_PENDING' });
    await undoRefund(db, SITE_ACCOUNT_ID, n, started.refundNo);
    expect((await issue(n, 9)).json()).toMatchObject({ statusCode: 404, code: 'BK_ERR_REFUND_NOT_FOUND' });
    expect((await issue(999_999, 1)).statusCode).toBe(404);
    for (const bad of ['0', 'abc', '1234567', '1%00', '-1'])
      expect((await owner.send('POST', `/api/owner/shop/orders/${n}/refunds/${bad}/invoice`, {})).statusCode).toBe(400);
    expect((await issue(n, 1, { number: 'R-1999-0001' })).statusCode).toBe(400);
    const anonymous = new OwnerClient(app, '127.0.0.3');
    expect((await anonymous.send('POST', `/api/owner/shop/orders/${n}/refunds/1/invoice`, {})).statusCode).toBe(401);
    expect((await corrective(n, 1)).statusCode).toBe(404);
  });

  it('answers a missing order, a missing refund and bad numbers 4xx', async () => {
    expect((await corrective(999_999, 1)).statusCode).toBe(404);
    const n = await order();
    expect((await corrective(n, 1)).json()).toMatchObject({ code: 'BK_ERR_CORRECTIVE_INVOICE_NOT_FOUND' });
    for (const bad of ['0', 'abc', '1234567', '1%00', '-1'])
      expect((await owner.send('GET', `/api/owner/shop/orders/${n}/refunds/${bad}/invoice.pdf`)).statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'GET', url: `/api/owner/shop/orders/${n}/refunds/1/invoice.pdf` });
    expect(anonymous.statusCode).toBe(401);
  });
});
