/**
 * The recommendation request's hand-written fast path must never accept a form the zod schema rejects, and
 * must return exactly what zod returns. Checked on thousands of seeded forms near every field's limits.
 */
import { recommendationRequestSchema } from '@beckon/popup-schema';
import { describe, expect, it } from 'vitest';
import { fastRecommendationRequest } from './recommendation-request-fast.js';

/** A small seeded generator, so a failure reproduces. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const ids = (n: number, id = '1') => Array.from({ length: n }, () => id).join(',');

const VALUES: Record<string, readonly unknown[]> = {
  client_id: ['de30c1e0a1b2c', 'DE30C1E0A1B2C', 'de30c1e0a1b2', '', ['de30c1e0a1b2c'], undefined],
  category: [
    'last_visited',
    'product_in_cart',
    'manual',
    'product_collection',
    `algorithm_id_${'a'.repeat(40)}`,
    `algorithm_id_${'a'.repeat(41)}`,
    'algorithm_id_',
    'Last_visited',
    '',
    undefined,
  ],
  manual_products: ['', '111,222,333', '111,222,333,444', '111,,222', 'a b', 'x'.repeat(64), 'x'.repeat(65), ['1']],
  product_ids: ['', ids(50), ids(51), `${ids(3)},`, ',', `${'x'.repeat(64)},1`, 'serum-vitamina-c', '1;2', undefined],
  collection: ['', 'Face', 'a'.repeat(100), 'a'.repeat(101), ['a', 'b'], undefined],
  count: ['1', '2', '3', '0', '4', '01', ' 1', '', undefined],
  category_original: ['', 'a'.repeat(60), 'a'.repeat(61), undefined],
  unknown: ['x', undefined, undefined, undefined, undefined, undefined, undefined],
};

function form(next: () => number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, values] of Object.entries(VALUES)) {
    const value = values[Math.floor(next() * values.length)];
    if (value !== undefined) out[field] = value;
  }
  return out;
}

describe('the recommendation request fast path', () => {
  it('accepts only what zod accepts and returns the same value, keys in the same order', () => {
    const next = rng(20261129);
    let fastAccepted = 0;
    let zodAccepted = 0;
    for (let i = 0; i < 20_000; i++) {
      const input = form(next);
      const zod = recommendationRequestSchema.safeParse(input);
      if (zod.success) zodAccepted++;
      const fast = fastRecommendationRequest(input);
      if (fast === undefined) continue;
      fastAccepted++;
      expect(zod.success, JSON.stringify(input).slice(0, 300)).toBe(true);
      expect(fast).toEqual(zod.data);
      expect(Object.keys(fast)).toEqual(Object.keys(zod.data ?? {}));
    }
    // The generator really exercised the fast path, and the fast path takes every form zod accepts here.
    expect(fastAccepted).toBeGreaterThan(50);
    expect(fastAccepted).toBe(zodAccepted);
  });

  it('leaves anything but a plain object to zod', () => {
    for (const input of [null, 'client_id=x', [], 7]) expect(fastRecommendationRequest(input)).toBeUndefined();
  });
});
