/** Small pure rules: the §5 fragment rule, the carousel start rule, the before/after handle. */
import { describe, expect, it } from 'vitest';
import { anchorIdOf, isValidFragment } from '../src/theme/fragment.js';
import { percentFromKey, percentFromPointer } from '../src/widgets/before-after/position.js';
import {
  canStart,
  clampPerView,
  DEFAULT_THUMBNAILS_PER_VIEW,
  defaultPerView,
  scrollBreakpoints,
  thumbnailStates,
} from '../src/widgets/carousel/rules.js';

describe('the fragment rule', () => {
  it('accepts a hash followed by a letter or underscore, then word characters or dashes', () => {
    expect(['#sintomas', '#_x', '#a-b_c9', '#A'].map(isValidFragment)).toEqual([true, true, true, true]);
  });

  it('refuses empty, numeric-first, action and spaced hashes', () => {
    expect(['#', '#1a', '#elementor-action:open', '#a b', 'sintomas', '#-a'].map(isValidFragment)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('resolves links to this page only', () => {
    expect(anchorIdOf('#picor', '/dermatitis-atopica/')).toBe('picor');
    expect(anchorIdOf('/dermatitis-atopica/#picor', '/dermatitis-atopica/')).toBe('picor');
    expect(anchorIdOf('/#clinica', '/dermatitis-atopica/')).toBeNull();
    expect(anchorIdOf('#1', '/')).toBeNull();
  });
});

describe('the carousel start rule', () => {
  it('starts a slider only with at least 2 slides', () => {
    expect([0, 1, 2, 5].map(canStart)).toEqual([false, false, true, true]);
  });

  it('defaults to 3 per view, 2 on tablet and 1 on mobile, and 1 on tablet for a single slide', () => {
    expect(defaultPerView(6)).toEqual({ desktop: 3, tablet: 2, mobile: 1 });
    expect(defaultPerView(1).tablet).toBe(1);
  });

  it('never shows more per view than there are slides', () => {
    expect(clampPerView({ desktop: 3, tablet: 2 }, 2)).toEqual({
      desktop: 2,
      laptop: undefined,
      tablet: 2,
      mobile: undefined,
    });
  });

  it('shows 5 slideshow thumbnails per view, 4 on tablet and 3 on mobile', () => {
    expect(DEFAULT_THUMBNAILS_PER_VIEW).toEqual({ desktop: 5, tablet: 4, mobile: 3 });
  });

  it('names each slideshow thumbnail after its slide and makes the shown slide’s current', () => {
    expect(thumbnailStates(2, 4)).toEqual([
      { label: 'Mostrar imagen 1 de 4', current: false },
      { label: 'Mostrar imagen 2 de 4', current: false },
      { label: 'Mostrar imagen 3 de 4', current: true },
      { label: 'Mostrar imagen 4 de 4', current: false },
    ]);
  });

  it('turns slides to scroll per device into Embla breakpoints', () => {
    expect(scrollBreakpoints({ desktop: 3, tablet: 2, mobile: 1 })).toEqual({
      '(max-width: 1024px)': { slidesToScroll: 2 },
      '(max-width: 767px)': { slidesToScroll: 1 },
    });
  });
});

describe('the before/after handle', () => {
  const box = { left: 100, top: 50, width: 400, height: 200 };
  it('follows the pointer along its orientation and clamps to 0–100', () => {
    expect(percentFromPointer(box, 300, 0, 'horizontal')).toBe(50);
    expect(percentFromPointer(box, 0, 100, 'vertical')).toBe(25);
    expect(percentFromPointer(box, 900, 0, 'horizontal')).toBe(100);
    expect(percentFromPointer(box, 0, 0, 'vertical')).toBe(0);
  });

  it('moves by 5 with arrows, 10 with Shift or Page keys, and jumps with Home and End', () => {
    expect(percentFromKey(50, 'ArrowRight', false)).toBe(55);
    expect(percentFromKey(50, 'ArrowLeft', true)).toBe(40);
    expect(percentFromKey(50, 'PageUp', false)).toBe(60);
    expect(percentFromKey(3, 'ArrowLeft', false)).toBe(0);
    expect(percentFromKey(50, 'Home', false)).toBe(0);
    expect(percentFromKey(50, 'End', false)).toBe(100);
    expect(percentFromKey(50, 'a', false)).toBeNull();
  });
});
