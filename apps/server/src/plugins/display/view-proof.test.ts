import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createViewProof } from './view-proof.js';

const DAY = 86_400_000;
const NOON = Date.UTC(2026, 10, 29, 12);
const ACCOUNT = 'abcdef0123456';
const A = 'aaaaaaaaaaaa1';
const B = 'bbbbbbbbbbbb2';
const VIEWER = '0123456789abc';

/** Shared keys for every day, as the daily salts give them: two processes with this source agree. */
function sharedKeys(): (day: string) => Buffer {
  const keys = new Map<string, Buffer>();
  return (day) => {
    let key = keys.get(day);
    if (!key) {
      key = randomBytes(32);
      keys.set(day, key);
    }
    return key;
  };
}

describe('view tokens', () => {
  it('name the viewer they were issued to, for that account and pop-up only', () => {
    const proof = createViewProof(() => NOON);
    const token = proof.issue(ACCOUNT, A, VIEWER);
    expect(token).toMatch(/^0123456789abc[A-Za-z0-9_-]{22}$/);
    expect(proof.check(ACCOUNT, A, token)).toBe(VIEWER);
    expect(proof.check(ACCOUNT, B, token)).toBeNull();
    expect(proof.check('fedcba9876543', A, token)).toBeNull();
  });

  it('cannot be moved to another viewer id or forged', () => {
    const proof = createViewProof(() => NOON);
    const token = proof.issue(ACCOUNT, A, VIEWER);
    expect(proof.check(ACCOUNT, A, `fffffffffffff${token.slice(13)}`)).toBeNull();
    expect(proof.check(ACCOUNT, A, `${VIEWER}${'A'.repeat(22)}`)).toBeNull();
    expect(proof.check(ACCOUNT, A, '')).toBeNull();
    expect(proof.check(ACCOUNT, A, `${token}x`)).toBeNull();
    expect(proof.check(ACCOUNT, A, `${VIEWER}${'é'.repeat(22)}`)).toBeNull();
  });

  it('count today and the day after (a page opened before midnight), not later', () => {
    let now = NOON;
    const proof = createViewProof(() => now, sharedKeys());
    const token = proof.issue(ACCOUNT, A, VIEWER);
    now = NOON + DAY;
    expect(proof.check(ACCOUNT, A, token)).toBe(VIEWER);
    now = NOON + 2 * DAY;
    expect(proof.check(ACCOUNT, A, token)).toBeNull();
  });

  it('are checked by any process sharing the day’s key, and by no other', () => {
    const keys = sharedKeys();
    const token = createViewProof(() => NOON, keys).issue(ACCOUNT, A, VIEWER);
    expect(createViewProof(() => NOON, keys).check(ACCOUNT, A, token)).toBe(VIEWER);
    expect(createViewProof(() => NOON, sharedKeys()).check(ACCOUNT, A, token)).toBeNull();
  });

  it('name a fresh random viewer when the display request had none', () => {
    const proof = createViewProof(() => NOON);
    const one = proof.issue(ACCOUNT, A, null);
    const two = proof.issue(ACCOUNT, A, null);
    expect(one.slice(0, 13)).not.toBe(two.slice(0, 13));
    expect(proof.check(ACCOUNT, A, one)).toBe(one.slice(0, 13));
  });
});
