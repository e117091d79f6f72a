import { describe, expect, it } from 'vitest';
import { placeLocation, SLIDE_IN_PLACEMENTS, slideInPlace } from './slide-in-places.js';

describe('where each slide-in type sits', () => {
  it('hangs a side slide-in off its side, at the top, middle or bottom', () => {
    expect(slideInPlace('sside', 'left_midlle')).toEqual({ h: 'left', v: 'middle', flush: 'left' });
    expect(slideInPlace('sside', 'right_top')).toEqual({ h: 'right', v: 'top', flush: 'right' });
    // A centred side slide-in has no side to hang off, so it takes the usual one.
    expect(slideInPlace('sside', 'center_midlle')).toEqual({ h: 'right', v: 'middle', flush: 'right' });
  });

  it('raises a bottom slide-in from the bottom edge, at the left, centre or right', () => {
    expect(slideInPlace('bside', 'center_midlle')).toEqual({ h: 'center', v: 'bottom', flush: 'bottom' });
    expect(slideInPlace('bside', 'left_top')).toEqual({ h: 'left', v: 'bottom', flush: 'bottom' });
  });

  it('puts browsing, content and social boxes in a corner, away from every edge', () => {
    expect(slideInPlace('content', 'center_midlle')).toEqual({ h: 'right', v: 'bottom', flush: null });
    expect(slideInPlace('social', 'left_top')).toEqual({ h: 'left', v: 'top', flush: null });
  });

  it('draws every offered placement at the place it names, and no two alike', () => {
    for (const [type, offered] of Object.entries(SLIDE_IN_PLACEMENTS)) {
      const places = offered.map((l) => slideInPlace(type as keyof typeof SLIDE_IN_PLACEMENTS, l));
      expect(places.map(placeLocation), type).toEqual(offered);
    }
  });

  it('draws the side and the bottom slide-in apart at every placement either offers', () => {
    for (const l of new Set([...SLIDE_IN_PLACEMENTS.sside, ...SLIDE_IN_PLACEMENTS.bside])) {
      expect(slideInPlace('sside', l), l).not.toEqual(slideInPlace('bside', l));
    }
  });
});
