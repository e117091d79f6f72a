import { describe, expect, it, vi } from 'vitest';
import {
  createRecaptchaVerifier,
  cspWithRecaptcha,
  parseRecaptchaEnv,
  RECAPTCHA_VERIFY_URL,
  recaptchaFailure,
  verdictOf,
} from './recaptcha.js';

const SETTINGS = { siteKey: '6LcTestSiteKey000000', secretKey: 'test-secret', minScore: 0.5 };

/** A siteverify stand-in answering `body` (or failing the way `mode` says). */
function fakeGoogle(body: unknown, mode: 'ok' | 'http-500' | 'network' | 'not-json' = 'ok') {
  return vi.fn<typeof fetch>(async () => {
    if (mode === 'network') throw new TypeError('fetch failed');
    if (mode === 'http-500') return new Response('oops', { status: 500 });
    if (mode === 'not-json') return new Response('<html>', { status: 200 });
    return Response.json(body);
  });
}

describe('reading a siteverify answer', () => {
  it('accepts a genuine token for our action scored at the threshold or above', () => {
    expect(verdictOf({ success: true, score: 0.5, action: 'form_send' }, 0.5)).toBe('ok');
    expect(verdictOf({ success: true, score: 0.9, action: 'form_send' }, 0.5)).toBe('ok');
  });

  it('refuses a low score, a missing score and a token made for another action', () => {
    expect(verdictOf({ success: true, score: 0.3, action: 'form_send' }, 0.5)).toBe('low-score');
    expect(verdictOf({ success: true, action: 'form_send' }, 0.5)).toBe('low-score');
    expect(verdictOf({ success: true, score: 0.9, action: 'login' }, 0.5)).toBe('invalid');
  });

  it('tells a used or expired token, a forged one and a refused secret apart', () => {
    expect(verdictOf({ success: false, 'error-codes': ['timeout-or-duplicate'] }, 0.5)).toBe('spent');
    expect(verdictOf({ success: false, 'error-codes': ['invalid-input-response'] }, 0.5)).toBe('invalid');
    expect(verdictOf({ success: false }, 0.5)).toBe('invalid');
    expect(verdictOf({ success: false, 'error-codes': ['invalid-input-secret'] }, 0.5)).toBe('unavailable');
  });
});

describe('the reCAPTCHA verifier', () => {
  it('posts the secret and token (and no visitor address) to siteverify', async () => {
    const google = fakeGoogle({ success: true, score: 0.9, action: 'form_send' });
    const verifier = createRecaptchaVerifier(SETTINGS, { fetch: google });
    expect(await verifier.verify('token-1')).toBe('ok');
    const [url, init] = google.mock.calls[0] ?? [];
    expect(url).toBe(RECAPTCHA_VERIFY_URL);
    expect(init?.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      secret: 'test-secret',
      response: 'token-1',
    });
  });

  it('refuses an empty or oversized token without asking Google', async () => {
    const google = fakeGoogle({ success: true, score: 0.9, action: 'form_send' });
    const verifier = createRecaptchaVerifier(SETTINGS, { fetch: google });
    expect(await verifier.verify('')).toBe('invalid');
    expect(await verifier.verify('x'.repeat(4001))).toBe('invalid');
    expect(google).not.toHaveBeenCalled();
  });

  it.each(['network', 'http-500', 'not-json'] as const)(
    'answers unavailable and says why when Google cannot be asked (%s)',
    async (mode) => {
      const reasons: string[] = [];
      const verifier = createRecaptchaVerifier(SETTINGS, {
        fetch: fakeGoogle(null, mode),
        onUnavailable: (r) => reasons.push(r),
      });
      expect(await verifier.verify('token-1')).toBe('unavailable');
      expect(reasons).toHaveLength(1);
    },
  );

  it('gives up on a siteverify that does not answer in time', async () => {
    const hanging = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const verifier = createRecaptchaVerifier(SETTINGS, { fetch: hanging, timeoutMs: 20 });
    expect(await verifier.verify('token-1')).toBe('unavailable');
  });
});

describe('the send-form answer of each verdict', () => {
  it('is a 4xx for the visitor’s side and a 503 only when Google or our secret failed', () => {
    expect(recaptchaFailure('ok')).toBeNull();
    expect(recaptchaFailure('invalid')).toMatchObject({ statusCode: 400, code: 'BK_ERR_CAPTCHA' });
    expect(recaptchaFailure('spent')).toMatchObject({ statusCode: 409, code: 'BK_ERR_CAPTCHA_SPENT' });
    expect(recaptchaFailure('low-score')).toMatchObject({ statusCode: 403, code: 'BK_ERR_CAPTCHA_SCORE' });
    expect(recaptchaFailure('unavailable')).toMatchObject({ statusCode: 503, code: 'BK_ERR_CAPTCHA_UNAVAILABLE' });
  });
});

describe('the reCAPTCHA settings from the environment', () => {
  it('leave ALTCHA in place when no key is set', () => {
    expect(parseRecaptchaEnv({})).toBeUndefined();
    expect(parseRecaptchaEnv({ RECAPTCHA_SITE_KEY: ' ', RECAPTCHA_SECRET_KEY: '' })).toBeUndefined();
  });

  it('read both keys and the threshold, 0.5 by default', () => {
    const env = { RECAPTCHA_SITE_KEY: SETTINGS.siteKey, RECAPTCHA_SECRET_KEY: 's3cret' };
    expect(parseRecaptchaEnv(env)).toEqual({ siteKey: SETTINGS.siteKey, secretKey: 's3cret', minScore: 0.5 });
    expect(parseRecaptchaEnv({ ...env, RECAPTCHA_MIN_SCORE: '0.7' })?.minScore).toBe(0.7);
    expect(parseRecaptchaEnv({ ...env, RECAPTCHA_MIN_SCORE: '1' })?.minScore).toBe(1);
  });

  it('stop the server on one key without the other or a threshold outside 0–1', () => {
    expect(() => parseRecaptchaEnv({ RECAPTCHA_SITE_KEY: SETTINGS.siteKey })).toThrow(/set together/);
    expect(() => parseRecaptchaEnv({ RECAPTCHA_SECRET_KEY: 's3cret' })).toThrow(/set together/);
    const env = { RECAPTCHA_SITE_KEY: SETTINGS.siteKey, RECAPTCHA_SECRET_KEY: 's3cret' };
    expect(() => parseRecaptchaEnv({ ...env, RECAPTCHA_MIN_SCORE: '1.5' })).toThrow(/0 to 1/);
    expect(() => parseRecaptchaEnv({ ...env, RECAPTCHA_MIN_SCORE: 'high' })).toThrow(/0 to 1/);
    expect(() => parseRecaptchaEnv({ ...env, RECAPTCHA_SITE_KEY: '<script>' })).toThrow(/site key/);
  });
});

describe('the site page CSP with reCAPTCHA', () => {
  it('adds Google’s script hosts and frame to the existing sources and leaves the rest alone', () => {
    const csp = "default-src 'self'; script-src 'self' https://connect.facebook.net; frame-src https://x.test";
    expect(cspWithRecaptcha(csp)).toBe(
      "default-src 'self'; script-src 'self' https://connect.facebook.net https://www.google.com https://www.gstatic.com; frame-src https://x.test https://www.google.com",
    );
    expect(cspWithRecaptcha("script-src 'self'; frame-src 'none'")).toBe(
      "script-src 'self' https://www.google.com https://www.gstatic.com; frame-src https://www.google.com",
    );
  });
});
