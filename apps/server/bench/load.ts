/**
 * The load generator every throughput bench uses: wrk when it is installed
 * (scripts/bench.mjs installs Debian's wrk), autocannon otherwise.
 *
 * Why wrk: on a 2-core machine the load generator shares the CPU with the
 * server. autocannon is JavaScript and itself CPU-bound for multi-KB answers
 * (the display answer is ~5 KB, the site page 10 KB gzip), so it would measure
 * its own limit and understate the server; wrk (C, one thread here) needs a
 * fraction of a core for the same rate. The baseline (bare Fastify hello
 * world) is always measured with the same tool in the same run, so every
 * figure stays a same-run ratio.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk';
export const LOAD_TOOL: 'wrk' | 'autocannon' =
  existsSync(WRK) && process.env.BENCH_TOOL !== 'autocannon' ? 'wrk' : 'autocannon';

export interface LoadSpec {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * Requests that differ per request, given for both tools: `requests(i)`
   * returns the i-th body and extra headers; `pool` of them are generated
   * up front and sent in turn (wrk sends them from a Lua table).
   */
  varying?: { pool: number; request: (i: number) => { body: string; headers?: Record<string, string> } };
  /** A body in which every `{seq}` becomes a number unique to this request (never repeated across runs). */
  template?: string;
  /** The server process's id: its CPU time (user + sys, every thread) is read around the measured run. */
  pid?: number;
}

const TICK_US = 1e6 / 100; // USER_HZ is 100 on Linux (getconf CLK_TCK)

/**
 * User + system CPU time of a process in µs, from /proc/<pid>/stat (fields 14
 * and 15, after the parenthesised command name). Read from outside, so the
 * server under test needs no hook, and every thread counts (PGlite's WASM
 * runs on the main thread, libuv's pool on others). Null off Linux.
 */
export function processCpuMicros(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_US;
  } catch {
    return null;
  }
}

let runs = 0;

export interface LoadResult {
  rps: number;
  /** 2xx answers over warm-up and measured run. */
  ok: number;
  /** Socket errors, timeouts and non-2xx answers in the measured run. */
  errors: number;
  p99: number;
  /** Server CPU µs per request answered in the measured run, when the spec names the server's pid. */
  cpuPerRequest: number | null;
}

const lua = (text: string) => JSON.stringify(text); // a JSON string literal is a valid Lua string literal for this ASCII text

function wrkScript(spec: LoadSpec): string {
  const method = spec.method ?? 'GET';
  const headers = (h: Record<string, string>) =>
    `{${Object.entries(h)
      .map(([k, v]) => `[${lua(k)}]=${lua(v)}`)
      .join(',')}}`;
  if (spec.template !== undefined) {
    // Unique per run (the prefix) and per request (n): a key is never sent twice.
    const body = spec.template.replaceAll('{seq}', `${process.pid}x${++runs}x{seq}`);
    return `local template = ${lua(body)}
local headers = ${headers(spec.headers ?? {})}
local n = 0
request = function()
  n = n + 1
  return wrk.format(${lua(method)}, nil, headers, (template:gsub("{seq}", tostring(n))))
end`;
  }
  if (!spec.varying) {
    return `wrk.method = ${lua(method)}
wrk.headers = ${headers(spec.headers ?? {})}
${spec.body === undefined ? '' : `wrk.body = ${lua(spec.body)}`}`;
  }
  const items: string[] = [];
  for (let i = 0; i < spec.varying.pool; i++) {
    const r = spec.varying.request(i);
    items.push(`{${lua(r.body)},${headers({ ...spec.headers, ...r.headers })}}`);
  }
  return `local pool = {${items.join(',\n')}}
local n = 0
request = function()
  n = n + 1
  local r = pool[(n % #pool) + 1]
  return wrk.format(${lua(method)}, nil, r[2], r[1])
end`;
}

