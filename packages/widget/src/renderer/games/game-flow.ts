/**
 * What follows a game's result (spec §4 Gamified), pure: a redirect prize
 * leaves after its redirect_close_delay (default 1 s); otherwise the pop-up
 * closes after the base delay, tripled when the wheel has a coupon (the
 * record's wheel_has_coupon: a wheel whose prizes give codes gets more time,
 * to copy one).
 */
import type { Prize } from '@beckon/popup-schema';
import type { GameEnd } from './game-props.js';

/** The base close delay after a result, in ms (the thank-you screen's default 5 s). */
export const BASE_CLOSE_MS = 5000;

export interface GameOutcome {
  prize: Prize | undefined;
  isWinner: boolean;
  coupon: string;
}

/** Where a redirect prize leads, or '' (only http(s) and site paths: owner URLs are never javascript:). */
export function prizeRedirect(prize: Prize | undefined, isWinner: boolean): string {
  if (!prize || !isWinner || !prize.redirect_to) return '';
  const url = prize.redirect_to_options.redirect_to_url.trim();
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : '';
}

export function afterResult(outcome: GameOutcome, wheelHasCoupon: boolean): GameEnd {
  const href = prizeRedirect(outcome.prize, outcome.isWinner);
  if (href && outcome.prize) {
    const options = outcome.prize.redirect_to_options;
    return { kind: 'redirect', href, afterMs: options.redirect_close_delay * 1000, close: options.redirect_close };
  }
  return { kind: 'close', afterMs: wheelHasCoupon ? BASE_CLOSE_MS * 3 : BASE_CLOSE_MS };
}

/** The win heading with `{prize}` replaced by the prize's label. */
export function winHeading(template: string, label: string): string {
  return template.split('{prize}').join(label);
}
