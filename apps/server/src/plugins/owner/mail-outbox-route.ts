/**
 * GET /api/owner/mails: the mails the service sent or keeps about this account (orders, form
 * submissions, new leads), newest first, 50 a page. Without SMTP_URL this is where an owner reads
 * them; with it, where they see what was refused and when it is tried again.
 */
import type { MailOutboxAnswer, MailOutboxQuery, OutboxMail } from '@beckon/owner-api';
import { mailOutboxQuerySchema } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import type { OwnerContext } from './owner-context.js';

const PAGE = 50;

interface Row {
  mail_id: string;
  kind: string;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: Date | string;
  sent_at: Date | string | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | string | null;
}

const iso = (t: Date | string | null) => (t === null ? null : new Date(t).toISOString());

export function registerMailOutboxRoute(scope: FastifyInstance, ctx: OwnerContext): void {
  scope.get<{ Querystring: MailOutboxQuery }>(
    '/api/owner/mails',
    { schema: { querystring: mailOutboxQuerySchema } },
    async (request): Promise<MailOutboxAnswer> => {
      const { accountId } = sessionOf(request);
      const { rows } = await ctx.db.query<Row>(
        `SELECT mail_id::text AS mail_id, kind, to_address, subject, body_text, created_at, sent_at, attempts,
                last_error,
                CASE WHEN sent_at IS NULL AND give_up_at > now() THEN next_attempt_at END AS next_attempt_at
           FROM mail_outbox
          WHERE account_id = $1 AND ($2::bigint IS NULL OR mail_id < $2::bigint)
          ORDER BY mail_id DESC LIMIT ${PAGE + 1}`,
        [accountId, request.query.before ?? null],
      );
      const mails: OutboxMail[] = rows.slice(0, PAGE).map((r) => ({
        mail_id: r.mail_id,
        kind: r.kind,
        to: r.to_address,
        subject: r.subject,
        text: r.body_text,
        created_at: iso(r.created_at) as string,
        sent_at: iso(r.sent_at),
        attempts: r.attempts,
        last_error: r.last_error,
        next_attempt_at: ctx.mailer.delivers ? iso(r.next_attempt_at) : null,
      }));
      return {
        smtp_configured: ctx.mailer.delivers,
        mails,
        next_before: rows.length > PAGE ? (mails.at(-1)?.mail_id ?? null) : null,
      };
    },
  );
}
