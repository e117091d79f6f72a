import { describe, expect, it } from 'vitest';
import { nextAttemptAt } from './retry-backoff.js';

const opts = { firstRetryMs: 10_000, maxRetryMs: 3_600_000 };
const DAY = 24 * 3600 * 1000;
const middle = () => 0.5;

describe('the retry schedule of a lead delivery', () => {
  it('waits 10 s after the first failure and doubles the wait after each next one', () => {
    expect([1, 2, 3, 4].map((n) => nextAttemptAt(n, 0, DAY, opts, middle))).toEqual([10_000, 20_000, 40_000, 80_000]);
  });

  it('never waits longer than an hour between attempts', () => {
    expect(nextAttemptAt(20, 0, DAY, opts, middle)).toBe(3_600_000);
    expect(nextAttemptAt(500, 0, DAY, opts, middle)).toBe(3_600_000);
  });

  it('spreads retries by up to 20 % either way, so receivers coming back are not hit all at once', () => {
    expect(nextAttemptAt(1, 0, DAY, opts, () => 0)).toBe(8_000);
    expect(nextAttemptAt(1, 0, DAY, opts, () => 1)).toBe(12_000);
  });

  it('gives up once the next attempt would fall after the 24-hour window', () => {
    expect(nextAttemptAt(3, DAY - 30_000, DAY, opts, middle)).toBeNull();
    expect(nextAttemptAt(3, DAY - 50_000, DAY, opts, middle)).toBe(DAY - 10_000);
  });

  it('tries about 30 times within 24 hours when the receiver never answers', () => {
    let now = 0;
    let attempts = 0;
    for (let at: number | null = 0; at !== null; attempts++) {
      now = at;
      at = nextAttemptAt(attempts + 1, now, DAY, opts, middle);
    }
    expect(attempts).toBeGreaterThan(25);
    expect(attempts).toBeLessThan(35);
  });
});
