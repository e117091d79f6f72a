/**
 * The §4 prize draw, pure: each prize is weighed by its chances / 100, and a
 * prize whose loosing_option is not 0 counts as a loss. Chances may total
 * less than 100 %; a draw in the rest falls outside every prize (a loss with
 * no prize). `u` is a uniform number in [0, 1) from the caller's CSPRNG.
 */
import { randomInt } from 'node:crypto';

export interface DrawablePrize {
  chances: number;
  loosing_option: number;
}

export interface DrawOutcome {
  /** The prize drawn, or null when the draw fell outside every prize. */
  index: number | null;
  isWinner: boolean;
}

export function drawPrize(prizes: readonly DrawablePrize[], u: number): DrawOutcome {
  let upper = 0;
  for (let i = 0; i < prizes.length; i++) {
    const prize = prizes[i] as DrawablePrize;
    upper += prize.chances / 100;
    // A prize with no chances is never drawn, even at u = 0.
    if (prize.chances > 0 && u < upper) return { index: i, isWinner: prize.loosing_option === 0 };
  }
  return { index: null, isWinner: false };
}

// randomInt's range must stay below 2^48; 48 bits leave no visible bias at percent granularity.
const RANGE = 2 ** 48 - 1;

/** The draw the server makes: the uniform number comes from the CSPRNG, so no visitor can predict it. */
export function drawPrizeSecurely(prizes: readonly DrawablePrize[]): DrawOutcome {
  return drawPrize(prizes, randomInt(RANGE) / RANGE);
}
