/** The owner's words for the shop's mails (shop_mail_texts, migration 0762): only the mails they changed. */
import type { Queryable } from '@beckon/db';
import { SHOP_MAIL_KEYS, type ShopMailKey, type ShopMailText } from '@beckon/owner-api';
import type { MailTexts } from './mail-texts.js';

const isKey = (k: string): k is ShopMailKey => (SHOP_MAIL_KEYS as readonly string[]).includes(k);

/** The texts from their rows (mail_key, subject, heading, body), however they were read. */
export function mailTextsOf(rows: readonly (ShopMailText & { mail_key: string })[]): MailTexts {
  const texts: MailTexts = {};
  for (const r of rows)
    if (isKey(r.mail_key)) texts[r.mail_key] = { subject: r.subject, heading: r.heading, body: r.body };
  return texts;
}

export async function loadMailTexts(db: Queryable, accountId: string): Promise<MailTexts> {
  const { rows } = await db.query<ShopMailText & { mail_key: string }>(
    'SELECT mail_key, subject, heading, body FROM shop_mail_texts WHERE account_id = $1',
    [accountId],
  );
  return mailTextsOf(rows);
}

export async function saveMailText(db: Queryable, accountId: string, key: ShopMailKey, t: ShopMailText): Promise<void> {
  await db.query(
    `INSERT INTO shop_mail_texts (account_id, mail_key, subject, heading, body) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (account_id, mail_key) DO UPDATE SET subject = excluded.subject, heading = excluded.heading,
       body = excluded.body, updated_at = now()`,
    [accountId, key, t.subject, t.heading, t.body],
  );
}

/** Back to the default words. */
export async function deleteMailText(db: Queryable, accountId: string, key: ShopMailKey): Promise<void> {
  await db.query('DELETE FROM shop_mail_texts WHERE account_id = $1 AND mail_key = $2', [accountId, key]);
}
