/**
 * The statistics screen in Chromium, on seeded visitor statistics: the chart is
 * drawn, every figure on screen is the reports API's, the CSV export carries
 * them, a Stats API key is made, used and revoked from the screen, and axe-core
 * finds nothing at 1440 and 390 px. Needs the dashboard built (`node build.mjs`
 * in apps/dashboard).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { connectMigratedMemory, type Db, migrate } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { DEMO_CLIENT_ID } from '../../src/demo-ids.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, seedDemoOwner } from '../../src/plugins/owner/index.js';
import { createStatsApiKey } from '../../src/plugins/statistics/index.js';
import { seedDemo } from '../../src/seed.js';
import { launchChromium } from '../helpers/browser.js';

const WIDGET_DIST = fileURLToPath(new URL('../../../../packages/widget/dist/', import.meta.url));
const DASHBOARD_DIST = fileURLToPath(new URL('../../../dashboard/dist/', import.meta.url));
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SITE = DEMO_CLIENT_ID;
const DAY_MS = 86_400_000;

let app: FastifyInstance;
let db: Db;
let origin: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let apiKey: string;

const utcDay = (offset: number) => new Date(Date.now() - offset * DAY_MS).toISOString().slice(0, 10);

/**
 * 45 days of raw page views (the rollup folds them like tracked hits): a
 * different number of visitors each day, some from a search engine, some
 * tagged with a campaign; link clicks and downloads; two visitors online.
 */
async function seedStatistics(): Promise<void> {
  const rows: unknown[][] = [];
  for (let offset = 0; offset < 45; offset++) {
    // An hour before now on each day, so none of these visitors counts as online now.
    const seen = Date.now() - offset * DAY_MS - 3_600_000;
    const day = new Date(seen).toISOString().slice(0, 10);
    const visitors = 1 + ((offset * 7) % 5);
    for (let v = 0; v < visitors; v++) {
      for (let view = 0; view <= v % 3; view++) {
        const path = ['/', '/pricing', '/blog/hello'][(v + view) % 3] as string;
        const tagged = v === 1 ? '?utm_source=newsletter&utm_medium=email&utm_campaign=autumn+sale' : '';
        const search = v === 2;
        rows.push([
          SITE,
          day,
          `visitor-${offset}-${v}`,
          `${path}${tagged}`,
          path,
          'post',
          '1',
          '',
          search ? 'https://www.google.com/search' : '',
          search ? 'www.google.com' : '',
          search ? 'search' : 'direct',
          new Date(seen - v * 1000),
        ]);
      }
    }
  }
  await db.insertRows(
    'stat_pageviews',
    [
      'account_id',
      'day',
      'visitor_id',
      'page_uri',
      'page_path',
      'source_type',
      'source_id',
      'search_query',
      'referrer',
      'referrer_host',
      'referrer_kind',
      'created_at',
    ],
    rows,
  );
  await db.query(
    `INSERT INTO stat_event_daily (account_id, day, event_kind, target, file_name, file_ext, events) VALUES
       ($1, $2, 'link', 'https://partner.example/offer', '', '', 7),
       ($1, $2, 'download', 'https://shop.example/files/price-list.pdf', 'price-list', 'pdf', 3)`,
    [SITE, utcDay(2)],
  );
  await db.query(
    `INSERT INTO stat_online (account_id, visitor_id, page_path, last_seen) VALUES
       ($1, 'online-a', '/pricing', now()), ($1, 'online-b', '/pricing', now())`,
    [SITE],
  );
}

async function report<T>(name: string, query: string): Promise<T> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/statistics/sites/${SITE}/${name}?${query}`,
    headers: { authorization: `Bearer ${apiKey}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
}

