import { describe, expect, it } from 'vitest';
import { wixKeyProblem } from './wix-key-check.js';

const answering = (status: number) => (async () => new Response('{}', { status })) as typeof fetch;
const failing = (async () => {
  throw new TypeError('fetch failed');
}) as typeof fetch;
const SITE = '7d8f2c1e-1111-4222-8333-944455556666';

describe('trying a Wix-style site’s API key before it is saved', () => {
  it('accepts a key the site answers "no such cart" for', async () => {
    expect(await wixKeyProblem('https://api.example', SITE, 'IST.key', answering(404))).toBeNull();
  });

  it.each([400, 401, 403])('calls a key the site answers %i for refused', async (status) => {
    expect(await wixKeyProblem('https://api.example', SITE, 'IST.key', answering(status))).toBe('refused');
  });

  it('calls a site that fails or cannot be reached unreachable, not a refusal', async () => {
    expect(await wixKeyProblem('https://api.example', SITE, 'IST.key', answering(503))).toBe('unreachable');
    expect(await wixKeyProblem('https://api.example', SITE, 'IST.key', failing)).toBe('unreachable');
  });

  it('sends the key and the site id as Wix’s REST API asks, for the nil cart', async () => {
    let seen: { url: string; headers: Headers } | undefined;
    const f = (async (url: string, init: RequestInit) => {
      seen = { url, headers: new Headers(init.headers) };
      return new Response('{}', { status: 404 });
    }) as typeof fetch;
    await wixKeyProblem('https://api.example', SITE, 'IST.key', f);
    expect(seen?.url).toBe('https://api.example/ecom/v1/carts/00000000-0000-0000-0000-000000000000');
    expect(seen?.headers.get('authorization')).toBe('IST.key');
    expect(seen?.headers.get('wix-site-id')).toBe(SITE);
  });
});
