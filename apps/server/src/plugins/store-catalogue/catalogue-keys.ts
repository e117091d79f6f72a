/**
 * The catalogue import key: `bkc_{account id}_{43 base64url chars}` (256 random bits), sent as a Bearer
 * token by the merchant's sync job. One per account; making a new one replaces the old at once. Only the
 * SHA-256 is stored, and the account id inside makes the check one primary-key lookup, compared in
 * constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '@beckon/db';
import type { StoreCatalogueSummary } from '@beckon/owner-api';

const KEY = /^bkc_([0-9a-f]{13})_[A-Za-z0-9_-]{43}$/;
/** `bkc_`, the account id and six characters of the secret: enough to tell keys apart in the dashboard. */
const PREFIX_LENGTH = 4 + 13 + 1 + 6;

const sha256 = (key: string) => createHash('sha256').update(key).digest();

export async function makeCatalogueKey(db: Queryable, accountId: string): Promise<{ key: string; prefix: string }> {
  const key = `bkc_${accountId}_${randomBytes(32).toString('base64url')}`;
  const prefix = key.slice(0, PREFIX_LENGTH);
  await db.query(
    `INSERT INTO store_catalogue_keys (account_id, key_hash, prefix) VALUES ($1, $2, $3)
     ON CONFLICT (account_id) DO UPDATE SET key_hash = EXCLUDED.key_hash, prefix = EXCLUDED.prefix, created_at = now()`,
    [accountId, sha256(key).toString('hex'), prefix],
  );
  return { key, prefix };
}

export async function catalogueKeyInfo(db: Queryable, accountId: string): Promise<StoreCatalogueSummary['key']> {
  const { rows } = await db.query<{ prefix: string; created_at: Date | string }>(
    'SELECT prefix, created_at FROM store_catalogue_keys WHERE account_id = $1',
    [accountId],
  );
  const row = rows[0];
  return row ? { prefix: row.prefix, created_at: new Date(row.created_at).toISOString() } : null;
}

/** The account an Authorization header's key belongs to, or null (missing, malformed, unknown or replaced). */
export async function accountOfCatalogueKey(db: Queryable, authorization: string | undefined): Promise<string | null> {
  const key = /^Bearer (\S{1,100})$/.exec(authorization ?? '')?.[1];
  const accountId = key ? KEY.exec(key)?.[1] : undefined;
  if (!key || !accountId) return null;
  const { rows } = await db.query<{ key_hash: string }>(
    'SELECT key_hash FROM store_catalogue_keys WHERE account_id = $1',
    [accountId],
  );
  const stored = rows[0] ? Buffer.from(rows[0].key_hash, 'hex') : null;
  return stored && stored.length === 32 && timingSafeEqual(stored, sha256(key)) ? accountId : null;
}
