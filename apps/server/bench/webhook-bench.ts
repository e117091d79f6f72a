/**
 * Lead webhook latency budget: with the receiver up, p95 < 2 s from the moment a lead is
 * acknowledged (the conversion route's 200, after commit) to the moment the receiver has its POST. The real
 * server runs as `npm start` runs it (PGlite on disk; PostgreSQL when WEBHOOK_BENCH_DATABASE_URL is set, a
 * database it may fill), with the default delivery poll; LEADS leads are submitted in bursts of BURST
 * concurrent submits, one burst every GAP_MS (WEBHOOK_BENCH_LEADS, _BURST, _GAP_MS), and each lead's delay is
 * measured on this process's clock.
 * Run alone: `npx tsx apps/server/bench/webhook-bench.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID } from '../src/demo-ids.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../src/plugins/owner/seed-demo-owner.js';
import { spawnServer } from '../test/helpers/server-process.js';

const LEADS = Number(process.env.WEBHOOK_BENCH_LEADS ?? 200);
const BURST = Number(process.env.WEBHOOK_BENCH_BURST ?? 10);
const GAP_MS = Number(process.env.WEBHOOK_BENCH_GAP_MS ?? 100);
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

async function submitLead(origin: string, n: number): Promise<{ id: string; ackedAt: number }> {
  const res = await fetch(`${origin}/api/display/conversion/0123456789abc`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      conversion_key: `bench-hook-${Date.now().toString(36)}-${n}`,
      poptin_id: DEMO_TIMER_POPUP_ID,
      client_id: DEMO_CLIENT_ID,
      url: 'https://clinic.example/',
      visitor: 'desktop',
      email: `lead${n}@clinic.example`,
    }).toString(),
  });
  const ackedAt = Date.now();
  if (res.status !== 200) throw new Error(`conversion answered ${res.status}`);
  return { id: ((await res.json()) as { conversion_id: string }).conversion_id, ackedAt };
}

export async function runWebhookBench(): Promise<{ p50: number; p95: number; max: number }> {
  const arrivals = new Map<string, number>();
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = Date.now();
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { conversion_id: string } };
      if (!arrivals.has(body.data.conversion_id)) arrivals.set(body.data.conversion_id, at);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/leads`;

  const dataDir = mkdtempSync(join(tmpdir(), 'beckon-webhook-bench-'));
  const databaseUrl = process.env.WEBHOOK_BENCH_DATABASE_URL;
  const server = await spawnServer({
    WEBHOOK_ALLOW_PRIVATE: '1',
    RATE_LIMITS: 'conversion-ip=0,conversion-viewer=0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
  });
  try {
    const headers = await signIn(server.origin);
    const created = await fetch(`${server.origin}/api/owner/webhooks`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiverUrl }),
    });
    if (created.status !== 201) throw new Error(`creating the webhook answered ${created.status}`);

    const acked: { id: string; ackedAt: number }[] = [];
    for (let n = 0; n < LEADS; n += BURST) {
      const burst = Array.from({ length: Math.min(BURST, LEADS - n) }, (_, i) => submitLead(server.origin, n + i));
      acked.push(...(await Promise.all(burst)));
      await new Promise((r) => setTimeout(r, GAP_MS));
    }
    const deadline = Date.now() + 60_000;
    while (acked.some((a) => !arrivals.has(a.id)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const missing = acked.filter((a) => !arrivals.has(a.id)).length;
    const delays = acked
      .filter((a) => arrivals.has(a.id))
      .map((a) => (arrivals.get(a.id) as number) - a.ackedAt)
      .sort((a, b) => a - b);
    const result = { p50: quantile(delays, 0.5), p95: quantile(delays, 0.95), max: delays.at(-1) ?? 0 };
    console.log(
      `\nLead webhook delivery after acknowledgement (${acked.length} leads in bursts of ${BURST} every ${GAP_MS} ms, ` +
        `receiver up, ${databaseUrl ? 'PostgreSQL' : 'PGlite on disk'})`,
    );
    console.log(
      `p50 ${result.p50} ms   p95 ${result.p95} ms (budget < ${BUDGET_P95_MS} ms: ${result.p95 < BUDGET_P95_MS && missing === 0 ? 'met' : 'NOT MET'})   max ${result.max} ms   never delivered ${missing}`,
    );
    return result;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === THIS_FILE) {
  await runWebhookBench();
  process.exit(0);
}
