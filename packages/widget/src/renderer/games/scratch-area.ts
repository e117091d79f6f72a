/**
 * The scratch card's threshold (spec §4 Gamified, format_2), pure: the share
 * of the cover still opaque, and whether it is low enough (≤ 50 %) for the
 * cover to go. `rgba` is a canvas's ImageData.data (four bytes a pixel).
 */

const REVEAL_AT_PERCENT = 50;
/** After the reveal, the wait before the result screen or the result logic (§4: 3 s). */
export const REVEAL_WAIT_MS = 3000;
/** The non-drag way to scratch clears the cover in this many bands. */
export const BANDS = 4;

/** Percent of pixels not yet scratched away (alpha above 0); every `stride`-th pixel is sampled. */
export function remainingPercent(rgba: ArrayLike<number>, stride = 1): number {
  const pixels = Math.floor(rgba.length / 4);
  if (pixels === 0) return 0;
  let opaque = 0;
  let sampled = 0;
  for (let p = 0; p < pixels; p += stride) {
    sampled++;
    if ((rgba[p * 4 + 3] as number) > 0) opaque++;
  }
  return (opaque / sampled) * 100;
}

export const isRevealed = (percent: number): boolean => percent <= REVEAL_AT_PERCENT;
