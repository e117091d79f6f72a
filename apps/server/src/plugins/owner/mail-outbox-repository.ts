/** The account's mails in mail_outbox, as the owner's mail list reads them. */
import type { Queryable } from '@beckon/db';

interface OutboxRow {
  mail_id: string;
  kind: string;
  to_address: string;
  subject: string;
  /** What the owners read: a mail's text, with a sign-in secret it carries masked. */
  body_text: string;
  created_at: Date | string;
  sent_at: Date | string | null;
  attempts: number;
  last_error: string | null;
  /** When it is tried again; null once sent or given up. */
  next_attempt_at: Date | string | null;
}

/** Up to `limit` of the account's mails, newest first, older than mail `before` when given. */
export async function listOutboxMails(
  db: Queryable,
  accountId: string,
  before: string | null,
  limit: number,
): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT mail_id::text AS mail_id, kind, to_address, subject, COALESCE(shown_text, body_text) AS body_text, created_at, sent_at, attempts,
            last_error,
            CASE WHEN sent_at IS NULL AND give_up_at > now() THEN next_attempt_at END AS next_attempt_at
       FROM mail_outbox
      WHERE account_id = $1 AND ($2::bigint IS NULL OR mail_id < $2::bigint)
      ORDER BY mail_id DESC LIMIT $3`,
    [accountId, before, limit],
  );
  return rows;
}
