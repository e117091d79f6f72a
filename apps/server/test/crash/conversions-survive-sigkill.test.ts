/**
 * Crash safety: conversions are posted concurrently, the server is killed with
 * SIGKILL mid-run, started again on the same data, and every conversion it
 * acknowledged must be there (shared/research/reliability.md §6 A1).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type Db } from '@beckon/db';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID } from '../../src/demo-ids.js';
import { spawnServer } from '../helpers/server-process.js';

const CLIENTS = 50;
const KILL_AFTER_MS = 3_000;
const VIEWER = '0123456789abc';

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
});

function conversionBody(key: string): URLSearchParams {
  return new URLSearchParams({
    conversion_key: key,
    poptin_id: DEMO_TIMER_POPUP_ID,
    client_id: DEMO_CLIENT_ID,
    url: 'http://shop.example/crash',
    visitor: 'desktop',
    email: `${key}@example.org`,
    name: 'Crash Test',
  });
}

describe.each(backends)('conversions under SIGKILL on $name', ({ make }) => {
  it('keeps every acknowledged conversion after the server is killed and restarted', async () => {
    const backend = await make();
    cleanups.push(backend.cleanup);
    const server = await spawnServer(backend.env);
    const acked = new Map<string, string>();
    let cut = 0;
    let running = true;
    let seq = 0;

    const client = async (n: number) => {
      while (running) {
        const key = `crash-${n}-${seq++}`;
        try {
          const r = await fetch(`${server.origin}/api/display/conversion/${VIEWER}`, {
            method: 'POST',
            body: conversionBody(key),
          });
          if (r.status === 200) {
            const body = (await r.json()) as { conversion_id: string };
            acked.set(key, body.conversion_id);
          }
        } catch {
          cut++; // the kill cut this request: not acknowledged, the client would retry it
          return;
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
    await new Promise((r) => setTimeout(r, KILL_AFTER_MS));
    server.child.kill('SIGKILL');
    await server.exited;
    running = false;
    await Promise.all(clients);
    expect(acked.size).toBeGreaterThan(100); // the run really wrote under load

    // Restart on the same data: it must come up, then stop it cleanly to read the files.
    const again = await spawnServer(backend.env);
    again.child.kill('SIGTERM');
    await again.exited;

    const db = await backend.open();
    const { rows } = await db.query<{ conversion_key: string; conversion_id: string }>(
      'SELECT conversion_key, conversion_id FROM conversions WHERE account_id = $1',
      [DEMO_CLIENT_ID],
    );
    await db.close();
    const stored = new Map(rows.map((r) => [r.conversion_key, r.conversion_id]));
    const lost = [...acked].filter(([key, id]) => stored.get(key) !== id);
    console.log(`${backend.name}: ${acked.size} acknowledged, ${cut} cut by the kill, ${lost.length} lost`);
    expect(lost).toEqual([]);
  });
});
