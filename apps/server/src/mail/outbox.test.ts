import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { connectMigratedMemory, type Db, migrate } from '@beckon/db';
import Fastify from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './outbox.js';

/** The smallest SMTP server nodemailer will talk to: accepts every mail, or refuses recipients while `refuse()` says so. */
async function fakeSmtp(
  refuse: boolean | (() => boolean),
): Promise<{ server: Server; url: string; received: string[] }> {
  const refusing = typeof refuse === 'function' ? refuse : () => refuse;
  const received: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let data = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'MAIL') socket.write('250 ok\r\n');
        else if (verb === 'RCPT') socket.write(refusing() ? '550 no such mailbox\r\n' : '250 ok\r\n');
        else if (verb === 'DATA') {
          inData = true;
          data = '';
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { server, url: `smtp://127.0.0.1:${address.port}`, received };
}

const log = Fastify({ logger: false }).log;

describe('the mail outbox', () => {
  let db: Db;
  beforeAll(async () => {
    db = await connectMigratedMemory();
    await migrate(db);
  }, 120_000);
  afterAll(async () => db.close());

  const row = async (to: string) =>
    (
      await db.query<{ sent_at: unknown; attempts: number; last_error: string | null }>(
        'SELECT sent_at, attempts, last_error FROM mail_outbox WHERE to_address = $1',
        [to],
      )
    ).rows[0];

  it('keeps a mail in the outbox, unsent, when no SMTP server is configured', async () => {
    const mailer = createMailer({ db, log });
    await mailer.send({ kind: 'test', to: 'kept@shop.example', subject: 'Hi', text: 'Hello' });
    await mailer.close();
    expect(await row('kept@shop.example')).toMatchObject({ sent_at: null, attempts: 0, last_error: null });
  });

  it('delivers over SMTP_URL after storing the mail, and marks it sent', async () => {
    const smtp = await fakeSmtp(false);
    const mailer = createMailer({ db, log, smtpUrl: smtp.url, from: 'Beckon <no-reply@beckon.test>' });
    await mailer.send({ kind: 'test', to: 'sent@shop.example', subject: 'Confirm', text: 'Open http://x/y' });
    await mailer.close();
    smtp.server.close();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('Subject: Confirm');
    expect(smtp.received[0]).toContain('Open http://x/y');
    expect(await row('sent@shop.example')).toMatchObject({ sent_at: expect.anything(), attempts: 1, last_error: null });
  });

  it('records a refused delivery and keeps the mail unsent', async () => {
    const smtp = await fakeSmtp(true);
    const mailer = createMailer({ db, log, smtpUrl: smtp.url });
    await mailer.send({ kind: 'test', to: 'refused@shop.example', subject: 'Hi', text: 'Hello' });
    await mailer.close();
    smtp.server.close();
    expect(await row('refused@shop.example')).toMatchObject({
      sent_at: null,
      attempts: 1,
      last_error: expect.stringContaining('550'),
    });
  });

  it('sends a refused mail again once it is due, and only once', async () => {
    let refusals = 1;
    const smtp = await fakeSmtp(() => refusals-- > 0);
    const mailer = createMailer({ db, log, smtpUrl: smtp.url, retry: { firstRetryMs: 1, maxRetryMs: 1 } });
    await mailer.send({ kind: 'test', to: 'later@shop.example', subject: 'Again', text: 'Hello' });
    await mailer.close();
    expect(await row('later@shop.example')).toMatchObject({ sent_at: null, attempts: 1 });
    await db.query("UPDATE mail_outbox SET next_attempt_at = now() WHERE to_address = 'later@shop.example'");
    const again = createMailer({ db, log, smtpUrl: smtp.url });
    expect(await again.retryDue()).toBeGreaterThanOrEqual(1);
    await again.close();
    expect(await row('later@shop.example')).toMatchObject({ sent_at: expect.anything(), attempts: 2 });
    const third = createMailer({ db, log, smtpUrl: smtp.url });
    await third.retryDue();
    await third.close();
    smtp.server.close();
    expect(smtp.received.filter((m) => m.includes('Subject: Again'))).toHaveLength(1);
  });

  it('sends a refused mail’s file again with it, byte for byte', async () => {
    let refusals = 1;
    const smtp = await fakeSmtp(() => refusals-- > 0);
    const content = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x80, 0x0a]);
    const attachments = [
      { filename: 'factura-rectificativa-R-2026-0001.pdf', contentType: 'application/pdf', content },
    ];
    const mailer = createMailer({ db, log, smtpUrl: smtp.url, retry: { firstRetryMs: 1, maxRetryMs: 1 } });
    await mailer.send({ kind: 'test', to: 'file@shop.example', subject: 'With a file', text: 'Hello', attachments });
    await mailer.close();
    expect(await row('file@shop.example')).toMatchObject({ sent_at: null, attempts: 1 });
    await db.query("UPDATE mail_outbox SET next_attempt_at = now() WHERE to_address = 'file@shop.example'");
    const again = createMailer({ db, log, smtpUrl: smtp.url });
    await again.retryDue();
    await again.close();
    smtp.server.close();
    const raw = smtp.received.find((m) => m.includes('Subject: With a file'));
    // The fake server's line splitting leaves a blank line before the headers.
    const parsed = await simpleParser((raw ?? '').trimStart());
    expect(parsed.text?.trim()).toBe('Hello');
    expect(parsed.attachments.map((a) => [a.filename, a.contentType, [...a.content]])).toEqual([
      ['factura-rectificativa-R-2026-0001.pdf', 'application/pdf', [...content]],
    ]);
  });

  it('sends a mail whose process stored it but never sent it, once that claim has expired', async () => {
    const smtp = await fakeSmtp(false);
    // Stored in a transaction whose process died before delivering it.
    const crashed = createMailer({ db, log, smtpUrl: smtp.url });
    await crashed.queue(db, { kind: 'test', to: 'orphan@shop.example', subject: 'Orphan', text: 'Hello' });
    await crashed.close();
    const other = createMailer({ db, log, smtpUrl: smtp.url });
    await other.retryDue();
    expect(smtp.received.some((m) => m.includes('Subject: Orphan'))).toBe(false);
    await db.query(
      "UPDATE mail_outbox SET claimed_until = now() - interval '1 second' WHERE to_address = 'orphan@shop.example'",
    );
    await other.retryDue();
    await other.close();
    smtp.server.close();
    expect(smtp.received.filter((m) => m.includes('Subject: Orphan'))).toHaveLength(1);
    expect(await row('orphan@shop.example')).toMatchObject({ sent_at: expect.anything(), attempts: 1 });
  });

  it('stops sending a refused mail again after a day', async () => {
    const smtp = await fakeSmtp(true);
    const mailer = createMailer({ db, log, smtpUrl: smtp.url });
    await mailer.send({ kind: 'test', to: 'never@shop.example', subject: 'Never', text: 'Hello' });
    await mailer.close();
    await db.query(
      "UPDATE mail_outbox SET next_attempt_at = now(), give_up_at = now() - interval '1 second' WHERE to_address = 'never@shop.example'",
    );
    const again = createMailer({ db, log, smtpUrl: smtp.url });
    await again.retryDue();
    await again.close();
    smtp.server.close();
    expect(await row('never@shop.example')).toMatchObject({ sent_at: null, attempts: 1 });
  });
});
