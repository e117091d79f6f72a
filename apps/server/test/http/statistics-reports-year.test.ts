/**
 * Each report over a generated year of traffic:
 * ~50 000 page views and their events go in through the ingestion writers,
 * and every answer is checked against the same figures computed here from
 * the generated rows. (The ≥ 1 M page-view timing is in the bench.)
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatsApiKey } from '../../src/plugins/statistics/index.js';
import {
  type EventRow,
  type PageviewRow,
  writeEvents,
  writePageviews,
} from '../../src/plugins/statistics/ingest-repository.js';
import { rollupPageviews } from '../../src/plugins/statistics/rollup-pageviews.js';
import { addSite, backends, buildStatsTestApp, OTHER_SITE, SITE } from './statistics-helpers.js';
import { generateTraffic } from './statistics-traffic.js';

const YEAR = { from: '2025-01-01', to: '2025-12-31' };
const SPRING = { from: '2025-03-01', to: '2025-05-31' };

/** Top-N by count, ties broken by key: the order the reports promise. */
function top<K extends string>(counts: Map<K, number>, limit: number): [K, number][] {
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, limit);
}
const inRange = (day: string, r: { from: string; to: string }) => day >= r.from && day <= r.to;
function tally<T>(rows: T[], key: (r: T) => string): Map<string, number> {
  const m = new Map<string, number>();
  for (const r of rows) m.set(key(r), (m.get(key(r)) ?? 0) + 1);
  return m;
}

