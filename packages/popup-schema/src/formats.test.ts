import { describe, expect, it } from 'vitest';
import {
  formatOf,
  hasFormat,
  IMAGE_PLACEMENTS,
  LEGACY_FORMAT_THRESHOLDS,
  ORIENTATIONS,
  POPUP_FORMATS,
} from './formats.js';
import { popupInputSchema } from './popup-input.js';
import { POPUP_TYPES, type PopupType } from './popup-record.js';

const popup = (type: PopupType, format: number) => ({
  name: 'Formats',
  poptin_type: type,
  poptin_format: format,
  d_f_r: 'all@display_once_a_day',
  triggers: {},
  targeting: {},
  design: { screens: { main: [{ kind: 'heading', text: 'Hello' }] } },
});

describe('the numbered formats of each type', () => {
  it.each(POPUP_TYPES)('give %s at least three formats with unique numbers', (type) => {
    const numbers = POPUP_FORMATS[type].map((x) => x.n);
    expect(numbers.length).toBeGreaterThanOrEqual(3);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it.each(POPUP_TYPES.filter((t) => t !== 'gamified'))('give %s formats that each lay it out differently', (type) => {
    const layouts = POPUP_FORMATS[type].map((x) => `${x.image}/${x.orientation}/${x.centred ?? false}`);
    expect(new Set(layouts).size).toBe(layouts.length);
  });

  it.each(Object.entries(LEGACY_FORMAT_THRESHOLDS))(
    'give %s a format for every number up to its legacy threshold %i (spec §9)',
    (type, threshold) => {
      for (let n = 1; n <= threshold; n++) expect(hasFormat(type as PopupType, n), `${type} format ${n}`).toBe(true);
    },
  );

  it('use only image placements and orientations the renderer draws', () => {
    for (const type of POPUP_TYPES) {
      for (const format of POPUP_FORMATS[type]) {
        expect(IMAGE_PLACEMENTS).toContain(format.image);
        expect(ORIENTATIONS).toContain(format.orientation);
        expect(format.name.trim()).not.toBe('');
      }
    }
  });

  it('keep the numbers already in use: mobile 3 and 8 centred, gamified 1 gift, 2 scratch, 3 wheel', () => {
    expect(formatOf('mobile', 1).centred).toBeUndefined();
    expect(formatOf('mobile', 3).centred).toBe(true);
    expect(formatOf('mobile', 8).centred).toBe(true);
    expect(POPUP_FORMATS.gamified.map((x) => [x.n, x.name])).toEqual([
      [1, 'Gift box'],
      [2, 'Scratch card'],
      [3, 'Prize wheel'],
    ]);
  });

  it('draw a number the type does not have in its first format', () => {
    expect(hasFormat('lightbox', 9)).toBe(false);
    expect(formatOf('lightbox', 9)).toBe(POPUP_FORMATS.lightbox[0]);
    expect(formatOf('bar', 2).image).toBe('left');
  });
});

describe('a saved pop-up', () => {
  it('is refused with a plain message when its type has no such format', () => {
    const result = popupInputSchema.safeParse(popup('lightbox', 9));
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['poptin_format'],
        message: 'must be one of the lightbox formats: 1, 2, 3, 4, 5, 6',
      }),
    ]);
  });

  it('is accepted in every format its type has', () => {
    for (const type of POPUP_TYPES) {
      for (const { n } of POPUP_FORMATS[type]) expect(popupInputSchema.safeParse(popup(type, n)).success).toBe(true);
    }
  });
});
