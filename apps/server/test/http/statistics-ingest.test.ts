/**
 * Ingestion routes (spec §3, §7 calls 1–2): good and malformed hits, online
 * pings and events, acknowledgement after commit, the daily visitor id, and no
 * IP or user agent anywhere in the database.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStatisticsWriters, type StatisticsWriters } from '../../src/plugins/statistics/index.js';
import {
  addSite,
  allTextValues,
  b64,
  backends,
  buildStatsTestApp,
  FORM,
  hitForm,
  OTHER_SITE,
  SITE,
  tsHeader,
} from './statistics-helpers.js';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) StatsIngestTest/9.9 Chrome/140.0';
const ORIGIN = 'https://clinic.example';

describe.each(backends)('statistics ingestion on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let writers: StatisticsWriters;
  let clock = new Date('2026-03-10T10:00:00Z');
  const trackerDir = mkdtempSync(join(tmpdir(), 'tracker-dist-'));
  writeFileSync(join(trackerDir, 'tracker.js'), '(()=>{})();');

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    await addSite(db, SITE);
    writers = createStatisticsWriters(db, () => clock);
    app = await buildStatsTestApp(db, { now: () => clock, writers, trackerDistDir: trackerDir });
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await dispose();
    rmSync(trackerDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    clock = new Date('2026-03-10T10:00:00Z');
    for (const t of ['stat_pageviews', 'stat_visitor_days', 'stat_daily', 'stat_page_daily', 'stat_referrer_daily']) {
      await db.exec(`DELETE FROM ${t}`);
    }
    await db.exec('DELETE FROM stat_online; DELETE FROM stat_events; DELETE FROM stat_event_daily');
  });

  const hit = (body: string, headers: Record<string, string> = {}, ua = UA) =>
    app.inject({
      method: 'POST',
      url: '/api/statistics/hit',
      headers: { ...FORM, 'x-stats-ts': tsHeader(), 'user-agent': ua, origin: ORIGIN, ...headers },
      payload: body,
    });
  const count = async (table: string) =>
    Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);

  describe('a good hit', () => {
    it('is acknowledged with status true and is in the database when the answer arrives', async () => {
      const res = await hit(hitForm());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: true });
      const { rows } = await db.query(
        'SELECT account_id, page_uri, page_path, source_type, source_id, referrer, referrer_host, referrer_kind FROM stat_pageviews',
      );
      expect(rows).toEqual([
        {
          account_id: SITE,
          page_uri: '/treatments/implants?utm_source=x',
          page_path: '/treatments/implants',
          source_type: 'post',
          source_id: '12',
          referrer: 'https://www.google.com/search',
          referrer_host: 'www.google.com',
          referrer_kind: 'search',
        },
      ]);
    });

    it('decodes non-ASCII paths, referrers and search queries from UTF-8 base64', async () => {
      const res = await hit(
        hitForm({
          page_uri: b64('/zähne/weiß?q=ü'),
          referred: b64('https://例え.jp/検索?q=x'),
          search_query: b64('zahnärzte 😀'),
        }),
      );
      expect(res.statusCode).toBe(200);
      const { rows } = await db.query<{ page_path: string; referrer_host: string; search_query: string }>(
        'SELECT page_path, referrer_host, search_query FROM stat_pageviews',
      );
      expect(rows[0]).toEqual({
        page_path: '/zähne/weiß',
        referrer_host: 'xn--r8jz45g.jp',
        search_query: 'zahnärzte 😀',
      });
    });

    it('classifies the referrer as internal, external or direct', async () => {
      await hit(hitForm({ referred: b64('https://clinic.example/team') }));
      await hit(hitForm({ referred: b64('https://news.example/article?id=1') }));
      await hit(hitForm({ referred: b64('') }));
      const { rows } = await db.query<{ referrer_kind: string; referrer: string }>(
        'SELECT referrer_kind, referrer FROM stat_pageviews ORDER BY pageview_id',
      );
      expect(rows).toEqual([
        { referrer_kind: 'internal', referrer: 'https://clinic.example/team' },
        { referrer_kind: 'external', referrer: 'https://news.example/article' },
        { referrer_kind: 'direct', referrer: '' },
      ]);
    });

    it('counts one visitor for two page views from one IP and browser, two for two browsers', async () => {
      await hit(hitForm());
      await hit(hitForm({ page_uri: b64('/contact') }));
      await hit(hitForm(), {}, `${UA} Other`);
      await writers.rollup.run();
      const { rows } = await db.query<{ pageviews: string; visitors: string }>(
        'SELECT pageviews, visitors FROM stat_daily',
      );
      expect(rows.map((r) => [Number(r.pageviews), Number(r.visitors)])).toEqual([[3, 2]]);
    });

    it('gives the same visitor a new, unlinkable id on the next day', async () => {
      await hit(hitForm());
      clock = new Date('2026-03-11T00:00:01Z');
      await hit(hitForm());
      const { rows } = await db.query<{ day: string; visitor_id: string }>(
        "SELECT to_char(day, 'YYYY-MM-DD') AS day, visitor_id FROM stat_pageviews ORDER BY pageview_id",
      );
      expect(rows.map((r) => r.day)).toEqual(['2026-03-10', '2026-03-11']);
      expect(rows[0]?.visitor_id).toMatch(/^[0-9a-f]{32}$/);
      expect(rows[0]?.visitor_id).not.toBe(rows[1]?.visitor_id);
    });

    it('acknowledges concurrent hits only with every one of them stored', async () => {
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => hit(hitForm({ page_uri: b64(`/p/${i}`) }), {}, `${UA} #${i}`)),
      );
      expect(answers.every((r) => r.statusCode === 200)).toBe(true);
      expect(await count('stat_pageviews')).toBe(60);
      await writers.rollup.run();
      const { rows } = await db.query<{ visitors: string }>('SELECT visitors FROM stat_daily');
      expect(Number(rows[0]?.visitors)).toBe(60);
    });

    it('writes page views queued together in one shared commit', async () => {
      const before = writers.pageviews.stats.batches;
      const row = (i: number) => ({
        account_id: SITE,
        day: '2026-03-10',
        visitor_id: `v${i % 7}`,
        page_uri: '/',
        page_path: '/',
        source_type: 'post',
        source_id: '0',
        search_query: '',
        referrer: '',
        referrer_host: '',
        referrer_kind: 'direct' as const,
        seen_at: clock,
      });
      await Promise.all(Array.from({ length: 50 }, (_, i) => writers.pageviews.write(row(i))));
      // The first write starts a batch at once; the other 49 wait for it and go together.
      expect(writers.pageviews.stats.batches - before).toBeLessThanOrEqual(2);
      await writers.rollup.run();
      const { rows } = await db.query<{ pageviews: string; visitors: string }>(
        'SELECT pageviews, visitors FROM stat_daily',
      );
      expect(rows.map((r) => [Number(r.pageviews), Number(r.visitors)])).toEqual([[50, 7]]);
    });

    it('answers a declared crawler without counting it', async () => {
      const res = await hit(hitForm(), {}, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: true, recorded: false });
      expect(await count('stat_pageviews')).toBe(0);
    });

    it('answers a cross-origin preflight and allows any origin to post', async () => {
      const pre = await app.inject({
        method: 'OPTIONS',
        url: '/api/statistics/hit',
        headers: {
          origin: ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-stats-ts',
        },
      });
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-headers']).toContain('x-stats-ts');
      expect((await hit(hitForm())).headers['access-control-allow-origin']).toBe('*');
    });
  });

  describe('a malformed hit', () => {
    const cases: [string, () => Promise<{ statusCode: number; json(): unknown }>, number][] = [
      ['a missing page_uri', () => hit(hitForm({ page_uri: undefined })), 400],
      ['an unknown field', () => hit(`${hitForm()}&ip=1.2.3.4`), 400],
      ['a repeated field', () => hit(`${hitForm()}&source_id=13`), 400],
      ['page_uri that is not base64', () => hit(hitForm({ page_uri: '/plain/path' })), 400],
      [
        'page_uri that is not UTF-8',
        () => hit(hitForm({ page_uri: Buffer.from([0x2f, 0xff]).toString('base64') })),
        400,
      ],
      ['page_uri that is not a path', () => hit(hitForm({ page_uri: b64('https://x.example/') })), 400],
      ['page_uri with control characters', () => hit(hitForm({ page_uri: b64('/a\nb') })), 400],
      ['a referrer that is not an http URL', () => hit(hitForm({ referred: b64('javascript:alert(1)') })), 400],
      ['a source_type with markup', () => hit(hitForm({ source_type: '<b>' })), 400],
      ['the online endpoint name on the hit route', () => hit(hitForm({}, 'online')), 400],
      ['a site id of the wrong shape', () => hit(hitForm({ site: 'DE30C1E0A1B2C' })), 400],
      ['no timestamp header', () => hit(hitForm(), { 'x-stats-ts': '' }), 400],
      [
        'a timestamp header that is not base64 of seconds',
        () => hit(hitForm(), { 'x-stats-ts': b64('yesterday') }),
        400,
      ],
      ['a JSON body', () => hit(JSON.stringify({ site: SITE }), { 'content-type': 'application/json' }), 415],
      ['a body over 16 KiB', () => hit(`${hitForm()}&pad=${'x'.repeat(17_000)}`), 413],
      ['a site that does not exist', () => hit(hitForm({ site: OTHER_SITE })), 404],
    ];

    it.each(cases)('with %s is refused with a JSON error and stores nothing', async (_name, send, status) => {
      const res = await send();
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ statusCode: status, code: expect.any(String), message: expect.any(String) });
      expect(await count('stat_pageviews')).toBe(0);
    });

    it('names the offending field in the message', async () => {
      const res = await hit(hitForm({ page_uri: '%%%' }));
      expect(res.json()).toMatchObject({
        code: 'FST_ERR_VALIDATION',
        message: expect.stringContaining('body.page_uri'),
      });
    });
  });

  describe('online pings', () => {
    const ping = (body: string, ua = UA) =>
      app.inject({
        method: 'POST',
        url: '/api/statistics/online',
        headers: { ...FORM, 'x-stats-ts': tsHeader(), 'user-agent': ua, origin: ORIGIN },
        payload: body,
      });

    it('refresh the visitor’s online row without adding a page view', async () => {
      await hit(hitForm());
      clock = new Date('2026-03-10T10:01:00Z');
      const res = await ping(hitForm({ page_uri: b64('/contact') }, 'online'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: true });
      const { rows } = await db.query<{ page_path: string; last_seen: Date }>(
        'SELECT page_path, last_seen FROM stat_online',
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.page_path).toBe('/contact');
      expect(new Date(rows[0]?.last_seen ?? 0).toISOString()).toBe('2026-03-10T10:01:00.000Z');
      expect(await count('stat_pageviews')).toBe(1);
    });

    it('are refused when malformed', async () => {
      expect((await ping(hitForm({}, 'hit'))).statusCode).toBe(400);
      expect((await ping(hitForm({ wp_statistics_hit: '0' }, 'online'))).statusCode).toBe(400);
      expect(await count('stat_online')).toBe(0);
    });
  });

  describe('link and download events', () => {
    const event = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/statistics/event',
        headers: { ...FORM, 'user-agent': UA, origin: ORIGIN },
        payload: new URLSearchParams({ site: SITE, et: '1767225600000', ...fields }).toString(),
      });

    it('record an outbound link click with its §3 fields', async () => {
      const res = await event({
        en: 'click',
        eid: 'maps',
        ec: 'btn btn-map',
        ev: 'Directions',
        mb: '0',
        tu: 'https://maps.example/place?id=1#x',
        pid: '12',
      });
      expect(res.statusCode).toBe(200);
      const { rows } = await db.query(
        'SELECT event_kind, event_name, element_id, element_class, link_text, target FROM stat_events',
      );
      expect(rows).toEqual([
        {
          event_kind: 'link',
          event_name: 'click',
          element_id: 'maps',
          element_class: 'btn btn-map',
          link_text: 'Directions',
          target: 'https://maps.example/place',
        },
      ]);
    });

    it('record a download and never store its download key', async () => {
      const res = await event({
        en: 'file_download',
        tu: 'https://clinic.example/?download_file=77&order=wc_1&key=SECRET-KEY-1',
        fn: '77',
        df: '77',
        dk: 'SECRET-KEY-1',
        wcdl: 'true',
      });
      expect(res.statusCode).toBe(200);
      const { rows } = await db.query('SELECT event_kind, target, download_file, woo_download FROM stat_events');
      expect(rows).toEqual([
        {
          event_kind: 'download',
          target: 'https://clinic.example/?download_file=77',
          download_file: '77',
          woo_download: true,
        },
      ]);
      expect((await allTextValues(db)).some((v) => v.includes('SECRET-KEY-1'))).toBe(false);
    });

    it('ignore a link to the page’s own host', async () => {
      const res = await event({ en: 'click', tu: 'https://clinic.example/team' });
      expect(res.json()).toEqual({ status: true, recorded: false });
      expect(await count('stat_events')).toBe(0);
    });

    it.each([
      ['a javascript: target', { en: 'click', tu: 'javascript:alert(1)' }],
      ['an unknown event name', { en: 'hover', tu: 'https://x.example/' }],
      ['a mouse button that does not exist', { en: 'click', mb: '9', tu: 'https://x.example/' }],
      ['a timestamp that is not a number', { en: 'click', et: 'now', tu: 'https://x.example/' }],
      ['a missing target URL', { en: 'click' }],
      ['an unknown field', { en: 'click', tu: 'https://x.example/', ip: '10.0.0.1' }],
    ])('are refused with %s', async (_name, fields) => {
      const res = await event(fields as Record<string, string>);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'FST_ERR_VALIDATION' });
      expect(await count('stat_events')).toBe(0);
    });
  });

  describe('the tracker script', () => {
    it('is served as cacheable JavaScript any site may load', async () => {
      const res = await app.inject({ method: 'GET', url: '/stats/tracker.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.body).toBe('(()=>{})();');
    });
  });

  describe('privacy', () => {
    it('leaves no raw IP address and no user agent anywhere in the database', async () => {
      await hit(hitForm(), { 'x-forwarded-for': '203.0.113.9' });
      await app.inject({
        method: 'POST',
        url: '/api/statistics/online',
        headers: { ...FORM, 'x-stats-ts': tsHeader(), 'user-agent': UA },
        payload: hitForm({}, 'online'),
      });
      await app.inject({
        method: 'POST',
        url: '/api/statistics/event',
        headers: { ...FORM, 'user-agent': UA },
        payload: new URLSearchParams({ site: SITE, en: 'click', et: '1', tu: 'https://x.example/' }).toString(),
      });
      const values = await allTextValues(db);
      expect(values.length).toBeGreaterThan(10); // the scan did see the stored rows
      for (const needle of ['127.0.0.1', '203.0.113.9', UA, 'StatsIngestTest']) {
        expect(values.filter((v) => v.includes(needle))).toEqual([]);
      }
    });
  });
});

describe('statistics ingestion when the database fails', () => {
  it('answers 503 with Retry-After, so the tracker marks the hit failed', { timeout: 60_000 }, async () => {
    const { db, dispose } = await backends[0]!.open();
    await addSite(db, SITE);
    const broken: Db = {
      ...db,
      query: async (sql, params) => {
        if (sql.includes('stat_pageviews')) throw new Error('disk full');
        return db.query(sql, params);
      },
      insertRows: async () => {
        throw new Error('disk full');
      },
    };
    const app = await buildStatsTestApp(broken);
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/statistics/hit',
        headers: { ...FORM, 'x-stats-ts': tsHeader(), 'user-agent': UA },
        payload: hitForm(),
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toMatchObject({ code: 'BK_ERR_STORE_UNAVAILABLE' });
    } finally {
      await app.close();
      await dispose();
    }
  });
});
