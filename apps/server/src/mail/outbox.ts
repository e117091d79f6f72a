/**
 * Every mail the service sends goes through here. It is written to the
 * mail_outbox table first (migration 0090), so a mail is never lost with the
 * process and tests can read it; then, when SMTP_URL is set, it is delivered
 * by nodemailer after the request has been answered, so the answer's timing
 * never depends on the mail server. A refused mail, or one whose process died
 * before sending it, is sent again (with backoff, for 24 hours) by whichever
 * server process finds it due (migration 0210). Without SMTP_URL the mail
 * stays in the outbox, and in development its text is printed to the log so a
 * local user can follow the link.
 */
import type { Queryable } from '@beckon/db';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { type BackoffOptions, nextAttemptAt } from '../retry-backoff.js';
import { addressesNamedIn } from './addresses-named-in.js';

export interface Mail {
  /** What the mail is for, e.g. 'sign-up-confirm' (kept in the outbox for tests and support). */
  kind: string;
  /**
   * The account whose owners may read this mail in the dashboard (an order, a form submission, a
   * lead, a customer's sign-up). Left out for mails never shown there (the owners' own sign-in mails).
   */
  accountId?: string;
  to: string;
  subject: string;
  text: string;
  /**
   * What the owners read in place of `text` when it carries a sign-in secret: the same text with the
   * secret masked. Only the recipient is delivered `text`.
   */
  shownText?: string;
  /** Files the mail carries, e.g. a refund's corrective invoice; stored with it, so a retry sends the same. */
  attachments?: readonly MailAttachment[];
}

interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** A mail written to the outbox, not yet handed to delivery. */
interface QueuedMail extends Mail {
  mailId: string;
  /** Attempts made before this one (a retry), and when retries stop. */
  attempts?: number;
  giveUpAt?: number;
}

interface DueRow {
  mail_id: string;
  kind: string;
  to_address: string;
  subject: string;
  body_text: string;
  attempts: number;
  give_up_at: Date | string;
}

const DAY_MS = 24 * 3600_000;

export interface Mailer {
  /** True when mails leave over SMTP_URL; false when they stay in the outbox. */
  readonly delivers: boolean;
  /** Stores the mail in the outbox and starts its delivery; resolves once it is stored. */
  send(mail: Mail): Promise<void>;
  /**
   * Stores the mail with `db`, e.g. inside the transaction that writes what the mail is about, so
   * both commit together; call deliver() once that transaction has committed.
   */
  queue(db: Queryable, mail: Mail): Promise<QueuedMail>;
  /** queue() for several mails in one statement (a checkout writes two or more, and has a budget). */
  queueAll(db: Queryable, mails: readonly Mail[]): Promise<QueuedMail[]>;
  /** Starts the delivery of a queued mail (or prints it in development); does not wait for it. */
  deliver(mail: QueuedMail): void;
  /** Sends the due mails again (refused earlier, or left by a process that died); returns how many it tried. */
  retryDue(): Promise<number>;
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
  /** How often this process looks for due mails (with SMTP_URL only); 0 never (tests call retryDue). */
  retryEveryMs?: number;
  retry?: BackoffOptions;
}

const DEFAULT_RETRY: BackoffOptions = { firstRetryMs: 60_000, maxRetryMs: 3600_000 };
/** The sending process's hold on a mail: longer than an SMTP exchange takes, so a live process keeps it. */
const CLAIM_SECONDS = 60;
const RETRY_BATCH = 20;

const CLAIM_DUE_SQL = `UPDATE mail_outbox m SET claimed_until = now() + interval '${CLAIM_SECONDS} seconds'
  WHERE m.mail_id IN (
    SELECT mail_id FROM mail_outbox
     WHERE sent_at IS NULL AND next_attempt_at <= now() AND give_up_at > now()
       AND (claimed_until IS NULL OR claimed_until < now())
     ORDER BY next_attempt_at LIMIT ${RETRY_BATCH}
     FOR UPDATE SKIP LOCKED)
  RETURNING m.mail_id::text AS mail_id, m.kind, m.to_address, m.subject, m.body_text, m.attempts, m.give_up_at`;

// Claimed by this process for its first try, so no other process sends it meanwhile.
// The addresses the text names go in as one space-separated string per mail (no address holds a space).
// Each mail's id is drawn beside its place in the list (n) before the insert, and both are answered: an
// INSERT's RETURNING is not promised in any order, and a mail's files must go to its own row. (The CTE
// draws each id once: a query with a volatile function is evaluated once however often it is read.)
const QUEUE_SQL = `WITH m AS (
    SELECT nextval(pg_get_serial_sequence('mail_outbox', 'mail_id')) AS mail_id, m.*
      FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) WITH ORDINALITY
        AS m (kind, to_address, subject, body_text, account_id, shown_text, named, n)
  ), stored AS (
    INSERT INTO mail_outbox (mail_id, kind, to_address, subject, body_text, account_id, shown_text, claimed_until,
                             named_addresses)
    OVERRIDING SYSTEM VALUE
    SELECT mail_id, kind, to_address, subject, body_text, account_id, shown_text,
           now() + interval '${CLAIM_SECONDS} seconds', string_to_array(named, ' ')
      FROM m ORDER BY n
  )
  SELECT n::int AS n, mail_id::text AS mail_id FROM m`;

