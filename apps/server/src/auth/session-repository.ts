/**
 * Server-side owner sessions (reliability.md §2.6): a 256-bit random token
 * goes to the browser; only its SHA-256 is stored, so the table cannot be
 * replayed as cookies. Sessions end on sign-out, on sign-out-everywhere, after
 * 7 idle days or 30 days in all (ASVS 7.3.1, 7.3.2, 7.4.1).
 */
import type { Queryable } from '@beckon/db';
import { hashToken, randomToken } from './tokens.js';

export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 3600 * 1000;

export interface OwnerSession {
  accountId: string;
  ownerId: string;
  /** The raw token from the cookie (the CSRF token is derived from it). */
  token: string;
}

interface SessionRow {
  owner_id: string;
  last_seen_at: Date | string;
  expires_at: Date | string;
}

export async function createSession(db: Queryable, accountId: string, ownerId: string): Promise<OwnerSession> {
  const token = randomToken();
  await db.query('INSERT INTO owner_sessions (account_id, token_hash, owner_id, expires_at) VALUES ($1, $2, $3, $4)', [
    accountId,
    hashToken(token),
    ownerId,
    new Date(Date.now() + SESSION_ABSOLUTE_MS).toISOString(),
  ]);
  return { accountId, ownerId, token };
}

/** The live session for this cookie value, or null (unknown, idle too long or expired). */
export async function findSession(db: Queryable, accountId: string, token: string): Promise<OwnerSession | null> {
  const tokenHash = hashToken(token);
  const { rows } = await db.query<SessionRow>(
    'SELECT owner_id, last_seen_at, expires_at FROM owner_sessions WHERE account_id = $1 AND token_hash = $2',
    [accountId, tokenHash],
  );
  const row = rows[0];
  if (!row) return null;
  const now = Date.now();
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (new Date(row.expires_at).getTime() <= now || lastSeen + SESSION_IDLE_MS <= now) {
    await deleteSession(db, accountId, token);
    return null;
  }
  if (now - lastSeen > TOUCH_EVERY_MS) {
    await db.query('UPDATE owner_sessions SET last_seen_at = now() WHERE account_id = $1 AND token_hash = $2', [
      accountId,
      tokenHash,
    ]);
  }
  return { accountId, ownerId: row.owner_id, token };
}

export async function deleteSession(db: Queryable, accountId: string, token: string): Promise<void> {
  await db.query('DELETE FROM owner_sessions WHERE account_id = $1 AND token_hash = $2', [accountId, hashToken(token)]);
}

/** Sign-out everywhere: every session of this owner, on every device. */
export async function deleteOwnerSessions(db: Queryable, accountId: string, ownerId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'WITH gone AS (DELETE FROM owner_sessions WHERE account_id = $1 AND owner_id = $2 RETURNING 1) SELECT count(*)::int AS n FROM gone',
    [accountId, ownerId],
  );
  return rows[0]?.n ?? 0;
}

/** Every other session of this owner ends; the one holding `keepToken` stays signed in. */
export async function deleteOtherSessions(
  db: Queryable,
  accountId: string,
  ownerId: string,
  keepToken: string,
): Promise<void> {
  await db.query('DELETE FROM owner_sessions WHERE account_id = $1 AND owner_id = $2 AND token_hash <> $3', [
    accountId,
    ownerId,
    hashToken(keepToken),
  ]);
}
