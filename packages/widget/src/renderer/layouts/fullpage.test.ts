import { describe, expect, it } from 'vitest';
import { CANVAS_HEIGHT, CANVAS_WIDTH, canvasScale, canvasScaleIn, scalesOnCanvas } from './fullpage.js';

describe('the fullpage canvas scale', () => {
  it('fits the 1920 x 1080 canvas inside the viewport by its tighter side, aspect kept', () => {
    // 1280 x 720 is 16:9 like the canvas: both sides fit exactly.
    expect(canvasScale(1280, 720)).toBeCloseTo(2 / 3, 6);
    // A tall phone: the width decides, the canvas keeps its 16:9 shape.
    const phone = canvasScale(390, 844);
    expect(phone).toBeCloseTo(390 / 1920, 6);
    expect(CANVAS_HEIGHT * phone).toBeLessThanOrEqual(844);
    // A wide, short window: the height decides.
    expect(canvasScale(2560, 900)).toBeCloseTo(900 / 1080, 6);
    expect(CANVAS_WIDTH * canvasScale(2560, 900)).toBeLessThanOrEqual(2560);
  });

  it('grows the canvas on a screen larger than it', () => {
    expect(canvasScale(3840, 2160)).toBe(2);
  });

  it('leaves the canvas unscaled while the mat has no size yet', () => {
    expect(canvasScale(0, 0)).toBe(1);
    expect(canvasScale(1280, 0)).toBe(1);
  });

  it('lays the content out at the mat’s own size where the scaled canvas would be too small to read or tap', () => {
    // A phone: a fifth of the designer's size, its 72 px controls under 15 px.
    expect(canvasScaleIn(390, 844)).toBeNull();
    expect(canvasScaleIn(768, 1024)).toBeNull();
    expect(canvasScaleIn(1280, 720)).toBeCloseTo(2 / 3, 6);
    expect(canvasScaleIn(960, 540)).toBe(0.5);
  });

  it('scales formats below 9 only', () => {
    expect([1, 4, 8].map(scalesOnCanvas)).toEqual([true, true, true]);
    expect([9, 12].map(scalesOnCanvas)).toEqual([false, false]);
  });
});
