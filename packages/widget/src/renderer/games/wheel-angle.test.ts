import { describe, expect, it } from 'vitest';
import { SPIN_MS, sliceAngle, sliceAtPointer, slicePrizes, spinDegrees, stopPosition } from './wheel-angle.js';

describe('wheel angle arithmetic', () => {
  it('spins 7 s through a 24-step offset plus the prize position at 30° per step', () => {
    expect(SPIN_MS).toBe(7000);
    expect(spinDegrees(0)).toBe(720);
    expect(spinDegrees(3)).toBe(810);
    expect(spinDegrees(11)).toBe(1050);
  });

  it('stops with the drawn slice under the pointer for every slice', () => {
    for (let slice = 0; slice < 12; slice++) {
      expect(sliceAtPointer(spinDegrees(slice))).toBe(slice);
      // The slice's centre, turned by the spin, sits at the top (0°).
      expect((sliceAngle(slice) + spinDegrees(slice)) % 360).toBe(0);
    }
  });

  it('repeats the prizes in order round the twelve slices', () => {
    expect(slicePrizes(4)).toEqual([0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]);
    expect(slicePrizes(5)).toEqual([0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1]);
  });

  it('stops a draw outside every prize on the first losing slice, or between slices when none loses', () => {
    expect(stopPosition(2, [false, true, false])).toBe(2);
    expect(stopPosition(null, [false, true, false])).toBe(1);
    expect(stopPosition(null, [false, false])).toBe(0.5);
    expect(spinDegrees(stopPosition(null, [false, false])) % 30).toBe(15);
  });
});
