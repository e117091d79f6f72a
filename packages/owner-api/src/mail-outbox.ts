/** The owner API of the mail outbox: the mails the service sent, or keeps, about the account. */
import * as z from 'zod';

export const mailOutboxQuerySchema = z.strictObject({
  /** Older than this mail (the previous page's last mail_id). */
  before: z
    .string()
    .max(18, { error: 'must be a mail number', abort: true })
    .regex(/^[1-9]\d*$/, 'must be a mail number')
    .optional(),
});
export type MailOutboxQuery = z.infer<typeof mailOutboxQuerySchema>;

export interface OutboxMail {
  mail_id: string;
  /** 'shop-order', 'site-form', 'new-lead' */
  kind: string;
  to: string;
  subject: string;
  text: string;
  created_at: string;
  sent_at: string | null;
  attempts: number;
  last_error: string | null;
  /** When the next try is due, for a mail not sent yet (null when retries stopped or no SMTP). */
  next_attempt_at: string | null;
}

export interface MailOutboxAnswer {
  /** False when SMTP_URL is not set: every mail stays here, unsent. */
  smtp_configured: boolean;
  mails: OutboxMail[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_before: string | null;
}
