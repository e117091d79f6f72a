/**
 * Websites by host name, printed by `npm run bench -- sites`, on a server holding 1,000 sites (blank
 * starter, each at {label}.localhost):
 * - each site's first page after the start answers in ≤ 50 ms (the median and the slowest are printed);
 * - resident memory grows by at most 100 MB once every site has been visited (read from /proc);
 * - a cached page of any site keeps ≥ 30 % of hello world's requests/s;
 * - a host no site has costs no more server CPU per request than a cached page.
 * BENCH_SITES changes the count.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, migrate } from '@beckon/db';
import { createSite } from '../src/plugins/site/create-site.js';
import { insertAccount, seedAll } from '../src/seed.js';
import { spawnServer } from '../test/helpers/server-process.js';
import { startHelloWorld } from './http-bench.js';
import { measurePaired, pairedHeader, pairedRow } from './load.js';
import type { BudgetCheck } from './results-file.js';

const SITES = Number(process.env.BENCH_SITES ?? 1000);
const FIRST_PAGE_MS = 50;
const MEMORY_MB = 100;
const PAGE_RATIO = 0.3;

const label = (i: number) => `sitio-${String(i).padStart(4, '0')}`;
const accountOf = (i: number) => `b${i.toString(16).padStart(12, '0')}`;

/** Resident memory of a process in MB (VmRSS), or null off Linux. */
function residentMb(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

async function prepare(dataDir: string): Promise<void> {
  const db = await connect({ dataDir });
  try {
    await migrate(db);
    await seedAll(db);
    for (let i = 0; i < SITES; i++) {
      await insertAccount(db, { accountId: accountOf(i), name: `Sitio ${i}` });
      const made = await createSite(db, undefined, {
        accountId: accountOf(i),
        name: `Sitio ${i}`,
        starter: 'blank',
        label: label(i),
      });
      if (!made.created) throw new Error(`site ${i} was not created: ${made.reason}`);
    }
  } finally {
    await db.close();
  }
}

export async function runSitesBench(): Promise<{ checks: BudgetCheck[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'beckon-sites-bench-'));
  const hello = await startHelloWorld();
  let server: Awaited<ReturnType<typeof spawnServer>> | undefined;
  try {
    const prepared = performance.now();
    await prepare(dataDir);
    console.log(`${SITES} sites created in ${((performance.now() - prepared) / 1000).toFixed(1)} s`);
    server = await spawnServer({ DATA_DIR: dataDir });
    const pid = server.child.pid as number;
    const port = new URL(server.origin).port;
    const hostOf = (i: number) => `${label(i)}.localhost:${port}`;
    const get = async (host: string) => {
      const r = await fetch(`${server?.origin}/`, { headers: { host, accept: 'text/html' } });
      await r.arrayBuffer();
      return r.status;
    };

    const before = residentMb(pid);
    const firsts: number[] = [];
    for (let i = 0; i < SITES; i++) {
      const t = performance.now();
      const status = await get(hostOf(i));
      firsts.push(performance.now() - t);
      if (status !== 200) throw new Error(`site ${i} answered ${status}`);
    }
    const after = residentMb(pid);
    firsts.sort((a, b) => a - b);
    const median = firsts[Math.floor(firsts.length / 2)] ?? 0;
    const p95 = firsts[Math.floor(firsts.length * 0.95)] ?? 0;
    const slowest = firsts[firsts.length - 1] ?? 0;
    const grown = before === null || after === null ? null : after - before;
    console.log(
      `first page of each site: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms`,
    );
    console.log(
      `resident memory: ${before?.toFixed(0) ?? 'n/a'} MB before the visits, ${after?.toFixed(0) ?? 'n/a'} MB after`,
    );

    const cached = { url: `${server.origin}/`, headers: { host: hostOf(SITES >> 1), accept: 'text/html' }, pid };
    const unknown = {
      url: `${server.origin}/`,
      headers: { host: `nadie.localhost:${port}`, accept: 'text/html' },
      pid,
    };
    const page = await measurePaired(hello.spec, cached);
    const stranger = await measurePaired(cached, unknown);
    const width = 34;
    console.log(pairedHeader(width, { cpuBudget: false }).join(' '));
    console.log(pairedRow('GET / of a site (cached)', width, page, { ratio: PAGE_RATIO }).join(' '));
    console.log(pairedRow('GET / of an unknown host (vs page)', width, stranger, {}).join(' '));

    const checks: BudgetCheck[] = [
      {
        budget: `a site's first page after start ≤ ${FIRST_PAGE_MS} ms (${SITES} sites)`,
        figure: `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
        met: p95 <= FIRST_PAGE_MS,
      },
      {
        budget: `resident memory grows ≤ ${MEMORY_MB} MB with ${SITES} sites each visited once`,
        figure: grown === null ? 'not measured (no /proc)' : `${grown.toFixed(0)} MB`,
        met: grown !== null && grown <= MEMORY_MB,
      },
      {
        budget: `cached page of any site ≥ ${PAGE_RATIO * 100} % of hello world (${SITES} sites)`,
        figure: `${(page.ratio * 100).toFixed(0)} %`,
        met: page.ratio >= PAGE_RATIO,
      },
      {
        budget: 'an unknown host costs no more CPU per request than a cached page',
        figure: stranger.cpu ? `${stranger.cpu.ratio.toFixed(2)}× the cached page's CPU` : 'CPU not measured',
        met: stranger.cpu !== null && stranger.cpu.ratio <= 1,
      },
    ];
    return { checks };
  } finally {
    server?.child.kill('SIGTERM');
    await server?.exited;
    hello.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
