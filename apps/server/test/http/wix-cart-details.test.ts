/**
 * The display answer's wix_cart_details over HTTP, on PGlite and PostgreSQL: a site-builder page names its
 * visitor's cart (wix_cart_id), and the service reads that cart from the site's REST API with the API key the
 * merchant's site app connected (signed with the catalogue key), answering its lines' product ids and names
 * and its subtotal. The connection is read from memory once known, and a change is seen at once. The site is
 * the Wix-style fixture on loopback; nothing reaches the internet.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../../src/demo-ids.js';
import { makeCatalogueKey } from '../../src/plugins/store-catalogue/catalogue-keys.js';
import { makeWixCart, startWixSite, WIX_PRODUCTS, type WixSite } from '../fixtures/storefronts/index.js';
import { displayBody } from '../helpers/payloads.js';
import { buildSeededApp } from '../helpers/running-server.js';
import { countingDb, countRows, errorBody, postJson, queriesIn, type TestApp } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

const [shirt, hat] = WIX_PRODUCTS as [(typeof WIX_PRODUCTS)[number], (typeof WIX_PRODUCTS)[number]];

describe.each(databases)('the display answer’s wix_cart_details on $name', (database) => {
  let t: TestApp;
  let site: WixSite;
  let key = '';
  let cartId = '';

  const connect = (body: unknown, auth = `Bearer ${key}`) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/store-catalogue/wix/connection',
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const display = async (cart: string) =>
    (
      await postJson(
        t.app,
        `/api/display/${DEMO_CLIENT_ID}`,
        displayBody({ store_integration: 'wix', wix_cart_id: cart }),
      )
    ).json() as Record<string, unknown>;

  beforeAll(async () => {
    site = await startWixSite();
    const { db, drop } = await database.open();
    // Seeded through the real pool; the app's queries are counted (queriesIn).
    const app = await buildSeededApp(db, { db: countingDb(db), secretsKey: randomBytes(32), wixApiOrigin: site.url });
    await app.ready();
    t = {
      app,
      db,
      async close() {
        await app.close();
        await drop();
      },
    };
    ({ key } = await makeCatalogueKey(t.db, DEMO_CLIENT_ID));
    // A visitor's cart on the site, made as the site's own pages make it.
    cartId = await makeWixCart(site, shirt, 2, [hat, 1]);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await site?.close();
  }, HOOK_TIMEOUT_MS);

  it('leaves the field out while the account has not connected its site', async () => {
    expect(await display(cartId)).not.toHaveProperty('wix_cart_details');
  });

  it('answers the cart’s lines and subtotal once the site app connected its API key', async () => {
    const res = await connect({ site_id: site.state.metaSiteId, api_key: site.state.apiKey });
    expect(res.statusCode).toBe(204);
    const answer = await display(cartId);
    expect(answer.display).toBe('allowed');
    expect(answer.wix_cart_details).toEqual({
      lineItems: [
        { rootCatalogItemId: shirt.id, productName: { original: 'Linen shirt' } },
        { rootCatalogItemId: hat.id, productName: { original: 'Straw hat' } },
      ],
      subtotal: { amount: '109.5' },
    });
    expect(site.state.requests).toContain(`GET /ecom/v1/carts/${cartId}`);
    // The stored key is sealed, never the key itself.
    const { rows } = await t.db.query<{ api_key_sealed: string }>('SELECT api_key_sealed FROM store_wix_connections');
    expect(rows[0]?.api_key_sealed).not.toContain(site.state.apiKey);
  });

  it('reads the connection from memory: display requests naming a cart make no database query', async () => {
    expect(await display(cartId)).toHaveProperty('wix_cart_details');
    const queries = await queriesIn(async () => {
      for (let i = 0; i < 5; i++) expect(await display(cartId)).toHaveProperty('wix_cart_details');
    });
    expect(queries).toBe(0);
  });

  it('leaves the field out for a cart the site does not know, an id that is no cart id, and no id', async () => {
    expect(await display('00000000-0000-4000-8000-000000000000')).not.toHaveProperty('wix_cart_details');
    expect(await display('../../carts/current')).not.toHaveProperty('wix_cart_details');
    const asked = site.state.requests.length;
    expect(await display('')).not.toHaveProperty('wix_cart_details');
    expect(site.state.requests.length).toBe(asked);
  });

  it('leaves the field out when the site refuses the key, and after the connection is removed', async () => {
    expect(
      (await connect({ site_id: site.state.metaSiteId, api_key: 'IST.not-the-site-s-key-at-all' })).statusCode,
    ).toBe(204);
    expect(await display(cartId)).not.toHaveProperty('wix_cart_details');
    expect((await connect({ site_id: site.state.metaSiteId, api_key: site.state.apiKey })).statusCode).toBe(204);
    expect(await display(cartId)).toHaveProperty('wix_cart_details');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/store-catalogue/wix/connection',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(removed.statusCode).toBe(204);
    expect(await display(cartId)).not.toHaveProperty('wix_cart_details');
  });

  it.each([
    ['a site id that is not a GUID', { site_id: 'my-site', api_key: 'x'.repeat(30) }, /site_id/],
    [
      'a key with spaces',
      { site_id: '7d8f2c1e-1111-4222-8333-944455556666', api_key: `${'x'.repeat(30)} y` },
      /api_key/,
    ],
    ['a huge key', { site_id: '7d8f2c1e-1111-4222-8333-944455556666', api_key: 'x'.repeat(100_000) }, /./],
    ['an unknown field', { site_id: '7d8f2c1e-1111-4222-8333-944455556666', api_key: 'x'.repeat(30), x: 1 }, /x/],
  ])('refuses a connection with %s as a 4xx JSON error, storing nothing', async (_what, body, message) => {
    const before = await countRows(t.db, 'store_wix_connections');
    const res = await connect(body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(errorBody(res).message).toMatch(message);
    expect(await countRows(t.db, 'store_wix_connections')).toBe(before);
  });

  it('refuses a connection without the catalogue key before reading it', async () => {
    const res = await connect({ site_id: site.state.metaSiteId, api_key: site.state.apiKey }, 'Bearer bkc_nope');
    expect(res.statusCode).toBe(401);
    expect(errorBody(res).code).toBe('BK_ERR_CATALOGUE_KEY');
  });
});
