/**
 * The owner's Wix-style site connection routes (the dashboard's Wix screen), on PGlite and PostgreSQL: the
 * owner sees whether the site is connected (never the key, only that one is set), connects it with a site id
 * and API key that the site is asked to accept first, and disconnects it; the display answer follows at once.
 * Only the account's owner may connect or disconnect. The site is the Wix-style fixture on loopback.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '@beckon/db';
import type { WixConnectionState } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../../src/demo-ids.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { makeWixCart, startWixSite, WIX_PRODUCTS, type WixSite } from '../fixtures/storefronts/index.js';
import { displayBody } from '../helpers/payloads.js';
import { openSeededApp } from '../helpers/running-server.js';
import { countRows, errorBody, postJson } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, rememberDb, uniqueEmail } from './owner-helpers.js';

const PATH = '/api/owner/store-catalogue/wix/connection';

describe.each(databases)('the owner’s Wix-style site connection on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let site: WixSite;
  let owner: OwnerClient;
  let cartId = '';

  const state = async (client: OwnerClient) => {
    const res = await client.send('GET', PATH);
    expect(res.statusCode).toBe(200);
    return res.json() as WixConnectionState;
  };
  const hasCart = async () =>
    'wix_cart_details' in
    ((
      await postJson(
        app,
        `/api/display/${DEMO_CLIENT_ID}`,
        displayBody({ store_integration: 'wix', wix_cart_id: cartId }),
      )
    ).json() as Record<string, unknown>);

  beforeAll(async () => {
    site = await startWixSite();
    ({ app, db, close } = await openSeededApp(database, { secretsKey: randomBytes(32), wixApiOrigin: site.url }));
    rememberDb(app, db);
    owner = new OwnerClient(app);
    expect((await owner.signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)).statusCode).toBe(200);
    const shirt = WIX_PRODUCTS[0] as (typeof WIX_PRODUCTS)[number];
    cartId = await makeWixCart(site, shirt, 1);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await close?.();
    await site?.close();
  }, HOOK_TIMEOUT_MS);

  it('shows no connection at first, and that one can be made on this server', async () => {
    expect(await state(owner)).toEqual({ connection: null, can_connect: true });
    expect(await hasCart()).toBe(false);
  });

  it('connects with a key the site accepts, answers only that a key is set, and the display answer follows', async () => {
    const res = await owner.send('PUT', PATH, { site_id: site.state.metaSiteId, api_key: site.state.apiKey });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(site.state.apiKey);
    const answer = res.json() as WixConnectionState;
    expect(answer).toMatchObject({
      connection: { site_id: site.state.metaSiteId, api_key_set: true },
      can_connect: true,
    });
    expect(Number.isNaN(Date.parse(answer.connection?.connected_at ?? ''))).toBe(false);
    const read = await owner.send('GET', PATH);
    expect(read.body).not.toContain(site.state.apiKey);
    expect(read.json()).toEqual(answer);
    // The key was tried on the site before it was saved.
    expect(site.state.requests).toContain('GET /ecom/v1/carts/00000000-0000-0000-0000-000000000000');
    expect(await hasCart()).toBe(true);
  });

  it('refuses a key the site refuses, keeping the connection as it was', async () => {
    const res = await owner.send('PUT', PATH, {
      site_id: site.state.metaSiteId,
      api_key: 'IST.not-the-site-s-key-at-all',
    });
    expect(res.statusCode).toBe(422);
    expect(errorBody(res).code).toBe('BK_ERR_WIX_KEY_REFUSED');
    const other = await owner.send('PUT', PATH, {
      site_id: '0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3',
      api_key: site.state.apiKey,
    });
    expect(errorBody(other).code).toBe('BK_ERR_WIX_KEY_REFUSED');
    expect((await state(owner)).connection?.site_id).toBe(site.state.metaSiteId);
    expect(await hasCart()).toBe(true);
  });

  it.each([
    ['a site id that is not a GUID', { site_id: 'my-site', api_key: 'x'.repeat(30) }],
    ['a key with a NUL byte', { site_id: '7d8f2c1e-1111-4222-8333-944455556666', api_key: `${'x'.repeat(30)}\u0000` }],
    [
      'a key with a lone surrogate',
      { site_id: '7d8f2c1e-1111-4222-8333-944455556666', api_key: `${'x'.repeat(30)}\ud800` },
    ],
    ['a huge key', { site_id: '7d8f2c1e-1111-4222-8333-944455556666', api_key: 'x'.repeat(20_000) }],
    ['no key', { site_id: '7d8f2c1e-1111-4222-8333-944455556666' }],
    ['an unknown field', { site_id: '7d8f2c1e-1111-4222-8333-944455556666', api_key: 'x'.repeat(30), x: 1 }],
    ['a body that is not JSON', '{"site_id":'],
  ])('refuses %s with a 4xx JSON error, asking the site nothing and changing nothing', async (_what, body) => {
    const asked = site.state.requests.length;
    const before = await db.query('SELECT site_id, api_key_sealed FROM store_wix_connections');
    const res = await owner.send('PUT', PATH, body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(errorBody(res).code).toMatch(/^(BK|FST)_ERR_/);
    expect(site.state.requests.length).toBe(asked);
    expect((await db.query('SELECT site_id, api_key_sealed FROM store_wix_connections')).rows).toEqual(before.rows);
  });

  it('lets only the account’s owner connect or disconnect, and shows each account only its own', async () => {
    const editor = new OwnerClient(app);
    expect((await editor.signUp(uniqueEmail('wix-editor'))).statusCode).toBe(201);
    // Another account's state: not the demo account's connection.
    expect(await state(editor)).toEqual({ connection: null, can_connect: true });
    await db.query("UPDATE owners SET role = 'editor' WHERE account_id = $1", [editor.accountId]);
    const body = { site_id: site.state.metaSiteId, api_key: site.state.apiKey };
    for (const res of [await editor.send('PUT', PATH, body), await editor.send('DELETE', PATH)]) {
      expect(res.statusCode).toBe(403);
      expect(errorBody(res).code).toBe('BK_ERR_OWNER_ONLY');
    }
    const anonymous = new OwnerClient(app);
    expect((await anonymous.send('GET', PATH)).statusCode).toBe(401);
    expect((await anonymous.send('DELETE', PATH)).statusCode).toBeGreaterThanOrEqual(400);
    expect(await countRows(db, 'store_wix_connections')).toBe(1);
  });

  it('disconnects: the connection is gone and the display answer no longer carries the cart', async () => {
    const res = await owner.send('DELETE', PATH);
    expect(res.statusCode).toBe(204);
    expect(await state(owner)).toEqual({ connection: null, can_connect: true });
    expect(await countRows(db, 'store_wix_connections')).toBe(0);
    expect(await hasCart()).toBe(false);
  });
});

describe.each(databases)('the owner’s Wix-style site connection without SECRETS_KEY on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let owner: OwnerClient;

  beforeAll(async () => {
    let db: Db;
    ({ app, db, close } = await openSeededApp(database));
    rememberDb(app, db);
    owner = new OwnerClient(app);
    expect((await owner.signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)).statusCode).toBe(200);
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.(), HOOK_TIMEOUT_MS);

  it('says no site can be connected, and refuses a connection with a 409', async () => {
    expect((await owner.send('GET', PATH)).json()).toEqual({ connection: null, can_connect: false });
    const res = await owner.send('PUT', PATH, {
      site_id: '7d8f2c1e-1111-4222-8333-944455556666',
      api_key: 'x'.repeat(30),
    });
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).code).toBe('BK_ERR_INTEGRATIONS_NEED_SECRETS_KEY');
  });
});
