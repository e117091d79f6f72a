/**
 * Sign-ups waiting for their confirmation link: the account is created only when the mailbox's owner
 * opens the link, so the sign-up answer can be the same for a new and a known email. The link's
 * 256-bit token is stored only as its SHA-256, like session tokens.
 */
import type { Queryable } from '@beckon/db';
import { hashToken, randomToken } from '../../auth/index.js';

const CONFIRM_LINK_TTL_MS = 24 * 3600 * 1000;
/** Expired rows are kept this long so an old link still says "expired" rather than "not valid". */
const EXPIRED_KEPT_MS = 7 * 24 * 3600 * 1000;

export interface PendingSignUp {
  email: string;
  password_hash: string;
  account_name: string;
  expired: boolean;
}

/** Stores a pending sign-up; returns the token for the link (never stored as is). */
export async function createPendingSignUp(
  db: Queryable,
  sign: { email: string; passwordHash: string; accountName: string },
  now = Date.now(),
): Promise<string> {
  const token = randomToken();
  await db.query(
    'INSERT INTO pending_sign_ups (token_hash, email, password_hash, account_name, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [
      hashToken(token),
      sign.email,
      sign.passwordHash,
      sign.accountName,
      new Date(now + CONFIRM_LINK_TTL_MS).toISOString(),
    ],
  );
  return token;
}

/**
 * Takes the pending sign-up of `token` out of the table: a link works once, even when opened twice at
 * the same moment (one DELETE wins). The email's other pending sign-ups go with it once confirmed.
 */
export async function takePendingSignUp(db: Queryable, token: string, now = Date.now()): Promise<PendingSignUp | null> {
  const { rows } = await db.query<{
    email: string;
    password_hash: string;
    account_name: string;
    expires_at: Date | string;
  }>('DELETE FROM pending_sign_ups WHERE token_hash = $1 RETURNING email, password_hash, account_name, expires_at', [
    hashToken(token),
  ]);
  const row = rows[0];
  if (!row) return null;
  return {
    email: row.email,
    password_hash: row.password_hash,
    account_name: row.account_name,
    expired: new Date(row.expires_at).getTime() <= now,
  };
}

export async function deletePendingSignUps(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM pending_sign_ups WHERE email = $1', [email]);
}

/** Removes sign-ups whose link expired over a week ago (run on every sign-up, for a new and a known email). */
export async function purgeOldSignUps(db: Queryable, now = Date.now()): Promise<void> {
  await db.query('DELETE FROM pending_sign_ups WHERE expires_at < $1', [new Date(now - EXPIRED_KEPT_MS).toISOString()]);
}
