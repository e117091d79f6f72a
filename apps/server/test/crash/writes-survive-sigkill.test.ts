/**
 * Crash safety (reliability.md §6 A1): clients post hits and conversions
 * concurrently; the server is SIGKILLed three times, each time once a chosen
 * number of writes has been acknowledged, and started again on the same data.
 * Clients whose request the kill cut retry it as a real one would: a conversion
 * with the same conversion_key (it must not become a second lead), a hit as it
 * was (a duplicate is allowed, a loss is not). Afterwards every acknowledged
 * write must be stored. On PGlite a second process on the same data folder must
 * also be refused with a clear message.
 *
 * A SIGKILL loses what the process held, not what the OS held; the power-cut
 * half of durability is packages/db/test/durable-pglite.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type Db } from '@beckon/db';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID } from '../../src/demo-ids.js';
import { type ServerProcess, spawnServer } from '../helpers/server-process.js';

const CLIENTS = 40;
/** The kill points: the server dies once this many more writes were acknowledged in the round. */
const KILL_AFTER_ACKS = [150, 400, 250];
const VIEWER = '0123456789abc';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) CrashTest/1.0 Chrome/140.0';
// The test's clients all come from 127.0.0.1 and post far faster than any visitor: lift the per-IP limits.
const NO_LIMITS = { RATE_LIMITS: 'conversion-ip=0,conversion-viewer=0,hit-ip=0,hit-site=0' };

interface Backend {
  name: string;
  env: Record<string, string>;
  open(): Promise<Db>;
  cleanup(): Promise<void>;
}

function pgliteBackend(): Backend {
  const dir = mkdtempSync(join(tmpdir(), 'beckon-crash-'));
  return {
    name: 'PGlite',
    env: { DATA_DIR: dir },
    open: () => connect({ dataDir: dir }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresBackend(adminUrl: string): Promise<Backend> {
  const name = `beckon_crash_${Date.now().toString(36)}`;
  const admin = await connect({ databaseUrl: adminUrl });
  await admin.exec(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    open: () => connect({ databaseUrl: url.toString() }),
    cleanup: async () => {
      const a = await connect({ databaseUrl: adminUrl });
      await a.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.close();
    },
  };
}

const backends: { name: string; make: () => Promise<Backend> }[] = [
  { name: 'PGlite', make: async () => pgliteBackend() },
];
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) backends.push({ name: 'PostgreSQL', make: () => postgresBackend(adminUrl) });

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
}, 60_000);

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** One write a client makes, retried as is until acknowledged. */
interface Write {
  kind: 'hit' | 'conversion';
  key: string;
}

function request(origin: string, w: Write): Promise<Response> {
  if (w.kind === 'conversion') {
    return fetch(`${origin}/api/display/conversion/${VIEWER}`, {
      method: 'POST',
      body: new URLSearchParams({
        conversion_key: w.key,
        poptin_id: DEMO_TIMER_POPUP_ID,
        client_id: DEMO_CLIENT_ID,
        url: 'http://shop.example/crash',
        visitor: 'desktop',
        email: `${w.key}@example.org`,
        name: 'Crash Test',
      }),
    });
  }
  return fetch(`${origin}/api/statistics/hit`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-stats-ts': b64(String(Math.floor(Date.now() / 1000))),
      'user-agent': UA,
    },
    body: new URLSearchParams({
      wp_statistics_hit: '1',
      site: DEMO_CLIENT_ID,
      endpoint: 'hit',
      source_type: 'post',
      source_id: '12',
      search_query: b64(''),
      referred: b64(''),
      page_uri: b64(`/${w.key}`),
    }).toString(),
  });
}

