import { describe, expect, it } from 'vitest';
import { COUNT_STEPS, categoryLabels, categorySpace, countAxisSize } from './axes.js';

describe('the chart axes', () => {
  it('step counts in whole numbers, 1-2-5, far enough for a million page views a day', () => {
    expect(COUNT_STEPS.slice(0, 6)).toEqual([1, 2, 5, 10, 20, 50]);
    expect(COUNT_STEPS.every(Number.isInteger)).toBe(true);
    expect(COUNT_STEPS.at(-1)).toBeGreaterThanOrEqual(1_000_000);
  });

  it('name each whole tick after its item and leave other ticks blank', () => {
    expect(categoryLabels(['2026-11-01', '2026-11-02', '2026-11-03'], [0, 0.5, 2, 3])).toEqual([
      '2026-11-01',
      '',
      '2026-11-03',
      '',
    ]);
  });

  it('keep category ticks far enough apart for the longest name', () => {
    expect(categorySpace(['a', 'b'])).toBe(40);
    expect(categorySpace(['2026-11-01'])).toBeGreaterThan(categorySpace(['2026-11']));
  });

  it('widen a count axis for long numbers but never below uPlot’s 50 px', () => {
    expect(countAxisSize(['0', '5'])).toBe(50);
    expect(countAxisSize(['1,000,000'])).toBeGreaterThan(50);
    expect(countAxisSize(undefined)).toBe(50);
  });
});
