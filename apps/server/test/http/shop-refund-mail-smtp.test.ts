/**
 * The refund mail over SMTP, on PGlite and PostgreSQL: when a refund issues a corrective invoice, the
 * customer's mail that a loopback SMTP server receives carries that factura rectificativa as a PDF whose
 * text names its R- number; a refund of an order without an invoice mails no file. A corrective invoice the
 * owner issues later for such a refund goes to the customer the same way, once.
 */
import type { Db } from '@beckon/db';
import type { ShopOrderDetail } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { openSeededApp } from '../helpers/running-server.js';
import { type SmtpInbox, startSmtpInbox } from '../helpers/smtp-inbox.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { waitFor } from '../helpers/webhook-receiver.js';
import { OwnerClient, outboxFor, rememberDb } from './owner-helpers.js';
import { BILLING, ShopVisitor } from './shop-helpers.js';

const LEGAL = { legal_name: 'Dermatología Alba S.L.', tax_id: 'B12345678', address: 'Calle Mayor 1\n28013 Madrid' };
/** Long enough for a loaded machine; a mail arrives in milliseconds. */
const MAIL_WAIT_MS = 15_000;

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

describe.each(databases)('the refund mail over SMTP on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let inbox: SmtpInbox;
  let owner: OwnerClient;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    ({ app, db, close } = await openSeededApp(database, { smtpUrl: inbox.url }));
    rememberDb(app, db);
    owner = new OwnerClient(app);
    expect((await owner.signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)).statusCode).toBe(200);
    expect((await owner.send('PUT', '/api/owner/shop/legal', LEGAL)).statusCode).toBe(200);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await close?.();
    await inbox?.close();
  });

  /** A pickup order (processing at once, so it can be invoiced and refunded) billed to `email`. */
  const order = async (email: string) => {
    const visitor = new ShopVisitor(app);
    await visitor.add('103');
    return visitor.checkout({ ...BILLING, email, pago: 'clinica' });
  };
  const refund = async (n: number) => {
    const res = await owner.send('POST', `/api/owner/shop/orders/${n}/refunds`, {
      amount_cents: 500,
      restock: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ShopOrderDetail;
  };
  const refundMailTo = async (email: string) => {
    const isRefund = (m: SmtpInbox['mails'][number]) => m.to.includes(email) && /reembols/i.test(m.subject);
    await waitFor(`the refund mail to ${email} at the SMTP server`, () => inbox.mails.some(isRefund), MAIL_WAIT_MS);
    return inbox.mails.find(isRefund);
  };

  it('attaches the corrective invoice’s PDF, naming its R- number, to the customer’s refund mail', async () => {
    const email = `rectificativa-${database.name.toLowerCase()}-${Date.now().toString(36)}@example.es`;
    const n = await order(email);
    expect((await owner.send('GET', `/api/owner/shop/orders/${n}/invoice.pdf`)).statusCode).toBe(200);
    const number = (await refund(n)).refunds[0]?.corrective_invoice;
    expect(number).toMatch(/^R-\d{4}-\d{4}$/);

    const mail = await refundMailTo(email);
    expect(mail?.text).toContain(`Pedido n.º ${n}`);
    expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`factura-rectificativa-${number}.pdf`, 'application/pdf'],
    ]);
    const text = await pdfText(mail?.attachments[0]?.content ?? Buffer.alloc(0));
    expect(text).toContain(`Número de factura rectificativa: ${number}`);
  });

  it('mails a refund of an order without an invoice with no file', async () => {
    const email = `sin-factura-${database.name.toLowerCase()}-${Date.now().toString(36)}@example.es`;
    const n = await order(email);
    expect((await refund(n)).refunds[0]?.corrective_invoice).toBeNull();
    const mail = await refundMailTo(email);
    expect(mail?.text).toContain(`Pedido n.º ${n}`);
    expect(mail?.attachments).toEqual([]);
  });

  it('mails the customer a corrective invoice the owner issues later for a refund, with its PDF, once', async () => {
    const email = `despues-${database.name.toLowerCase()}-${Date.now().toString(36)}@example.es`;
    const n = await order(email);
    expect((await refund(n)).refunds[0]?.corrective_invoice).toBeNull();
    expect((await refundMailTo(email))?.attachments).toEqual([]);
    expect((await owner.send('GET', `/api/owner/shop/orders/${n}/invoice.pdf`)).statusCode).toBe(200);

    const issued = await owner.send('POST', `/api/owner/shop/orders/${n}/refunds/1/invoice`, {});
    expect(issued.statusCode, issued.body).toBe(201);
    const number = (issued.json() as ShopOrderDetail).refunds[0]?.corrective_invoice;
    expect(number).toMatch(/^R-\d{4}-\d{4}$/);
    const withFile = (m: SmtpInbox['mails'][number]) => m.to.includes(email) && m.attachments.length > 0;
    await waitFor(`the corrective invoice mailed to ${email}`, () => inbox.mails.some(withFile), MAIL_WAIT_MS);
    const mail = inbox.mails.find(withFile);
    expect(mail?.subject).toMatch(/reembols/i);
    expect(mail?.text).toContain(`Pedido n.º ${n}`);
    expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`factura-rectificativa-${number}.pdf`, 'application/pdf'],
    ]);
    expect(await pdfText(mail?.attachments[0]?.content ?? Buffer.alloc(0))).toContain(
      `Número de factura rectificativa: ${number}`,
    );

    // Asking again answers "it already had one" and mails nothing more.
    const again = await owner.send('POST', `/api/owner/shop/orders/${n}/refunds/1/invoice`, {});
    expect(again.statusCode, again.body).toBe(200);
    const refundMails = (await outboxFor(db, email)).filter((m) => m.kind === 'shop-order-refunded');
    expect(refundMails).toHaveLength(2);
    const { rows } = await db.query<{ filename: string }>(
      `SELECT a.filename FROM mail_outbox_attachments a JOIN mail_outbox m USING (mail_id)
        WHERE m.to_address = $1 ORDER BY a.mail_id`,
      [email],
    );
    expect(rows.map((r) => r.filename)).toEqual([`factura-rectificativa-${number}.pdf`]);
  });
});
