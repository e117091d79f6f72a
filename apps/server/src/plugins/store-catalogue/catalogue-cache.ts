/**
 * Each account's catalogues in memory for the recommendation route, so a visitor's request costs no query:
 * loaded on first use, kept for FRESH_MS, dropped at once when this process imports. Another process's
 * import shows here within FRESH_MS. A load in flight is shared by the requests that wait for it.
 */
import type { Queryable } from '@beckon/db';
import type { ProductSource } from '@beckon/popup-schema';
import { type LoadedCatalogue, loadCatalogue } from './catalogue-repository.js';
import { loadShopCatalogue } from './shop-catalogue-reads.js';

const FRESH_MS = 10_000;

export interface CatalogueCache {
  get(accountId: string, source: ProductSource): Promise<LoadedCatalogue | null>;
  invalidate(accountId: string): void;
}

export function createCatalogueCache(db: Queryable, now: () => number = Date.now): CatalogueCache {
  const entries = new Map<string, { at: number; value: Promise<LoadedCatalogue | null> }>();
  return {
    get(accountId, source) {
      const key = `${accountId}:${source}`;
      const entry = entries.get(key);
      if (entry && now() - entry.at < FRESH_MS) return entry.value;
      const value = source === 'shop' ? loadShopCatalogue(db, accountId) : loadCatalogue(db, accountId, source);
      entries.set(key, { at: now(), value });
      // A failed load is not kept: the next request tries again.
      value.catch(() => entries.delete(key));
      return value;
    },
    invalidate(accountId) {
      for (const key of entries.keys()) if (key.startsWith(`${accountId}:`)) entries.delete(key);
    },
  };
}