async function expectNoAxeViolations(p: Page, screen: string): Promise<void> {
  const result = await new AxeBuilder({ page: p }).withTags(AXE_TAGS).analyze();
  const summary = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe on ${screen}`).toEqual([]);
}

/** Painted pixels of the chart's canvas: a blank canvas has none. */
const paintedPixels = (p: Page) =>
  p.locator('.stats-chart-canvas canvas').evaluate((canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext('2d');
    if (!ctx || canvas.width === 0) return 0;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) painted++;
    return painted;
  });

beforeAll(async () => {
  if (!existsSync(`${DASHBOARD_DIST}main.js`)) throw new Error('build the dashboard first: npm run build');
  db = await connectMigratedMemory();
  await migrate(db);
  await seedDemo(db);
  await seedDemoOwner(db);
  await seedStatistics();
  apiKey = await createStatsApiKey(db, SITE, 'test');
  app = await buildApp({ db, widgetDistDir: WIDGET_DIST, dashboardDistDir: DASHBOARD_DIST, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  origin = `http://127.0.0.1:${address.port}`;
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${origin}/admin/sign-in`);
  await page.getByLabel('Email').fill(DEMO_OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Statistics' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await db?.close();
});

describe('the statistics screen', () => {
  const range30 = `from=${utcDay(29)}&to=${utcDay(0)}`;

  it('draws the last 30 days and shows the reports API’s totals, compared with the 30 days before', async () => {
    const asked: string[] = [];
    const noteReport = (request: { url(): string }) => {
      const match = /\/api\/statistics\/sites\/[0-9a-f]+\/([a-z-]+)/.exec(request.url());
      if (match?.[1]) asked.push(match[1]);
    };
    page.on('request', noteReport);
    await page.getByRole('link', { name: 'Statistics' }).click();
    await page.getByRole('heading', { name: 'Statistics', level: 1 }).waitFor();
    const visitors = await report<{ totals: { visitors: number; pageviews: number } }>('visitors', range30);
    const previous = await report<{ totals: { visitors: number } }>('visitors', `from=${utcDay(59)}&to=${utcDay(30)}`);
    expect(visitors.totals.visitors).toBeGreaterThan(50);
    const total = (name: string) => page.locator(`[data-total="${name}"] .figure`);
    await expect.poll(() => total('visitors').textContent()).toBe(visitors.totals.visitors.toLocaleString('en-GB'));
    await expect(total('pageviews').textContent()).resolves.toBe(visitors.totals.pageviews.toLocaleString('en-GB'));
    const change = Math.round(((visitors.totals.visitors - previous.totals.visitors) / previous.totals.visitors) * 100);
    await expect(page.locator('[data-total="visitors"] .stats-change').textContent()).resolves.toBe(
      change > 0 ? `+${change} %` : change < 0 ? `−${-change} %` : 'no change',
    );
    await expect.poll(() => total('online').textContent()).toBe('2');
    await expect.poll(() => paintedPixels(page)).toBeGreaterThan(500);
    await expect(page.locator('.stats-chart-canvas').getAttribute('data-points')).resolves.toBe('30');
    page.off('request', noteReport);
    // The range's reports arrive in one overview answer (the screen's budget is < 1 s on 1 M page views), beside the
    // previous period's visitors and online now.
    expect([...new Set(asked)].sort()).toEqual(['online', 'overview', 'visitors']);
  });

  it('lists the same top pages, referrers, campaigns, links, downloads and online pages as the API', async () => {
    const firstCells = (id: string) =>
      page
        .locator(`[data-report="${id}"] tbody tr`)
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent ?? '')));
    const pages = await report<{ pages: { path: string; pageviews: number }[] }>('pages', `${range30}&limit=10`);
    await expect
      .poll(() => firstCells('pages'))
      .toEqual(pages.pages.map((p) => [p.path, p.pageviews.toLocaleString('en-GB')]));
    const refs = await report<{ referrers: { host: string; pageviews: number }[] }>('referrers', `${range30}&limit=10`);
    expect(refs.referrers[0]?.host).toBe('www.google.com');
    await expect(firstCells('referrers')).resolves.toEqual(
      refs.referrers.map((r) => [r.host, 'Search engines', r.pageviews.toLocaleString('en-GB')]),
    );
    const campaigns = await report<{ campaigns: { campaign: string; pageviews: number }[] }>(
      'campaigns',
      `${range30}&limit=10`,
    );
    expect(campaigns.campaigns[0]?.campaign).toBe('autumn sale');
    await expect(firstCells('campaigns')).resolves.toEqual([
      ['autumn sale', 'newsletter', 'email', campaigns.campaigns[0]?.pageviews.toLocaleString('en-GB')],
    ]);
    await expect(firstCells('outbound-links')).resolves.toEqual([['https://partner.example/offer', '7']]);
    await expect(firstCells('downloads')).resolves.toEqual([['price-list', '3']]);
    await expect(firstCells('online')).resolves.toEqual([['/pricing', '2']]);
  });

  it('follows a preset and a custom range, and says why a backwards range is not asked for', async () => {
    await page.getByLabel('Period', { exact: true }).selectOption('7d');
    const week = await report<{ totals: { visitors: number } }>('visitors', `from=${utcDay(6)}&to=${utcDay(0)}`);
    await expect
      .poll(() => page.locator('[data-total="visitors"] .figure').textContent())
      .toBe(week.totals.visitors.toLocaleString('en-GB'));
    await expect.poll(() => page.locator('.stats-chart-canvas').getAttribute('data-points')).toBe('7');

    await page.getByLabel('Period', { exact: true }).selectOption('custom');
    await page.getByLabel('From', { exact: true }).fill(utcDay(40));
    await page.getByLabel('To', { exact: true }).fill(utcDay(35));
    const custom = await report<{ totals: { visitors: number } }>('visitors', `from=${utcDay(40)}&to=${utcDay(35)}`);
    await expect
      .poll(() => page.locator('[data-total="visitors"] .figure').textContent())
      .toBe(custom.totals.visitors.toLocaleString('en-GB'));
    await page.getByLabel('From', { exact: true }).fill(utcDay(1));
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Choose a start date on or before the end date.');
    await page.getByLabel('Period', { exact: true }).selectOption('30d');
  });

  it('exports the figures on screen as CSV', async () => {
    const visitors = await report<{ totals: { visitors: number; pageviews: number } }>('visitors', range30);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`statistics-${utcDay(29)}-${utcDay(0)}.csv`);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(csv).toContain(`"total","${utcDay(29)} to ${utcDay(0)}"`);
    expect(csv).toContain(`"${visitors.totals.visitors}","${visitors.totals.pageviews}"`);
    expect(csv).toContain('"campaign","autumn sale","source: newsletter; medium: email"');
    expect(csv).toContain('"download","https://shop.example/files/price-list.pdf","price-list","","","3"');
  });

  it('shows the tracker snippet and makes, lists and revokes a Stats API key that expires', async () => {
    await expect(page.getByTestId('tracker-snippet').textContent()).resolves.toContain(`data-site="${SITE}"`);
    await page.getByLabel('Name (optional)').fill('Reporting tool');
    await page.getByLabel('Expires').selectOption('30');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('new-stats-key').textContent()) ?? '';
    expect(key).toMatch(new RegExp(`^bks_${SITE}_`));
    const row = page.locator('.stats-keys tbody tr', { hasText: 'Reporting tool' });
    await row.waitFor();
    await expect(row.locator('td').nth(0).textContent()).resolves.toBe(`${key.slice(0, 24)}…`);
    await expect(row.locator('td').nth(2).textContent()).resolves.not.toBe('Never');
    const use = () =>
      app.inject({
        method: 'GET',
        url: `/api/statistics/sites/${SITE}/visitors`,
        headers: { authorization: `Bearer ${key}` },
      });
    expect((await use()).statusCode).toBe(200);
    await row.getByRole('button', { name: 'Revoke key Reporting tool' }).click();
    await row.waitFor({ state: 'detached' });
    expect((await use()).statusCode).toBe(401);
  });

  it('passes axe at 1440 px and at 390 px', async () => {
    await page.getByText('Figures per day as a table').click();
    await expectNoAxeViolations(page, 'statistics at 1440 px');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => paintedPixels(page)).toBeGreaterThan(500);
    const wider = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !el.closest('.table-wrap, pre'))
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
        .slice(0, 5),
    );
    expect(wider, 'elements wider than a 390 px screen').toEqual([]);
    await expectNoAxeViolations(page, 'statistics at 390 px');
  });
});
