import { describe, expect, it } from 'vitest';
import { randomId13, randomId16, randomSecret, randomToken } from './random-ids.js';

describe('random ids', () => {
  it('makes 16- and 13-character lowercase hex ids', () => {
    expect(randomId16()).toMatch(/^[0-9a-f]{16}$/);
    expect(randomId13()).toMatch(/^[0-9a-f]{13}$/);
  });

  it('never repeats an id across many pool refills', () => {
    // 4,096 bytes a refill: 20,000 ids of 8 bytes refill the pool about 40 times.
    const ids = Array.from({ length: 20_000 }, () => randomId16());
    expect(new Set(ids).size).toBe(ids.length);
    const short = Array.from({ length: 5_000 }, () => randomId13());
    expect(new Set(short).size).toBe(short.length);
  });

  it('makes 256-bit base64url tokens and secrets of the size asked', () => {
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomSecret()).toHaveLength(32);
    expect(randomSecret(24)).toHaveLength(24);
    expect(randomSecret().equals(randomSecret())).toBe(false);
  });
});
