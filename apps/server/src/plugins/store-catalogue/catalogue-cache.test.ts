/**
 * The catalogue cache's synchronous read: only a finished, fresh load is given without a promise, so the
 * recommendation route never answers from a catalogue that is loading, expired or dropped by an import.
 */
import type { Queryable } from '@beckon/db';
import { describe, expect, it } from 'vitest';
import { createCatalogueCache } from './catalogue-cache.js';

/** A database holding one EUR catalogue with no products; counts the loads. */
function fakeDb() {
  const db = {
    loads: 0,
    async query(sql: string) {
      if (sql.includes('FROM store_catalogues')) {
        db.loads++;
        return { rows: [{ currency: 'EUR' }] };
      }
      return { rows: [] };
    },
  };
  return db;
}

describe('the catalogue cache', () => {
  it('gives a catalogue synchronously only once its load has finished, until it expires or is dropped', async () => {
    const db = fakeDb();
    let time = 0;
    const cache = createCatalogueCache(db as unknown as Queryable, () => time);
    expect(cache.loaded('a', 'shopify')).toBeUndefined();
    const loading = cache.get('a', 'shopify');
    expect(cache.loaded('a', 'shopify')).toBeUndefined();
    await loading;
    expect(cache.loaded('a', 'shopify')).toEqual({ currency: 'EUR', products: [] });
    expect(cache.loaded('a', 'wix')).toBeUndefined();

    time = 10_000;
    expect(cache.loaded('a', 'shopify')).toBeUndefined();
    await cache.get('a', 'shopify');
    expect(db.loads).toBe(2);
    expect(cache.loaded('a', 'shopify')).not.toBeUndefined();

    cache.invalidate('a');
    expect(cache.loaded('a', 'shopify')).toBeUndefined();
  });

  it('forgets a failed load, so the next request loads again', async () => {
    let fail = true;
    const db = {
      async query() {
        if (fail) throw new Error('down');
        return { rows: [] };
      },
    };
    const cache = createCatalogueCache(db as unknown as Queryable, () => 0);
    await expect(cache.get('a', 'shopify')).rejects.toThrow('down');
    expect(cache.loaded('a', 'shopify')).toBeUndefined();
    fail = false;
    expect(await cache.get('a', 'shopify')).toBeNull();
    expect(cache.loaded('a', 'shopify')).toBeNull();
  });
});
