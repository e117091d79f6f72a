/**
 * The display, conversion and product-recommendation routes (our shop's, the store platform's and the site
 * builder's, each answering real products: store-recommendation-seed.ts) against a bare Fastify hello-world route measured in the same run with
 * the same load generator (wrk when installed, autocannon otherwise: see load.ts for why), loopback,
 * 50 connections, as the median of alternating pairs (load.ts measurePaired). The budgets are the server's
 * CPU per request as a multiple of hello world's (cpu-budgets.ts) and, for the conversion route, every
 * acknowledged lead found in the database afterwards; requests per second are printed beside them. The
 * recommendation routes' budget is the issue's own: each at least half of hello world's requests per second.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect } from '@beckon/db';
import { DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID } from '../src/demo-ids.js';
import { freePort, spawnServer } from '../test/helpers/server-process.js';
import { CPU_BUDGETS, cpuBudgetCheck } from './cpu-budgets.js';
import {
  CONNECTIONS,
  LOAD_TOOL,
  type LoadSpec,
  measurePaired,
  type PairedResult,
  pairedHeader,
  pairedRow,
} from './load.js';
import { type BudgetCheck, checkLine } from './results-file.js';
import {
  assertAnswersProducts,
  STORE_RECOMMENDATION_ROUTES,
  seedStoreRecommendations,
} from './store-recommendation-seed.js';

interface Result {
  name: string;
  paired: PairedResult;
}

/** The hello-world baseline in its own process, kept running while the routes are measured against it. */
export async function startHelloWorld() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./hello-world.ts', import.meta.url))],
    {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
  const spec: LoadSpec = { url: `http://127.0.0.1:${port}/`, ...(child.pid ? { pid: child.pid } : {}) };
  return { spec, stop: () => child.kill('SIGTERM') };
}

const displayBody = JSON.stringify({
  domain: 'shop.example',
  url: 'http://shop.example/products/1',
  referrer: 'https://www.google.com/',
  title: 'A product',
  browser_language: 'en-US',
  viewer_id: 'abcdef0123456',
});

/** A lead; `{seq}` is unique per request (load.ts), so every request stores a new row, none is a retry. */
function conversionBody(seq: string): string {
  return new URLSearchParams({
    conversion_key: `bench-${seq}`,
    poptin_id: DEMO_TIMER_POPUP_ID,
    client_id: DEMO_CLIENT_ID,
    url: 'http://shop.example/products/1',
    visitor: 'desktop',
    email: `visitor${seq}@example.org`,
    name: 'Bench Visitor',
  }).toString();
}

/** Our shop's catalogue (the seeded clinic's): read from memory after the first request, as any catalogue is. */
const recommendationBody = new URLSearchParams({
  client_id: DEMO_CLIENT_ID,
  category: 'last_visited',
  product_ids: 'serum-vitamina-c,gel-limpiador-suave',
  count: '3',
}).toString();

/** The recommendation route's budget: requests per second at least half of hello world's. */
const RECOMMENDATION_MIN_RATIO = 0.5;

/**
 * The budget's name in RESULTS.md's summary: our shop's keeps the name it was first recorded under, so its
 * row goes on being updated; the store platform's and the site builder's get rows of their own.
 */
function recommendationBudgetLabel(routeName: string): string {
  const platform = /^POST \/api\/display\/(\w+)\//.exec(routeName)?.[1];
  return platform === 'shop' ? 'recommendation route' : `${platform} recommendation route`;
}

/** Leads the bench stored (their keys start with `bench-`), read after the server has drained and exited. */
async function benchLeadsIn(dataDir: string): Promise<number> {
  const db = await connect({ dataDir });
  try {
    const { rows } = await db.query<{ n: string }>(
      "SELECT count(*) AS n FROM conversions WHERE conversion_key LIKE 'bench-%'",
    );
    return Number(rows[0]?.n);
  } finally {
    await db.close();
  }
}

