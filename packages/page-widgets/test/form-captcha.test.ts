/** The anti-spam proof of work's figures and payload (widgets/form/captcha-rules.ts). */
import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_MAX_NUMBER,
  CAPTCHA_SLICE,
  captchaPayload,
  searchedPercent,
} from '../src/widgets/form/captcha-rules.js';

describe('the form anti-spam proof of work', () => {
  it('draws the secret number from at most 15,000, a second at most for a mid-range phone', () => {
    expect(CAPTCHA_MAX_NUMBER).toBeLessThanOrEqual(15_000);
    expect(CAPTCHA_MAX_NUMBER / CAPTCHA_SLICE).toBeGreaterThanOrEqual(10); // the progress moves in steps of 5 % or less
  });

  it('reports the percent of the range searched, 100 once the range is done', () => {
    expect(searchedPercent(0, 15_000)).toBe(0);
    expect(searchedPercent(7_500, 15_000)).toBe(49);
    expect(searchedPercent(15_001, 15_000)).toBe(100);
    expect(searchedPercent(5, 0)).toBe(100);
  });

  it('builds the payload the server verifies from the number the search found', async () => {
    const hmacKey = 'test-key';
    const c = await createChallenge({ hmacKey, maxNumber: CAPTCHA_MAX_NUMBER, number: 12_345 });
    const found = await solveChallenge(c.challenge, c.salt, c.algorithm, CAPTCHA_MAX_NUMBER, 12_000).promise;
    expect(found?.number).toBe(12_345);
    expect(await verifySolution(captchaPayload(c, found?.number ?? -1, 5), hmacKey, false)).toBe(true);
    expect(await verifySolution(captchaPayload(c, 12_344, 5), hmacKey, false)).toBe(false);
  });
});