function parseWrk(out: string): { rps: number; requests: number; errors: number; p99: number } {
  const num = (re: RegExp) => Number(re.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = socket ? socket.slice(1).reduce((s, v) => s + Number(v), 0) : 0;
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)/.exec(out);
  const p99ms = p99 ? Number(p99[1]) * (p99[2] === 'us' ? 0.001 : p99[2] === 's' ? 1000 : 1) : 0;
  return {
    rps: num(/Requests\/sec:\s+([\d.]+)/),
    requests: num(/(\d+) requests in/),
    errors: socketErrors + num(/Non-2xx or 3xx responses: (\d+)/),
    p99: Math.round(p99ms * 100) / 100,
  };
}

async function wrkRun(spec: LoadSpec, seconds: number) {
  const dir = mkdtempSync(join(tmpdir(), 'beckon-wrk-'));
  try {
    const script = join(dir, 'load.lua');
    writeFileSync(script, wrkScript(spec));
    const out = await new Promise<string>((resolve, reject) => {
      execFile(
        WRK,
        ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '-s', script, spec.url],
        { maxBuffer: 1 << 20 },
        (err, stdout) => (err ? reject(err) : resolve(stdout)),
      );
    });
    return parseWrk(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function autocannonRun(spec: LoadSpec, seconds: number) {
  const opts: autocannon.Options = {
    url: spec.url,
    method: (spec.method ?? 'GET') as autocannon.Options['method'],
    connections: CONNECTIONS,
    duration: seconds,
    ...(spec.headers ? { headers: spec.headers } : {}),
    ...(spec.body === undefined ? {} : { body: spec.body }),
  };
  if (spec.template !== undefined) {
    const template = spec.template.replaceAll('{seq}', `${process.pid}x${++runs}x{seq}`);
    let n = 0;
    opts.requests = [{ setupRequest: (req) => ({ ...req, body: template.replaceAll('{seq}', String(++n)) }) }];
  } else if (spec.varying) {
    const { varying } = spec;
    let i = 0;
    opts.requests = [
      {
        setupRequest: (req) => {
          const r = varying.request(i++ % varying.pool);
          return { ...req, body: r.body, headers: { ...spec.headers, ...r.headers } };
        },
      },
    ];
  }
  const r = await autocannon(opts);
  return {
    rps: r.requests.average,
    requests: r['2xx'] + r.non2xx,
    errors: r.errors + r.timeouts + r.non2xx,
    p99: r.latency.p99,
    ok: r['2xx'],
  };
}

/** A 1 s warm-up (JIT, caches), then the measured run. */
export async function measure(spec: LoadSpec, seconds = DURATION): Promise<LoadResult> {
  const cpu = () => (spec.pid === undefined ? null : processCpuMicros(spec.pid));
  const perRequest = (before: number | null, after: number | null, requests: number) =>
    before === null || after === null || requests === 0 ? null : (after - before) / requests;
  if (LOAD_TOOL === 'wrk') {
    const warm = await wrkRun(spec, 1);
    const before = cpu();
    const r = await wrkRun(spec, seconds);
    return {
      rps: r.rps,
      ok: warm.requests - warm.errors + r.requests - r.errors,
      errors: r.errors,
      p99: r.p99,
      cpuPerRequest: perRequest(before, cpu(), r.requests),
    };
  }
  const warm = await autocannonRun(spec, 1);
  const before = cpu();
  const r = await autocannonRun(spec, seconds);
  return {
    rps: r.rps,
    ok: warm.ok + r.ok,
    errors: r.errors,
    p99: r.p99,
    cpuPerRequest: perRequest(before, cpu(), r.requests),
  };
}

export interface PairedResult {
  /** Median over the rounds of route req/s ÷ baseline req/s, each pair measured back to back. */
  ratio: number;
  ratios: number[];
  baselineRps: number;
  rps: number;
  /** 2xx answers of the route over every round (warm-ups included). */
  ok: number;
  errors: number;
  p99: number;
  /** Median server CPU µs per request of the route and of the baseline, and the median of their per-pair ratios. */
  cpu: { route: number; baseline: number; ratio: number } | null;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/**
 * The baseline and the route measured alternately, `rounds` pairs, and the
 * median of the per-pair ratios. Why: on a shared 2-core machine the hello
 * world baseline alone can move by a third or more within one session,
 * so one baseline at the start and one route run later could land in
 * different weather; a pair measured back to back shares it, and the median
 * drops the odd pair that does not. BENCH_ROUNDS and BENCH_SECONDS override.
 */
export async function measurePaired(
  baseline: LoadSpec,
  route: LoadSpec,
  rounds = Number(process.env.BENCH_ROUNDS ?? 3),
  seconds = Number(process.env.BENCH_SECONDS ?? 4),
): Promise<PairedResult> {
  const ratios: number[] = [];
  const baselines: number[] = [];
  const routes: number[] = [];
  const cpuRoute: number[] = [];
  const cpuBaseline: number[] = [];
  const cpuRatios: number[] = [];
  let ok = 0;
  let errors = 0;
  let p99 = 0;
  for (let i = 0; i < rounds; i++) {
    const b = await measure(baseline, seconds);
    const r = await measure(route, seconds);
    baselines.push(b.rps);
    routes.push(r.rps);
    ratios.push(r.rps / b.rps);
    if (r.cpuPerRequest !== null && b.cpuPerRequest !== null) {
      cpuRoute.push(r.cpuPerRequest);
      cpuBaseline.push(b.cpuPerRequest);
      cpuRatios.push(r.cpuPerRequest / b.cpuPerRequest);
    }
    ok += r.ok;
    errors += r.errors;
    p99 = Math.max(p99, r.p99);
  }
  const cpu =
    cpuRatios.length === 0
      ? null
      : { route: median(cpuRoute), baseline: median(cpuBaseline), ratio: median(cpuRatios) };
  return { ratio: median(ratios), ratios, baselineRps: median(baselines), rps: median(routes), ok, errors, p99, cpu };
}

const pct = (x: number) => `${(x * 100).toFixed(0)}%`;

/**
 * The header of a paired throughput table: the route, its requests/s against hello world's with the ratio's
 * budget (blank for routes budgeted in CPU only), p99, errors, the server CPU µs per request of both and their
 * ratio, its budget (left out with `cpuBudget: false`, for routes given none), and each pair's ratio.
 */
export function pairedHeader(routeWidth: number, { cpuBudget = true } = {}): string[] {
  return [
    'route'.padEnd(routeWidth),
    'req/s'.padStart(9),
    'hello'.padStart(9),
    'ratio'.padStart(7),
    'budget'.padStart(7),
    'p99 ms'.padStart(7),
    'errors'.padStart(7),
    'cpu µs'.padStart(7),
    'hello'.padStart(6),
    'cpu×'.padStart(6),
    ...(cpuBudget ? ['budget'.padStart(7)] : []),
    '  pairs',
  ];
}

/** One route's row under `pairedHeader` (`n/a` for CPU off Linux); no `cpuBudget`, no CPU budget column. */
export function pairedRow(
  name: string,
  routeWidth: number,
  paired: PairedResult,
  budget: { ratio?: number; cpu?: number },
): string[] {
  const c = paired.cpu;
  return [
    name.padEnd(routeWidth),
    paired.rps.toFixed(0).padStart(9),
    paired.baselineRps.toFixed(0).padStart(9),
    pct(paired.ratio).padStart(7),
    (budget.ratio === undefined ? '' : `≥${budget.ratio * 100}%`).padStart(7),
    String(paired.p99).padStart(7),
    String(paired.errors).padStart(7),
    (c ? c.route.toFixed(1) : 'n/a').padStart(7),
    (c ? c.baseline.toFixed(1) : 'n/a').padStart(6),
    (c ? `${c.ratio.toFixed(2)}×` : 'n/a').padStart(6),
    ...(budget.cpu === undefined ? [] : [`≤${budget.cpu.toFixed(1)}×`.padStart(7)]),
    ` ${paired.ratios.map(pct).join(', ')}`,
  ];
}
