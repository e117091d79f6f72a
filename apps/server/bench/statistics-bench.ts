/**
 * Statistics budgets, printed by `npm run bench`:
 *  1. Hit ingestion: the server's CPU per hit as a multiple of a bare Fastify
 *     hello-world route's in the same run (cpu-budgets.ts; wrk when installed,
 *     else autocannon — see load.ts; loopback, 50 connections; median of
 *     alternating pairs), with every acknowledged hit found in the database
 *     afterwards (PGlite on disk, as `npm start` runs it); req/s beside it.
 *  2. Each report's median time over a generated year of ≥ 1 000 000 page
 *     views (budget < 200 ms), through the HTTP layer with authorisation.
 * Run alone: `npx tsx apps/server/bench/statistics-bench.ts`. When started
 * with STATS_BENCH_SERVER=1 this file is the server under test instead.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect, type Db, migrate } from '@beckon/db';
import { createStatisticsWriters, createStatsApiKey } from '../src/plugins/statistics/index.js';
import {
  type EventRow,
  type PageviewRow,
  writeEvents,
  writePageviews,
} from '../src/plugins/statistics/ingest-repository.js';
import { rollupPageviews } from '../src/plugins/statistics/rollup-pageviews.js';
import { freePort } from '../test/helpers/server-process.js';
import { addSite, buildStatsTestApp, hitForm, SITE } from '../test/http/statistics-helpers.js';
import { generateTraffic } from '../test/http/statistics-traffic.js';
import { CPU_BUDGETS, cpuBudgetCheck } from './cpu-budgets.js';
import { CONNECTIONS, LOAD_TOOL, type LoadSpec, measurePaired, pairedHeader, pairedRow } from './load.js';
import { type BudgetCheck, checkLine } from './results-file.js';

const YEAR_PAGEVIEWS = Number(process.env.STATS_BENCH_PAGEVIEWS ?? 1_050_000);
const REPEATS = 21;
const THIS_FILE = fileURLToPath(import.meta.url);

export interface StatisticsBenchResult {
  helloRps: number;
  hitRps: number;
  ratio: number;
  acknowledged: number;
  stored: number;
  reportMedians: Record<string, number>;
  pageviews: number;
  checks: BudgetCheck[];
}

/** The server under test: the statistics plugin on PGlite in DATA_DIR, closed gracefully on SIGTERM. */
async function serve(): Promise<void> {
  const db = await connect({ dataDir: process.env.DATA_DIR as string });
  await migrate(db);
  await addSite(db, SITE);
  const writers = createStatisticsWriters(db);
  const app = await buildStatsTestApp(db, { writers });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  // BENCH_CPU_PROF=<file>: a V8 CPU profile of the server under load only (start-up and migrations left out).
  const stopProfile = process.env.BENCH_CPU_PROF ? await startCpuProfile(process.env.BENCH_CPU_PROF) : null;
  process.on('SIGTERM', async () => {
    await stopProfile?.();
    const { batches, items, largest } = writers.pageviews.stats;
    console.error(
      `hit batches ${batches}, ${(items / Math.max(1, batches)).toFixed(1)} rows on average, largest ${largest}; rollup runs ${writers.rollup.stats.runs}`,
    );
    await app.close(); // drains the committers: everything acknowledged is written
    await db.close();
    process.exit(0);
  });
  console.log('ready');
}

async function startCpuProfile(file: string): Promise<() => Promise<void>> {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
  };
}

function startChild(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, ready, exited };
}

async function ingestion() {
  const helloPort = await freePort();
  const hello = startChild(fileURLToPath(new URL('./hello-world.ts', import.meta.url)), { PORT: String(helloPort) });
  await hello.ready;
  const dir = mkdtempSync(join(tmpdir(), 'stats-bench-'));
  const port = await freePort();
  const server = startChild(THIS_FILE, { STATS_BENCH_SERVER: '1', DATA_DIR: dir, PORT: String(port) });
  await server.ready;
  const timestamp = Buffer.from(String(Math.floor(Date.now() / 1000))).toString('base64');
  const hitSpec: LoadSpec = {
    url: `http://127.0.0.1:${port}/api/statistics/hit`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-stats-ts': timestamp },
    // 5000 visitors (user agents) over 300 pages, sent in turn.
    varying: {
      pool: 5000,
      request: (seq) => ({
        headers: { 'user-agent': `Mozilla/5.0 bench-visitor-${seq % 5000}` },
        body: hitForm({ page_uri: Buffer.from(`/page-${seq % 300}`).toString('base64') }),
      }),
    },
  };
  const pid = (p: number | undefined) => (p ? { pid: p } : {});
  const hits = await measurePaired(
    { url: `http://127.0.0.1:${helloPort}/`, ...pid(hello.child.pid) },
    { ...hitSpec, ...pid(server.child.pid) },
  );
  hello.child.kill('SIGTERM');
  server.child.kill('SIGTERM');
  await Promise.all([hello.exited, server.exited]);
  const db = await connect({ dataDir: dir });
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM stat_pageviews');
  await db.close();
  rmSync(dir, { recursive: true, force: true });
  return { hits, stored: Number(rows[0]?.n) };
}

