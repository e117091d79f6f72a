import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInThrottle } from '../../src/plugins/owner/sign-in-throttle.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, type OwnerTestApp, startOwnerApp, uniqueEmail } from './owner-helpers.js';

const LIMITS = { perIp: 6, perEmail: 3, windowMs: 60_000 };

describe.each(databases)('sign-in rate limit on $name', (database) => {
  let t: OwnerTestApp;
  beforeAll(async () => {
    t = await startOwnerApp(database, { signInLimits: LIMITS });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  it('blocks one email after repeated failures from many IPs with 429 and Retry-After, even for the right password', async () => {
    const email = uniqueEmail();
    await new OwnerClient(t.app, '10.0.0.1').signUp(email, 'the right password');
    for (let i = 0; i < LIMITS.perEmail; i++) {
      const res = await new OwnerClient(t.app, `10.1.0.${i + 1}`).signIn(email, 'a wrong password');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await new OwnerClient(t.app, '10.2.0.1').signIn(email, 'the right password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'BK_ERR_TOO_MANY_ATTEMPTS' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('blocks one IP that sprays many emails, while other IPs still sign in', async () => {
    const email = uniqueEmail();
    await new OwnerClient(t.app, '10.9.9.9').signUp(email, 'the right password');
    let last = 0;
    for (let i = 0; i < LIMITS.perIp + 1; i++) {
      last = (await new OwnerClient(t.app, '10.3.0.1').signIn(uniqueEmail(), 'guess')).statusCode;
    }
    expect(last).toBe(429);
    const ok = await new OwnerClient(t.app, '10.4.0.1').signIn(email, 'the right password');
    expect(ok.statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the email', async () => {
    const email = uniqueEmail();
    await new OwnerClient(t.app, '10.5.0.1').signUp(email, 'the right password');
    for (let i = 0; i < LIMITS.perEmail + 2; i++) {
      const res = await new OwnerClient(t.app, `10.6.0.${i + 1}`).signIn(email, 'the right password');
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('the two-bucket sign-in throttle', () => {
  it('opens a bucket again once its window has passed', () => {
    let now = 0;
    const throttle = createSignInThrottle({ perIp: 100, perEmail: 1, windowMs: 1000 }, () => now);
    throttle.failed('a@b.example');
    expect(throttle.attempt('1.1.1.1', 'a@b.example')).toBe(1);
    now = 1001;
    expect(throttle.attempt('1.1.1.1', 'a@b.example')).toBeNull();
  });
});
