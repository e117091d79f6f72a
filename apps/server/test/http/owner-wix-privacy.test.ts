/**
 * A person's export and erasure reach their Wix-site checkouts and orders, on PGlite and PostgreSQL against the
 * Wix-style fixture on loopback: the site's Contacts API names the contact ids that carry the person's email,
 * the export lists those contacts' reports and orders, the erasure deletes them and the sync files them no more.
 * Another person's rows and another account's stay. A site that cannot be asked leaves the rest erased and the
 * answer says the Wix part was not done.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '@beckon/db';
import type { PersonErased, PersonExport } from '@beckon/owner-api/privacy';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addWixAbandonedCheckout,
  addWixContact,
  addWixOrder,
  startWixSite,
  WIX_PRODUCTS,
  type WixSite,
} from '../fixtures/storefronts/index.js';
import { openSeededAppAsOwner } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, uniqueEmail } from './owner-helpers.js';

const CONNECTION = '/api/owner/store-catalogue/wix/connection';
const SHIRT = WIX_PRODUCTS[0] as (typeof WIX_PRODUCTS)[number];
const HAT = WIX_PRODUCTS[1] as (typeof WIX_PRODUCTS)[number];
const PERSON = 'lucia.wix@example.test';
const BUYER = '5a1e2b3c-0000-4000-8000-0000000a11ce';
const OTHER_BUYER = '5a1e2b3c-0000-4000-8000-0000000b0b00';
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe.each(databases)('a person’s Wix-site checkouts and orders in privacy requests on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let owner: OwnerClient;
  let other: OwnerClient;
  let site: WixSite;
  const secretsKey = randomBytes(32);

  const syncReports = async () => {
    expect((await owner.send('GET', '/api/owner/store-reports?period=all')).statusCode).toBe(200);
  };
  const customersIn = async (table: 'browse_abandonment' | 'store_orders', account: string) =>
    (
      await db.query<{ customer_id: string }>(
        `SELECT customer_id FROM ${table} WHERE account_id = $1 ORDER BY customer_id`,
        [account],
      )
    ).rows.map((r) => r.customer_id);

  beforeAll(async () => {
    site = await startWixSite();
    ({ app, db, close, owner } = await openSeededAppAsOwner(database, {
      secretsKey,
      wixApiOrigin: site.url,
      wixReportSync: { minIntervalMs: 0, budgetMs: 2_000 },
    }));
    const res = await owner.send('PUT', CONNECTION, { site_id: site.state.metaSiteId, api_key: site.state.apiKey });
    expect(res.statusCode).toBe(200);
    other = new OwnerClient(app);
    expect((await other.signUp(uniqueEmail('wix-privacy'))).statusCode).toBe(201);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await close?.();
    await site?.close();
  }, HOOK_TIMEOUT_MS);
  beforeEach(async () => {
    await db.exec('DELETE FROM store_orders; DELETE FROM browse_abandonment; DELETE FROM store_wix_sync;');
    await db.exec('DELETE FROM wix_erased_contacts');
    Object.assign(site.state, {
      orders: [],
      abandonedCheckouts: [],
      contacts: [],
      contactQueries: [],
      canReadContacts: true,
      failContacts: false,
    });
    addWixContact(site, BUYER, 'someone.else@example.test', 'Lucia.Wix@Example.test');
    addWixContact(site, OTHER_BUYER, 'other.buyer@example.test');
    addWixAbandonedCheckout(site, { lines: [[SHIRT, 1]], contactId: BUYER, createdDate: minutesAgo(90) });
    addWixOrder(site, { lines: [[HAT, 2]], contactId: BUYER });
    addWixAbandonedCheckout(site, { lines: [[HAT, 1]], contactId: OTHER_BUYER, createdDate: minutesAgo(90) });
    addWixOrder(site, { lines: [[SHIRT, 1]], contactId: OTHER_BUYER });
    await syncReports();
    // Another account holds rows under the same contact id: its site is another, and they are not this person's.
    await db.query(
      `INSERT INTO browse_abandonment (account_id, customer_id, data_for, source, products, wix_abandoned_checkout_id)
       VALUES ($1, $2, 'cart', 'wix', '[]', 'other-account-checkout')`,
      [other.accountId, BUYER],
    );
    await db.query(
      `INSERT INTO store_orders (account_id, customer_id, source_table, products) VALUES ($1, $2, 'wix_orders:x', '[]')`,
      [other.accountId, BUYER],
    );
  });

  it('exports the Wix checkouts and orders of the contacts that carry the person’s email', async () => {
    const res = await owner.send('POST', '/api/owner/privacy/export', { email: PERSON });
    expect(res.statusCode).toBe(200);
    const exported: PersonExport = res.json();
    expect(exported.sections.browse_abandonment.map((r) => r.customer_id)).toEqual([BUYER]);
    expect(exported.sections.store_orders.map((r) => r.customer_id)).toEqual([BUYER]);
    expect(exported.wix_site).toBe('searched');
    expect(site.state.contactQueries).toEqual([
      { query: { filter: { 'info.emails.email': { $eq: PERSON } }, paging: { limit: 100, offset: 0 } } },
    ]);
  });

  it('erases them, and a following sync does not file them again, leaving other people and accounts', async () => {
    const res = await owner.send('POST', '/api/owner/privacy/erase', { email: PERSON });
    expect(res.statusCode).toBe(200);
    const erased: PersonErased = res.json();
    expect(erased.erased.browse_abandonment).toBe(1);
    expect(erased.erased.store_orders).toBe(1);
    expect(erased.wix_site).toBe('searched');
    expect(await customersIn('browse_abandonment', owner.accountId)).toEqual([OTHER_BUYER]);
    expect(await customersIn('store_orders', owner.accountId)).toEqual([OTHER_BUYER]);
    // The sync reads the last minutes again: the erased contact's checkout and order are on the site still.
    await db.exec('UPDATE store_wix_sync SET checkouts_cursor = NULL, orders_cursor = NULL, attempted_at = NULL');
    addWixOrder(site, { lines: [[HAT, 1]], contactId: BUYER });
    await syncReports();
    expect(await customersIn('browse_abandonment', owner.accountId)).toEqual([OTHER_BUYER]);
    expect(await customersIn('store_orders', owner.accountId)).toEqual([OTHER_BUYER]);
    expect(await customersIn('browse_abandonment', other.accountId)).toEqual([BUYER]);
    expect(await customersIn('store_orders', other.accountId)).toEqual([BUYER]);
    const kept = JSON.stringify((await db.query('SELECT * FROM wix_erased_contacts')).rows);
    expect(kept).not.toContain(BUYER);
    expect(kept).not.toContain(PERSON);
  });

  it('erases everything else and says the Wix part was not done when the site cannot be asked', async () => {
    for (const fail of [{ canReadContacts: false }, { failContacts: true }]) {
      Object.assign(site.state, { canReadContacts: true, failContacts: false }, fail);
      const lead = await owner.send('POST', '/api/owner/privacy/export', { email: PERSON });
      expect(lead.json().wix_site).toBe('not_reached');
      await db.query(
        `INSERT INTO visitor_activity (account_id, kind, email, url, store_integration, store_customer_id)
         VALUES ($1, 'session', $2, 'https://shop.example/', 'shopify', 'shopify-42')`,
        [owner.accountId, PERSON],
      );
      const res = await owner.send('POST', '/api/owner/privacy/erase', { email: PERSON });
      expect(res.statusCode).toBe(200);
      const erased: PersonErased = res.json();
      expect(erased.wix_site).toBe('not_reached');
      expect(erased.erased.visitor_activity).toBe(1);
      expect(await customersIn('store_orders', owner.accountId)).toEqual([BUYER, OTHER_BUYER]);
    }
  });

  it('asks no site for an account without a Wix connection', async () => {
    const res = await other.send('POST', '/api/owner/privacy/erase', { email: PERSON });
    expect(res.statusCode).toBe(200);
    expect((res.json() as PersonErased).wix_site).toBe('not_connected');
    expect(site.state.contactQueries).toEqual([]);
    expect(await customersIn('store_orders', other.accountId)).toEqual([BUYER]);
  });
});
