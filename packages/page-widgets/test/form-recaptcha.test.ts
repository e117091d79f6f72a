/** The form's reCAPTCHA v3 side (§4 Captcha): waiting for Google's API every 350 ms, then executing on submit. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RECAPTCHA_ACTION,
  RECAPTCHA_POLL_MS,
  recaptchaScriptUrl,
  recaptchaToken,
} from '../src/widgets/form/recaptcha.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Google's v3 API as the page sees it once its script ran. */
function fakeApi(token = 'tok-1') {
  return {
    ready: vi.fn((callback: () => void) => callback()),
    execute: vi.fn(async (_key: string, _options: { action: string }) => token),
  };
}

describe('the reCAPTCHA token on submit', () => {
  it('executes at once for our action when the API is ready', async () => {
    const api = fakeApi();
    await expect(recaptchaToken('site-key', { grecaptcha: api })).resolves.toBe('tok-1');
    expect(api.execute).toHaveBeenCalledWith('site-key', { action: RECAPTCHA_ACTION });
  });

  it('polls every 350 ms until the API appears, then executes once', async () => {
    const win: { grecaptcha?: ReturnType<typeof fakeApi> } = {};
    let settled = false;
    const token = recaptchaToken('site-key', win).then((t) => {
      settled = true;
      return t;
    });
    await vi.advanceTimersByTimeAsync(350 * 3);
    expect(settled).toBe(false);
    const api = fakeApi('tok-late');
    win.grecaptcha = api;
    await vi.advanceTimersByTimeAsync(349);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(token).resolves.toBe('tok-late');
    expect(api.execute).toHaveBeenCalledTimes(1);
  });

  it('gives up when the script never loads (blocked or offline), so the form can say so', async () => {
    const token = recaptchaToken('site-key', {}, RECAPTCHA_POLL_MS * 2);
    const failed = expect(token).rejects.toThrow(/did not load/);
    await vi.advanceTimersByTimeAsync(RECAPTCHA_POLL_MS * 3);
    await failed;
  });

  it('asks for the script in Spanish with the site key', () => {
    expect(recaptchaScriptUrl('6Lc&x')).toBe('https://www.google.com/recaptcha/api.js?render=6Lc%26x&hl=es');
  });
});
