/**
 * Single-use links for password reset and email change. Each link holds a 256-bit
 * token, stored only as its SHA-256 (a leaked table opens nothing), beside the account id. Opening a link
 * deletes its row in the same statement that reads it, so it works once even when opened twice at the
 * same moment; an expired row answers like an unknown one.
 */
import type { Queryable } from '@beckon/db';
import { hashToken, RESET_LINK_TTL_MS, randomToken } from '../../auth/index.js';
import type { Mail } from '../../mail/outbox.js';

/** An email-change link works for a day. */
const EMAIL_LINK_TTL_MS = 24 * 3600 * 1000;

/** A new reset link for the owner; earlier ones stop working (only the newest mail's link counts). */
export async function createPasswordReset(
  db: Queryable,
  accountId: string,
  ownerId: string,
  now = Date.now(),
): Promise<string> {
  const token = randomToken();
  await db.query('DELETE FROM password_resets WHERE account_id = $1 AND owner_id = $2', [accountId, ownerId]);
  await db.query('INSERT INTO password_resets (account_id, token_hash, owner_id, expires_at) VALUES ($1, $2, $3, $4)', [
    accountId,
    hashToken(token),
    ownerId,
    new Date(now + RESET_LINK_TTL_MS).toISOString(),
  ]);
  return token;
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

// ---- the mails ----

export function resetMail(to: string, origin: string, accountId: string, token: string): Mail {
  return {
    kind: 'password-reset',
    to,
    subject: 'Reset your Beckon password',
    text: [
      'Hello,',
      '',
      'Someone (perhaps you) asked to reset the password of your Beckon account. Open this link to choose a new one:',
      `${origin}/admin/reset-password?account=${accountId}&token=${token}`,
      '',
      'The link works once, within 1 hour. If you did not ask for it, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function passwordChangedMail(to: string, origin: string): Mail {
  return {
    kind: 'password-changed',
    to,
    subject: 'Your Beckon password was changed',
    text: [
      'Hello,',
      '',
      'The password of your Beckon account was just changed, and every other session was signed out.',
      `If this was not you, reset your password now at ${origin}/admin/forgot-password.`,
    ].join('\n'),
  };
}

export function emailChangeMail(to: string, origin: string, accountId: string, token: string): Mail {
  return {
    kind: 'email-change-confirm',
    to,
    subject: 'Confirm your new Beckon email',
    text: [
      'Hello,',
      '',
      'Open this link to make this address the one you sign in to Beckon with:',
      `${origin}/admin/confirm-email?account=${accountId}&token=${token}`,
      '',
      'The link works once, within 24 hours. If you did not ask for it, ignore this mail: nothing changes.',
    ].join('\n'),
  };
}

/** To the new address when it already has an account: no link, so nothing can change. */
export function emailTakenMail(to: string): Mail {
  return {
    kind: 'email-change-taken',
    to,
    subject: 'Someone tried to move a Beckon account to your email',
    text: [
      'Hello,',
      '',
      'Someone asked to use this address for a Beckon account, but it already has an account of its own,',
      'so nothing was changed. If it was you, sign out and sign in with this address instead.',
    ].join('\n'),
  };
}

/** To the current address: the change was asked for, and how to stop it. */
export function emailChangeNoticeMail(to: string, newEmail: string): Mail {
  return {
    kind: 'email-change-notice',
    to,
    subject: 'Your Beckon sign-in email is about to change',
    text: [
      'Hello,',
      '',
      `Someone signed in to your Beckon account asked to change its email to ${newEmail}.`,
      'It changes only once the link mailed there is opened. If this was not you, change your password now.',
    ].join('\n'),
  };
}
