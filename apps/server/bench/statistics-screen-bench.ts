/**
 * The statistics screen's budget (issue 15): interactive in < 1 s on 1 M seeded page views. A year of generated
 * traffic (≥ STATS_SCREEN_PAGEVIEWS page views ending today, rolled up like tracked hits) is seeded for the demo
 * site; the real app serves the built dashboard; Chromium signs in as the demo owner, then REPEATS times
 *  1. loads /admin/statistics (the default "Last 30 days"), and
 *  2. switches the period to "Last 12 months" (every seeded page view),
 * each timed until the screen is interactive: every total shows a figure, the chart has painted, and no report
 * still says it is loading. Medians and maxima are printed.
 * Needs the dashboard built (`node build.mjs` in apps/dashboard). Run alone:
 * `npx tsx apps/server/bench/statistics-screen-bench.ts`.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { connectMigratedMemory, migrate } from '@beckon/db';
import type { Page } from 'playwright-core';
import { buildApp } from '../src/app.js';
import { DEMO_CLIENT_ID } from '../src/demo-ids.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, seedDemoOwner } from '../src/plugins/owner/index.js';
import { rollupPageviews } from '../src/plugins/statistics/rollup-pageviews.js';
import { type EventRow, writeEvents } from '../src/plugins/statistics/write-events.js';
import { type PageviewRow, writePageviews } from '../src/plugins/statistics/write-pageviews.js';
import { seedDemo } from '../src/seed.js';
import { launchChromium } from '../test/helpers/browser.js';
import { WIDGET_DIST } from '../test/helpers/running-server.js';
import { generateTraffic } from '../test/http/statistics-traffic.js';

const PAGEVIEWS = Number(process.env.STATS_SCREEN_PAGEVIEWS ?? 1_050_000);
const REPEATS = 7;
const BUDGET_MS = 1000;
const DAY_MS = 86_400_000;
const THIS_FILE = fileURLToPath(import.meta.url);
const DASHBOARD_DIST = fileURLToPath(new URL('../../dashboard/dist/', import.meta.url));

/**
 * True once the screen can be used: the chart shows `points` days and has painted, every total shows a figure,
 * and no report still says it is loading. A string, so the bench's TypeScript loader adds nothing to it.
 */
const interactive = (points: number) => `(() => {
  const chart = document.querySelector('.stats-chart-canvas');
  if (!chart || chart.getAttribute('data-points') !== '${points}') return false;
  const figures = [...document.querySelectorAll('[data-total] .figure')].map((f) => f.textContent);
  if (figures.length < 3 || figures.includes('–')) return false;
  if (document.querySelector('main .loading')) return false;
  const canvas = chart.querySelector('canvas');
  const ctx = canvas && canvas.getContext('2d');
  if (!ctx || canvas.width === 0) return false;
  const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
  for (let i = 3; i < data.length; i += 4) if (data[i] > 0) return true;
  return false;
})()`;

async function timed(page: Page, points: number, action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  await page.waitForFunction(interactive(points), undefined, { polling: 'raf', timeout: 60_000 });
  return performance.now() - started;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function runStatisticsScreenBench(): Promise<Record<string, number>> {
  if (!existsSync(`${DASHBOARD_DIST}main.js`)) throw new Error('build the dashboard first: npm run build');
  const db = await connectMigratedMemory();
  await migrate(db);
  await seedDemo(db);
  await seedDemoOwner(db);
  const seedStarted = Date.now();
  const from = new Date(Date.now() - 364 * DAY_MS).toISOString().slice(0, 10);
  let total = 0;
  let views: PageviewRow[] = [];
  let events: EventRow[] = [];
  const flush = async () => {
    total += views.length;
    await writePageviews(db, views);
    await writeEvents(db, events);
    views = [];
    events = [];
  };
  for (const day of generateTraffic({ site: DEMO_CLIENT_ID, from, days: 365, pageviewsPerDay: PAGEVIEWS / 365 })) {
    views.push(...day.pageviews);
    events.push(...day.events);
    if (views.length >= 10_000) await flush();
  }
  await flush();
  await rollupPageviews(db);
  const seedSeconds = (Date.now() - seedStarted) / 1000;

  const app = await buildApp({ db, widgetDistDir: WIDGET_DIST, dashboardDistDir: DASHBOARD_DIST, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  const origin = `http://127.0.0.1:${address.port}`;
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await page.goto(`${origin}/admin/sign-in`);
    await page.getByLabel('Email').fill(DEMO_OWNER_EMAIL);
    await page.getByLabel('Password').fill(DEMO_OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Statistics' }).waitFor();
    const open: number[] = [];
    const year: number[] = [];
    // One untimed round first: the server's and the browser's caches warm up as they would after a first visit.
    for (let i = 0; i <= REPEATS; i++) {
      const load = await timed(page, 30, () => page.goto(`${origin}/admin/statistics`));
      const switched = await timed(page, 365, () => page.getByLabel('Period', { exact: true }).selectOption('12m'));
      if (i > 0) {
        open.push(load);
        year.push(switched);
      }
    }
    const result = {
      'open /admin/statistics (last 30 days)': median(open),
      'switch to last 12 months': median(year),
    };
    console.log(
      `\nStatistics screen interactive (Chromium, 1440×900, ${total} page views seeded in ${seedSeconds.toFixed(0)} s; ` +
        `median of ${REPEATS}, budget < ${BUDGET_MS} ms)`,
    );
    for (const [name, ms] of Object.entries(result)) {
      const max = Math.max(...(name.startsWith('open') ? open : year));
      console.log(
        name.padEnd(40),
        `${ms.toFixed(0)} ms`.padStart(8),
        `max ${max.toFixed(0)} ms`.padStart(12),
        ms < BUDGET_MS ? '  < 1 s ok' : '  OVER 1 s',
      );
    }
    return result;
  } finally {
    await browser.close();
    await app.close();
    await db.close();
  }
}

if (process.argv[1] === THIS_FILE) {
  await runStatisticsScreenBench();
  process.exit(0);
}
