import { describe, expect, it } from 'vitest';
import { hubspot } from './hubspot.js';
import { klaviyo, klaviyoHost } from './klaviyo.js';
import { describeFailure, retryAfterMs, unreachable } from './provider.js';

describe("a tool's Retry-After", () => {
  it('reads seconds or a date, and nothing else', () => {
    expect(retryAfterMs('30')).toBe(30_000);
    expect(retryAfterMs('Sun, 29 Nov 2026 12:00:10 GMT', Date.parse('Sun, 29 Nov 2026 12:00:00 GMT'))).toBe(10_000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });
});

describe("a tool's failure in plain words", () => {
  it('says a refused key, an unknown list and a refused contact need the owner, and a 5xx is tried again', () => {
    const answer = (status: number) => ({ status, body: null, retryAfterMs: null });
    expect(describeFailure('brevo', answer(401), 'Key not found', '2')).toMatchObject({
      error: 'Brevo refused the API key (Key not found). Paste a new key under Integrations, then press Send again.',
      permanent: true,
    });
    expect(describeFailure('hubspot', answer(404), null, '12')).toMatchObject({
      error: 'HubSpot does not know the list 12. Pick another list under Integrations.',
      permanent: true,
    });
    expect(describeFailure('klaviyo', answer(400), 'Invalid email.', 'x')).toMatchObject({
      error: 'Klaviyo refused the contact (Invalid email.).',
      permanent: true,
    });
    expect(describeFailure('mailchimp', answer(502), null, 'x')).toMatchObject({ permanent: false });
    expect(describeFailure('mailchimp', { status: null, error: 'ECONNREFUSED' }, null, 'x')).toEqual({
      status: null,
      error: 'could not reach Mailchimp: ECONNREFUSED',
      permanent: false,
      retryAfterMs: null,
    });
  });

  it('passes on how long a rate limit asks to wait', () => {
    expect(describeFailure('hubspot', { status: 429, body: null, retryAfterMs: 10_000 }, null, null)).toMatchObject({
      error: 'HubSpot is limiting requests (too many at once); asked to wait 10 s. Trying again.',
      retryAfterMs: 10_000,
      permanent: false,
    });
  });
});

describe('a tool that does not answer', () => {
  it("says so in plain words, whether fetch's, axios's or node-fetch's time limit ran out", () => {
    const late = { status: null, error: 'no answer within 10 seconds' };
    expect(unreachable(Object.assign(new Error('aborted'), { name: 'TimeoutError' }))).toEqual(late);
    expect(unreachable({ isAxiosError: true, code: 'ECONNABORTED', message: 'timeout of 10000ms exceeded' })).toEqual(
      late,
    );
    expect(unreachable(Object.assign(new Error('socket'), { code: 'ETIMEDOUT' }))).toEqual(late);
  });

  it.each([
    ['klaviyo', klaviyo],
    ['hubspot', hubspot],
  ] as const)('names the refused connection when %s cannot be reached through its SDK', async (_id, provider) => {
    const outcome = await provider.lists({ apiKey: 'pk_0123456789', baseUrl: 'http://127.0.0.1:1' });
    expect(outcome).toMatchObject({ ok: false, status: null, permanent: false });
    expect(outcome.ok ? '' : outcome.error).toMatch(/^could not reach (Klaviyo|HubSpot): ECONNREFUSED$/);
  });
});

describe("Klaviyo's base address", () => {
  it('is read as the host whether or not it ends in /api or a slash, as the SDK adds /api itself', () => {
    for (const setting of [
      'http://127.0.0.1:4250/klaviyo',
      'http://127.0.0.1:4250/klaviyo/',
      'http://127.0.0.1:4250/klaviyo/api',
      'http://127.0.0.1:4250/klaviyo/api/',
    ])
      expect(klaviyoHost(setting)).toBe('http://127.0.0.1:4250/klaviyo');
    expect(klaviyoHost('https://proxy.example/apis')).toBe('https://proxy.example/apis');
  });
});