/** `routes` picks which routes to measure (`npm run bench -- display` or `-- conversion`); both by default. */
export async function runHttpBench(
  routes: readonly ('display' | 'conversion' | 'recommendation')[] = ['display', 'conversion', 'recommendation'],
): Promise<{ measured: Result[]; checks: BudgetCheck[] }> {
  const hello = await startHelloWorld();
  const dir = mkdtempSync(join(tmpdir(), 'beckon-bench-'));
  if (routes.includes('recommendation')) await seedStoreRecommendations(dir);
  // The load comes from one client: per-id limits are raised out of the way, but still counted (their cost is measured).
  const server = await spawnServer({
    DATA_DIR: dir,
    RATE_LIMITS: 'display-client=1000000000,conversion-viewer=1000000000',
  });
  const pid = server.child.pid ? { pid: server.child.pid } : {};
  try {
    const measured: Result[] = [];
    const displayName = 'POST /api/display/{client id}';
    const conversionName = 'POST /api/display/conversion/{viewer id}';
    const recommendationName = 'POST /api/display/shop/product-recommendation/{id}';
    const recommendationNames = new Set([recommendationName]);
    if (routes.includes('display')) {
      measured.push({
        name: displayName,
        paired: await measurePaired(hello.spec, {
          url: `${server.origin}/api/display/${DEMO_CLIENT_ID}`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: displayBody,
          ...pid,
        }),
      });
    }
    if (routes.includes('conversion')) {
      measured.push({
        name: conversionName,
        paired: await measurePaired(hello.spec, {
          url: `${server.origin}/api/display/conversion/abcdef0123456`,
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          template: conversionBody('{seq}').replaceAll('%7Bseq%7D', '{seq}'),
          ...pid,
        }),
      });
    }
    if (routes.includes('recommendation')) {
      const targets = [
        {
          name: recommendationName,
          url: `${server.origin}/api/display/shop/product-recommendation/${DEMO_TIMER_POPUP_ID}`,
          body: recommendationBody,
          expected: ['serum-vitamina-c', 'gel-limpiador-suave'],
        },
        ...STORE_RECOMMENDATION_ROUTES.map((r) => ({
          name: `POST /api/display/${r.platform}/product-recommendation/{id}`,
          url: `${server.origin}/api/display/${r.platform}/product-recommendation/${r.poptinId}`,
          body: r.body,
          expected: r.expected,
        })),
      ];
      // Every route must answer its products before any is measured: a refusal or an empty answer is cheap.
      for (const t of targets) await assertAnswersProducts(t.url, t.body, t.expected);
      for (const t of targets) {
        recommendationNames.add(t.name);
        measured.push({
          name: t.name,
          paired: await measurePaired(hello.spec, {
            url: t.url,
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: t.body,
            ...pid,
          }),
        });
      }
    }
    hello.stop();
    server.child.kill('SIGTERM'); // drains the group committers: everything acknowledged is written
    await server.exited;
    const cpuBudgets: Record<string, number> = {
      [displayName]: CPU_BUDGETS.display.max,
      [conversionName]: CPU_BUDGETS.conversion.max,
    };
    console.log(
      `\nHTTP throughput (${LOAD_TOOL}, ${CONNECTIONS} connections, loopback; median of alternating hello-world/route pairs)`,
    );
    const width = Math.max(50, ...measured.map((r) => r.name.length));
    console.log(...pairedHeader(width));
    for (const r of measured)
      console.log(
        ...pairedRow(
          r.name,
          width,
          r.paired,
          cpuBudgets[r.name] ? { cpu: cpuBudgets[r.name] as number } : { ratio: RECOMMENDATION_MIN_RATIO },
        ),
      );
    const checks: BudgetCheck[] = [];
    for (const r of measured) {
      if (r.name === displayName) checks.push(cpuBudgetCheck('display', r.paired.cpu, null));
      else if (recommendationNames.has(r.name))
        checks.push({
          budget: `${recommendationBudgetLabel(r.name)} ≥ ${RECOMMENDATION_MIN_RATIO * 100} % of hello world's requests/s`,
          figure: `${(r.paired.ratio * 100).toFixed(0)} % (${r.paired.rps.toFixed(0)} req/s, hello world ${r.paired.baselineRps.toFixed(0)})`,
          met: r.paired.ratio >= RECOMMENDATION_MIN_RATIO && r.paired.errors === 0,
        });
      else {
        const stored = await benchLeadsIn(dir);
        console.log(`acknowledged ${r.paired.ok} leads, found ${stored} in the database afterwards`);
        checks.push(cpuBudgetCheck('conversion', r.paired.cpu, Math.max(0, r.paired.ok - stored)));
      }
    }
    for (const check of checks) console.log(checkLine(check));
    return { measured, checks };
  } finally {
    hello.stop();
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}
