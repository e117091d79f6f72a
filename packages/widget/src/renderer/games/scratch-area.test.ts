import { describe, expect, it } from 'vitest';
import { isRevealed, remainingPercent } from './scratch-area.js';

/** RGBA bytes for `opaque` covered pixels followed by `clear` scratched ones. */
const pixels = (opaque: number, clear: number) => {
  const data = new Uint8ClampedArray((opaque + clear) * 4);
  for (let p = 0; p < opaque; p++) data[p * 4 + 3] = 255;
  return data;
};

describe('the scratch threshold', () => {
  it('measures the share of the cover left by its alpha', () => {
    expect(remainingPercent(pixels(4, 0))).toBe(100);
    expect(remainingPercent(pixels(3, 1))).toBe(75);
    expect(remainingPercent(pixels(0, 4))).toBe(0);
  });

  it('reveals at 50 % left or less, not above', () => {
    expect(isRevealed(remainingPercent(pixels(51, 49)))).toBe(false);
    expect(isRevealed(remainingPercent(pixels(50, 50)))).toBe(true);
    expect(isRevealed(remainingPercent(pixels(10, 90)))).toBe(true);
  });

  it('samples every n-th pixel when asked', () => {
    expect(remainingPercent(pixels(50, 50), 2)).toBe(50);
  });
});
