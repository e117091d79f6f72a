/**
 * The public origin and the proxy in front, as configuration: pages are
 * rendered for PUBLIC_URL (or the default origin) or a site's own address,
 * never for the raw Host header, so rotating Host headers neither fill nor
 * defeat the page cache (a host no site has gets a fixed 404 without a query); the session cookie is Secure with the __Host- prefix when the public
 * origin is https or a trusted proxy says the request came over https, and an
 * untrusted X-Forwarded-Proto changes nothing.
 */
import { connectMigratedMemory, type Db, migrate } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { parseTrustProxy } from '../../src/config.js';
import { seedAll } from '../../src/seed.js';
import { countingDb, queriesIn } from '../helpers/test-app.js';
import { HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { confirmationToken, uniqueEmail } from './owner-helpers.js';

let db: Db;
beforeAll(async () => {
  db = await connectMigratedMemory();
  await migrate(db);
  await seedAll(db);
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  await db.close();
}, HOOK_TIMEOUT_MS);

describe('the site page cache under rotating Host headers', () => {
  it(
    'renders each page once for the default origin when PUBLIC_URL is unset, whatever 1,000 different Host headers say',
    async () => {
      const app = await buildApp({ db: countingDb(db), logger: false });
      try {
        await app.ready();
        const first = await app.inject({ method: 'GET', url: '/' });
        expect(first.statusCode).toBe(200);
        const bodies = new Set<string>();
        const queries = await queriesIn(async () => {
          for (let i = 0; i < 1000; i++) {
            const res = await app.inject({
              method: 'GET',
              url: '/',
              headers: { host: `h${i}.attacker.example:${1000 + i}` },
            });
            expect(res.statusCode).toBe(200);
            bodies.add(res.body);
          }
        });
        // One render for all of them: at most a stamp check per revalidation window, never a render per Host.
        expect(queries).toBeLessThan(50);
        expect(bodies.size).toBe(1);
        const [body = ''] = bodies;
        expect(body).toContain('src="http://localhost/widget/loader.js?id=');
        expect(body).toContain('src="http://localhost/stats/tracker.js"');
        expect(body).not.toContain('attacker.example');
      } finally {
        await app.close();
      }
    },
    HOOK_TIMEOUT_MS,
  );

  it(
    'answers 1,000 hosts that are no site of PUBLIC_URL’s server with the fixed 404, without a query or a cached page',
    async () => {
      const app = await buildApp({ db: countingDb(db), logger: false, publicUrl: 'https://clinic.example' });
      try {
        await app.ready();
        const main = await app.inject({ method: 'GET', url: '/', headers: { host: 'clinic.example' } });
        expect(main.statusCode).toBe(200);
        expect(main.body).toContain('src="https://clinic.example/widget/loader.js?id=');
        const bodies = new Set<string>();
        const queries = await queriesIn(async () => {
          for (let i = 0; i < 1000; i++) {
            // Foreign names, and names under the sites' base domain that no site has.
            const host = i % 2 === 0 ? `h${i}.attacker.example:${1000 + i}` : `nope${i}.localhost`;
            const res = await app.inject({ method: 'GET', url: `/p${i}/`, headers: { host } });
            expect(res.statusCode).toBe(404);
            bodies.add(res.body);
          }
        });
        expect(queries).toBe(0);
        expect(bodies.size).toBe(1);
        const [body = ''] = bodies;
        expect(body).toContain('No hay ningún sitio web en esta dirección');
        expect(body).not.toContain('attacker.example');
      } finally {
        await app.close();
      }
    },
    HOOK_TIMEOUT_MS,
  );
});

/** Signs up and confirms through the whole app and returns the session cookie the confirmation set. */
async function signUpCookie(app: FastifyInstance, headers: Record<string, string>, remoteAddress = '127.0.0.1') {
  const email = uniqueEmail('edge');
  const post = (url: string, payload: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });
  const res = await post('/api/owner/sign-up', { email, password: 'correct horse battery', account_name: 'Edge shop' });
  expect(res.statusCode).toBe(202);
  const confirmed = await post('/api/owner/confirm', { token: await confirmationToken(db, email) });
  expect(confirmed.statusCode).toBe(201);
  const [cookie] = confirmed.cookies;
  return cookie;
}

describe('the session cookie behind a proxy', () => {
  it(
    'is Secure with the __Host- prefix when the trusted proxy says the request came over https',
    async () => {
      const app = await buildApp({ db, logger: false, trustProxy: parseTrustProxy('10.0.0.0/8') });
      try {
        const cookie = await signUpCookie(app, { 'x-forwarded-proto': 'https' }, '10.1.2.3');
        expect(cookie).toMatchObject({ name: '__Host-beckon_session', secure: true, httpOnly: true, path: '/' });
      } finally {
        await app.close();
      }
    },
    HOOK_TIMEOUT_MS,
  );

  it(
    'ignores X-Forwarded-Proto from an address TRUST_PROXY does not name',
    async () => {
      const app = await buildApp({ db, logger: false, trustProxy: parseTrustProxy('10.0.0.0/8') });
      try {
        const cookie = await signUpCookie(app, { 'x-forwarded-proto': 'https' }, '203.0.113.9');
        expect(cookie).toMatchObject({ name: 'beckon_session' });
        expect(cookie?.secure).toBeFalsy();
      } finally {
        await app.close();
      }
    },
    HOOK_TIMEOUT_MS,
  );

  it(
    'ignores X-Forwarded-Proto when no proxy is trusted',
    async () => {
      const app = await buildApp({ db, logger: false });
      try {
        const cookie = await signUpCookie(app, { 'x-forwarded-proto': 'https' });
        expect(cookie).toMatchObject({ name: 'beckon_session' });
        expect(cookie?.secure).toBeFalsy();
      } finally {
        await app.close();
      }
    },
    HOOK_TIMEOUT_MS,
  );

  it(
    'is Secure with the __Host- prefix whenever the public origin is https',
    async () => {
      const app = await buildApp({ db, logger: false, publicUrl: 'https://clinic.example' });
      try {
        const cookie = await signUpCookie(app, {});
        expect(cookie).toMatchObject({ name: '__Host-beckon_session', secure: true });
      } finally {
        await app.close();
      }
    },
    HOOK_TIMEOUT_MS,
  );
});
