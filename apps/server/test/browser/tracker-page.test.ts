/**
 * The built tracker in Chromium against the real statistics routes: a page view
 * is recorded, a history push records the new page, nothing is sent under Do
 * Not Track, consent given later starts tracking, a download click survives the
 * page navigating away, and the online pings follow the hit's outcome and the
 * inactivity limit (spec §4). The fixture pages are served by page.route on the
 * server's own origin.
 */
import { fileURLToPath } from 'node:url';
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/browser.js';
import { addSite, backends, buildStatsTestApp, SITE } from '../http/statistics-helpers.js';

/** The built tracker (`npm test` builds every workspace first). */
const TRACKER_DIST = fileURLToPath(new URL('../../../../packages/tracker/dist/', import.meta.url));

function snippet(origin: string, extra = ''): string {
  return `<script defer src="${origin}/stats/tracker.js" data-site="${SITE}" data-endpoint="${origin}/api/statistics" data-source-id="12"${extra}></script>`;
}

function html(origin: string, body: string, extra = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Clinic</title>${snippet(origin, extra)}</head><body>${body}</body></html>`;
}

async function until<T>(probe: () => Promise<T | undefined | false>, what: string, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the tracker in Chromium', () => {
  let db: Db;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let origin: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let statsRequests: string[];

  beforeAll(async () => {
    ({ db, dispose } = await backends[0]!.open());
    await addSite(db, SITE);
    app = await buildStatsTestApp(db, { trackerDistDir: TRACKER_DIST });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    origin = `http://127.0.0.1:${address.port}`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await dispose?.();
  });

  /** A fresh context per test, its fixture pages, and a log of every statistics request it makes. */
  async function open(pages: Record<string, string>, init?: () => void): Promise<void> {
    context = await browser.newContext();
    if (init) await context.addInitScript(init);
    page = await context.newPage();
    statsRequests = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/statistics/')) statsRequests.push(new URL(r.url()).pathname);
    });
    await page.route(`${origin}/site/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      return route.fulfill({ contentType: 'text/html', body: pages[path] ?? html(origin, '<p>thanks</p>') });
    });
  }

  beforeEach(async () => {
    await db.exec('DELETE FROM stat_pageviews; DELETE FROM stat_events; DELETE FROM stat_online');
  });

  afterEach(async () => {
    await context?.close();
  });

  const pageviews = async () =>
    (
      await db.query<{ page_uri: string; referrer: string; referrer_kind: string; source_id: string }>(
        'SELECT page_uri, referrer, referrer_kind, source_id FROM stat_pageviews ORDER BY pageview_id',
      )
    ).rows;

  it('records a page view with its path, query and referrer', async () => {
    await open({ '/site/zähne': html(origin, '<h1>Teeth</h1>') });
    await page.goto(`${origin}/site/zähne?q=weiß`, { referer: 'https://www.google.com/' });
    const rows = await until(async () => (await pageviews()).length === 1 && pageviews(), 'the page view');
    expect(rows[0]).toMatchObject({ referrer_kind: 'search', source_id: '12' });
    expect(decodeURIComponent(rows[0]?.page_uri ?? '')).toBe('/site/zähne?q=weiß');
  });

  it('records the new page after a history push, with the page it left as referrer', async () => {
    await open({ '/site/home': html(origin, '<h1>Home</h1>') });
    await page.goto(`${origin}/site/home`);
    await until(async () => (await pageviews()).length === 1, 'the first page view');
    await page.evaluate(() => history.pushState({}, '', '/site/team'));
    const rows = await until(async () => (await pageviews()).length === 2 && pageviews(), 'the pushed page view');
    expect(rows[1]).toMatchObject({
      page_uri: '/site/team',
      referrer: `${origin}/site/home`,
      referrer_kind: 'internal',
    });
    // Same URL again (replaceState) is not a new page view.
    await page.evaluate(() => history.replaceState({ x: 1 }, '', '/site/team'));
    await page.waitForTimeout(500);
    expect(await pageviews()).toHaveLength(2);
  });

  it('sends nothing at all when Do Not Track is on', async () => {
    const messages: string[] = [];
    await open({ '/site/home': html(origin, '<a id="out" href="https://maps.example/x">Map</a>') }, () => {
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });
    });
    page.on('console', (m) => messages.push(m.text()));
    await page.goto(`${origin}/site/home`);
    await page.evaluate(() => {
      // Stop the outbound navigation itself; the tracker's own listener runs first (capture).
      document.getElementById('out')?.addEventListener('click', (e) => e.preventDefault());
    });
    await page.click('#out');
    await page.waitForTimeout(1000);
    expect(statsRequests).toEqual([]);
    expect(await pageviews()).toEqual([]);
    expect(messages.some((m) => m.includes('Do Not Track'))).toBe(true);
  });

  it('waits for consent and starts when the configured level is allowed', async () => {
    await open({ '/site/home': html(origin, '<h1>Home</h1>', ' data-consent="statistics"') }, () => {
      (window as unknown as { wp_has_consent: () => boolean }).wp_has_consent = () => false;
    });
    await page.goto(`${origin}/site/home`);
    await page.waitForTimeout(800);
    expect(statsRequests).toEqual([]);
    await page.evaluate(() =>
      document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { statistics: 'allow' } })),
    );
    await until(async () => (await pageviews()).length === 1, 'the page view after consent');
  });

  it('records a download click while the page navigates away', async () => {
    await open({
      '/site/home': html(origin, '<a id="dl" class="file" href="/site/files/price-list.pdf?v=2">Price list</a>'),
    });
    await page.goto(`${origin}/site/home`);
    await until(async () => (await pageviews()).length === 1, 'the page view');
    await Promise.all([page.waitForURL('**/price-list.pdf?v=2'), page.click('#dl')]);
    const { rows } = await until(async () => {
      const r = await db.query<Record<string, unknown>>(
        'SELECT event_kind, event_name, file_name, file_ext, target, link_text, element_id, element_class FROM stat_events',
      );
      return r.rows.length > 0 && r;
    }, 'the download event');
    expect(rows[0]).toEqual({
      event_kind: 'download',
      event_name: 'file_download',
      file_name: 'price-list',
      file_ext: 'pdf',
      target: `${origin}/site/files/price-list.pdf`,
      link_text: 'Price list',
      element_id: 'dl',
      element_class: 'file',
    });
  });

  describe('online pings (fake clock)', () => {
    const pings = () => statsRequests.filter((p) => p.endsWith('/online')).length;
    // The ping timer starts when the tracker has read the hit's answer; a row in the database comes
    // sooner than that, so advancing the fake clock at that moment could run before the timer exists.
    const gotoAndWaitForHit = async (url: string) => {
      const hit = page.waitForResponse((r) => r.url().endsWith('/api/statistics/hit'));
      await page.goto(url);
      await (await hit).finished();
      await page.waitForTimeout(200);
    };

    it('pings every 60 s after a successful hit and stops after 30 minutes without activity', async () => {
      await open({ '/site/home': html(origin, '<h1>Home</h1>') });
      await page.clock.install();
      await gotoAndWaitForHit(`${origin}/site/home`);
      await until(async () => (await pageviews()).length === 1, 'the page view');
      await page.clock.runFor(60_500);
      await until(async () => pings() === 1, 'the first ping');
      await page.clock.runFor(40 * 60_000);
      await page.waitForTimeout(500);
      // Ticks at 60 s … 1 740 s ping (29); the tick at 1 800 s pings too only if the load event came a
      // moment after the timer started (load is activity), and the next one finds 30 quiet minutes.
      const afterForty = pings();
      expect(afterForty).toBeGreaterThanOrEqual(29);
      expect(afterForty).toBeLessThanOrEqual(30);
      await page.clock.runFor(20 * 60_000);
      await page.waitForTimeout(300);
      expect(pings()).toBe(afterForty);
      const online = await db.query('SELECT 1 FROM stat_online');
      expect(online.rows).toHaveLength(1);
    });

    it('keeps pinging while the visitor is active', async () => {
      await open({ '/site/home': html(origin, '<h1>Home</h1>') });
      await page.clock.install();
      await gotoAndWaitForHit(`${origin}/site/home`);
      await until(async () => (await pageviews()).length === 1, 'the page view');
      for (let i = 0; i < 5; i++) {
        await page.clock.runFor(20 * 60_000);
        await page.keyboard.press('a'); // a keypress every 20 minutes
      }
      await page.waitForTimeout(500);
      expect(pings()).toBe(100);
    });

    it('sends no pings after a failed hit', async () => {
      await open({ '/site/home': html(origin, '<h1>Home</h1>') });
      await page.route(`${origin}/api/statistics/hit`, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":false}' }),
      );
      await page.clock.install();
      await page.goto(`${origin}/site/home`);
      await until(async () => statsRequests.includes('/api/statistics/hit'), 'the hit');
      await page.clock.runFor(5 * 60_000);
      await page.waitForTimeout(500);
      expect(pings()).toBe(0);
    });
  });
});
