/**
 * An email-marketing integration end to end against the real server process: a Mailchimp on loopback takes a
 * lead; then it goes down, more leads are acknowledged, the last one just before the server is SIGKILLed, and
 * once the server is started again on the same data and the tool is back, every lead is on the list. The
 * outbox lives in the database, and the sealed API key still opens after the restart (on PGlite the secrets
 * key was made in the data folder; on PostgreSQL it is SECRETS_KEY).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '@beckon/db';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID } from '../../src/demo-ids.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { type ProviderLoopback, startProviderLoopback } from '../helpers/provider-loopback.js';
import { type ServerProcess, spawnServer } from '../helpers/server-process.js';
import { waitFor } from '../helpers/webhook-receiver.js';

const ENV = {
  WEBHOOK_FIRST_RETRY_MS: '200',
  RATE_LIMITS: 'conversion-ip=0,conversion-viewer=0',
};

interface Backend {
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

const backends: { name: string; make: () => Promise<Backend> }[] = [
  {
    name: 'PGlite',
    make: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'beckon-integrations-'));
      return { env: { DATA_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true }) };
    },
  },
];
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl)
  backends.push({
    name: 'PostgreSQL',
    make: async () => {
      const name = `beckon_integ_${Date.now().toString(36)}`;
      const admin = await connect({ databaseUrl: adminUrl });
      await admin.exec(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        env: { DATABASE_URL: url.toString(), SECRETS_KEY: randomBytes(32).toString('base64') },
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
/** The lead's email; its name is `Lead <n>` with the same n as the email's `lead<n>.`. */
async function submitLead(origin: string): Promise<string> {
  leadNumber++;
  const email = `lead${leadNumber}.${Date.now().toString(36)}@bakery.example`;
  const res = await fetch(`${origin}/api/display/conversion/0123456789abc`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      conversion_key: `integ-${Date.now().toString(36)}-${leadNumber}`,
      poptin_id: DEMO_TIMER_POPUP_ID,
      client_id: DEMO_CLIENT_ID,
      url: 'https://bakery.example/',
      visitor: 'desktop',
      email,
      name: `Lead ${leadNumber}`,
    }).toString(),
  });
  expect(res.status).toBe(200);
  return email;
}

describe.each(backends)('an integration across a tool outage and a server crash on $name', (backendSpec) => {
  it('adds every acknowledged lead to the list once the tool is back', async () => {
    const backend = await backendSpec.make();
    cleanups.push(backend.cleanup);
    const loop: ProviderLoopback = await startProviderLoopback();
    cleanups.push(() => loop.stop());
    const env = { ...ENV, ...backend.env, INTEGRATION_API_BASES: `mailchimp=${loop.bases.mailchimp}` };
    let server: ServerProcess = await spawnServer(env);
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
      await server.exited;
    });

    const session = await signIn(server.origin);
    const created = await fetch(`${server.origin}/api/owner/integrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrf },
      body: JSON.stringify({
        provider: 'mailchimp',
        api_key: loop.keys.mailchimp,
        list_id: 'a1b2c3d4e5',
        field_map: [{ from: 'name', to: 'FNAME' }],
      }),
    });
    expect(created.status).toBe(201);
    const onList = (email: string) => loop.taken.mailchimp.some((m) => m.email === email && m.list === 'a1b2c3d4e5');

    const first = await submitLead(server.origin);
    await waitFor('the first lead on the list', () => onList(first));

    // The tool is down: leads are acknowledged and wait in the outbox; the last one just before the kill.
    await loop.stop();
    const whileDown: string[] = [];
    for (let i = 0; i < 5; i++) whileDown.push(await submitLead(server.origin));
    server.child.kill('SIGKILL');
    await server.exited;
    server = await spawnServer(env);
    await loop.start();

    await waitFor(
      'every lead acknowledged while the tool was down',
      () => whileDown.every(onList),
      // A delivery cut by the kill is tried again when its claim (60 s) expires.
      120_000,
    );
    const last = whileDown[4] ?? '';
    expect(loop.taken.mailchimp.find((m) => m.email === last)?.fields).toEqual({
      FNAME: `Lead ${/^lead(\d+)\./.exec(last)?.[1]}`,
    });
  }, 400_000);
});
