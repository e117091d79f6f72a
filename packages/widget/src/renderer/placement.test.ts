import { LOCATIONS } from '@beckon/popup-schema';
import { describe, expect, it } from 'vitest';
import { frameSize, placementStyle } from './placement.js';

describe('placementStyle', () => {
  it.each([
    ['left_top', 'flex-start', 'flex-start'],
    ['center_top', 'center', 'flex-start'],
    ['right_top', 'flex-end', 'flex-start'],
    ['left_midlle', 'flex-start', 'center'],
    ['center_midlle', 'center', 'center'],
    ['right_midlle', 'flex-end', 'center'],
    ['left_bottom', 'flex-start', 'flex-end'],
    ['center_bottom', 'center', 'flex-end'],
    ['right_bottom', 'flex-end', 'flex-end'],
  ] as const)('places %s at justify %s, align %s', (location, justifyContent, alignItems) => {
    expect(placementStyle(location)).toEqual({ justifyContent, alignItems });
  });

  it('covers every location the schema allows', () => {
    const distinct = new Set(LOCATIONS.map((l) => JSON.stringify(placementStyle(l))));
    expect(distinct.size).toBe(9);
  });

  it('centres an unknown location instead of failing', () => {
    expect(placementStyle('somewhere')).toEqual({ justifyContent: 'center', alignItems: 'center' });
  });
});

describe('frameSize', () => {
  it('uses poptin_size and never exceeds the visual viewport minus margins', () => {
    expect(frameSize({ width: 640, height: 420 }, false)).toEqual({
      width: '640px',
      minHeight: 'min(420px, calc(var(--bk-vh, 100vh) - 32px))',
      maxWidth: 'calc(var(--bk-vw, 100vw) - 32px)',
      maxHeight: 'calc(var(--bk-vh, 100vh) - 32px)',
    });
  });

  it('defaults to 800x500', () => {
    expect(frameSize(undefined, false)).toMatchObject({
      width: '800px',
      minHeight: 'min(500px, calc(var(--bk-vh, 100vh) - 32px))',
    });
  });

  it('takes the screen width on mobile and grows with its content', () => {
    const size = frameSize({ width: 800, height: 500 }, true);
    expect(size.width).toBe('calc(var(--bk-vw, 100vw) - 32px)');
    expect(size.minHeight).toBeUndefined();
  });
});
