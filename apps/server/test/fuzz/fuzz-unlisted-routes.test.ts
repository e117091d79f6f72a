/**
 * Every route the app serves is fuzzed: the ones route-specs.ts knows with a
 * valid request to start from, and any route added since with a guessed one
 * (its path params, query string and a JSON body), so a new route is never
 * left out. The specs must also name only routes that exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { seedAll } from '../../src/seed.js';
import { startDnsServer, type TestDnsServer } from '../helpers/dns-server.js';
import { databases } from '../helpers/test-databases.js';
import { type FuzzContext, NO_RATE_LIMITS } from './fuzz-app.js';
import { FUZZ_RUNS, fuzzRoute, listRoutes, type Method, type RouteSpec, summary } from './fuzz-harness.js';
import { allSpecs, names } from './route-specs.js';

const placeholder = { owner: { accountId: 'placeholder00' }, popupId: 'placeholder00' } as unknown as FuzzContext;
const known = new Set(names(allSpecs(placeholder)));

describe('the route list the fuzzer works from', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let drop: () => Promise<void>;
  let dns: TestDnsServer | undefined;
  beforeAll(async () => {
    const opened = await (databases[0] as (typeof databases)[number]).open();
    drop = opened.drop;
    await seedAll(opened.db);
    dns = await startDnsServer();
    app = await buildApp({ db: opened.db, logger: false, rateLimits: NO_RATE_LIMITS, dnsServers: [dns.address] });
    await app.ready();
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await dns?.close();
    await drop?.();
  });

  it('reads every route from the app, and every fuzz spec names one of them', () => {
    const served = listRoutes(app).map((r) => `${r.method} ${r.path}`);
    expect(served.length).toBeGreaterThan(30);
    expect([...known].filter((name) => !served.includes(name))).toEqual([]);
  });

  it('fuzzes each route the specs do not know yet with a guessed request', async () => {
    const unlisted = listRoutes(app).filter((r) => !known.has(`${r.method} ${r.path}`));
    for (const route of unlisted) {
      const params = Object.fromEntries(
        [...route.path.matchAll(/:([A-Za-z]+)|\*$/g)].map((m) => [m[1] ?? '*', m[1] ? '0123456789abc' : 'x']),
      );
      const spec: RouteSpec = {
        method: route.method as Method,
        path: route.path,
        params,
        htmlNotFound: !route.path.startsWith('/api/'),
        ...(route.method === 'POST' || route.method === 'PUT' ? { body: { type: 'json', valid: () => ({}) } } : {}),
      };
      const report = await fuzzRoute(app, spec);
      console.log(`${summary(report)} (unlisted: add it to route-specs.ts)`);
      expect(report.generated).toBeGreaterThanOrEqual(FUZZ_RUNS);
      expect(report.distinct, `${report.route}: ${report.failures.length} failing requests`).toEqual([]);
    }
  }, 600_000);
});
