/**
 * A store platform shop is registered only with proof that the account controls it: the shop's home page
 * carries the account's verification meta tag, read by the server when the owner saves the shop. A
 * stranger can neither take over a registered shop nor register one whose page does not carry their tag.
 * The shops' home pages are served by a loopback server standing in for the store platform.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '@beckon/db';
import type { StoreShopAnswer } from '@beckon/owner-api/store-reports';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../../src/demo-ids.js';
import { openSeededAppAsOwner } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, uniqueEmail } from './owner-helpers.js';

const SHOP = 'shop-name.myshopify.com';
const tagOf = (clientId: string) => `<meta name="beckon-shop-verification" content="${clientId}">`;
const page = (head: string) => `<!doctype html><html><head><title>Shop</title>${head}</head><body>Hi</body></html>`;

/** The store platform: each shop's home page at /shops/{shop}/, as the test sets it; unknown shops are 404. */
class ShopPages {
  readonly pages = new Map<string, { status: number; body: string; location?: string }>();
  requests = 0;
  private server: Server | null = null;
  origin = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      this.requests += 1;
      const found = this.pages.get(req.url ?? '');
      if (!found) return void res.writeHead(404).end('Not found');
      res.writeHead(found.status, {
        'content-type': 'text/html; charset=utf-8',
        ...(found.location ? { location: found.location } : {}),
      });
      res.end(found.body);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  set(shop: string, body: string): void {
    this.pages.set(`/shops/${shop}/`, { status: 200, body });
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

describe.each(databases)('proving a store shop is the account’s on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let owner: OwnerClient;
  let stranger: OwnerClient;
  let strangerId: string;
  const shops = new ShopPages();

  const clientIdOf = async (shop: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/display/store/client-id?${new URLSearchParams({ shop })}`,
    });
    return res.statusCode === 200 ? (res.json() as { client_id: string }).client_id : res.statusCode;
  };
  const registered = async () =>
    (await db.query<{ shop: string; account_id: string }>('SELECT * FROM store_shops')).rows;

  beforeAll(async () => {
    await shops.start();
    ({ app, db, close, owner } = await openSeededAppAsOwner(database, {
      storeShopProof: { homePage: (shop) => `${shops.origin}/shops/${shop}/`, allowPrivate: true },
    }));
    stranger = new OwnerClient(app);
    expect((await stranger.signUp(uniqueEmail('shop-thief'))).statusCode).toBe(201);
    strangerId = ((await stranger.send('GET', '/api/owner/store-shop')).json() as StoreShopAnswer).proof_tag.match(
      /content="([^"]+)"/,
    )?.[1] as string;
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await close?.();
    await shops.close();
  });
  beforeEach(async () => {
    await db.exec('DELETE FROM store_shops;');
    shops.pages.clear();
  });

  it('tells the owner the meta tag that proves a shop is theirs', async () => {
    expect((await owner.send('GET', '/api/owner/store-shop')).json()).toEqual({
      shop: null,
      proof_tag: tagOf(DEMO_CLIENT_ID),
    });
    expect(strangerId).toMatch(/^[0-9a-f]{13}$/);
    expect(strangerId).not.toBe(DEMO_CLIENT_ID);
  });

  it('registers a shop whose home page carries the account’s tag, and the loader then finds the account', async () => {
    shops.set(
      SHOP,
      page(`<meta charset="utf-8">\n  <meta content='${DEMO_CLIENT_ID}' NAME='beckon-shop-verification' />`),
    );
    const put = await owner.send('PUT', '/api/owner/store-shop', { shop: 'Shop-Name.myshopify.com' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ shop: SHOP, proof_tag: tagOf(DEMO_CLIENT_ID) });
    expect(await clientIdOf(SHOP)).toBe(DEMO_CLIENT_ID);
  });

  it('follows the platform’s redirect to the shop’s own domain to read the tag', async () => {
    shops.pages.set(`/shops/${SHOP}/`, { status: 301, body: '', location: '/shops/www.shop.example/' });
    shops.set('www.shop.example', page(tagOf(DEMO_CLIENT_ID)));
    expect((await owner.send('PUT', '/api/owner/store-shop', { shop: SHOP })).statusCode).toBe(200);
    expect(await clientIdOf(SHOP)).toBe(DEMO_CLIENT_ID);
  });

  it('refuses a shop whose page does not carry the account’s tag, saying which tag to add, and stores nothing', async () => {
    const cases: Array<[what: string, body: string | null]> = [
      ['no tag', page('')],
      ['another account’s tag', page(tagOf(DEMO_CLIENT_ID))],
      [
        'the tag only as escaped text in the page',
        page('').replace('Hi', `&lt;meta name="beckon-shop-verification" content="${strangerId}"&gt;`),
      ],
      ['the tag under another name', page(`<meta name="beckon-verification" content="${strangerId}">`)],
      ['no page at all', null],
    ];
    for (const [what, body] of cases) {
      shops.pages.clear();
      if (body !== null) shops.set(SHOP, body);
      const res = await stranger.send('PUT', '/api/owner/store-shop', { shop: SHOP });
      expect(res.statusCode, what).toBe(409);
      const answer = res.json() as { code: string; message: string };
      expect(answer.code, what).toBe('BK_ERR_SHOP_NOT_PROVEN');
      expect(answer.message, what).toContain(tagOf(strangerId));
      expect(await registered(), what).toEqual([]);
    }
    expect(await clientIdOf(SHOP)).toBe(404);
  });

  it('does not let a stranger take over a shop another account proved, even by saving it again and again', async () => {
    shops.set(SHOP, page(tagOf(DEMO_CLIENT_ID)));
    expect((await owner.send('PUT', '/api/owner/store-shop', { shop: SHOP })).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      const res = await stranger.send('PUT', '/api/owner/store-shop', { shop: SHOP.toUpperCase() });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'BK_ERR_SHOP_NOT_PROVEN' });
    }
    expect(await clientIdOf(SHOP)).toBe(DEMO_CLIENT_ID);
    expect((await stranger.send('GET', '/api/owner/store-shop')).json()).toMatchObject({ shop: null });
  });

  it('gives a shop to the account that proves it, away from one that registered it without proof', async () => {
    await db.query('INSERT INTO store_shops (shop, account_id) VALUES ($1, $2)', [SHOP, strangerId]);
    shops.set(SHOP, page(tagOf(DEMO_CLIENT_ID)));
    expect((await owner.send('PUT', '/api/owner/store-shop', { shop: SHOP })).statusCode).toBe(200);
    expect(await clientIdOf(SHOP)).toBe(DEMO_CLIENT_ID);
    expect(await registered()).toEqual([expect.objectContaining({ shop: SHOP, account_id: DEMO_CLIENT_ID })]);
  });

  it('keeps a proved shop when it is saved again without reading the page, and removes it with null', async () => {
    shops.set(SHOP, page(tagOf(DEMO_CLIENT_ID)));
    expect((await owner.send('PUT', '/api/owner/store-shop', { shop: SHOP })).statusCode).toBe(200);
    shops.pages.clear();
    const before = shops.requests;
    expect((await owner.send('PUT', '/api/owner/store-shop', { shop: SHOP })).statusCode).toBe(200);
    expect(shops.requests).toBe(before);
    expect((await owner.send('PUT', '/api/owner/store-shop', { shop: null })).json()).toEqual({
      shop: null,
      proof_tag: tagOf(DEMO_CLIENT_ID),
    });
    expect(await clientIdOf(SHOP)).toBe(404);
  });

  it('refuses a shop that is not a domain before reading anything', async () => {
    const before = shops.requests;
    for (const shop of ['https://shop-name.myshopify.com/', 'shop name', `${'a'.repeat(250)}.com`, 'a\u0000.com']) {
      const res = await owner.send('PUT', '/api/owner/store-shop', { shop });
      expect(res.statusCode).toBe(400);
    }
    expect(shops.requests).toBe(before);
  });
});
