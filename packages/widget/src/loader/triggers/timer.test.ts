import { describe, expect, it } from 'vitest';
import { nextAccountTime, timerDelay } from './timer';

const NOW = 1_700_000_000_000;

describe('page timer', () => {
  it('waits the configured seconds from page start', () => {
    expect(timerDelay(10, 'page', NOW - 60_000, NOW)).toBe(10_000);
  });
});

describe('website timer', () => {
  it('counts the time already spent on the site from the account-time cookie', () => {
    expect(timerDelay(30, 'website', NOW - 12_000, NOW)).toBe(18_000);
  });

  it('fires at once when the site time has already passed the threshold', () => {
    expect(timerDelay(30, 'website', NOW - 45_000, NOW)).toBe(0);
  });

  it('continues an unexpired account time and extends its expiry by a minute', () => {
    const raw = JSON.stringify({ set_at: NOW - 40_000, expiry_at: NOW + 20_000 });
    expect(nextAccountTime(raw, NOW)).toEqual({ set_at: NOW - 40_000, expiry_at: NOW + 60_000 });
  });

  it('starts afresh after the cookie lapsed (a minute away from the site)', () => {
    const raw = JSON.stringify({ set_at: NOW - 400_000, expiry_at: NOW - 1 });
    expect(nextAccountTime(raw, NOW)).toEqual({ set_at: NOW, expiry_at: NOW + 60_000 });
  });

  it('starts afresh when there is no cookie or it is not valid JSON', () => {
    expect(nextAccountTime(undefined, NOW).set_at).toBe(NOW);
    expect(nextAccountTime('{oops', NOW).set_at).toBe(NOW);
  });

  it('accumulates across pages: a second page continues where the first left off', () => {
    const first = nextAccountTime(undefined, NOW);
    const second = nextAccountTime(JSON.stringify(first), NOW + 25_000);
    expect(timerDelay(60, 'website', second.set_at, NOW + 25_000)).toBe(35_000);
  });
});
