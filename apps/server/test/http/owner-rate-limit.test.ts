/**
 * The sign-in throttle: failures count per (email, source IP), attempts per IP,
 * and failures per email from everywhere only shrink each source's budget, so
 * an attacker elsewhere can never lock the owner out. Its counts live in the
 * database: two app instances on one database (as two processes would be) share
 * them.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { SignInLimits } from '../../src/auth/index.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, type OwnerTestApp, startOwnerApp, uniqueEmail } from './owner-helpers.js';

const LIMITS: SignInLimits = {
  perAccountAndIp: 3,
  perAccountAndIpUnderAttack: 1,
  perIp: 8,
  perAccount: 6,
  windowMs: 60_000,
};

describe.each(databases)('sign-in throttle on $name', (database) => {
  let t: OwnerTestApp;
  beforeAll(async () => {
    t = await startOwnerApp(database, { signInLimits: LIMITS });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);
  // The windows are fixed one-minute windows: hold the clock one second into one, so no test straddles two.
  beforeEach(() => {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: now - (now % LIMITS.windowMs) + 1000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the owner sign in from their own IP after many failures from other IPs', async () => {
    const email = uniqueEmail();
    await new OwnerClient(t.app, '10.0.0.1').signUp(email, 'the right password');
    // Enough failures to lock the email under the old per-email bucket, from many attacker IPs.
    for (let i = 0; i < 12; i++) {
      const res = await new OwnerClient(t.app, `10.1.0.${i + 1}`).signIn(email, 'a wrong password');
      expect([401, 429]).toContain(res.statusCode);
    }
    const owner = await new OwnerClient(t.app, '10.2.0.1').signIn(email, 'the right password');
    expect(owner.statusCode).toBe(200);
  });

  it('stops one IP guessing one email with 429, Retry-After and how long to wait, and not other IPs', async () => {
    const email = uniqueEmail();
    await new OwnerClient(t.app, '10.3.0.1').signUp(email, 'the right password');
    for (let i = 0; i < LIMITS.perAccountAndIp; i++) {
      expect((await new OwnerClient(t.app, '10.3.0.2').signIn(email, 'wrong')).statusCode).toBe(401);
    }
    const blocked = await new OwnerClient(t.app, '10.3.0.2').signIn(email, 'the right password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      statusCode: 429,
      code: 'BK_ERR_TOO_MANY_ATTEMPTS',
      message: expect.stringMatching(/try again in \d+ (seconds?|minutes?)$/),
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await new OwnerClient(t.app, '10.3.0.3').signIn(email, 'the right password')).statusCode).toBe(200);
  });

  it('gives each source a smaller budget once an email is under attack from many IPs', async () => {
    const email = uniqueEmail();
    await new OwnerClient(t.app, '10.4.0.1').signUp(email, 'the right password');
    for (let i = 0; i < LIMITS.perAccount; i++) {
      expect((await new OwnerClient(t.app, `10.5.0.${i + 1}`).signIn(email, 'wrong')).statusCode).toBe(401);
    }
    // A new attacker IP gets one failure, then waits.
    expect((await new OwnerClient(t.app, '10.6.0.1').signIn(email, 'wrong')).statusCode).toBe(401);
    expect((await new OwnerClient(t.app, '10.6.0.1').signIn(email, 'wrong')).statusCode).toBe(429);
    // The owner, who has not failed from their IP, still gets in.
    expect((await new OwnerClient(t.app, '10.6.0.2').signIn(email, 'the right password')).statusCode).toBe(200);
  });

  it('stops one IP that sprays many emails, while other IPs still sign in', async () => {
    const email = uniqueEmail();
    await new OwnerClient(t.app, '10.9.9.9').signUp(email, 'the right password');
    let last = 0;
    for (let i = 0; i < LIMITS.perIp + 1; i++) {
      last = (await new OwnerClient(t.app, '10.7.0.1').signIn(uniqueEmail(), 'guess')).statusCode;
    }
    expect(last).toBe(429);
    expect((await new OwnerClient(t.app, '10.8.0.1').signIn(email, 'the right password')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the email', async () => {
    const email = uniqueEmail();
    await new OwnerClient(t.app, '10.10.0.1').signUp(email, 'the right password');
    for (let i = 0; i < LIMITS.perAccountAndIp + 2; i++) {
      expect((await new OwnerClient(t.app, '10.10.0.2').signIn(email, 'the right password')).statusCode).toBe(200);
    }
  });

  it('holds across two app instances on one database, as across two processes', async () => {
    const other = await buildApp({
      db: t.db,
      logger: false,
      widgetDistDir: '/nonexistent-widget-dist',
      dashboardDistDir: '/nonexistent-dashboard-dist',
      signInLimits: LIMITS,
    });
    try {
      await other.ready();
      const email = uniqueEmail();
      await new OwnerClient(t.app, '10.11.0.1').signUp(email, 'the right password');
      for (let i = 0; i < LIMITS.perAccountAndIp; i++) {
        expect((await new OwnerClient(t.app, '10.11.0.2').signIn(email, 'wrong')).statusCode).toBe(401);
      }
      const there = await new OwnerClient(other, '10.11.0.2').signIn(email, 'the right password');
      expect(there.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
