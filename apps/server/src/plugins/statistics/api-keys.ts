/**
 * Stats API keys: how the reports are authorised to a site's owner until the
 * owner dashboard has sessions (a later issue). A key is
 * `bks_{account id}_{43 chars of base64url}` (256 random bits); the account id
 * inside lets a request be checked with one primary-key lookup on
 * (account_id, key_hash), and only the SHA-256 of the key is stored, so a
 * leaked table reveals no usable key. `createStatsApiKey` returns the key
 * once; tests and the seed call it. Owners list their keys (by id and
 * prefix), revoke them, and may give them an expiry (migration 0081).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '@beckon/db';

const KEY = /^bks_([0-9a-f]{13})_[A-Za-z0-9_-]{43}$/;

function hashStatsKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The part of a key shown in lists: `bks_`, the account id and six characters of the secret. */
const PREFIX_LENGTH = 4 + 13 + 1 + 6;

/** How a key is named in lists and in DELETE: the first 16 hex characters of its hash. */
const keyIdOf = (keyHash: string): string => keyHash.slice(0, 16);

export interface StatsKeyInfo {
  key_id: string;
  /** The key's first characters (`bks_…_Ab12Cd`); '' for keys issued before keys were listed. */
  prefix: string;
  label: string;
  created_at: string;
  created_by: string | null;
  /** null: never expires. */
  expires_at: string | null;
}

export async function createStatsApiKey(
  db: Queryable,
  accountId: string,
  label = '',
  expiresAt: Date | null = null,
): Promise<string> {
  return (await insertStatsApiKey(db, accountId, label, expiresAt, null)).key;
}

/** A new key made by the member `createdBy`: the key itself (shown once) and the row as the list shows it. */
export async function insertStatsApiKey(
  db: Queryable,
  accountId: string,
  label: string,
  expiresAt: Date | null,
  createdBy: string | null,
): Promise<StatsKeyInfo & { key: string }> {
  const key = `bks_${accountId}_${randomBytes(32).toString('base64url')}`;
  const keyHash = hashStatsKey(key);
  const { rows } = await db.query<{ created_at: Date | string; created_by_email: string | null }>(
    `INSERT INTO account_api_keys (account_id, key_hash, label, prefix, expires_at, created_by, created_by_email)
     VALUES ($1, $2, $3, $4, $5, $6, (SELECT email FROM owners WHERE account_id = $1 AND owner_id = $6))
     RETURNING created_at, created_by_email`,
    [accountId, keyHash, label, key.slice(0, PREFIX_LENGTH), expiresAt?.toISOString() ?? null, createdBy],
  );
  const row = rows[0];
  return {
    key,
    key_id: keyIdOf(keyHash),
    prefix: key.slice(0, PREFIX_LENGTH),
    label,
    created_at: new Date(row?.created_at ?? Date.now()).toISOString(),
    created_by: row?.created_by_email ?? null,
    expires_at: expiresAt?.toISOString() ?? null,
  };
}

export async function listStatsApiKeys(db: Queryable, accountId: string): Promise<StatsKeyInfo[]> {
  const { rows } = await db.query<{
    key_hash: string;
    prefix: string;
    label: string;
    created_at: Date | string;
    created_by_email: string | null;
    expires_at: Date | string | null;
  }>(
    `SELECT key_hash, prefix, label, created_at, created_by_email, expires_at FROM account_api_keys
      WHERE account_id = $1 AND scope = 'stats:read' ORDER BY created_at DESC, key_hash`,
    [accountId],
  );
  return rows.map((r) => ({
    key_id: keyIdOf(r.key_hash),
    prefix: r.prefix,
    label: r.label,
    created_at: new Date(r.created_at).toISOString(),
    created_by: r.created_by_email,
    expires_at: r.expires_at === null ? null : new Date(r.expires_at).toISOString(),
  }));
}

/** Deletes one of the account's keys; false when it has no such key. */
export async function revokeStatsApiKey(db: Queryable, accountId: string, keyId: string): Promise<boolean> {
  const { rows } = await db.query(
    `DELETE FROM account_api_keys WHERE account_id = $1 AND left(key_hash, 16) = $2 AND scope = 'stats:read'
     RETURNING 1`,
    [accountId, keyId],
  );
  return rows.length > 0;
}

export type KeyCheck = { kind: 'ok' } | { kind: 'invalid' } | { kind: 'other-site' } | { kind: 'expired'; at: string };

/** Whether `key` is a live Stats key of `site`. */
export async function checkStatsKey(db: Queryable, site: string, key: string, now = new Date()): Promise<KeyCheck> {
  const owner = KEY.exec(key)?.[1];
  if (owner === undefined) return { kind: 'invalid' };
  const { rows } = await db.query<{ expires_at: Date | string | null }>(
    "SELECT expires_at FROM account_api_keys WHERE account_id = $1 AND key_hash = $2 AND scope = 'stats:read'",
    [owner, hashStatsKey(key)],
  );
  const row = rows[0];
  if (row === undefined) return { kind: 'invalid' };
  if (row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime()) {
    return { kind: 'expired', at: new Date(row.expires_at).toISOString() };
  }
  return owner === site ? { kind: 'ok' } : { kind: 'other-site' };
}
