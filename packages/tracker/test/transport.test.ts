import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendEvent, sendHit } from '../src/transport.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('sending hits and events', () => {
  it('counts a hit as successful on 200 with status true', async () => {
    answer(200, { status: true });
    expect(await sendHit('https://x.example/api/statistics/hit', new URLSearchParams())).toBe(true);
  });

  it('counts a hit answered with status false as failed and says so on the console', async () => {
    answer(200, { status: false });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await sendHit('https://x.example/hit', new URLSearchParams())).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('counts a non-200 answer or a network error as failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(503, { status: true });
    expect(await sendHit('https://x.example/hit', new URLSearchParams())).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await sendHit('https://x.example/hit', new URLSearchParams())).toBe(false);
  });

  it('sends the timestamp header as base64 of the epoch seconds', async () => {
    const fetch = answer(200, { status: true });
    const before = Math.floor(Date.now() / 1000);
    await sendHit('https://x.example/hit', new URLSearchParams());
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    const sent = Number(atob((init.headers as Record<string, string>)['x-stats-ts'] ?? ''));
    expect(sent).toBeGreaterThanOrEqual(before);
    expect(sent).toBeLessThanOrEqual(before + 1);
  });

  it('sends an event with fetch keepalive as a form body', () => {
    const fetch = answer(200, {});
    sendEvent('https://x.example/event', { en: 'click' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://x.example/event');
    expect(init.keepalive).toBe(true);
    expect(String(init.body)).toBe('en=click');
  });

  it('throws when the event URL is missing', () => {
    answer(200, {});
    expect(() => sendEvent('', { en: 'click' })).toThrow(/event URL/);
  });
});
