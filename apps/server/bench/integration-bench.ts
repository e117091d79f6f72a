/**
 * Email-marketing integration latency budget: p95 ≤ 2 s from the moment a lead is acknowledged (the conversion
 * route's 200, after commit) to the moment the tool (a loopback Mailchimp speaking its documented API) has
 * taken the contact, at 100 leads a second. The real server runs as `npm start` runs it (PGlite on disk;
 * PostgreSQL when INTEGRATION_BENCH_DATABASE_URL is set, a database it may fill), with the default delivery
 * poll; LEADS leads are submitted in bursts of BURST concurrent submits, one burst every GAP_MS
 * (INTEGRATION_BENCH_LEADS, _BURST, _GAP_MS).
 * Run alone: `npx tsx apps/server/bench/integration-bench.ts`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID } from '../src/demo-ids.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../src/plugins/owner/seed-demo-owner.js';
import { startProviderLoopback } from '../test/helpers/provider-loopback.js';
import { spawnServer } from '../test/helpers/server-process.js';

const LEADS = Number(process.env.INTEGRATION_BENCH_LEADS ?? 500);
const BURST = Number(process.env.INTEGRATION_BENCH_BURST ?? 10);
const GAP_MS = Number(process.env.INTEGRATION_BENCH_GAP_MS ?? 100);
const BUDGET_P95_MS = 2000;
const THIS_FILE = fileURLToPath(import.meta.url);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function signIn(origin: string): Promise<Record<string, string>> {
  const res = await fetch(`${origin}/api/owner/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_OWNER_EMAIL, password: DEMO_OWNER_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { csrf_token } = (await res.json()) as { csrf_token: string };
  return { cookie, 'x-csrf-token': csrf_token };
}

async function submitLead(origin: string, run: string, n: number): Promise<{ email: string; ackedAt: number }> {
  const email = `lead${n}.${run}@bakery.example`;
  const res = await fetch(`${origin}/api/display/conversion/0123456789abc`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      conversion_key: `bench-integ-${run}-${n}`,
      poptin_id: DEMO_TIMER_POPUP_ID,
      client_id: DEMO_CLIENT_ID,
      url: 'https://bakery.example/',
      visitor: 'desktop',
      email,
      name: `Lead ${n}`,
    }).toString(),
  });
  const ackedAt = Date.now();
  if (res.status !== 200) throw new Error(`conversion answered ${res.status}`);
  return { email, ackedAt };
}

export async function runIntegrationBench(): Promise<{ p50: number; p95: number; max: number }> {
  const loop = await startProviderLoopback();
  const dataDir = mkdtempSync(join(tmpdir(), 'beckon-integration-bench-'));
  const databaseUrl = process.env.INTEGRATION_BENCH_DATABASE_URL;
  const server = await spawnServer({
    RATE_LIMITS: 'conversion-ip=0,conversion-viewer=0',
    INTEGRATION_API_BASES: `mailchimp=${loop.bases.mailchimp}`,
    ...(databaseUrl
      ? { DATABASE_URL: databaseUrl, SECRETS_KEY: randomBytes(32).toString('base64') }
      : { DATA_DIR: dataDir }),
  });
  try {
    const headers = await signIn(server.origin);
    const created = await fetch(`${server.origin}/api/owner/integrations`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        provider: 'mailchimp',
        api_key: loop.keys.mailchimp,
        list_id: 'a1b2c3d4e5',
        field_map: [{ from: 'name', to: 'FNAME' }],
      }),
    });
    if (created.status !== 201) throw new Error(`connecting Mailchimp answered ${created.status}`);

    const run = Date.now().toString(36);
    const acked: { email: string; ackedAt: number }[] = [];
    for (let n = 0; n < LEADS; n += BURST) {
      const burst = Array.from({ length: Math.min(BURST, LEADS - n) }, (_, i) => submitLead(server.origin, run, n + i));
      acked.push(...(await Promise.all(burst)));
      await new Promise((r) => setTimeout(r, GAP_MS));
    }
    const arrivals = () => new Map(loop.taken.mailchimp.map((m) => [m.email, m.at]));
    const deadline = Date.now() + 60_000;
    while (acked.some((a) => !arrivals().has(a.email)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const taken = arrivals();
    const missing = acked.filter((a) => !taken.has(a.email)).length;
    const delays = acked
      .filter((a) => taken.has(a.email))
      .map((a) => (taken.get(a.email) as number) - a.ackedAt)
      .sort((a, b) => a - b);
    const result = { p50: quantile(delays, 0.5), p95: quantile(delays, 0.95), max: delays.at(-1) ?? 0 };
    console.log(
      `\nIntegration (Mailchimp on loopback) delivery after acknowledgement (${acked.length} leads in bursts of ` +
        `${BURST} every ${GAP_MS} ms, ${databaseUrl ? 'PostgreSQL' : 'PGlite on disk'})`,
    );
    console.log(
      `p50 ${result.p50} ms   p95 ${result.p95} ms (budget ≤ ${BUDGET_P95_MS} ms: ${result.p95 <= BUDGET_P95_MS && missing === 0 ? 'met' : 'NOT MET'})   max ${result.max} ms   never delivered ${missing}`,
    );
    return result;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await loop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === THIS_FILE) {
  await runIntegrationBench();
  process.exit(0);
}
