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
  /**
   * The catalogue (null: none imported) when a fresh load has already finished, else undefined: a caller
   * that has it answers without waiting on a promise.
   */
  loaded(accountId: string, source: ProductSource): LoadedCatalogue | null | undefined;
  invalidate(accountId: string): void;
}

interface Entry {
  at: number;
  value: Promise<LoadedCatalogue | null>;
  /** The load's result once it has finished. */
  settled: LoadedCatalogue | null | undefined;
}

export function createCatalogueCache(db: Queryable, now: () => number = Date.now): CatalogueCache {
  const entries = new Map<string, Entry>();
  const fresh = (entry: Entry | undefined): entry is Entry => entry !== undefined && now() - entry.at < FRESH_MS;
  return {
    get(accountId, source) {
      const key = `${accountId}:${source}`;
      const cached = entries.get(key);
      if (fresh(cached)) return cached.value;
      const value = source === 'shop' ? loadShopCatalogue(db, accountId) : loadCatalogue(db, accountId, source);
      const entry: Entry = { at: now(), value, settled: undefined };
      entries.set(key, entry);
      value.then(
        (catalogue) => {
          entry.settled = catalogue;
        },
        // A failed load is not kept: the next request tries again.
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    loaded(accountId, source) {
      const entry = entries.get(`${accountId}:${source}`);
      return fresh(entry) ? entry.settled : undefined;
    },
    invalidate(accountId) {
      for (const key of entries.keys()) if (key.startsWith(`${accountId}:`)) entries.delete(key);
    },
  };
}
