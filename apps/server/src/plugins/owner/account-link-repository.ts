/**
 * Single-use links for password reset and email change. Each link holds a 256-bit
 * token, stored only as its SHA-256 (a leaked table opens nothing), beside the account id. Opening a link
 * deletes its row in the same statement that reads it, so it works once even when opened twice at the
 * same moment; an expired row answers like an unknown one.
 */
import type { Queryable } from '@beckon/db';
import { hashToken, RESET_LINK_TTL_MS, randomToken } from '../../auth/index.js';

/** An email-change link works for a day. */
const EMAIL_LINK_TTL_MS = 24 * 3600 * 1000;

/**
 * A new reset link for the owner who signs in with `email`, if there is one; earlier links stop working
 * (only the newest mail's link counts). One statement whatever the email: for an unknown one it finds
 * no owner and writes nothing, after the same work as for a known one.
 */
export async function createPasswordReset(
  db: Queryable,
  email: string,
  now = Date.now(),
): Promise<{ accountId: string; token: string } | null> {
  const token = randomToken();
  const { rows } = await db.query<{ account_id: string }>(
    `WITH owner AS (SELECT account_id, owner_id FROM owners WHERE email = $1),
          earlier AS (DELETE FROM password_resets r USING owner o
                       WHERE r.account_id = o.account_id AND r.owner_id = o.owner_id)
     INSERT INTO password_resets (account_id, token_hash, owner_id, expires_at)
     SELECT account_id, $2, owner_id, $3 FROM owner
     RETURNING account_id`,
    [email, hashToken(token), new Date(now + RESET_LINK_TTL_MS).toISOString()],
  );
  const row = rows[0];
  return row ? { accountId: row.account_id, token } : null;
}

/** Every open reset link of the owner stops working. */
export async function deletePasswordResets(db: Queryable, accountId: string, ownerId: string): Promise<void> {
  await db.query('DELETE FROM password_resets WHERE account_id = $1 AND owner_id = $2', [accountId, ownerId]);
}

/** True when the link is live (not used, not expired); it stays unspent. */
export async function passwordResetExists(db: Queryable, accountId: string, token: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM password_resets WHERE account_id = $1 AND token_hash = $2 AND expires_at > now()',
    [accountId, hashToken(token)],
  );
  return rows.length > 0;
}

/** Spends a reset link: the owner it was for, or null when unknown, used or expired. */
export async function takePasswordReset(
  db: Queryable,
  accountId: string,
  token: string,
  now = Date.now(),
): Promise<string | null> {
  const { rows } = await db.query<{ owner_id: string; expires_at: Date | string }>(
    'DELETE FROM password_resets WHERE account_id = $1 AND token_hash = $2 RETURNING owner_id, expires_at',
    [accountId, hashToken(token)],
  );
  const row = rows[0];
  return row && new Date(row.expires_at).getTime() > now ? row.owner_id : null;
}

/** Removes links that expired (run on every reset request, for a known and an unknown email alike). */
export async function purgeExpiredLinks(db: Queryable, now = Date.now()): Promise<void> {
  const cutoff = new Date(now).toISOString();
  await db.query('DELETE FROM password_resets WHERE expires_at < $1', [cutoff]);
  await db.query('DELETE FROM email_changes WHERE expires_at < $1', [cutoff]);
}

export async function createEmailChange(
  db: Queryable,
  change: { accountId: string; ownerId: string; newEmail: string },
  now = Date.now(),
): Promise<string> {
  const token = randomToken();
  await db.query('DELETE FROM email_changes WHERE account_id = $1 AND owner_id = $2', [
    change.accountId,
    change.ownerId,
  ]);
  await db.query(
    'INSERT INTO email_changes (account_id, token_hash, owner_id, new_email, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [
      change.accountId,
      hashToken(token),
      change.ownerId,
      change.newEmail,
      new Date(now + EMAIL_LINK_TTL_MS).toISOString(),
    ],
  );
  return token;
}

export async function takeEmailChange(
  db: Queryable,
  accountId: string,
  token: string,
  now = Date.now(),
): Promise<{ ownerId: string; newEmail: string } | null> {
  const { rows } = await db.query<{ owner_id: string; new_email: string; expires_at: Date | string }>(
    'DELETE FROM email_changes WHERE account_id = $1 AND token_hash = $2 RETURNING owner_id, new_email, expires_at',
    [accountId, hashToken(token)],
  );
  const row = rows[0];
  return row && new Date(row.expires_at).getTime() > now ? { ownerId: row.owner_id, newEmail: row.new_email } : null;
}
