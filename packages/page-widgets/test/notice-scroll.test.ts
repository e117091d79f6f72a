import { describe, expect, it } from 'vitest';
import { centredScrollTop, swing } from '../src/shop/notice-scroll.js';

describe('scrolling a shop notice into view', () => {
  it('puts the middle of the notice in the middle of the viewport', () => {
    // A 60 px notice 1000 px below the top of an 800 px viewport scrolled to 500.
    expect(centredScrollTop({ top: 1000, height: 60 }, 500, 800, 5000)).toBe(500 + 1000 + 30 - 400);
  });

  it('scrolls up to a notice above the viewport', () => {
    expect(centredScrollTop({ top: -900, height: 60 }, 1500, 800, 5000)).toBe(1500 - 900 + 30 - 400);
  });

  it('stops at the top and bottom of the page', () => {
    expect(centredScrollTop({ top: 100, height: 60 }, 0, 800, 5000)).toBe(0);
    expect(centredScrollTop({ top: 700, height: 60 }, 4900, 800, 5000)).toBe(5000);
    expect(centredScrollTop({ top: 100, height: 60 }, 0, 800, -10)).toBe(0);
  });

  it('eases in and out between the start and the end', () => {
    expect(swing(0)).toBe(0);
    expect(swing(0.5)).toBeCloseTo(0.5);
    expect(swing(1)).toBe(1);
    expect(swing(2)).toBe(1);
    expect(swing(0.1)).toBeLessThan(0.1);
  });
});
