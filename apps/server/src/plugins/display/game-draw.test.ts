import { describe, expect, it } from 'vitest';
import { drawPrize, drawPrizeSecurely } from './game-draw.js';

const prizes = [
  { chances: 10, loosing_option: 0 },
  { chances: 25, loosing_option: 0 },
  { chances: 40, loosing_option: 1 },
  { chances: 15, loosing_option: 0 },
  // 10 % left over: a draw outside every prize.
];

/** Pearson's chi-square of observed counts against expected shares. */
function chiSquare(observed: number[], shares: number[], n: number): number {
  return observed.reduce((sum, o, k) => {
    const e = (shares[k] as number) * n;
    return sum + (o - e) ** 2 / e;
  }, 0);
}

// Chi-square critical value for 4 degrees of freedom at p = 1e-6: a fair draw fails once in a million runs.
const CRITICAL_4DF = 30.7;

describe('drawPrize', () => {
  it('picks each prize for its share of [0, 1) by chances / 100, in order', () => {
    expect(drawPrize(prizes, 0)).toEqual({ index: 0, isWinner: true });
    expect(drawPrize(prizes, 0.0999)).toEqual({ index: 0, isWinner: true });
    expect(drawPrize(prizes, 0.1)).toEqual({ index: 1, isWinner: true });
    expect(drawPrize(prizes, 0.36)).toEqual({ index: 2, isWinner: false });
    expect(drawPrize(prizes, 0.8)).toEqual({ index: 3, isWinner: true });
  });

  it('counts a prize whose loosing_option is not 0 as a loss', () => {
    expect(drawPrize([{ chances: 100, loosing_option: 2 }], 0.5)).toEqual({ index: 0, isWinner: false });
  });

  it('falls outside every prize when the chances total less than 100 %', () => {
    expect(drawPrize(prizes, 0.95)).toEqual({ index: null, isWinner: false });
  });

  it('never draws a prize with no chances', () => {
    expect(
      drawPrize(
        [
          { chances: 0, loosing_option: 0 },
          { chances: 100, loosing_option: 0 },
        ],
        0,
      ).index,
    ).toBe(1);
  });

  it('matches the chances over 20,000 server draws (chi-square, 4 degrees of freedom)', () => {
    const n = 20_000;
    const counts = [0, 0, 0, 0, 0];
    for (let k = 0; k < n; k++) {
      const { index } = drawPrizeSecurely(prizes);
      counts[index ?? 4] = (counts[index ?? 4] as number) + 1;
    }
    const shares = [0.1, 0.25, 0.4, 0.15, 0.1];
    expect(chiSquare(counts, shares, n)).toBeLessThan(CRITICAL_4DF);
    // The same statistic flags a draw that ignored the weights (uniform over the five outcomes).
    expect(chiSquare([4000, 4000, 4000, 4000, 4000], shares, n)).toBeGreaterThan(CRITICAL_4DF);
  });
});
