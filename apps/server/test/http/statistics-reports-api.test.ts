/**
 * Reports API access and inputs: only the site's owner, by Stats API key, gets
 * answers; dates and limits are validated; online now follows hits and pings
 * within the window.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatsApiKey } from '../../src/plugins/statistics/index.js';
import {
  addSite,
  b64,
  backends,
  buildStatsTestApp,
  FORM,
  hitForm,
  OTHER_SITE,
  SITE,
  tsHeader,
} from './statistics-helpers.js';

describe.each(backends)('the reports API on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let key: string;
  let otherKey: string;
  let clock = new Date('2026-05-01T12:00:00Z');

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    await addSite(db, SITE);
    await addSite(db, OTHER_SITE);
    key = await createStatsApiKey(db, SITE, 'test');
    otherKey = await createStatsApiKey(db, OTHER_SITE);
    app = await buildStatsTestApp(db, { now: () => clock });
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await dispose();
  });

  const get = (url: string, token: string | null = key) =>
    app.inject({ method: 'GET', url, headers: token === null ? {} : { authorization: `Bearer ${token}` } });

  describe('authorisation', () => {
    it('stores only the SHA-256 of a key, never the key', async () => {
      const { rows } = await db.query<{ key_hash: string }>(
        'SELECT key_hash FROM account_api_keys WHERE account_id = $1',
        [SITE],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.key_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(key.slice(-20));
    });

    it('answers the owner’s key with the report', async () => {
      const res = await get(`/api/statistics/sites/${SITE}/visitors`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.json().days).toHaveLength(30);
    });

    it('refuses a request without a key with 401', async () => {
      const res = await get(`/api/statistics/sites/${SITE}/visitors`, null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'BK_ERR_STATS_KEY_MISSING' });
    });

    it('refuses a made-up or altered key with 401', async () => {
      expect((await get(`/api/statistics/sites/${SITE}/pages`, 'letmein')).statusCode).toBe(401);
      const altered = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
      expect((await get(`/api/statistics/sites/${SITE}/pages`, altered)).json()).toMatchObject({
        code: 'BK_ERR_STATS_KEY_INVALID',
      });
    });

    it('refuses another site’s key with 403 on every report', async () => {
      for (const report of ['visitors', 'pages', 'referrers', 'online', 'outbound-links', 'downloads', 'overview']) {
        const res = await get(`/api/statistics/sites/${SITE}/${report}`, otherKey);
        expect(res.statusCode, report).toBe(403);
      }
    });
  });

  describe('inputs', () => {
    it.each([
      ['a date that is not a date', '?from=2026-02-30'],
      ['a range that ends before it starts', '?from=2026-03-02&to=2026-03-01'],
      ['a range over two years', '?from=2020-01-01&to=2026-01-01'],
      ['an unknown parameter', '?from=2026-01-01&sort=asc'],
    ])('refuses %s with 400', async (_name, query) => {
      const res = await get(`/api/statistics/sites/${SITE}/visitors${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'FST_ERR_VALIDATION' });
    });

    it('refuses a limit outside 1 to 100 and an unknown referrer kind', async () => {
      expect((await get(`/api/statistics/sites/${SITE}/pages?limit=0`)).statusCode).toBe(400);
      expect((await get(`/api/statistics/sites/${SITE}/pages?limit=101`)).statusCode).toBe(400);
      expect((await get(`/api/statistics/sites/${SITE}/referrers?kind=direct`)).statusCode).toBe(400);
      // The overview answers every referrer kind: a kind filter is the referrers route's alone.
      expect((await get(`/api/statistics/sites/${SITE}/overview?kind=search`)).statusCode).toBe(400);
      expect((await get(`/api/statistics/sites/${SITE}/overview?limit=101`)).statusCode).toBe(400);
    });

    it('refuses a site id of the wrong shape before looking at the key', async () => {
      expect((await get('/api/statistics/sites/nope/visitors')).statusCode).toBe(400);
    });
  });

  describe('referrers', () => {
    it('counts webmail apart from search engines and other sites, and filters by that kind', async () => {
      // Days before the online-now test's clock, so these visitors are not online then.
      clock = new Date('2026-04-20T12:00:00Z');
      for (const referrer of [
        'https://mail.google.com/mail/u/0/',
        'https://outlook.live.com/mail/0/inbox',
        'https://mail.yahoo.com/d/folders/1',
        'https://www.google.es/',
        'https://news.example/article',
      ])
        await app.inject({
          method: 'POST',
          url: '/api/statistics/hit',
          headers: { ...FORM, 'x-stats-ts': tsHeader(), 'user-agent': 'UA mail' },
          payload: hitForm({ page_uri: b64('/mail'), referred: b64(referrer) }),
        });
      const all = (await get(`/api/statistics/sites/${SITE}/referrers`)).json();
      expect(all.byKind).toMatchObject({ email: 3, search: 1, external: 1 });
      const mail = await get(`/api/statistics/sites/${SITE}/referrers?kind=email`);
      expect(mail.statusCode).toBe(200);
      expect(
        (mail.json().referrers as { host: string; kind: string }[]).map((r) => `${r.kind} ${r.host}`).sort(),
      ).toEqual(['email mail.google.com', 'email mail.yahoo.com', 'email outlook.live.com']);
    });
  });

  describe('online now', () => {
    const post = (path: string, body: string, ua: string) =>
      app.inject({
        method: 'POST',
        url: path,
        headers: { ...FORM, 'x-stats-ts': tsHeader(), 'user-agent': ua },
        payload: body,
      });

    it('counts visitors seen by a hit or ping within the window and forgets them after', async () => {
      clock = new Date('2026-05-01T12:00:00Z');
      await post('/api/statistics/hit', hitForm({ page_uri: b64('/a') }), 'UA one');
      await post('/api/statistics/hit', hitForm({ page_uri: b64('/b') }), 'UA two');
      clock = new Date('2026-05-01T12:02:00Z');
      await post('/api/statistics/online', hitForm({ page_uri: b64('/a') }, 'online'), 'UA two');
      let res = (await get(`/api/statistics/sites/${SITE}/online`)).json();
      expect(res).toMatchObject({ online: 2, windowSeconds: 150, pages: [{ path: '/a', visitors: 2 }] });

      clock = new Date('2026-05-01T12:03:00Z'); // one is 180 s quiet, the other 60 s
      res = (await get(`/api/statistics/sites/${SITE}/online`)).json();
      expect(res).toMatchObject({ online: 1, pages: [{ path: '/a', visitors: 1 }] });
    });
  });
});
