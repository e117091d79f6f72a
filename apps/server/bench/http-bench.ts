/**
 * Requests per second of the display and conversion routes as ratios against
 * a bare Fastify hello-world route measured in the same run with the same
 * load generator (wrk when installed, autocannon otherwise: see load.ts for
 * why), loopback, 50 connections, as the median of alternating pairs
 * (load.ts measurePaired). Budgets (issue 2): display ≥ 50 %,
 * conversion ≥ 30 % (durably: acknowledged after commit), no errors.
 * Beside each ratio, the server's CPU µs per request and hello world's in the
 * same pairs (issue 9: the steadier figure on a shared machine), with CPU
 * budgets display ≤ 2.0× and conversion ≤ 4.0× hello world's.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID } from '../src/demo-ids.js';
import { freePort, spawnServer } from '../test/helpers/server-process.js';
import {
  CONNECTIONS,
  LOAD_TOOL,
  type LoadSpec,
  measurePaired,
  type PairedResult,
  pairedHeader,
  pairedRow,
} from './load.js';

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

/** `routes` picks which routes to measure (`npm run bench -- display` or `-- conversion`); both by default. */
export async function runHttpBench(
  routes: readonly ('display' | 'conversion')[] = ['display', 'conversion'],
): Promise<Result[]> {
  const hello = await startHelloWorld();
  const dir = mkdtempSync(join(tmpdir(), 'beckon-bench-'));
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
    const budgets: Record<string, number> = { [displayName]: 0.5, [conversionName]: 0.3 };
    const cpuBudgets: Record<string, number> = { [displayName]: 2.0, [conversionName]: 4.0 };
    console.log(
      `\nHTTP throughput (${LOAD_TOOL}, ${CONNECTIONS} connections, loopback; median of alternating hello-world/route pairs)`,
    );
    console.log(...pairedHeader(44));
    for (const r of measured)
      console.log(
        ...pairedRow(r.name, 44, r.paired, { ratio: budgets[r.name] as number, cpu: cpuBudgets[r.name] as number }),
      );
    return measured;
  } finally {
    hello.stop();
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}