describe.each(backends)('the reports over a generated year on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let key: string;
  const pageviews: PageviewRow[] = [];
  const events: EventRow[] = [];

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    await addSite(db, SITE);
    key = await createStatsApiKey(db, SITE);
    let pending: PageviewRow[] = [];
    let pendingEvents: EventRow[] = [];
    for (const day of generateTraffic({ site: SITE, from: YEAR.from, days: 365, pageviewsPerDay: 137 })) {
      pageviews.push(...day.pageviews);
      events.push(...day.events);
      pending.push(...day.pageviews);
      pendingEvents.push(...day.events);
      if (pending.length >= 4000) {
        await writePageviews(db, pending);
        await writeEvents(db, pendingEvents);
        pending = [];
        pendingEvents = [];
      }
    }
    await writePageviews(db, pending);
    await writeEvents(db, pendingEvents);
    // Another site's traffic on the same days must not leak into SITE's reports.
    for (const day of generateTraffic({ site: OTHER_SITE, from: YEAR.from, days: 30, pageviewsPerDay: 50, seed: 7 })) {
      await writePageviews(db, day.pageviews);
      await writeEvents(db, day.events);
    }
    // Folded here, within this hook's time: otherwise the first report's test is charged with the year's rollup.
    await rollupPageviews(db);
    app = await buildStatsTestApp(db, { now: () => new Date('2026-01-01T00:00:00Z') });
  }, 240_000);

  afterAll(async () => {
    await app?.close();
    await dispose();
  });

  const report = async (path: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/statistics/sites/${SITE}/${path}`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('was seeded with a year of roughly 50 000 page views', () => {
    expect(pageviews.length).toBeGreaterThan(45_000);
    expect(new Set(pageviews.map((p) => p.day)).size).toBe(365);
  });

  it('answers visitors and page views for every day of the year', async () => {
    const body = await report(`visitors?from=${YEAR.from}&to=${YEAR.to}`);
    const byDay = new Map<string, { pageviews: number; visitors: Set<string> }>();
    for (const p of pageviews) {
      const d = byDay.get(p.day) ?? { pageviews: 0, visitors: new Set<string>() };
      d.pageviews++;
      d.visitors.add(p.visitor_id);
      byDay.set(p.day, d);
    }
    const expected = [...byDay].map(([day, d]) => ({ day, visitors: d.visitors.size, pageviews: d.pageviews }));
    expect(body.days).toEqual(expected);
    expect(body.totals).toEqual({
      pageviews: pageviews.length,
      visitors: expected.reduce((n, d) => n + d.visitors, 0),
    });
  });

  it('fills days without traffic with zeros', async () => {
    const body = await report('visitors?from=2024-12-30&to=2025-01-01');
    expect(body.days.slice(0, 2)).toEqual([
      { day: '2024-12-30', visitors: 0, pageviews: 0 },
      { day: '2024-12-31', visitors: 0, pageviews: 0 },
    ]);
    expect(body.days[2].pageviews).toBeGreaterThan(0);
  });

  // Whole months are read from the monthly rollup and the ends from the daily one: ranges cut mid-month on purpose.
  it.each([
    ['the year', YEAR],
    ['spring', SPRING],
    ['mid-February to mid-June', { from: '2025-02-14', to: '2025-06-10' }],
    ['a few days inside April', { from: '2025-04-03', to: '2025-04-20' }],
    ['late April to early May', { from: '2025-04-20', to: '2025-05-10' }],
    ['one day', { from: '2025-07-01', to: '2025-07-01' }],
  ])('answers the top pages of %s by path', async (_name, range) => {
    const body = await report(`pages?from=${range.from}&to=${range.to}&limit=15`);
    const expected = top(
      tally(
        pageviews.filter((p) => inRange(p.day, range)),
        (p) => p.page_path,
      ),
      15,
    );
    expect(body.pages).toEqual(expected.map(([path, n]) => ({ path, pageviews: n })));
  });

  // Whole months from the monthly rollup, the ends from the daily one, as for the top pages.
  it.each([
    ['spring', SPRING],
    ['mid-February to mid-June', { from: '2025-02-14', to: '2025-06-10' }],
  ])('answers referrers per kind and the top referring hosts of %s', async (_name, range) => {
    const body = await report(`referrers?from=${range.from}&to=${range.to}&limit=8`);
    const spring = pageviews.filter((p) => inRange(p.day, range));
    const byKind = tally(spring, (p) => p.referrer_kind);
    expect(body.byKind).toEqual({
      direct: byKind.get('direct') ?? 0,
      internal: byKind.get('internal') ?? 0,
      external: byKind.get('external') ?? 0,
      search: byKind.get('search') ?? 0,
      email: byKind.get('email') ?? 0,
    });
    const hosts = top(
      tally(
        spring.filter((p) => p.referrer_kind !== 'direct'),
        (p) => `${p.referrer_host}\u0000${p.referrer_kind}`,
      ),
      8,
    );
    expect(body.referrers).toEqual(
      hosts.map(([k, n]) => {
        const [host, kind] = k.split('\u0000');
        return { host, kind, pageviews: n };
      }),
    );
  });

  it('answers only search referrers when asked for that kind', async () => {
    const body = await report(`referrers?from=${YEAR.from}&to=${YEAR.to}&kind=search&limit=10`);
    const expected = top(
      tally(
        pageviews.filter((p) => p.referrer_kind === 'search'),
        (p) => p.referrer_host,
      ),
      10,
    );
    expect(body.referrers).toEqual(expected.map(([host, n]) => ({ host, kind: 'search', pageviews: n })));
  });

  it('answers the top outbound links', async () => {
    const body = await report(`outbound-links?from=${YEAR.from}&to=${YEAR.to}&limit=10`);
    const expected = top(
      tally(
        events.filter((e) => e.event_kind === 'link'),
        (e) => e.target,
      ),
      10,
    );
    expect(body.links).toEqual(expected.map(([url, n]) => ({ url, clicks: n })));
  });

  it('answers the screen’s overview with each part equal to its own report route’s answer', async () => {
    const range = 'from=2025-02-14&to=2025-06-10';
    const body = await report(`overview?${range}&limit=7`);
    expect(body).toMatchObject({ site: SITE, from: '2025-02-14', to: '2025-06-10' });
    expect(body.visitors).toEqual(await report(`visitors?${range}`));
    expect(body.pages).toEqual(await report(`pages?${range}&limit=7`));
    expect(body.referrers).toEqual(await report(`referrers?${range}&limit=7`));
    expect(body.campaigns).toEqual(await report(`campaigns?${range}&limit=7`));
    expect(body.links).toEqual(await report(`outbound-links?${range}&limit=7`));
    expect(body.downloads).toEqual(await report(`downloads?${range}&limit=7`));
    expect(body.pages.pages).toHaveLength(7);
    expect(body.referrers.referrers.length).toBeGreaterThan(0);
  });

  it('answers the top downloads with their file names', async () => {
    const body = await report(`downloads?from=${SPRING.from}&to=${SPRING.to}&limit=5`);
    const expected = top(
      tally(
        events.filter((e) => e.event_kind === 'download' && inRange(e.day, SPRING)),
        (e) => e.target,
      ),
      5,
    );
    expect(body.downloads).toEqual(
      expected.map(([url, n]) => ({
        url,
        fileName: url.slice(url.lastIndexOf('/') + 1, -4),
        fileExt: 'pdf',
        downloads: n,
      })),
    );
  });
});
