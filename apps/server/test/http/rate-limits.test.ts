/**
 * Rate limits on the public write routes: over a limit the answer is 429 with
 * Retry-After and the JSON error body; other clients are not affected; and the
 * counts are shared through the database, so two app instances on one database
 * (two processes) share one limit.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID, TYPES_CLIENT_ID, TYPES_POPUP_IDS } from '../../src/demo-ids.js';
import {
  addressKey,
  BLOCK48_FACTOR,
  block48Key,
  isLoopback,
  parseRateLimits,
  type RateLimitOverrides,
} from '../../src/limits/rate-limits.js';
import { seedDemo } from '../../src/seed.js';
import { closedBody, conversionForm } from '../helpers/payloads.js';
import { stoppedClock } from '../helpers/stopped-clock.js';
import { servedToken } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { FORM, hitForm, tsHeader } from './statistics-helpers.js';

const LIMIT = 3;
const SMALL: RateLimitOverrides = {
  'display-ip': LIMIT,
  'view-ip': LIMIT,
  'close-ip': LIMIT,
  'conversion-ip': LIMIT,
  'hit-ip': LIMIT,
  'sign-up-ip': LIMIT,
  'game-ip': LIMIT,
};

async function startApp(db: Db, rateLimits: RateLimitOverrides): Promise<FastifyInstance> {
  const app = await buildApp({
    rateLimitClock: stoppedClock,
    db,
    logger: false,
    widgetDistDir: '/nonexistent-widget-dist',
    dashboardDistDir: '/nonexistent-dashboard-dist',
    rateLimits,
  });
  await app.ready();
  return app;
}

type Send = (app: FastifyInstance, ip: string, n: number) => Promise<LightMyRequestResponse>;

const display: Send = (app, ip) =>
  app.inject({
    method: 'POST',
    url: `/api/display/${DEMO_CLIENT_ID}`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: { domain: 'shop.example', url: 'https://shop.example/' },
  });

const ROUTES: [string, Send][] = [
  ['display', display],
  [
    'view',
    (app, ip) =>
      app.inject({
        method: 'POST',
        url: `/api/display/viewed/${DEMO_TIMER_POPUP_ID}`,
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: {
          viewer_id: '0123456789abc',
          trigger: 'timer',
          client_id: DEMO_CLIENT_ID,
          type: 'desktop',
          url: 'https://shop.example/',
        },
      }),
  ],
  [
    'close',
    (app, ip) =>
      app.inject({
        method: 'POST',
        url: `/api/display/closed/${DEMO_TIMER_POPUP_ID}`,
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: closedBody(),
      }),
  ],
  [
    'conversion',
    (app, ip) => {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(conversionForm())) for (const x of [v].flat()) form.append(k, x);
      return app.inject({
        method: 'POST',
        url: '/api/display/conversion/0123456789abc',
        remoteAddress: ip,
        headers: FORM,
        payload: form.toString(),
      });
    },
  ],
  [
    'statistics hit',
    (app, ip) =>
      app.inject({
        method: 'POST',
        url: '/api/statistics/hit',
        remoteAddress: ip,
        headers: { ...FORM, 'x-stats-ts': tsHeader(), 'user-agent': 'Mozilla/5.0 Firefox/140.0' },
        payload: hitForm(),
      }),
  ],
  [
    'prize game',
    (app, ip, n) =>
      app.inject({
        method: 'POST',
        url: `/api/display/game/${TYPES_POPUP_IDS.wheel}`,
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: {
          client_id: TYPES_CLIENT_ID,
          viewer_id: (0x1000000000000 + n).toString(16),
          view_token: servedToken(app, TYPES_CLIENT_ID, TYPES_POPUP_IDS.wheel, (0x1000000000000 + n).toString(16)),
        },
      }),
  ],
  [
    'sign-up',
    (app, ip, n) =>
      app.inject({
        method: 'POST',
        url: '/api/owner/sign-up',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: { email: `limit-${ip}-${n}@shop.example`, password: 'long enough password', account_name: 'x' },
      }),
  ],
];

describe.each(databases)('rate limits on $name', (database) => {
  let db: Db;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ db, drop } = await database.open());
    await seedDemo(db);
    app = await startApp(db, SMALL);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
    await drop();
  }, HOOK_TIMEOUT_MS);

  it.each(ROUTES)('answers the %s route over its per-IP limit with 429 and Retry-After', async (_name, send) => {
    const ip = `10.20.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < LIMIT; i++) expect((await send(app, ip, i)).statusCode).toBeLessThan(300);
    const over = await send(app, ip, LIMIT);
    expect(over.statusCode).toBe(429);
    expect(over.headers['content-type']).toContain('application/json');
    expect(over.json()).toMatchObject({
      statusCode: 429,
      code: 'BK_ERR_RATE_LIMITED',
      error: 'Too Many Requests',
      message: expect.stringMatching(/^too many requests, try again in \d+ (seconds?|minutes?)$/),
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await send(app, '10.30.0.1', LIMIT + 1)).statusCode).toBeLessThan(300);
  });

  it('counts an IPv6 client per /64, so rotating addresses inside it does not help', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await display(app, `2001:db8:1:2::${i + 1}`, i)).statusCode).toBe(200);
    expect((await display(app, '2001:db8:1:2:ffff::9', LIMIT)).statusCode).toBe(429);
  });

  it('counts an IPv6 /48 too, so 40 /64s of one /48 cannot multiply the per-IP budget', async () => {
    const served = async (block: string) => {
      let ok = 0;
      for (let net = 0; net < 40; net++)
        for (let i = 0; i < LIMIT; i++)
          if ((await display(app, `${block}:${net.toString(16)}::${i + 1}`, i)).statusCode === 200) ok++;
      return ok;
    };
    // The /48's limit is BLOCK48_FACTOR times the per-IP one, not 40 times.
    expect(await served('2001:db8:4848')).toBe(LIMIT * BLOCK48_FACTOR);
    // Another /48 is not affected.
    expect((await display(app, '2001:db8:4949:1::1', 0)).statusCode).toBe(200);
  });

  it('sheds a flood over an account’s display limit, not a fresh visitor from another address', async () => {
    // Per IP 50 a minute (fair share 5), per account 20: ten addresses at 10 each spend the account's budget.
    const flooded = await startApp(db, { 'display-ip': 50, 'display-client': 20 });
    try {
      const answers = [];
      for (let n = 0; n < 10; n++)
        for (let addr = 0; addr < 10; addr++)
          answers.push((await display(flooded, `10.66.0.${addr + 1}`, n)).statusCode);
      expect(answers.filter((c) => c === 200).length).toBeGreaterThanOrEqual(20);
      // The flooding addresses, each past its fair share, are refused once the account's budget is spent.
      expect(answers.slice(-10)).toEqual(Array(10).fill(429));
      // A real visitor from an address that has sent little is still served.
      expect((await display(flooded, '10.77.0.1', 0)).statusCode).toBe(200);
      expect((await display(flooded, '2001:db8:7777:1::1', 0)).statusCode).toBe(200);
    } finally {
      await flooded.close();
    }
  });

  it('sheds a flood of views over a pop-up’s limit, not a fresh visitor’s view', async () => {
    const flooded = await startApp(db, { 'view-ip': 50, 'view-popup': 20 });
    const view = ROUTES.find(([name]) => name === 'view')?.[1] as Send;
    try {
      for (let n = 0; n < 10; n++) for (let addr = 0; addr < 10; addr++) await view(flooded, `10.68.0.${addr + 1}`, n);
      expect((await view(flooded, '10.68.0.1', 11)).statusCode).toBe(429);
      expect((await view(flooded, '10.78.0.1', 0)).statusCode).toBe(200);
    } finally {
      await flooded.close();
    }
  });

  // PGlite admits one process per data folder, so only PostgreSQL shares counts.
  it.skipIf(database.name === 'PGlite')(
    'shares one limit between two app instances on one database, as between two processes',
    async () => {
      const a = await startApp(db, { 'display-ip': 10 });
      const b = await startApp(db, { 'display-ip': 10 });
      try {
        const ip = '10.40.0.1';
        for (let i = 0; i < 10; i++) expect((await display(a, ip, i)).statusCode).toBe(200);
        await a.rateLimits.counts.sync();
        // b has not seen this address yet: its first request is counted, then the sync tells it a used the rest.
        expect((await display(b, ip, 0)).statusCode).toBe(200);
        await b.rateLimits.counts.sync();
        const over = await display(b, ip, 1);
        expect(over.statusCode).toBe(429);
        expect(over.json().code).toBe('BK_ERR_RATE_LIMITED');
      } finally {
        await a.close();
        await b.close();
      }
    },
  );

  it.skipIf(database.name === 'PGlite')('stores no address in the shared counts', async () => {
    const { rows } = await db.query<{ key: string }>('SELECT key FROM rate_limit_counts');
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/10\.\d+\.\d+\.\d+|2001:db8/);
  });
});

describe('rate-limit settings', () => {
  it('reads RATE_LIMITS overrides and refuses unknown names and bad numbers', () => {
    expect(parseRateLimits('display-ip=1200, sign-up-ip=0')).toEqual({ 'display-ip': 1200, 'sign-up-ip': 0 });
    expect(parseRateLimits(undefined)).toEqual({});
    expect(() => parseRateLimits('display=5')).toThrow(/unknown limit "display"/);
    expect(() => parseRateLimits('display-ip=-1')).toThrow(/whole number/);
  });

  it('does not limit loopback per IP (a local proxy without TRUST_PROXY would put every visitor on one key)', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('10.0.0.1')).toBe(false);
  });

  it('gives an IPv6 address its /48 block and IPv4 none', () => {
    expect(block48Key('2001:db8:1:2::1')).toBe('2001:db8:1::/48');
    expect(block48Key('2001:0db8:0001:ffff:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1::/48');
    expect(block48Key('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(block48Key('203.0.113.9')).toBeUndefined();
    expect(block48Key('::ffff:203.0.113.9')).toBeUndefined();
  });

  it('keys IPv4 by address and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});
