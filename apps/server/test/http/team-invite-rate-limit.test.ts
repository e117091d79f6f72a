/**
 * Team invitations are rate limited over time: each one mails a stranger, and the cap on open invitations
 * does not stop an invite-and-cancel loop, so the route counts per account and per source IP in an hourly
 * window. Over a limit the answer is 429 with Retry-After; the counts are shared through the database, so two
 * app instances on one PostgreSQL database (two processes) share one limit.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { stoppedClock } from '../helpers/stopped-clock.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, rememberDb, uniqueEmail } from './owner-helpers.js';

const PER_ACCOUNT = 3;
const PER_IP = 5;
const HOUR = 3_600_000;

async function startApp(db: Db): Promise<FastifyInstance> {
  const app = await buildApp({
    db,
    logger: false,
    widgetDistDir: '/nonexistent-widget-dist',
    dashboardDistDir: '/nonexistent-dashboard-dist',
    rateLimitClock: stoppedClock,
    rateLimits: { 'team-invite-account': PER_ACCOUNT, 'team-invite-ip': PER_IP },
  });
  await app.ready();
  rememberDb(app, db);
  return app;
}

/** A signed-in owner of a new account, sending from `ip`. */
async function newOwner(app: FastifyInstance, ip: string): Promise<OwnerClient> {
  const owner = new OwnerClient(app, ip);
  expect((await owner.signUp(uniqueEmail('inviter'))).statusCode).toBe(201);
  return owner;
}

/** Invites a new address and cancels the invitation at once, so the cap on open invitations never applies. */
async function inviteAndCancel(owner: OwnerClient): Promise<number> {
  const sent = await owner.send('POST', '/api/owner/team/invitations', { email: uniqueEmail('guest'), role: 'viewer' });
  if (sent.statusCode === 201) {
    const cancelled = await owner.send('DELETE', `/api/owner/team/invitations/${sent.json().invitation_id}`);
    expect(cancelled.statusCode).toBe(204);
  }
  return sent.statusCode;
}

/** The same session, sending from another address. */
function from(owner: OwnerClient, ip: string): OwnerClient {
  const other = new OwnerClient(owner.app, ip);
  Object.assign(other, { cookie: owner.cookie, csrf: owner.csrf, accountId: owner.accountId });
  return other;
}

describe.each(databases)('the team invitation rate limit on $name', (database) => {
  let db: Db;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ db, drop } = await database.open());
    app = await startApp(db);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await drop?.();
  }, HOOK_TIMEOUT_MS);
  // The windows are fixed hourly windows: hold the clock a minute into one, so no test straddles two.
  beforeEach(() => {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: now - (now % HOUR) + 60_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses an account more invitations an hour than its limit, from any address, with 429 and Retry-After', async () => {
    const owner = await newOwner(app, '10.60.0.1');
    for (let i = 0; i < PER_ACCOUNT; i++) expect(await inviteAndCancel(from(owner, `10.60.1.${i + 1}`))).toBe(201);
    const over = await from(owner, '10.60.2.1').send('POST', '/api/owner/team/invitations', {
      email: uniqueEmail('guest'),
      role: 'editor',
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      statusCode: 429,
      code: 'BK_ERR_RATE_LIMITED',
      error: 'Too Many Requests',
      message: expect.stringMatching(/^too many requests, try again in \d+ (seconds?|minutes?)$/),
    });
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(HOUR / 1000);
    // Another account is not affected.
    expect(await inviteAndCancel(await newOwner(app, '10.60.3.1'))).toBe(201);
  });

  it('refuses one address more invitations an hour than its limit, across accounts, and not other addresses', async () => {
    const ip = '10.61.0.1';
    const first = await newOwner(app, ip);
    const second = await newOwner(app, ip);
    for (let i = 0; i < PER_ACCOUNT; i++) expect(await inviteAndCancel(first)).toBe(201);
    for (let i = PER_ACCOUNT; i < PER_IP; i++) expect(await inviteAndCancel(second)).toBe(201);
    expect(await inviteAndCancel(second)).toBe(429);
    expect(await inviteAndCancel(from(second, '10.61.0.2'))).toBe(201);
  });

  // PGlite admits one process per data folder, so only PostgreSQL shares counts.
  it.skipIf(database.name === 'PGlite')(
    'shares the per-account limit between two app instances on one database, as between two processes',
    async () => {
      const other = await startApp(db);
      try {
        const owner = await newOwner(app, '10.62.0.1');
        for (let i = 0; i < PER_ACCOUNT; i++) expect(await inviteAndCancel(owner)).toBe(201);
        await app.rateLimits.counts.sync();
        // The other instance counts its first request, then the sync tells it the first used the rest.
        const there = new OwnerClient(other, '10.62.0.2');
        Object.assign(there, { cookie: owner.cookie, csrf: owner.csrf, accountId: owner.accountId });
        expect(await inviteAndCancel(there)).toBe(201);
        await other.rateLimits.counts.sync();
        expect(await inviteAndCancel(there)).toBe(429);
      } finally {
        await other.close();
      }
    },
  );
});
