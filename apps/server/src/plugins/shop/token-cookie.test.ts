import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createPublicOrigin } from '../../http/public-origin.js';
import { newToken, tokenCookie, tokenIdOf } from './token-cookie.js';

const jar = tokenCookie('beckon_test');
const TOKEN = 'a'.repeat(43);
let app: FastifyInstance | undefined;

/** An app behind `publicUrl` that reads, sets (with `maxAgeS` from ?max=) and clears the cookie. */
async function appAt(publicUrl: string): Promise<FastifyInstance> {
  app = Fastify();
  app.decorate('publicOrigin', createPublicOrigin(app, publicUrl));
  await app.register(cookie);
  app.get('/read', async (request) => ({ token: jar.read(request) }));
  app.get<{ Querystring: { max?: string } }>('/set', async (request, reply) => {
    const max = request.query.max;
    return { secure: jar.set(request, reply, TOKEN, max === undefined ? undefined : Number(max)) };
  });
  app.get('/clear', async (request, reply) => ({ secure: jar.clear(request, reply) }));
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('an opaque-token cookie', () => {
  it('reads a well-formed token, preferring the __Host- cookie, and ignores anything else', async () => {
    const a = await appAt('http://shop.test');
    const read = async (cookieHeader: string) =>
      (await a.inject({ url: '/read', headers: { cookie: cookieHeader } })).json().token;
    expect(await read(`beckon_test=${TOKEN}`)).toBe(TOKEN);
    expect(await read(`__Host-beckon_test=${'b'.repeat(43)}; beckon_test=${TOKEN}`)).toBe('b'.repeat(43));
    expect(await read('beckon_test=short')).toBeNull();
    expect(await read(`beckon_test=${'a'.repeat(42)}!`)).toBeNull();
    expect(await read('other=1')).toBeNull();
  });

  it('sets the plain name over HTTP and the __Host- name, Secure, over HTTPS', async () => {
    const plain = await (await appAt('http://shop.test')).inject({ url: '/set?max=60' });
    expect(plain.json()).toEqual({ secure: false });
    expect(plain.headers['set-cookie']).toBe(`beckon_test=${TOKEN}; Max-Age=60; Path=/; HttpOnly; SameSite=Lax`);
    await app?.close();
    const secure = await (await appAt('https://shop.test')).inject({ url: '/set?max=60' });
    expect(secure.json()).toEqual({ secure: true });
    expect(secure.headers['set-cookie']).toBe(
      `__Host-beckon_test=${TOKEN}; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
  });

  it('is a browser-session cookie without a maximum age', async () => {
    const r = await (await appAt('http://shop.test')).inject({ url: '/set' });
    expect(r.headers['set-cookie']).toBe(`beckon_test=${TOKEN}; Path=/; HttpOnly; SameSite=Lax`);
  });

  it('clears the cookie under the name it was set with', async () => {
    const r = await (await appAt('https://shop.test')).inject({ url: '/clear' });
    expect(r.json()).toEqual({ secure: true });
    expect(r.headers['set-cookie']).toBe(
      '__Host-beckon_test=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax',
    );
  });

  it('makes new random tokens of its own shape and ids that are their hex SHA-256', () => {
    const a = newToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(a);
    expect(tokenIdOf(a)).toBe(createHash('sha256').update(a).digest('hex'));
  });
});
