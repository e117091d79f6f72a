import { describe, expect, it, vi } from 'vitest';
import { CANVAS_HEIGHT, CANVAS_WIDTH, canvasScale, canvasScaleIn, fullpageLayout, scalesOnCanvas } from './fullpage.js';

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

describe('the welcome mat measuring itself', () => {
  it('measures in the resize observer’s call, after the browser’s layout, never at once (at once it laid the page out inside the first render)', () => {
    let observed: (() => void) | undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observed = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      let reads = 0;
      const box = {
        get clientWidth() {
          reads++;
          return 1280;
        },
        get clientHeight() {
          reads++;
          return 720;
        },
        removeAttribute() {},
        toggleAttribute: vi.fn(),
        style: { setProperty: vi.fn() },
      } as unknown as HTMLElement;
      const stop = fullpageLayout.fit?.(box, { design: {} as never, format: 1, isMobile: false, preview: false });
      expect(reads).toBe(0);
      observed?.();
      expect(reads).toBe(2);
      expect(box.style.setProperty).toHaveBeenCalledWith('--bk-scale', String(2 / 3));
      stop?.();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