describe.each(backends)('hits and conversions under SIGKILL on $name', ({ make }) => {
  it('keeps every acknowledged write through three kills, with cut requests retried', async () => {
    const backend = await make();
    cleanups.push(backend.cleanup);
    const env = { ...backend.env, ...NO_LIMITS };
    let server: ServerProcess = await spawnServer(env);

    if (backend.name === 'PGlite') {
      // A second process on the same data folder is refused at start, naming the folder and the way out.
      await expect(spawnServer(env)).rejects.toThrow(/data folder .* is in use by another Beckon process \(pid \d+\)/);
    }

    // Acknowledged writes: conversion key → conversion_id, hit key → true.
    const ackedConversions = new Map<string, string>();
    const ackedHits = new Set<string>();
    let acks = 0;
    let cuts = 0;
    let retriesAcked = 0;
    let stopping = false;
    // Resolves when the server answers again after a kill; clients with a cut request wait on it.
    let up = Promise.resolve();
    let markUp = () => {};
    let killAt = Number.POSITIVE_INFINITY;
    let killed: () => void = () => {};

    const client = async (n: number) => {
      for (let i = 0; !stopping; i++) {
        const w: Write = { kind: i % 2 === 0 ? 'hit' : 'conversion', key: `crash-${n}-${i}` };
        for (let attempt = 0; ; attempt++) {
          await up;
          let r: Response;
          try {
            r = await request(server.origin, w);
          } catch {
            cuts++; // the kill cut this request: unanswered, so retried once the server is back
            await new Promise((resolve) => setTimeout(resolve, 50));
            continue;
          }
          if (r.status !== 200) {
            // A 503 while the server drains is a "try again"; anything else is a real failure.
            expect(r.status, await r.text()).toBe(503);
            continue;
          }
          const body = (await r.json()) as { conversion_id?: string; status?: boolean };
          if (w.kind === 'conversion') ackedConversions.set(w.key, String(body.conversion_id));
          else ackedHits.add(w.key);
          if (attempt > 0) retriesAcked++;
          if (++acks >= killAt) killed();
          break;
        }
      }
    };

    const clients: Promise<void>[] = [];
    for (const [round, more] of KILL_AFTER_ACKS.entries()) {
      const reached = new Promise<void>((resolve) => {
        killed = resolve;
      });
      killAt = acks + more;
      markUp();
      if (round === 0) for (let n = 0; n < CLIENTS; n++) clients.push(client(n));
      await reached;
      up = new Promise<void>((resolve) => {
        markUp = resolve;
      });
      server.child.kill('SIGKILL');
      await server.exited;
      server = await spawnServer(env);
    }
    // Last start: let every client finish the write it holds (cut ones included), then stop cleanly.
    killAt = Number.POSITIVE_INFINITY;
    stopping = true;
    markUp();
    await Promise.all(clients);
    server.child.kill('SIGTERM');
    await server.exited;

    const db = await backend.open();
    const conversions = await db.query<{ conversion_key: string; conversion_id: string }>(
      "SELECT conversion_key, conversion_id FROM conversions WHERE account_id = $1 AND conversion_key LIKE 'crash-%'",
      [DEMO_CLIENT_ID],
    );
    const hits = await db.query<{ page_uri: string }>(
      "SELECT DISTINCT page_uri FROM stat_pageviews WHERE account_id = $1 AND page_uri LIKE '/crash-%'",
      [DEMO_CLIENT_ID],
    );
    await db.close();
    const storedConversions = new Map(conversions.rows.map((r) => [r.conversion_key, r.conversion_id]));
    const storedHits = new Set(hits.rows.map((r) => r.page_uri.slice(1)));
    const lostConversions = [...ackedConversions].filter(([key, id]) => storedConversions.get(key) !== id);
    const lostHits = [...ackedHits].filter((key) => !storedHits.has(key));
    console.log(
      `${backend.name}: ${ackedHits.size} hits and ${ackedConversions.size} conversions acknowledged over ` +
        `${KILL_AFTER_ACKS.length} kills; ${cuts} requests cut, ${retriesAcked} acknowledged on retry; ` +
        `${lostHits.length} hits and ${lostConversions.length} conversions lost`,
    );
    expect(acks).toBeGreaterThan(KILL_AFTER_ACKS.reduce((a, b) => a + b));
    expect(cuts).toBeGreaterThan(0); // the kills really landed mid-request
    expect(lostHits).toEqual([]);
    expect(lostConversions).toEqual([]);
    // Retried conversions did not become second leads.
    expect(conversions.rows.length).toBe(ackedConversions.size);
  }, 900_000);
});
