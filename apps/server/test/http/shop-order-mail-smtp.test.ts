/**
 * The order confirmation leaves over SMTP: a visitor without JavaScript checks out, and a real SMTP server on
 * loopback receives the mail with the order's number, total and a link that opens the order; the outbox marks
 * it sent. A mail the server refuses does not stop the order and stays queued.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededApp } from '../helpers/running-server.js';
import { type SmtpInbox, startSmtpInbox } from '../helpers/smtp-inbox.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { waitFor } from '../helpers/webhook-receiver.js';
import { BILLING, ShopVisitor } from './shop-helpers.js';

const SERUM_15 = '104';
/** A mailbox the SMTP server answers "busy, try again later". */
const BUSY_EMAIL = 'buzon-ocupado@example.es';
/** Long enough for a loaded machine; a mail arrives in milliseconds. */
const MAIL_WAIT_MS = 10_000;

interface OutboxRow {
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  give_up_at: Date;
}

describe.each(databases)('the order confirmation over SMTP on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await startSmtpInbox({ refuse: [BUSY_EMAIL] });
    ({ app, db, close } = await openSeededApp(database, { smtpUrl: inbox.url }));
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await close?.();
    await inbox?.close();
  });

  const outboxRow = async (to: string) =>
    (
      await db.query<OutboxRow>(
        `SELECT sent_at, attempts, last_error, next_attempt_at, give_up_at FROM mail_outbox
          WHERE kind = 'shop-order' AND to_address = $1`,
        [to],
      )
    ).rows[0];

  it('delivers the confirmation to the billing email with the order number, the total and a link that opens the order', async () => {
    const visitor = new ShopVisitor(app);
    await visitor.add(SERUM_15);
    const number = await visitor.checkout();

    await waitFor(
      'the order mail at the SMTP server',
      () => inbox.mails.some((m) => m.to.includes(BILLING.email)),
      MAIL_WAIT_MS,
    );
    const mail = inbox.mails.find((m) => m.to.includes(BILLING.email));
    expect(mail?.to).toEqual([BILLING.email]);
    expect(mail?.subject).toBe(`Hemos recibido su pedido n.º ${number} – Clínica Dermatológica Alba`);
    expect(mail?.text).toContain('Total: 24,90\u00a0€ (incluye 4,32\u00a0€ de IVA)');

    const link = mail?.text.match(
      /http:\/\/localhost(\/finalizar-compra\/pedido-recibido\/(\d+)\/\?clave=[A-Za-z0-9_-]{22})\n/,
    );
    expect(Number(link?.[2])).toBe(number);
    const page = await new ShopVisitor(app).get(link?.[1] ?? '');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Número del pedido: <strong>${number}</strong>`);

    await waitFor(
      'the outbox to mark the mail sent',
      async () => (await outboxRow(BILLING.email))?.sent_at != null,
      MAIL_WAIT_MS,
    );
    expect(await outboxRow(BILLING.email)).toMatchObject({ attempts: 1, last_error: null });
  });

  it('places the order when the SMTP server refuses the mail, and keeps the mail queued for a retry', async () => {
    const visitor = new ShopVisitor(app);
    await visitor.add(SERUM_15);
    const number = await visitor.checkout({ ...BILLING, email: BUSY_EMAIL });
    const orders = await db.query('SELECT 1 FROM shop_orders WHERE order_number = $1', [number]);
    expect(orders.rows).toHaveLength(1);

    await waitFor(
      'the refused attempt in the outbox',
      async () => (await outboxRow(BUSY_EMAIL))?.attempts === 1,
      MAIL_WAIT_MS,
    );
    const row = await outboxRow(BUSY_EMAIL);
    expect(row?.sent_at).toBeNull();
    expect(row?.last_error).toContain('450 Mailbox busy');
    const retryAt = new Date(row?.next_attempt_at ?? 0).getTime();
    expect(retryAt).toBeGreaterThan(Date.now());
    expect(retryAt).toBeLessThan(new Date(row?.give_up_at ?? 0).getTime());
    expect(inbox.mails.filter((m) => m.to.includes(BUSY_EMAIL))).toEqual([]);
  });
});
