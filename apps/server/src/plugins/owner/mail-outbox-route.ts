/**
 * GET /api/owner/mails: the mails the service sent or keeps about this account (orders, form
 * submissions, new leads), newest first, 50 a page. Without SMTP_URL this is where an owner reads
 * them; with it, where they see what was refused and when it is tried again.
 */
import type { MailOutboxAnswer, MailOutboxQuery, OutboxMail } from '@beckon/owner-api';
import { mailOutboxQuerySchema } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { listOutboxMails } from './mail-outbox-repository.js';
import type { OwnerContext } from './owner-context.js';

const PAGE = 50;

const iso = (t: Date | string | null) => (t === null ? null : new Date(t).toISOString());

export function registerMailOutboxRoute(scope: FastifyInstance, ctx: OwnerContext): void {
  scope.get<{ Querystring: MailOutboxQuery }>(
    '/api/owner/mails',
    { schema: { querystring: mailOutboxQuerySchema } },
    async (request): Promise<MailOutboxAnswer> => {
      const { accountId } = sessionOf(request);
      // One more than a page, to tell whether another page follows.
      const rows = await listOutboxMails(ctx.db, accountId, request.query.before ?? null, PAGE + 1);
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
