import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, query, setCsrfToken } from './client.js';

describe('query', () => {
  it('keeps defined, non-empty values, encoded', () => {
    expect(query({ q: 'a&b c', popup: '', page: 2, from: undefined, page_size: 0 })).toBe(
      '?q=a%26b+c&page=2&page_size=0',
    );
  });

  it('is empty without values', () => {
    expect(query({ q: '', from: undefined })).toBe('');
  });
});

describe('api', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setCsrfToken('');
  });

  function stubFetch(response: Response) {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(response));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('sends JSON with the CSRF token on a state-changing call', async () => {
    setCsrfToken('tok-1');
    const fetch = stubFetch(new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    await expect(api('POST', '/api/owner/popups', { name: 'x' })).resolves.toEqual({ ok: 1 });
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/api/owner/popups');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"name":"x"}',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-csrf-token': 'tok-1' },
    });
  });

  it('sends no CSRF token or body on a GET', async () => {
    setCsrfToken('tok-1');
    const fetch = stubFetch(new Response('[]', { status: 200 }));
    await api('GET', '/api/owner/popups');
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.headers).toEqual({ accept: 'application/json' });
    expect(init?.body).toBeNull();
  });

  it('answers undefined for 204', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(api('DELETE', '/api/owner/popups/x')).resolves.toBeUndefined();
  });

  it("turns an error answer into ApiError with the server's code and message", async () => {
    stubFetch(
      new Response(JSON.stringify({ code: 'BK_ERR_CONFLICT', message: 'changed in another tab' }), { status: 409 }),
    );
    const error = await api('PUT', '/api/owner/popups/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'BK_ERR_CONFLICT', message: 'changed in another tab' });
  });

  it('still gives an ApiError when the error answer has no body', async () => {
    stubFetch(new Response('', { status: 502 }));
    await expect(api('GET', '/api/owner/session')).rejects.toMatchObject({
      status: 502,
      code: 'BK_ERR_UNKNOWN',
      message: 'the server answered 502; please retry',
    });
  });

  it('gives a plain ApiError when no answer comes at all, or an HTML error page does', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api('GET', '/api/owner/leads')).rejects.toMatchObject({
      status: 0,
      code: 'BK_ERR_NETWORK',
      message: 'the server could not be reached; check your connection and retry',
    });
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api('GET', '/api/owner/leads')).rejects.toMatchObject({ status: 502, code: 'BK_ERR_UNKNOWN' });
  });

  it("words the server's validation message for the owner: no body. or params. prefixes", async () => {
    stubFetch(
      new Response(
        JSON.stringify({
          code: 'FST_ERR_VALIDATION',
          message: 'body.triggers.display_after_sec_active: Too small: expected number to be >=60',
        }),
        { status: 400 },
      ),
    );
    await expect(api('PUT', '/api/owner/popups/x', {})).rejects.toMatchObject({
      message: 'Triggers display after sec active must be at least 60',
      detail: 'body.triggers.display_after_sec_active: Too small: expected number to be >=60',
    });
  });
});