async function seedYear(db: Db, pageviewsPerDay: number): Promise<number> {
  let total = 0;
  let pending: PageviewRow[] = [];
  let pendingEvents: EventRow[] = [];
  for (const day of generateTraffic({ site: SITE, from: '2025-01-01', days: 365, pageviewsPerDay })) {
    pending.push(...day.pageviews);
    pendingEvents.push(...day.events);
    if (pending.length >= 10_000) {
      total += pending.length;
      await writePageviews(db, pending);
      await writeEvents(db, pendingEvents);
      pending = [];
      pendingEvents = [];
    }
  }
  total += pending.length;
  await writePageviews(db, pending);
  await writeEvents(db, pendingEvents);
  // Aggregate everything now, so the timed reports measure steady state, not the first catch-up.
  await rollupPageviews(db);
  return total;
}

async function reports() {
  const db = await connect({ dataDir: 'memory://' });
  await migrate(db);
  await addSite(db, SITE);
  const key = await createStatsApiKey(db, SITE, 'bench');
  const started = Date.now();
  const pageviews = await seedYear(db, Math.ceil(YEAR_PAGEVIEWS / 365));
  const seedSeconds = (Date.now() - started) / 1000;
  const app = await buildStatsTestApp(db, { now: () => new Date('2025-12-31T12:00:00Z') });
  const year = 'from=2025-01-01&to=2025-12-31';
  const urls: Record<string, string> = {
    'visitors per day (year)': `visitors?${year}`,
    'top pages (year)': `pages?${year}&limit=10`,
    'top referrers (year)': `referrers?${year}&limit=10`,
    'online now': 'online',
    'top outbound links (year)': `outbound-links?${year}&limit=10`,
    'top downloads (year)': `downloads?${year}&limit=10`,
  };
  const medians: Record<string, number> = {};
  for (const [name, path] of Object.entries(urls)) {
    const times: number[] = [];
    for (let i = 0; i < REPEATS; i++) {
      const t = process.hrtime.bigint();
      const res = await app.inject({
        method: 'GET',
        url: `/api/statistics/sites/${SITE}/${path}`,
        headers: { authorization: `Bearer ${key}` },
      });
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
      if (res.statusCode !== 200) throw new Error(`${name}: HTTP ${res.statusCode} ${res.body}`);
    }
    times.sort((a, b) => a - b);
    medians[name] = times[Math.floor(times.length / 2)] as number;
  }
  await app.close();
  await db.close();
  return { pageviews, seedSeconds, medians };
}

/** `reports: false` measures hit ingestion only (`npm run bench -- hits`). */
export async function runStatisticsBench({ reports: withReports = true } = {}): Promise<StatisticsBenchResult> {
  const { hits, stored } = await ingestion();
  console.log(
    `\nStatistics hit ingestion (${LOAD_TOOL}, ${CONNECTIONS} connections, loopback, PGlite on disk; median of alternating hello-world/hit pairs)`,
  );
  console.log(...pairedHeader(28));
  console.log(...pairedRow('POST /api/statistics/hit', 28, hits, { cpu: CPU_BUDGETS.hit.max }));
  const lost = Math.max(0, hits.ok - stored);
  console.log(`acknowledged ${hits.ok} hits, found ${stored} in the database afterwards (lost: ${lost})`);
  const checks = [cpuBudgetCheck('hit', hits.cpu, lost)];
  for (const check of checks) console.log(checkLine(check));

  if (!withReports) {
    return {
      helloRps: hits.baselineRps,
      hitRps: hits.rps,
      ratio: hits.ratio,
      acknowledged: hits.ok,
      stored,
      reportMedians: {},
      pageviews: 0,
      checks,
    };
  }
  const r = await reports();
  console.log(
    `\nStatistics reports: median of ${REPEATS} over ${r.pageviews} generated page views (seeded in ${r.seedSeconds.toFixed(0)} s)`,
  );
  for (const [name, ms] of Object.entries(r.medians)) {
    console.log(name.padEnd(36), `${ms.toFixed(1)} ms`.padStart(10), ms < 200 ? '  < 200 ms ok' : '  OVER 200 ms');
  }
  return {
    helloRps: hits.baselineRps,
    hitRps: hits.rps,
    ratio: hits.ratio,
    acknowledged: hits.ok,
    stored,
    reportMedians: r.medians,
    pageviews: r.pageviews,
    checks,
  };
}

if (process.env.STATS_BENCH_SERVER === '1') {
  await serve();
} else if (process.argv[1] === THIS_FILE) {
  await runStatisticsBench();
  process.exit(0);
}
