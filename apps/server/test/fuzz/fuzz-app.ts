/**
 * The app every fuzz file attacks: the real buildApp on PGlite (and, for the
 * files that ask, PostgreSQL) with the demo data, a signed-in owner with one
 * pop-up, and a Stats API key, so each route's valid request really passes
 * its auth and the fuzz reaches the validation and the handler behind it.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { RateLimitOverrides } from '../../src/limits/index.js';
import { DEFAULT_RATE_LIMITS } from '../../src/limits/rate-limits.js';
import { shopProofTag } from '../../src/plugins/owner/shop-proof.js';
import { insertWebhookWithinLimit } from '../../src/plugins/owner/webhook-repository.js';
import { createStatsApiKey } from '../../src/plugins/statistics/api-keys.js';
import { makeCatalogueKey } from '../../src/plugins/store-catalogue/catalogue-keys.js';
import { seedAll } from '../../src/seed.js';
import { startDnsServer, type TestDnsServer } from '../helpers/dns-server.js';
import { type ProviderLoopback, startProviderLoopback } from '../helpers/provider-loopback.js';
import { pglite, type TestDatabase } from '../helpers/test-databases.js';
import { lightboxInput, OwnerClient, rememberDb, uniqueEmail } from '../http/owner-helpers.js';
import { FUZZ_RUNS, FUZZ_SEED, fuzzRoute, type RouteSpec, type RowCounts, summary } from './fuzz-harness.js';

export interface FuzzContext {
  app: FastifyInstance;
  db: Db;
  owner: OwnerClient;
  /** A pop-up of the signed-in owner. */
  popupId: string;
  /** A Stats API key of the demo site. */
  statsKey: string;
  /** The owner's catalogue import key (`bkc_…`), for the signed import route. */
  catalogueKey: string;
  /** A webhook of the owner whose address is a loopback one, refused when sent to: nothing leaves. */
  webhookId: string;
  /** Email-marketing tools on loopback: their keys and lists, for the routes that call a tool. */
  providers: ProviderLoopback;
}

/**
 * Requests per route on a database other than PGlite: a PostgreSQL request pays network round trips
 * where PGlite's pay none, and the shop's whole corpus (some 60,000 requests) would take minutes there,
 * against the suite's budget. Every n-th request of each route's corpus keeps a share of each kind of
 * case (generated wrong-type bodies, hostile strings in every field, malformed encodings) in about 2 s
 * for all the shop's routes; PGlite still runs the whole corpus.
 */
const POSTGRES_SAMPLE = 25;
/** A route that hashes a password on purpose pays for argon2 alike on either database: fewer of its requests. */
const POSTGRES_SAMPLE_HASHING = 5;

/**
 * The fuzz aims at validation and the handlers behind it: with the rate limits on, most of a route's
 * corpus would meet a 429 first. The limits' own answers are tested with the limits. Sign-up keeps
 * its per-address limit: every accepted sign-up pays for an argon2 hash, as it would for an attacker.
 */
export const NO_RATE_LIMITS: RateLimitOverrides = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS)
    .filter((name) => name !== 'sign-up-ip')
    .map((name) => [name, 0]),
);

/**
 * Starts the app for the file on each of `on` (PGlite unless told) and fuzzes each route of `specs(ctx)`
 * in its own test; with `rowCounts`, a refused request must also leave those counts unchanged (it
 * stored nothing).
 */
export function fuzzRoutes(
  domain: string,
  specs: (ctx: FuzzContext) => RouteSpec[],
  rowCounts?: (db: Db) => RowCounts,
  on: readonly TestDatabase[] = [pglite],
): void {
  // Test names are needed before the app starts: the specs of a placeholder context give the routes.
  const placeholder = { owner: { accountId: 'placeholder00' }, popupId: 'placeholder00' } as unknown as FuzzContext;
  const names = specs(placeholder).map((s) => `${s.method} ${s.path}`);
  for (const database of on) fuzzOn(database, domain, names, specs, rowCounts);
}

