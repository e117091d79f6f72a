/**
 * Websites across two server processes on one PostgreSQL: a site created, a domain verified and a theme
 * saved through one process are served by the other within 2 s (the change feed), not at its next
 * start.
 */
import { type Db, migrate } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { seedAll } from '../../src/seed.js';
import { startDnsServer, type TestDnsServer } from '../helpers/dns-server.js';
import { HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, rememberDb, uniqueEmail } from '../http/owner-helpers.js';
import { adminUrl, type FreshDatabase, freshDatabase, SKIP_REASON, waitFor } from './cluster-helpers.js';

if (!adminUrl) console.warn(`skipping sites.test.ts: ${SKIP_REASON}`);

const PROMISE_MS = 2_000;

describe.skipIf(!adminUrl)('websites across two processes on PostgreSQL', () => {
  let database: FreshDatabase;
  let dns: TestDnsServer;
  let dbA: Db;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    dns = await startDnsServer();
    database = await freshDatabase(adminUrl as string);
    dbA = await database.open();
    const dbB = await database.open();
    await migrate(dbA);
    await seedAll(dbA);
    const options = {
      logger: false,
      widgetDistDir: '/nonexistent-widget-dist',
      databaseUrl: database.url,
      publicUrl: 'http://beckon.test',
      dnsServers: [dns.address],
    };
    a = await buildApp({ db: dbA, ...options });
    b = await buildApp({ db: dbB, ...options });
    rememberDb(a, dbA);
  }, HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
    await dns?.close();
  });

  const homeAt = async (app: FastifyInstance, host: string) =>
    app.inject({ url: '/', headers: { host, accept: 'text/html' } });

  it('serves a site created, a domain verified and a theme saved through A from B within 2 s', async () => {
    const owner = new OwnerClient(a);
    await owner.signUp(uniqueEmail('cluster-site'));
    const host = `horno-${Date.now().toString(36)}.localhost`;
    expect((await homeAt(b, host)).statusCode).toBe(404);

    let changedAt = Date.now();
    const made = await owner.send('POST', '/api/owner/site', {
      name: 'Horno Central',
      starter: 'blank',
      label: host.split('.')[0],
    });
    expect(made.statusCode).toBe(201);
    await waitFor('B to serve the new site', async () =>
      (await homeAt(b, host)).statusCode === 200 ? true : undefined,
    );
    expect(Date.now() - changedAt).toBeLessThan(PROMISE_MS);

    const domain = `www.horno-${Date.now().toString(36)}.example`;
    const added = await owner.send('POST', '/api/owner/site/domains', { domain });
    dns.txt.set(added.json().verification.name, [added.json().verification.value]);
    changedAt = Date.now();
    expect((await owner.send('POST', `/api/owner/site/domains/${domain}/verify`)).statusCode).toBe(200);
    await waitFor('B to serve the verified domain', async () =>
      (await homeAt(b, domain)).statusCode === 200 ? true : undefined,
    );
    expect(Date.now() - changedAt).toBeLessThan(PROMISE_MS);

    const theme = { ...made.json().theme, tagline: `Pan de leña ${Date.now()}` };
    changedAt = Date.now();
    expect((await owner.send('PUT', '/api/owner/site/theme', theme)).statusCode).toBe(200);
    await waitFor('B to show the new tagline', async () =>
      (await homeAt(b, host)).body.includes(theme.tagline) ? true : undefined,
    );
    expect(Date.now() - changedAt).toBeLessThan(PROMISE_MS);
  });
});
