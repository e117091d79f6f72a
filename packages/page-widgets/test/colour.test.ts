/** Colour arithmetic: WCAG contrast, mixing, and tones that stay readable with text. */
import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_CONTRAST, mix, readableTone, rgbList, tone } from '../src/theme/colour.js';

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b5f5f', '#0b5f5f')).toBe(1);
  });

  it('puts #767676 on white just above AA, as the WCAG examples do', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('mix', () => {
  it('keeps the first colour at 0, gives the second at 1 and the middle at one half', () => {
    expect(mix('#0b5f5f', '#ffffff', 0)).toBe('#0b5f5f');
    expect(mix('#0b5f5f', '#ffffff', 1)).toBe('#ffffff');
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it('darkens the clinic teal to its hover shade when mixed with black', () => {
    expect(mix('#0b5f5f', '#000000', 0.34)).toBe('#073f3f');
  });

  it('clamps amounts outside 0 to 1', () => {
    expect(mix('#102030', '#ffffff', -1)).toBe('#102030');
    expect(mix('#102030', '#ffffff', 2)).toBe('#ffffff');
  });

  it('accepts upper-case hex and answers in lower case', () => {
    expect(mix('#0B5F5F', '#FFFFFF', 0)).toBe('#0b5f5f');
  });

  it('refuses anything but #rrggbb, so no other text can reach a stylesheet', () => {
    expect(() => mix('red', '#ffffff', 0.5)).toThrow(/not a colour/);
    expect(() => mix('#fff', '#ffffff', 0.5)).toThrow(/not a colour/);
    expect(() => mix('#0b5f5f;}</style>', '#ffffff', 0.5)).toThrow(/not a colour/);
  });
});

describe('rgbList', () => {
  it('lists the channels as rgba() takes them', () => {
    expect(rgbList('#0b5f5f')).toBe('11,95,95');
  });
});

describe('tone', () => {
  it('keeps the hue and sets the lightness: the clinic teal’s pale tint, as the stylesheet had it by hand', () => {
    expect(tone('#0b5f5f', 0.93, 0.3)).toBe('#e9f1f1'); // by hand: #e8f1f1
    expect(tone('#10232f', 0.88, 0.5)).toBe('#d9e2e8');
  });

  it('gives black at lightness 0, white at 1, and greys for a grey', () => {
    expect(tone('#0b5f5f', 0, 1)).toBe('#000000');
    expect(tone('#0b5f5f', 1, 1)).toBe('#ffffff');
    expect(tone('#777777', 0.5, 1)).toBe('#808080');
  });

  it('round-trips a colour at its own lightness and saturation, in every sector of the hue circle', () => {
    for (const hex of ['#b3541e', '#7a4a21', '#2e7d32', '#0b5f5f', '#1f3a93', '#6a1b9a', '#ad1457'])
      expect(tone(hex, lightnessOf(hex), 1)).toBe(hex);
  });
});

/** HSL lightness, the one part of HSL a test can read off the channels directly. */
function lightnessOf(hex: string): number {
  const c = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return (Math.max(...c) + Math.min(...c)) / 2 / 255;
}

describe('readableTone', () => {
  it('is the plain tone when the text on it keeps AA contrast', () => {
    expect(readableTone('#0b5f5f', 0.93, 0.3, ['#1f2933', '#0b5f5f'])).toBe(tone('#0b5f5f', 0.93, 0.3));
  });

  it('lightens further for a text colour only just readable on white', () => {
    const text = '#767676'; // 4.54:1 on white
    expect(contrastRatio(text, tone(text, 0.93, 1))).toBeLessThan(MIN_CONTRAST);
    const tint = readableTone(text, 0.93, 1, [text]);
    expect(contrastRatio(text, tint)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('falls back to white, where a theme colour always has AA contrast', () => {
    expect(readableTone('#000000', 0.5, 1, ['#ffffff'])).toBe('#ffffff');
  });

  it('makes a light text readable on a dark background by lightening the text', () => {
    const footer = '#6a7682'; // 4.6:1 with white: just dark enough for white text
    expect(contrastRatio(tone(footer, 0.81, 0.45), footer)).toBeLessThan(MIN_CONTRAST);
    expect(contrastRatio(readableTone(footer, 0.81, 0.45, [footer]), footer)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });
});
