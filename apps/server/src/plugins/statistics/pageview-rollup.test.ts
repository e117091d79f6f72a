import { describe, expect, it } from 'vitest';
import { rollupDue } from './pageview-rollup.js';

describe('when the background rollup folds', () => {
  it('folds every second once at least 5,000 page views arrived since the last run', () => {
    expect(rollupDue(5_000, 1_000)).toBe(true);
    expect(rollupDue(20_000, 0)).toBe(true);
  });

  it('lets a trickle of page views wait up to 3 seconds so the fixed cost of a run is shared', () => {
    expect(rollupDue(400, 1_000)).toBe(false);
    expect(rollupDue(400, 2_999)).toBe(false);
    expect(rollupDue(1, 3_000)).toBe(true);
  });

  it('folds only once a minute when this process wrote nothing, for rows another process left behind', () => {
    expect(rollupDue(0, 3_000)).toBe(false);
    expect(rollupDue(0, 59_999)).toBe(false);
    expect(rollupDue(0, 60_000)).toBe(true);
  });
});