const DEFAULT_MAIL_FROM = 'Beckon <no-reply@localhost>';
/** last_error is for a person reading the table; a mail server's full answer can be long. */
const ERROR_TEXT_MAX = 500;

/** The files of the mails `mailIds`, in their order, by mail. */
async function attachmentsOf(db: Queryable, mailIds: readonly string[]): Promise<Map<string, MailAttachment[]>> {
  const byMail = new Map<string, MailAttachment[]>();
  if (mailIds.length === 0) return byMail;
  const { rows } = await db.query<{ mail_id: string; filename: string; content_type: string; content: Uint8Array }>(
    `SELECT mail_id::text AS mail_id, filename, content_type, content FROM mail_outbox_attachments
      WHERE mail_id = ANY($1::bigint[]) ORDER BY mail_id, position`,
    [mailIds],
  );
  for (const r of rows) {
    const list = byMail.get(r.mail_id) ?? [];
    list.push({ filename: r.filename, contentType: r.content_type, content: r.content });
    byMail.set(r.mail_id, list);
  }
  return byMail;
}

export function createMailer(opts: MailerOptions): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const retry = opts.retry ?? DEFAULT_RETRY;
  const from = opts.from ?? DEFAULT_MAIL_FROM;
  const underway = new Set<Promise<void>>();
  if (!transport && !opts.printUndelivered)
    opts.log.warn('SMTP_URL is not set: mails (sign-up links among them) stay in the mail_outbox table');

  async function deliverNow(mail: QueuedMail): Promise<void> {
    const { mailId } = mail;
    if (!transport) return;
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: (mail.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content),
        })),
      });
      await opts.db.query(
        'UPDATE mail_outbox SET sent_at = now(), attempts = attempts + 1, claimed_until = NULL WHERE mail_id = $1',
        [mailId],
      );
    } catch (err) {
      opts.log.warn({ err, mailId, kind: mail.kind }, 'could not deliver a mail; it stays in mail_outbox');
      const attempt = (mail.attempts ?? 0) + 1;
      const retryAt = nextAttemptAt(attempt, Date.now(), mail.giveUpAt ?? Date.now() + DAY_MS, retry);
      await opts.db
        .query(
          `UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2, claimed_until = NULL,
                  next_attempt_at = COALESCE($3::timestamptz, give_up_at) WHERE mail_id = $1`,
          [
            mailId,
            String(err instanceof Error ? err.message : err).slice(0, ERROR_TEXT_MAX),
            retryAt === null ? null : new Date(retryAt).toISOString(),
          ],
        )
        .catch((dbErr: unknown) => opts.log.error({ err: dbErr, mailId }, 'could not record a mail failure'));
    }
  }

  function start(mail: QueuedMail): void {
    const delivery = deliverNow(mail).finally(() => underway.delete(delivery));
    underway.add(delivery);
  }

  const mailer: Mailer = {
    delivers: transport !== null,
    async send(mail) {
      mailer.deliver(await mailer.queue(opts.db, mail));
    },
    async queue(db, mail) {
      return (await mailer.queueAll(db, [mail]))[0] as QueuedMail;
    },
    async queueAll(db, mails) {
      if (mails.length === 0) return [];
      const { rows } = await db.query<{ n: number; mail_id: string }>(QUEUE_SQL, [
        mails.map((m) => m.kind),
        mails.map((m) => m.to),
        mails.map((m) => m.subject),
        mails.map((m) => m.text),
        mails.map((m) => m.accountId ?? ''),
        mails.map((m) => m.shownText ?? null),
        mails.map((m) => addressesNamedIn(m.text, m.subject).join(' ')),
      ]);
      const idAt = new Map(rows.map((r) => [Number(r.n), r.mail_id]));
      const queued = mails.map((mail, i) => {
        const mailId = idAt.get(i + 1);
        if (mailId === undefined) throw new Error(`the outbox answered no id for mail ${i + 1} of ${mails.length}`);
        return { ...mail, mailId };
      });
      // One row a file: a mail carries one or two, and a bytea[] parameter is not read alike by every driver.
      for (const mail of queued)
        for (const [position, f] of (mail.attachments ?? []).entries())
          await db.query(
            `INSERT INTO mail_outbox_attachments (mail_id, position, filename, content_type, content)
             VALUES ($1, $2, $3, $4, $5)`,
            [mail.mailId, position, f.filename, f.contentType, Buffer.from(f.content)],
          );
      return queued;
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
      start(mail);
    },
    async retryDue() {
      if (!transport) return 0;
      const { rows } = await opts.db.query<DueRow>(CLAIM_DUE_SQL);
      const files = await attachmentsOf(
        opts.db,
        rows.map((r) => r.mail_id),
      );
      for (const r of rows)
        start({
          mailId: r.mail_id,
          kind: r.kind,
          to: r.to_address,
          subject: r.subject,
          text: r.body_text,
          attachments: files.get(r.mail_id) ?? [],
          attempts: r.attempts,
          giveUpAt: new Date(r.give_up_at).getTime(),
        });
      return rows.length;
    },
    async close() {
      if (timer) clearInterval(timer);
      await Promise.allSettled([...underway]);
      transport?.close();
    },
  };
  const timer =
    transport && opts.retryEveryMs
      ? setInterval(() => {
          mailer.retryDue().catch((err: unknown) => opts.log.error({ err }, 'could not look for mails to send again'));
        }, opts.retryEveryMs).unref()
      : null;
  return mailer;
}
