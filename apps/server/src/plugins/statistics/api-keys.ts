/**
 * Stats API keys: how the reports are authorised to a site's owner until the
 * owner dashboard has sessions (a later issue). A key is
 * `bks_{account id}_{43 chars of base64url}` (256 random bits); the account id
 * inside lets a request be checked with one primary-key lookup on
 * (account_id, key_hash), and only the SHA-256 of the key is stored, so a
 * leaked table reveals no usable key. `createStatsApiKey` returns the key
 * once; tests and the seed call it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '@beckon/db';

const KEY = /^bks_([0-9a-f]{13})_[A-Za-z0-9_-]{43}$/;

export function hashStatsKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export async function createStatsApiKey(db: Queryable, accountId: string, label = ''): Promise<string> {
  const key = `bks_${accountId}_${randomBytes(32).toString('base64url')}`;
  await db.query('INSERT INTO account_api_keys (account_id, key_hash, label) VALUES ($1, $2, $3)', [
    accountId,
    hashStatsKey(key),
    label,
  ]);
  return key;
}

export type KeyCheck = 'ok' | 'invalid' | 'other-site';

/** Whether `key` is a live Stats key of `site`. */
export async function checkStatsKey(db: Queryable, site: string, key: string): Promise<KeyCheck> {
  const owner = KEY.exec(key)?.[1];
  if (owner === undefined) return 'invalid';
  const { rows } = await db.query(
    "SELECT 1 FROM account_api_keys WHERE account_id = $1 AND key_hash = $2 AND scope = 'stats:read'",
    [owner, hashStatsKey(key)],
  );
  if (rows.length === 0) return 'invalid';
  return owner === site ? 'ok' : 'other-site';
}
