import { describe, expect, it } from 'vitest';
import { INACTIVITY_LIMIT_MS, PING_INTERVAL_MS } from '../src/constants.js';
import { inactive } from '../src/inactivity.js';

describe('online pings and inactivity', () => {
  it('uses the spec figures: a ping every 60 000 ms, a stop after 1 800 000 ms', () => {
    expect(PING_INTERVAL_MS).toBe(60_000);
    expect(INACTIVITY_LIMIT_MS).toBe(1_800_000);
  });

  it('keeps pinging up to just before 30 minutes without activity', () => {
    expect(inactive(1_000, 1_000 + INACTIVITY_LIMIT_MS - 1)).toBe(false);
  });

  it('stops once 30 minutes pass without activity', () => {
    expect(inactive(1_000, 1_000 + INACTIVITY_LIMIT_MS)).toBe(true);
  });

  it('stops on the first ping tick at or after the limit', () => {
    const last = 0;
    const ticks = Array.from({ length: 40 }, (_, i) => (i + 1) * PING_INTERVAL_MS);
    const firstStop = ticks.find((t) => inactive(last, t));
    expect(firstStop).toBe(30 * PING_INTERVAL_MS);
  });
});
