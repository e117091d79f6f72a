/**
 * Lead webhooks end to end against the real server process: a receiver on loopback gets a lead with a valid
 * signature; then it goes down, more leads are acknowledged, the server is SIGKILLed and started again, the
 * receiver comes back, and every lead still arrives, signed. The outbox lives in the database, so neither the
 * receiver's absence nor the restart loses one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '@beckon/db';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID } from '../../src/demo-ids.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { type ServerProcess, spawnServer } from '../helpers/server-process.js';
import { startWebhookReceiver, verifyWebhook, type WebhookReceiver, waitFor } from '../helpers/webhook-receiver.js';

const ENV = {
  WEBHOOK_ALLOW_PRIVATE: '1',
  WEBHOOK_FIRST_RETRY_MS: '200',
  RATE_LIMITS: 'conversion-ip=0,conversion-viewer=0',
};

interface Backend {
  name: string;
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

const backends: { name: string; make: () => Promise<Backend> }[] = [
  {
    name: 'PGlite',
    make: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'beckon-webhooks-'));
      return { name: 'PGlite', env: { DATA_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true }) };
    },
  },
];
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl)
  backends.push({
    name: 'PostgreSQL',
    make: async () => {
      const name = `beckon_hooks_${Date.now().toString(36)}`;
      const admin = await connect({ databaseUrl: adminUrl });
      await admin.exec(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        name: 'PostgreSQL',
        env: { DATABASE_URL: url.toString() },
        cleanup: async () => {
          await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await admin.close();
        },
      };
    },
  });

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
}, 60_000);

async function signIn(origin: string): Promise<{ cookie: string; csrf: string }> {
  const res = await fetch(`${origin}/api/owner/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_OWNER_EMAIL, password: DEMO_OWNER_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { cookie, csrf: ((await res.json()) as { csrf_token: string }).csrf_token };
}

let leadNumber = 0;
async function submitLead(origin: string): Promise<string> {
  leadNumber++;
  const res = await fetch(`${origin}/api/display/conversion/0123456789abc`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      conversion_key: `hook-${Date.now().toString(36)}-${leadNumber}`,
      poptin_id: DEMO_TIMER_POPUP_ID,
      client_id: DEMO_CLIENT_ID,
      url: 'https://clinic.example/',
      visitor: 'desktop',
      email: `lead${leadNumber}@clinic.example`,
    }).toString(),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { conversion_id: string }).conversion_id;
}

const leadIdOf = (body: string) => (JSON.parse(body) as { data: { conversion_id: string } }).data.conversion_id;

describe.each(backends)('webhooks across a receiver outage and a server crash on $name', (backendSpec) => {
  it('delivers every acknowledged lead, signed, once the receiver is back', async () => {
    const backend = await backendSpec.make();
    cleanups.push(backend.cleanup);
    const receiver: WebhookReceiver = await startWebhookReceiver();
    cleanups.push(() => receiver.stop());
    let server: ServerProcess = await spawnServer({ ...ENV, ...backend.env });
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
      await server.exited;
    });

    const session = await signIn(server.origin);
    const created = await fetch(`${server.origin}/api/owner/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrf },
      body: JSON.stringify({ url: receiver.url }),
    });
    expect(created.status).toBe(201);
    const { secret } = (await created.json()) as { secret: string };

    // Receiver up: the lead arrives with a signature the documented recipe verifies.
    const first = await submitLead(server.origin);
    await waitFor('the first lead', () => receiver.received.some((r) => leadIdOf(r.body) === first));
    expect(receiver.received.every((r) => verifyWebhook(secret, r))).toBe(true);

    // Receiver down: leads are acknowledged, their deliveries fail and wait in the outbox.
    await receiver.stop();
    const whileDown: string[] = [];
    for (let i = 0; i < 5; i++) whileDown.push(await submitLead(server.origin));

    // The server dies and starts again on the same data; then the receiver comes back on its port.
    server.child.kill('SIGKILL');
    await server.exited;
    server = await spawnServer({ ...ENV, ...backend.env });
    await receiver.start();

    await waitFor(
      'every lead acknowledged while the receiver was down',
      () => whileDown.every((id) => receiver.received.some((r) => leadIdOf(r.body) === id)),
      // A delivery cut by the kill is tried again when its claim (60 s) expires.
      120_000,
    );
    expect(receiver.received.every((r) => verifyWebhook(secret, r))).toBe(true);
  }, 400_000);
});
