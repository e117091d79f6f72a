/**
 * The anti-spam proof of work's shared figures and its payload: the server
 * issues ALTCHA challenges of this size, the visitor's worker searches the
 * range in slices (reporting its progress after each), and the found number
 * goes back as ALTCHA's base64 JSON payload.
 */

/**
 * The range a challenge's secret number is drawn from. A worker on a mid-range
 * phone (this machine's rate divided by Lighthouse's 4× mobile CPU factor)
 * searches all of it in under a second, half of it on average.
 */
export const CAPTCHA_MAX_NUMBER = 15_000;
/** Numbers hashed between two progress reports: about 20 reports per challenge. */
export const CAPTCHA_SLICE = 750;

/** A challenge as /site/api/forms/challenge answers it (altcha-lib's createChallenge). */
export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/** The worker's messages: progress as a whole percent, then the number found (or none in the range). */
export type CaptchaWorkerMessage =
  | { kind: 'progress'; percent: number }
  | { kind: 'solved'; number: number; took: number }
  | { kind: 'failed' };

/** The percent of the range searched once the numbers below `next` have been tried. */
export function searchedPercent(next: number, max: number): number {
  if (max <= 0) return 100;
  return Math.min(100, Math.floor((next / (max + 1)) * 100));
}

/** ALTCHA's payload for a solved challenge: base64 of its JSON, as altcha-lib's verifySolution reads it. */
export function captchaPayload(c: CaptchaChallenge, number: number, took: number): string {
  const json = JSON.stringify({
    algorithm: c.algorithm,
    challenge: c.challenge,
    number,
    salt: c.salt,
    signature: c.signature,
    took,
  });
  return btoa(json);
}
