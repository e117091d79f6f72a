/**
 * The shop settings in the owner API (the menu cart's `open_cart` and `automatically_open_cart`) on PGlite
 * and PostgreSQL: what the owner saves is what the shop pages' menu cart is drawn with, at once; bad input is
 * a readable 4xx that stores nothing; another account's settings are its own.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededAppAsOwner } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, uniqueEmail } from './owner-helpers.js';
import { ShopVisitor } from './shop-helpers.js';

describe.each(databases)('the owner’s shop settings on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let owner: OwnerClient;
  let stranger: OwnerClient;

  /** The menu cart's wrapper as the shop page draws it. */
  const menuCartOf = async () =>
    /<div class="menu-cart-wrap"[^>]*>/.exec((await new ShopVisitor(app).get('/tienda/')).body)?.[0] ?? '';

  beforeAll(async () => {
    ({ app, db, close, owner } = await openSeededAppAsOwner(database));
    stranger = new OwnerClient(app, '127.0.0.2');
    expect((await stranger.signUp(uniqueEmail('stranger'))).statusCode).toBe(201);
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  it('starts at click without automatic opening, and draws the menu cart with what the owner saves', async () => {
    const first = await owner.send('GET', '/api/owner/shop/settings');
    expect(first.json()).toEqual({ mini_cart_open_on: 'click', mini_cart_auto_open: false });
    expect(await menuCartOf()).toContain('data-open-on="click"');
    expect(await menuCartOf()).not.toContain('data-auto-open');

    const saved = await owner.send('PUT', '/api/owner/shop/settings', {
      mini_cart_open_on: 'hover',
      mini_cart_auto_open: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ mini_cart_open_on: 'hover', mini_cart_auto_open: true });
    await expect.poll(menuCartOf).toContain('data-open-on="hover"');
    expect(await menuCartOf()).toContain('data-auto-open=""');
    // Another account's owner has its own settings, and the clinic's stay as saved.
    expect((await stranger.send('GET', '/api/owner/shop/settings')).json()).toEqual({
      mini_cart_open_on: 'click',
      mini_cart_auto_open: false,
    });

    await owner.send('PUT', '/api/owner/shop/settings', { mini_cart_open_on: 'click', mini_cart_auto_open: false });
    await expect.poll(menuCartOf).toContain('data-open-on="click"');
  });

  it('answers bad input with a readable 4xx and stores nothing', async () => {
    const before = await db.query('SELECT * FROM shop_settings ORDER BY account_id');
    for (const [body, field] of [
      [{ mini_cart_open_on: 'mouseover', mini_cart_auto_open: false }, 'mini_cart_open_on'],
      [{ mini_cart_open_on: 'click', mini_cart_auto_open: 'yes' }, 'mini_cart_auto_open'],
      [{ mini_cart_open_on: 'click' }, 'mini_cart_auto_open'],
      [{ mini_cart_open_on: 'click', mini_cart_auto_open: false, extra: 1 }, 'extra'],
    ] as const) {
      const r = await owner.send('PUT', '/api/owner/shop/settings', body);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toContain(field);
    }
    expect((await db.query('SELECT * FROM shop_settings ORDER BY account_id')).rows).toEqual(before.rows);
    expect((await new OwnerClient(app, '127.0.0.3').send('GET', '/api/owner/shop/settings')).statusCode).toBe(401);
  });
});
