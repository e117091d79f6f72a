/**
 * Requests per second of the display and conversion routes as ratios against
 * a bare Fastify hello-world route measured in the same run with the same
 * load generator (wrk when installed, autocannon otherwise: see load.ts for
 * why), loopback, 50 connections. Budgets (issue 2): display ≥ 50 %,
 * conversion ≥ 30 % (durably: acknowledged after commit), no errors.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID } from '../src/demo-ids.js';
import { freePort, spawnServer } from '../test/helpers/server-process.js';
import { LOAD_TOOL, type LoadSpec, measure as load } from './load.js';

interface Result {
  name: string;
  rps: number;
  errors: number;
  non2xx: number;
  p99: number;
}

async function measure(name: string, spec: LoadSpec): Promise<Result> {
  const r = await load(spec);
  return { name, rps: r.rps, errors: r.errors, non2xx: 0, p99: r.p99 };
}

async function helloWorld(): Promise<Result> {
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
  try {
    return await measure('hello world (baseline)', { url: `http://127.0.0.1:${port}/` });
  } finally {
    child.kill('SIGTERM');
  }
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

export async function runHttpBench(): Promise<Result[]> {
  const baseline = await helloWorld();
  const dir = mkdtempSync(join(tmpdir(), 'beckon-bench-'));
  const server = await spawnServer({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
  try {
    const display = await measure('POST /api/display/{client id}', {
      url: `${server.origin}/api/display/${DEMO_CLIENT_ID}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: displayBody,
    });
    const conversion = await measure('POST /api/display/conversion/{viewer id}', {
      url: `${server.origin}/api/display/conversion/abcdef0123456`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      template: conversionBody('{seq}').replaceAll('%7Bseq%7D', '{seq}'),
    });
    const results = [baseline, display, conversion];
    const budgets: Record<string, number> = { [display.name]: 0.5, [conversion.name]: 0.3 };
    console.log(`\nHTTP throughput (${LOAD_TOOL}, 50 connections, loopback)`);
    console.log(
      'route'.padEnd(44),
      'req/s'.padStart(9),
      'ratio'.padStart(7),
      'budget'.padStart(7),
      'p99 ms'.padStart(7),
      'errors'.padStart(7),
    );
    for (const r of results) {
      const ratio = r.rps / baseline.rps;
      const budget = budgets[r.name];
      console.log(
        r.name.padEnd(44),
        r.rps.toFixed(0).padStart(9),
        `${(ratio * 100).toFixed(0)}%`.padStart(7),
        (budget ? `≥${budget * 100}%` : '').padStart(7),
        String(r.p99).padStart(7),
        String(r.errors + r.non2xx).padStart(7),
      );
    }
    return results;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}
