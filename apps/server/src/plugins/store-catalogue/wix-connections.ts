/**
 * Each account's Wix-style site connection (store_wix_connections) in memory, so a display request that names
 * a cart costs no query for it: loaded on first use (an account without one is remembered as null), kept until
 * this process or another one changes it. Whoever saves calls `changed(accountId)`, which drops this process's
 * copy at once and announces it on the change feed; other processes drop theirs when they hear it (app.ts).
 * A load in flight is shared; one that an invalidation overtook is not kept.
 */
import type { Queryable } from '@beckon/db';

interface WixConnectionRow {
  siteId: string;
  apiKeySealed: string;
  connectedAt: string;
}

export interface WixConnections {
  /** The account's connection (null: none), from memory after the first read. */
  get(accountId: string): Promise<WixConnectionRow | null>;
  /** Stores (replacing) the account's connection, then forgets and announces it. */
  save(accountId: string, siteId: string, apiKeySealed: string): Promise<void>;
  /** Removes the account's connection, then forgets and announces it. */
  remove(accountId: string): Promise<void>;
  /** Forgets an account's connection (another process changed it). */
  invalidate(accountId: string): void;
  /** Forgets every account's connection (another process's changes may have been missed). */
  invalidateAll(): void;
}

export function createWixConnections(
  db: Queryable,
  /** Tells the other processes, after the change committed and this cache forgot it. */
  announce: (accountId: string) => void,
): WixConnections {
  const entries = new Map<string, Promise<WixConnectionRow | null>>();

  const load = async (accountId: string): Promise<WixConnectionRow | null> => {
    const { rows } = await db.query<{ site_id: string; api_key_sealed: string; connected_at: Date | string }>(
      'SELECT site_id, api_key_sealed, created_at AS connected_at FROM store_wix_connections WHERE account_id = $1',
      [accountId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      siteId: row.site_id,
      apiKeySealed: row.api_key_sealed,
      connectedAt: new Date(row.connected_at).toISOString(),
    };
  };

  const invalidate = (accountId: string) => {
    entries.delete(accountId);
  };
  const changed = (accountId: string) => {
    invalidate(accountId);
    announce(accountId);
  };

  return {
    get(accountId) {
      const cached = entries.get(accountId);
      if (cached) return cached;
      const loading = load(accountId);
      entries.set(accountId, loading);
      // A failed load is not kept: the next request tries again.
      loading.catch(() => {
        if (entries.get(accountId) === loading) entries.delete(accountId);
      });
      return loading;
    },
    async save(accountId, siteId, apiKeySealed) {
      await db.query(
        `INSERT INTO store_wix_connections (account_id, site_id, api_key_sealed) VALUES ($1, $2, $3)
         ON CONFLICT (account_id) DO UPDATE SET site_id = EXCLUDED.site_id, api_key_sealed = EXCLUDED.api_key_sealed,
                                               created_at = now()`,
        [accountId, siteId, apiKeySealed],
      );
      changed(accountId);
    },
    async remove(accountId) {
      await db.query('DELETE FROM store_wix_connections WHERE account_id = $1', [accountId]);
      changed(accountId);
    },
    invalidate,
    invalidateAll() {
      entries.clear();
    },
  };
}