function fuzzOn(
  database: TestDatabase,
  domain: string,
  names: string[],
  specs: (ctx: FuzzContext) => RouteSpec[],
  rowCounts?: (db: Db) => RowCounts,
): void {
  const sampleOf = (spec: RouteSpec) =>
    database === pglite ? undefined : spec.stallMs ? POSTGRES_SAMPLE_HASHING : POSTGRES_SAMPLE;
  let ctx: FuzzContext | undefined;
  let drop: (() => Promise<void>) | undefined;
  let counts: RowCounts | undefined;
  // Custom domains are verified through DNS: a server on loopback answers, nothing leaves the machine.
  let dns: TestDnsServer | undefined;
  // Store shops are proved by their home page: a loopback serves every shop's, with the fuzz owner's tag.
  let shopPages: Server | undefined;
  let providers: ProviderLoopback | undefined;

  const where = database === pglite ? '' : ` on ${database.name}, a sample of each corpus`;
  describe(`fuzzing the ${domain} routes${where}`, () => {
    beforeAll(async () => {
      const opened = await database.open();
      drop = opened.drop;
      await seedAll(opened.db);
      counts = rowCounts?.(opened.db);
      dns = await startDnsServer();
      shopPages = createServer((_req, res) => res.end(ctx ? shopProofTag(ctx.owner.accountId) : ''));
      await new Promise<void>((resolve) => shopPages?.listen(0, '127.0.0.1', resolve));
      const shopOrigin = `http://127.0.0.1:${(shopPages.address() as AddressInfo).port}`;
      providers = await startProviderLoopback();
      const app = await buildApp({
        secretsKey: randomBytes(32),
        integrationBaseUrls: providers.bases,
        db: opened.db,
        logger: false,
        rateLimits: NO_RATE_LIMITS,
        dnsServers: [dns.address],
        storeShopProof: { homePage: (shop) => `${shopOrigin}/${shop}/`, allowPrivate: true },
        // The owner's Wix-style key is tried on the site before it is saved: the same loopback answers.
        wixApiOrigin: shopOrigin,
      });
      await app.ready();
      rememberDb(app, opened.db);
      const owner = new OwnerClient(app);
      expect((await owner.signUp(uniqueEmail('fuzz'))).statusCode).toBe(201);
      const created = await owner.send('POST', '/api/owner/popups', lightboxInput());
      expect(created.statusCode).toBe(201);
      const statsKey = await createStatsApiKey(opened.db, owner.accountId, 'fuzz');
      const { key: catalogueKey } = await makeCatalogueKey(opened.db, owner.accountId);
      const ownerRow = await opened.db.query<{ owner_id: string }>(
        'SELECT owner_id FROM owners WHERE account_id = $1',
        [owner.accountId],
      );
      const webhook = await insertWebhookWithinLimit(
        opened.db,
        owner.accountId,
        'http://127.0.0.1:9/beckon',
        10,
        ownerRow.rows[0]?.owner_id ?? '',
      );
      ctx = {
        app,
        db: opened.db,
        owner,
        popupId: (created.json() as { poptin_id: string }).poptin_id,
        statsKey,
        catalogueKey,
        webhookId: webhook?.endpoint_id ?? '',
        providers,
      };
      const sent = database === pglite ? '' : `, about ${POSTGRES_SAMPLE} of them sent`;
      console.log(
        `[fuzz] ${domain} on ${database.name}: seed ${FUZZ_SEED}, ${FUZZ_RUNS} generated inputs per route${sent} (FUZZ_SEED / FUZZ_RUNS)`,
      );
    }, 180_000);

    afterAll(async () => {
      await ctx?.app.close();
      await dns?.close();
      await new Promise((resolve) => (shopPages ? shopPages.close(resolve) : resolve(undefined)));
      await providers?.stop();
      await drop?.();
    });

    for (const name of names) {
      const stores = rowCounts ? ' and stores nothing for it' : '';
      it(`${name} answers every bad input with a 4xx JSON error from the catalogue${stores}, never a 5xx or a stall`, async () => {
        if (!ctx) throw new Error('the fuzz app did not start');
        const spec = specs(ctx).find((s) => `${s.method} ${s.path}` === name);
        if (!spec) throw new Error(`no fuzz spec for ${name}`);
        const report = await fuzzRoute(ctx.app, spec, counts, sampleOf(spec));
        console.log(summary(report));
        expect(report.generated).toBeGreaterThanOrEqual(FUZZ_RUNS);
        expect(report.distinct, `${report.failures.length} failing requests, one of each kind`).toEqual([]);
      }, 300_000);
    }
  });
}
