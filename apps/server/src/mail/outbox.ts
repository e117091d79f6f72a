/**
 * Every mail the service sends goes through here. It is written to the
 * mail_outbox table first (migration 0090), so a mail is never lost with the
 * process and tests can read it; then, when SMTP_URL is set, it is delivered
 * by nodemailer after the request has been answered, so the answer's timing
 * never depends on the mail server. Without SMTP_URL the mail stays in the
 * outbox, and in development its text is printed to the log so a local user
 * can follow the link.
 */
import type { Queryable } from '@beckon/db';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  /** What the mail is for, e.g. 'sign-up-confirm' (kept in the outbox for tests and support). */
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/** A mail written to the outbox, not yet handed to delivery. */
interface QueuedMail extends Mail {
  mailId: string;
}

export interface Mailer {
  /** Stores the mail in the outbox and starts its delivery; resolves once it is stored. */
  send(mail: Mail): Promise<void>;
  /**
   * Stores the mail with `db`, e.g. inside the transaction that writes what the mail is about, so
   * both commit together; call deliver() once that transaction has committed.
   */
  queue(db: Queryable, mail: Mail): Promise<QueuedMail>;
  /** Starts the delivery of a queued mail (or prints it in development); does not wait for it. */
  deliver(mail: QueuedMail): void;
  /** Waits for deliveries under way (on close), then closes the SMTP connection. */
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Queryable;
  log: FastifyBaseLogger;
  /** SMTP_URL, e.g. smtps://user:pass@smtp.example:465; unset keeps mails in the outbox. */
  smtpUrl?: string | undefined;
  /** MAIL_FROM, the sender address. */
  from?: string | undefined;
  /** Print each undelivered mail's text to the log (development without SMTP). */
  printUndelivered?: boolean;
}

const DEFAULT_MAIL_FROM = 'Beckon <no-reply@localhost>';
/** last_error is for a person reading the table; a mail server's full answer can be long. */
const ERROR_TEXT_MAX = 500;

export function createMailer(opts: MailerOptions): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const from = opts.from ?? DEFAULT_MAIL_FROM;
  const underway = new Set<Promise<void>>();
  if (!transport && !opts.printUndelivered)
    opts.log.warn('SMTP_URL is not set: mails (sign-up links among them) stay in the mail_outbox table');

  async function deliverNow(mail: QueuedMail): Promise<void> {
    const { mailId } = mail;
    if (!transport) return;
    try {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      await opts.db.query('UPDATE mail_outbox SET sent_at = now(), attempts = attempts + 1 WHERE mail_id = $1', [
        mailId,
      ]);
    } catch (err) {
      opts.log.warn({ err, mailId, kind: mail.kind }, 'could not deliver a mail; it stays in mail_outbox');
      await opts.db
        .query('UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2 WHERE mail_id = $1', [
          mailId,
          String(err instanceof Error ? err.message : err).slice(0, ERROR_TEXT_MAX),
        ])
        .catch((dbErr: unknown) => opts.log.error({ err: dbErr, mailId }, 'could not record a mail failure'));
    }
  }

  const mailer: Mailer = {
    async send(mail) {
      mailer.deliver(await mailer.queue(opts.db, mail));
    },
    async queue(db, mail) {
      const { rows } = await db.query<{ mail_id: string }>(
        `INSERT INTO mail_outbox (kind, to_address, subject, body_text) VALUES ($1, $2, $3, $4)
         RETURNING mail_id::text AS mail_id`,
        [mail.kind, mail.to, mail.subject, mail.text],
      );
      return { ...mail, mailId: rows[0]?.mail_id ?? '' };
    },
    deliver(mail) {
      if (!transport) {
        // One log field per line keeps a link whole and clickable in the JSON log.
        if (opts.printUndelivered)
          opts.log.info(
            { mailId: mail.mailId, kind: mail.kind, to: mail.to, subject: mail.subject, lines: mail.text.split('\n') },
            'mail kept in the outbox (SMTP_URL is not set)',
          );
        return;
      }
      const delivery = deliverNow(mail).finally(() => underway.delete(delivery));
      underway.add(delivery);
    },
    async close() {
      await Promise.allSettled([...underway]);
      transport?.close();
    },
  };
  return mailer;
}
