/**
 * A Wix-style site's abandoned checkouts and orders, read server-side when the owner reads the store reports
 * (wix-report-sync.ts), on PGlite and PostgreSQL against the Wix-style fixture on loopback: each abandoned
 * checkout becomes one cart report (source 'wix'), each order one ordered-products row that recovers the
 * report of its checkout or its customer, across pages, once each however often the reports are read. A
 * refused key, a key without Read Orders or a dead site leaves the reports answer as stored and shows the
 * problem on the Wix connection screen. Other accounts' connections file nothing here, and an account without
 * one asks no site anything.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '@beckon/db';
import type { WixConnectionState } from '@beckon/owner-api';
import type { StoreOrdersAnswer } from '@beckon/owner-api/store-orders';
import type { StoreReportsAnswer } from '@beckon/owner-api/store-reports';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWixConnections, createWixReportSync } from '../../src/plugins/store-catalogue/index.js';
import { createSecretBox } from '../../src/secret-box.js';
import {
  addWixAbandonedCheckout,
  addWixOrder,
  recoverWixCheckout,
  startWixSite,
  WIX_PRODUCTS,
  type WixSite,
} from '../fixtures/storefronts/index.js';
import { openSeededAppAsOwner } from '../helpers/running-server.js';
import { countRows } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, uniqueEmail } from './owner-helpers.js';

const CONNECTION = '/api/owner/store-catalogue/wix/connection';
const SHIRT = WIX_PRODUCTS[0] as (typeof WIX_PRODUCTS)[number];
const HAT = WIX_PRODUCTS[1] as (typeof WIX_PRODUCTS)[number];
const BUYER = '5a1e2b3c-0000-4000-8000-00000000c0de';
const OTHER_BUYER = '5a1e2b3c-0000-4000-8000-00000000beef';
const BUDGET_MS = 2_000;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe.each(databases)(
  'a Wix-style site’s abandoned checkouts and orders in the store reports on $name',
  (database) => {
    let app: FastifyInstance;
    let db: Db;
    let close: () => Promise<void>;
    let owner: OwnerClient;
    let site: WixSite;
    let otherSite: WixSite;
    const secretsKey = randomBytes(32);

    const reports = async (client: OwnerClient = owner) => {
      const res = await client.send('GET', '/api/owner/store-reports?period=all');
      expect(res.statusCode).toBe(200);
      return (res.json() as StoreReportsAnswer).reports;
    };
    const connection = async (client: OwnerClient = owner) => {
      const res = await client.send('GET', CONNECTION);
      expect(res.statusCode).toBe(200);
      return (res.json() as WixConnectionState).connection;
    };
    const orders = async () =>
      (
        await db.query<{ source_table: string; customer_id: string; total_value: string; report_id: string | null }>(
          `SELECT source_table, customer_id, total_value::text AS total_value, report_id::text AS report_id
           FROM store_orders ORDER BY order_id`,
        )
      ).rows;
    const listRequests = (s: WixSite) => s.state.requests.filter((r) => !r.includes('/carts/')).length;

    beforeAll(async () => {
      site = await startWixSite();
      otherSite = await startWixSite();
      otherSite.state.metaSiteId = '0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3';
      ({ app, db, close, owner } = await openSeededAppAsOwner(database, {
        secretsKey,
        wixApiOrigin: site.url,
        wixReportSync: { minIntervalMs: 0, budgetMs: BUDGET_MS },
      }));
      const res = await owner.send('PUT', CONNECTION, { site_id: site.state.metaSiteId, api_key: site.state.apiKey });
      expect(res.statusCode).toBe(200);
    }, HOOK_TIMEOUT_MS);
    afterAll(async () => {
      await close?.();
      await site?.close();
      await otherSite?.close();
    }, HOOK_TIMEOUT_MS);
    beforeEach(async () => {
      await db.exec('DELETE FROM store_orders; DELETE FROM browse_abandonment; DELETE FROM store_wix_sync;');
      Object.assign(site.state, { orders: [], abandonedCheckouts: [], listBodies: [], requests: [] });
      Object.assign(site.state, {
        canReadOrders: true,
        failLists: false,
        listDelayMs: 0,
        listEndless: false,
        listRetryAfter: null,
      });
    });

    it('files each abandoned checkout as a cart report and each order as ordered products, keeping no email', async () => {
      const checkout = addWixAbandonedCheckout(site, {
        lines: [
          [SHIRT, 2],
          [HAT, 1],
        ],
        contactId: BUYER,
        email: 'buyer@example.com',
        createdDate: minutesAgo(120),
      });
      const order = addWixOrder(site, { lines: [[HAT, 3]], contactId: OTHER_BUYER, email: 'other@example.com' });
      const listed = await reports();
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({
        kind: 'cart',
        source: 'wix',
        customer_id: BUYER,
        products: [
          { product_id: SHIRT.id, product_name: SHIRT.name, category: '' },
          { product_id: HAT.id, product_name: HAT.name, category: '' },
        ],
        total_value: '109.50',
        created_at: checkout.createdDate,
        recovered_at: null,
      });
      expect(await orders()).toEqual([
        { source_table: `wix_orders:${order.id}`, customer_id: OTHER_BUYER, total_value: '58.50', report_id: null },
      ]);
      const stored = JSON.stringify([
        (await db.query('SELECT * FROM browse_abandonment')).rows,
        (await db.query('SELECT * FROM store_orders')).rows,
      ]);
      expect(stored).not.toContain('@example.com');
      // The CSV reads the site too, and labels the source.
      const csv = await owner.send('GET', '/api/owner/store-reports.csv?period=all');
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('"Wix site"');
      const state = await connection();
      expect(state?.reports_problem).toBeNull();
      expect(Number.isNaN(Date.parse(state?.reports_read_at ?? ''))).toBe(false);
    });

    it('reads the site when the owner opens the Orders view or its CSV, so a Wix order shows there first', async () => {
      const order = addWixOrder(site, { lines: [[HAT, 2]], contactId: OTHER_BUYER });
      const res = await owner.send('GET', '/api/owner/store-orders?period=all');
      expect(res.statusCode).toBe(200);
      expect((res.json() as StoreOrdersAnswer).orders).toMatchObject([
        { source: 'site_builder', customer_id: OTHER_BUYER, total_value: '39.00' },
      ]);
      const second = addWixOrder(site, { lines: [[SHIRT, 1]], contactId: BUYER });
      const csv = await owner.send('GET', '/api/owner/store-orders.csv?period=all');
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain(BUYER);
      expect((await orders()).map((o) => o.source_table).sort()).toEqual(
        [`wix_orders:${order.id}`, `wix_orders:${second.id}`].sort(),
      );
    });

    it('files nothing twice however often the reports are read, re-reading a little before the newest change', async () => {
      addWixAbandonedCheckout(site, { lines: [[SHIRT, 1]], contactId: BUYER, createdDate: minutesAgo(90) });
      const newest = addWixOrder(site, { lines: [[HAT, 1]], contactId: OTHER_BUYER, createdDate: minutesAgo(30) });
      await reports();
      await reports();
      await owner.send('GET', '/api/owner/store-reports.csv?period=all');
      expect(await countRows(db, 'browse_abandonment')).toBe(1);
      expect(await countRows(db, 'store_orders')).toBe(1);
      const firsts = site.state.listBodies.filter((b) => b.path === '/ecom/v1/orders/search');
      const from = (b: (typeof firsts)[number]) =>
        Date.parse(
          ((b.body.search as { filter: { updatedDate: { $gte: string } } }).filter.updatedDate.$gte as string) ?? '',
        );
      // The first read reaches back a month; the next ones start ten minutes before the newest order seen.
      expect(Date.now() - from(firsts[0] as (typeof firsts)[number])).toBeGreaterThan(29 * 86_400_000);
      expect(from(firsts[1] as (typeof firsts)[number])).toBe(Date.parse(String(newest.updatedDate)) - 10 * 60_000);
    });

    it('recovers the abandoned checkout’s report with its order, even for a guest, and with the order’s value', async () => {
      const checkout = addWixAbandonedCheckout(site, { lines: [[SHIRT, 2]], createdDate: minutesAgo(180) });
      await reports();
      const at = minutesAgo(5);
      const order = recoverWixCheckout(site, checkout, at);
      const [report] = await reports();
      expect(report).toMatchObject({ customer_id: '', recovered_at: at, recovered_value: '90.00' });
      expect((await orders())[0]).toMatchObject({
        source_table: `wix_orders:${order.id}`,
        report_id: report?.report_id,
      });
    });

    it('recovers a customer’s abandoned checkout report with another order of theirs', async () => {
      addWixAbandonedCheckout(site, { lines: [[SHIRT, 1]], contactId: BUYER, createdDate: minutesAgo(200) });
      await reports();
      const at = minutesAgo(2);
      addWixOrder(site, { lines: [[HAT, 1]], contactId: BUYER, createdDate: at });
      const [report] = await reports();
      expect(report?.recovered_at).toBe(at);
      expect(report?.recovered_value).toBe('19.50');
    });

    it('files a checkout Wix already shows recovered, and its order read with it recovers it', async () => {
      const checkout = addWixAbandonedCheckout(site, {
        lines: [[HAT, 2]],
        contactId: BUYER,
        createdDate: minutesAgo(60),
      });
      const at = minutesAgo(10);
      recoverWixCheckout(site, checkout, at);
      const [report] = await reports();
      expect(report).toMatchObject({ source: 'wix', recovered_at: at, recovered_value: '39.00' });
      expect(await countRows(db, 'store_orders')).toBe(1);
    });

    it('recovers a report with its order when Wix marks the checkout recovered a little after the order', async () => {
      const checkout = addWixAbandonedCheckout(site, {
        lines: [[SHIRT, 1]],
        contactId: BUYER,
        createdDate: minutesAgo(90),
      });
      await reports();
      const at = minutesAgo(5);
      const order = recoverWixCheckout(site, checkout, at);
      const later = new Date(Date.parse(at) + 30_000).toISOString();
      Object.assign(checkout, { checkoutRecoveredDate: later, updatedDate: later });
      const [report] = await reports();
      expect(report).toMatchObject({ recovered_at: at, recovered_value: '45.00' });
      expect((await orders())[0]).toMatchObject({
        source_table: `wix_orders:${order.id}`,
        report_id: report?.report_id,
      });
    });

    it('files a recovered checkout read after its order as recovered, not as an open cart', async () => {
      for (let i = 0; i < 500; i++)
        addWixAbandonedCheckout(site, { lines: [[HAT, 1]], createdDate: minutesAgo(900 - i) });
      const checkout = addWixAbandonedCheckout(site, {
        lines: [[SHIRT, 2]],
        contactId: BUYER,
        createdDate: minutesAgo(60),
      });
      const at = minutesAgo(10);
      recoverWixCheckout(site, checkout, at);
      // The first read stops after 500 checkouts and files the order; the next reads the recovered checkout.
      await reports();
      expect(await countRows(db, 'store_orders')).toBe(1);
      await reports();
      const listed = await reports();
      const report = listed.find((r) => r.customer_id === BUYER);
      expect(report).toMatchObject({ recovered_at: at, recovered_value: '90.00' });
    });

    it('reads every page of a long list, sending only the cursor after the first page', async () => {
      for (let i = 0; i < 230; i++)
        addWixOrder(site, { lines: [[HAT, 1]], contactId: BUYER, createdDate: minutesAgo(300 - i) });
      for (let i = 0; i < 120; i++)
        addWixAbandonedCheckout(site, { lines: [[SHIRT, 1]], createdDate: minutesAgo(600 - i) });
      await reports();
      expect(await countRows(db, 'store_orders')).toBe(230);
      expect(await countRows(db, 'browse_abandonment')).toBe(120);
      const orderPages = site.state.listBodies.filter((b) => b.path === '/ecom/v1/orders/search');
      expect(orderPages).toHaveLength(3);
      for (const later of orderPages.slice(1))
        expect(Object.keys(later.body.search as Record<string, unknown>)).toEqual(['cursorPaging']);
      expect(site.state.listBodies.filter((b) => b.path === '/ecom/v1/abandoned-checkout/query')).toHaveLength(2);
    });

    it('reads a backlog denser than its overlap over several reads, 500 items at a time', async () => {
      const start = Date.now() - 20 * 60_000;
      for (let i = 0; i < 520; i++)
        addWixOrder(site, {
          lines: [[HAT, 1]],
          contactId: BUYER,
          createdDate: new Date(start + i * 1_000).toISOString(),
        });
      await reports();
      expect(await countRows(db, 'store_orders')).toBe(500);
      await reports();
      expect(await countRows(db, 'store_orders')).toBe(520);
      await reports();
      expect(await countRows(db, 'store_orders')).toBe(520);
    });

    it('keeps the overlap for a list the budget left unread, so an order Wix indexed late is still filed', async () => {
      addWixOrder(site, { lines: [[HAT, 1]], contactId: BUYER, createdDate: minutesAgo(30) });
      await reports();
      // Wix shows an order changed five minutes before the newest one read only now.
      addWixOrder(site, { lines: [[SHIRT, 1]], contactId: OTHER_BUYER, createdDate: minutesAgo(35) });
      // The abandoned checkouts take most of the budget, so the orders are not read this time.
      site.state.listDelayMs = BUDGET_MS * 0.6;
      await reports();
      site.state.listDelayMs = 0;
      await reports();
      expect(await countRows(db, 'store_orders')).toBe(2);
    });

    it('skips a malformed or hostile item alone and files the rest', async () => {
      addWixOrder(site, { lines: [[HAT, 1]], contactId: BUYER });
      const hostile = addWixAbandonedCheckout(site, { lines: [[SHIRT, 1]], contactId: `x\u0000${'y'.repeat(10_000)}` });
      hostile.lineItems = [
        { ...(hostile.lineItems as object[])[0], productName: { original: `A\u0000\ud800${'n'.repeat(9_000)}` } },
      ];
      const broken = addWixAbandonedCheckout(site, { lines: [[SHIRT, 1]] });
      broken.lineItems = [{ ...(broken.lineItems as object[])[0], quantity: 'lots' }];
      const noNumber = addWixOrder(site, { lines: [[SHIRT, 1]] });
      noNumber.lineItems = 'none';
      const listed = await reports();
      expect(listed).toHaveLength(1);
      expect(listed[0]?.customer_id).toHaveLength(64);
      expect(listed[0]?.products[0]?.product_name).toHaveLength(255);
      expect(await countRows(db, 'store_orders')).toBe(1);
    });

    it.each([
      ['a key the site refuses', 'key_refused'],
      ['a key without Read Orders', 'no_read_orders'],
      ['a site that fails', 'unreachable'],
    ] as const)('answers with what is stored on %s, and the connection screen says why', async (what, problem) => {
      addWixAbandonedCheckout(site, { lines: [[SHIRT, 1]], contactId: BUYER });
      await reports();
      const key = site.state.apiKey;
      addWixOrder(site, { lines: [[HAT, 1]], contactId: OTHER_BUYER });
      if (what === 'a key the site refuses') site.state.apiKey = `IST.${randomBytes(24).toString('base64url')}`;
      if (what === 'a key without Read Orders') site.state.canReadOrders = false;
      if (what === 'a site that fails') site.state.failLists = true;
      try {
        expect(await reports()).toHaveLength(1);
        expect(await countRows(db, 'store_orders')).toBe(0);
        const state = await connection();
        expect(state?.reports_problem).toBe(problem);
        expect(state?.reports_read_at).not.toBeNull();
      } finally {
        site.state.apiKey = key;
      }
      site.state.canReadOrders = true;
      site.state.failLists = false;
      await reports();
      expect(await countRows(db, 'store_orders')).toBe(1);
      expect((await connection())?.reports_problem).toBeNull();
    });

    it('answers within its budget when the site is too slow, with what is stored', async () => {
      addWixAbandonedCheckout(site, { lines: [[SHIRT, 1]], contactId: BUYER });
      await reports();
      site.state.listDelayMs = BUDGET_MS * 3;
      const started = Date.now();
      expect(await reports()).toHaveLength(1);
      expect(Date.now() - started).toBeLessThan(BUDGET_MS * 2);
    });

    it('stops reading an answer that never ends, well within its budget, and the connection screen says why', async () => {
      addWixAbandonedCheckout(site, { lines: [[SHIRT, 1]], contactId: BUYER });
      await reports();
      Object.assign(site.state, { listEndless: true, listEndlessBytes: 0 });
      const started = Date.now();
      expect(await reports()).toHaveLength(1);
      expect(Date.now() - started).toBeLessThan(BUDGET_MS * 2);
      expect((await connection())?.reports_problem).toBe('unreachable');
      // The server hung up after a page's worth, not at the deadline (the fixture stalls after 256 MiB).
      expect(site.state.listEndlessBytes).toBeLessThan(128 * 1024 * 1024);
    });

    it('asks a site that answered 429 nothing more until its Retry-After has passed', async () => {
      addWixAbandonedCheckout(site, { lines: [[SHIRT, 1]], contactId: BUYER });
      site.state.listRetryAfter = '600';
      expect(await reports()).toEqual([]);
      expect((await connection())?.reports_problem).toBe('unreachable');
      const asked = listRequests(site);
      site.state.listRetryAfter = null;
      expect(await reports()).toEqual([]);
      expect(listRequests(site)).toBe(asked);
      const sync = createWixReportSync({
        db,
        connections: createWixConnections(db, () => {}),
        box: createSecretBox(secretsKey),
        apiOrigin: site.url,
        log: app.log,
        minIntervalMs: 0,
      });
      await sync.run(owner.accountId, new Date(Date.now() + 601_000));
      expect(await countRows(db, 'browse_abandonment')).toBe(1);
    });

    it('tells on connecting that the key reads carts but not orders', async () => {
      site.state.canReadOrders = false;
      const res = await owner.send('PUT', CONNECTION, { site_id: site.state.metaSiteId, api_key: site.state.apiKey });
      expect(res.statusCode).toBe(200);
      expect((res.json() as WixConnectionState).connection?.reports_problem).toBe('no_read_orders');
      site.state.canReadOrders = true;
      await reports();
      expect((await connection())?.reports_problem).toBeNull();
    });

    it('files another account’s site into that account alone, and asks no site anything for an account without one', async () => {
      const other = new OwnerClient(app);
      expect((await other.signUp(uniqueEmail('wix-sync'))).statusCode).toBe(201);
      const bare = new OwnerClient(app);
      expect((await bare.signUp(uniqueEmail('wix-none'))).statusCode).toBe(201);
      // The other account's site is reached at the same origin in production; here its key and id are another's.
      await db.query('INSERT INTO store_wix_connections (account_id, site_id, api_key_sealed) VALUES ($1, $2, $3)', [
        other.accountId,
        otherSite.state.metaSiteId,
        createSecretBox(secretsKey).seal(otherSite.state.apiKey),
      ]);
      addWixAbandonedCheckout(site, { lines: [[SHIRT, 1]], contactId: BUYER });
      await reports();
      expect(await reports(bare)).toEqual([]);
      expect(await countRows(db, 'browse_abandonment')).toBe(1);
      const asked = listRequests(site) + listRequests(otherSite);
      await reports(bare);
      expect(listRequests(site) + listRequests(otherSite)).toBe(asked);
      // The other account's connection names another site: this site refuses it, and nothing lands here.
      expect(await reports(other)).toEqual([]);
      expect((await reports()).map((r) => r.customer_id)).toEqual([BUYER]);
      expect((await connection(other))?.reports_problem).toBe('key_refused');
    });

    it('reads a site at most once a minute, one process at a time', async () => {
      addWixAbandonedCheckout(site, { lines: [[SHIRT, 1]], contactId: BUYER });
      const box = createSecretBox(secretsKey);
      const process = () =>
        createWixReportSync({
          db,
          connections: createWixConnections(db, () => {}),
          box,
          apiOrigin: site.url,
          log: app.log,
        });
      const [one, two] = [process(), process()];
      const now = new Date();
      await Promise.all([one.run(owner.accountId, now), two.run(owner.accountId, now)]);
      expect(site.state.listBodies).toHaveLength(2);
      expect(await countRows(db, 'browse_abandonment')).toBe(1);
      await one.run(owner.accountId, new Date(now.getTime() + 30_000));
      expect(site.state.listBodies).toHaveLength(2);
      await two.run(owner.accountId, new Date(now.getTime() + 61_000));
      expect(site.state.listBodies).toHaveLength(4);
    });
  },
);
