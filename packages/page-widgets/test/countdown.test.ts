/** Countdown arithmetic and the evergreen rules (§4). */
import { describe, expect, it } from 'vitest';
import { evergreenDue, evergreenKeys, isRedirectAllowed, pad2, remaining } from '../src/widgets/countdown/time.js';

class MemoryStore {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
}

describe('remaining', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const left = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(remaining(1_000_000 + left, 1_000_000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      total: 183_845,
    });
  });

  it('clamps at zero once the due date has passed', () => {
    expect(remaining(1000, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, total: 0 });
  });

  it('counts only whole seconds, so the last second shows 00 only at the due time', () => {
    expect(remaining(10_999, 10_000).seconds).toBe(0);
    expect(remaining(11_000, 10_000).seconds).toBe(1);
  });
});

describe('pad2', () => {
  it('pads single digits to two and leaves larger numbers alone', () => {
    expect([0, 7, 10, 365].map(pad2)).toEqual(['00', '07', '10', '365']);
  });
});

describe('evergreenDue', () => {
  it('starts a new due date when none is stored, and stores it with the interval', () => {
    const store = new MemoryStore();
    expect(evergreenDue(store, 'cd1', 3600, 1000)).toBe(3_601_000);
    const keys = evergreenKeys('cd1');
    expect(store.getItem(keys.due)).toBe('3601000');
    expect(store.getItem(keys.interval)).toBe('3600');
  });

  it('keeps the stored due date on the next visit with the same interval', () => {
    const store = new MemoryStore();
    evergreenDue(store, 'cd1', 3600, 1000);
    expect(evergreenDue(store, 'cd1', 3600, 50_000)).toBe(3_601_000);
  });

  it('restarts when the configured interval changed', () => {
    const store = new MemoryStore();
    evergreenDue(store, 'cd1', 3600, 1000);
    expect(evergreenDue(store, 'cd1', 7200, 50_000)).toBe(50_000 + 7_200_000);
  });

  it('restarts when only one of the two keys is stored', () => {
    const store = new MemoryStore();
    store.setItem(evergreenKeys('cd1').due, '99');
    expect(evergreenDue(store, 'cd1', 60, 1000)).toBe(61_000);
  });
});

describe('isRedirectAllowed', () => {
  it('redirects only to absolute http(s) addresses', () => {
    expect(isRedirectAllowed('https://example.org/')).toBe(true);
    expect(isRedirectAllowed('javascript:alert(1)')).toBe(false);
    expect(isRedirectAllowed('/relative')).toBe(false);
    expect(isRedirectAllowed(undefined)).toBe(false);
  });
});
