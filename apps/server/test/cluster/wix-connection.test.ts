/**
 * A Wix-style site connection changed through one process is used by another at once: the saver announces it
 * on the change feed and the other process drops the connection it kept in memory (it keeps it until told, so
 * nothing else can explain the change). Two apps on two connection pools to one PostgreSQL database stand in
 * for two processes; the site is the Wix-style fixture on loopback.
 */
import { randomBytes } from 'node:crypto';
import { type Db, migrate } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { DEMO_CLIENT_ID } from '../../src/demo-ids.js';
import { makeCatalogueKey } from '../../src/plugins/store-catalogue/catalogue-keys.js';
import { seedAll } from '../../src/seed.js';
import { makeWixCart, startWixSite, WIX_PRODUCTS, type WixSite } from '../fixtures/storefronts/index.js';
import { displayBody } from '../helpers/payloads.js';
import { postJson } from '../helpers/test-app.js';
import { HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { adminUrl, type FreshDatabase, freshDatabase, SKIP_REASON, waitFor } from './cluster-helpers.js';

if (!adminUrl) console.warn(`skipping wix-connection.test.ts: ${SKIP_REASON}`);

describe.skipIf(!adminUrl)('a Wix-style site connection across two processes on PostgreSQL', () => {
  let database: FreshDatabase;
  let site: WixSite;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let key = '';
  let cartId = '';

  const hasCart = async (app: FastifyInstance) =>
    'wix_cart_details' in
    ((
      await postJson(
        app,
        `/api/display/${DEMO_CLIENT_ID}`,
        displayBody({ store_integration: 'wix', wix_cart_id: cartId }),
      )
    ).json() as Record<string, unknown>);
  const signed = (method: 'PUT' | 'DELETE', body?: unknown) =>
    a.inject({
      method,
      url: '/api/store-catalogue/wix/connection',
      headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });

  beforeAll(async () => {
    site = await startWixSite();
    database = await freshDatabase(adminUrl as string);
    const dbA: Db = await database.open();
    const dbB: Db = await database.open();
    await migrate(dbA);
    await seedAll(dbA);
    ({ key } = await makeCatalogueKey(dbA, DEMO_CLIENT_ID));
    const options = {
      logger: false,
      widgetDistDir: '/nonexistent-widget-dist',
      databaseUrl: database.url,
      secretsKey: randomBytes(32),
      wixApiOrigin: site.url,
    };
    a = await buildApp({ db: dbA, ...options });
    b = await buildApp({ db: dbB, ...options });
    const shirt = WIX_PRODUCTS[0] as (typeof WIX_PRODUCTS)[number];
    cartId = await makeWixCart(site, shirt, 1);
  }, HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
    await site?.close();
  }, HOOK_TIMEOUT_MS);

  it('reads the cart on the other process once connected there, and stops once disconnected', async () => {
    // B now remembers that the account has no connection.
    expect(await hasCart(b)).toBe(false);
    expect((await signed('PUT', { site_id: site.state.metaSiteId, api_key: site.state.apiKey })).statusCode).toBe(204);
    await waitFor('process B to read the cart', async () => ((await hasCart(b)) ? true : undefined), 5_000);
    expect((await signed('DELETE')).statusCode).toBe(204);
    await waitFor('process B to stop reading the cart', async () => ((await hasCart(b)) ? undefined : true), 5_000);
  });
});
