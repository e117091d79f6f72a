import { describe, expect, it } from 'vitest';
import {
  countImpression,
  currentCount,
  idleLeft,
  impressionsUnderLimit,
  isExitIntent,
  PERIOD_SECONDS,
  reached,
  scrollFires,
  scrollPercent,
  underLimit,
  waited,
} from './trigger-decisions.js';

const DAY = PERIOD_SECONDS.day * 1000;

describe('scroll trigger', () => {
  it('measures the share of the scrollable height and counts a page that cannot scroll as fully read', () => {
    expect(scrollPercent(0, 800, 2800)).toBe(0);
    expect(scrollPercent(1000, 800, 2800)).toBe(50);
    expect(scrollPercent(5000, 800, 2800)).toBe(100);
    expect(scrollPercent(0, 800, 800)).toBe(100);
  });

  it('reaches a percentage at or beyond it, never by rounding up', () => {
    expect(reached(scrollPercent(990, 800, 2800), 50)).toBe(false);
    expect(reached(50, 50)).toBe(true);
  });

  it('fires downward only once the offset percentage is reached', () => {
    const rule = { direction: 'down', offset: 50 } as const;
    expect(scrollFires(rule, 0, 990, 800, 2800)).toBe(false);
    expect(scrollFires(rule, 990, 1000, 800, 2800)).toBe(true);
  });

  it('fires upward on the first upward move, however small, and never on a downward one', () => {
    const rule = { direction: 'up', offset: 90 } as const;
    expect(scrollFires(rule, 0, 1500, 800, 2800)).toBe(false);
    expect(scrollFires(rule, 1500, 1499, 800, 2800)).toBe(true);
  });

  it('ignores an event that did not move', () => {
    expect(scrollFires({ direction: 'up', offset: 1 }, 300, 300, 800, 2800)).toBe(false);
  });
});

describe('exit intent', () => {
  it('fires when the pointer leaves the window through its top edge', () => {
    expect(isExitIntent({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(isExitIntent({ clientY: -4, relatedTarget: null })).toBe(true);
  });

  it('does not fire when the pointer leaves lower down or only moves onto another element', () => {
    expect(isExitIntent({ clientY: 1, relatedTarget: null })).toBe(false);
    expect(isExitIntent({ clientY: -4, relatedTarget: {} as EventTarget })).toBe(false);
  });
});

describe('inactivity and click count', () => {
  it('waits the remaining idle time after the last activity', () => {
    expect(idleLeft(1000, 21_000, 30)).toBe(10_000);
    expect(idleLeft(1000, 31_000, 30)).toBe(0);
  });

  it('fires on the Nth click and on any later one', () => {
    expect(reached(2, 3)).toBe(false);
    expect(reached(3, 3)).toBe(true);
    expect(reached(4, 3)).toBe(true);
  });
});

describe('times per period', () => {
  it('fixes the window from the first impression: later ones keep its end', () => {
    const first = countImpression(null, 0, 'day');
    expect(first).toEqual({ count: 1, expiresAt: DAY });
    const second = countImpression(first, DAY - 1, 'day');
    expect(second).toEqual({ count: 2, expiresAt: DAY });
  });

  it('starts a new window after the old one ended', () => {
    const stale = { count: 3, expiresAt: DAY };
    expect(currentCount(stale, DAY)).toBeNull();
    expect(countImpression(stale, DAY + 5, 'week')).toEqual({ count: 1, expiresAt: DAY + 5 + 604_800_000 });
  });

  it('uses 2628288 s for a month and never expires a persisting counter', () => {
    expect(countImpression(null, 0, 'month').expiresAt).toBe(2_628_288_000);
    expect(countImpression(null, 0, null).expiresAt).toBeNull();
  });

  it('allows a show while the live count is under the limit', () => {
    expect(impressionsUnderLimit(null, 0, 3)).toBe(true);
    expect(impressionsUnderLimit({ count: 2, expiresAt: DAY }, 10, 3)).toBe(true);
    expect(impressionsUnderLimit({ count: 3, expiresAt: DAY }, 10, 3)).toBe(false);
    expect(impressionsUnderLimit({ count: 3, expiresAt: DAY }, DAY, 3)).toBe(true);
  });

  it('treats a limit below 1 as once', () => {
    expect(impressionsUnderLimit({ count: 1, expiresAt: null }, 0, 0)).toBe(false);
  });
});

describe('frequency shared with Beckon pop-ups', () => {
  it('counts shows against a limit', () => {
    expect(underLimit(2, 3)).toBe(true);
    expect(underLimit(3, 3)).toBe(false);
  });

  it('waits a gap since the last show, and a pop-up never shown has waited', () => {
    expect(waited(0, 5, 3)).toBe(true);
    expect(waited(4, 6, 3)).toBe(false);
    expect(waited(4, 7, 3)).toBe(true);
    expect(waited(1000, 1000 + DAY - 1, DAY)).toBe(false);
  });
});
