/**
 * The display request's hand-written fast path must never accept what the
 * zod schema rejects, and must return exactly what zod returns. Checked on
 * thousands of seeded inputs near every field's limits.
 */
import { displayRequestSchema } from '@beckon/popup-schema';
import { describe, expect, it } from 'vitest';
import { fastDisplayRequest } from './route-schemas.js';

/** A small seeded generator, so a failure reproduces. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const LIMITS: Record<string, number> = {
  domain: 253,
  url: 4000,
  referrer: 4000,
  previous_url: 4000,
  first_utm: 4000,
  title: 500,
  store_integration: 40,
  store_integration_customer_id: 100,
  wix_cart_id: 64,
  browser_language: 35,
  operating_system: 40,
  converted_email: 254,
  cc: 2,
};

function variant(next: () => number): unknown {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const text = (n: number) => 'a'.repeat(Math.max(0, n));
  const body: Record<string, unknown> = { domain: 'shop.example', url: 'http://shop.example/p' };
  const mutations = 1 + Math.floor(next() * 4);
  for (let i = 0; i < mutations; i++) {
    const field = pick([
      ...Object.keys(LIMITS),
      'is_mobile',
      'page_refresh',
      'cookies',
      'triggers',
      'product_ids',
      'variant_ids',
      'embedded_ids',
      'previous_visited_pages',
      'all_visited_pages',
      'cart_total_price',
      'cart_item_count',
      'preview_popup_id',
      'viewer_id',
      'unknown_field',
    ]);
    const limit = LIMITS[field];
    const kind = Math.floor(next() * 6);
    let value: unknown;
    if (limit !== undefined) value = [text(limit), text(limit + 1), null, 42, ['x'], undefined][kind];
    else if (field === 'is_mobile' || field === 'page_refresh') value = [true, false, 'true', 1, null, undefined][kind];
    else if (field === 'cart_total_price' || field === 'cart_item_count') value = [0, 1.5, -1, 1e9, 1e9 + 1, '3'][kind];
    else if (field === 'preview_popup_id' || field === 'viewer_id')
      value = ['0123456789abc', '0123456789ABC', null, '0123456789ab', 7, undefined][kind];
    else if (field === 'embedded_ids')
      value = [['0123456789abc'], ['bad'], Array(51).fill('0123456789abc'), 'x', [], null][kind];
    else if (field.endsWith('visited_pages'))
      value = [
        [{ path: '/a', at: 1 }],
        [{ path: '/a', at: -1 }],
        [{ path: '/a', at: 1.5 }],
        [{ path: '/a' }],
        [{ path: '/a', at: 1, extra: 1 }],
        Array(51).fill({ path: '/', at: 0 }),
      ][kind];
    else if (field === 'unknown_field') value = [1, 'x', null, undefined, {}, []][kind];
    else value = [[], ['a'], Array(51).fill('a'), [text(201)], [1], 'a'][kind];
    if (value === undefined) delete body[field];
    else body[field] = value;
  }
  return body;
}

describe('the display request fast path', () => {
  it('accepts only what zod accepts and returns the same value', () => {
    const next = rng(20261121);
    let fastAccepted = 0;
    for (let i = 0; i < 5000; i++) {
      const input = variant(next);
      const fast = fastDisplayRequest(input);
      if (fast === undefined) continue;
      fastAccepted++;
      const zod = displayRequestSchema.safeParse(input);
      expect(zod.success, JSON.stringify(input).slice(0, 300)).toBe(true);
      expect(fast).toEqual(zod.data);
      expect(Object.keys(fast)).toEqual(Object.keys(zod.data ?? {}));
    }
    // The generator really exercised the fast path, not only the fallback.
    expect(fastAccepted).toBeGreaterThan(500);
  });

  it('leaves a body with an unknown field to zod, which rejects it', () => {
    const input = { domain: 'x', url: 'http://x/', email: null };
    expect(fastDisplayRequest(input)).toBeUndefined();
    expect(displayRequestSchema.safeParse(input).success).toBe(false);
  });
});
