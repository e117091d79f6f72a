/**
 * Sign-up and password reset do not tell whether an email has an account: the answers are byte for byte the
 * same (owner-sign-up and owner-account-recovery check that), and here the time they take is of the same
 * class too. A server that skipped the password hash for a known email, or mailed over SMTP before answering,
 * would answer one kind of email several times faster than the other, and a stopwatch would tell them apart.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/index.js';
import { ANSWER_FLOOR_MS } from '../../src/http/answer-floor.js';
import { createAccountWithOwner } from '../../src/plugins/owner/owner-repository.js';
import { type SmtpInbox, startSmtpInbox } from '../helpers/smtp-inbox.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, type OwnerTestApp, startOwnerApp, uniqueEmail } from './owner-helpers.js';

/** Samples per kind: enough for a median that a few stalls on a busy core (two moved 5) do not move. */
const SAMPLES = 11;
/** Medians this far apart or more are a different timing class (a skipped hash is 10× and more). */
const MAX_RATIO = 3;
/** Below this every answer is "instant": noise in sub-millisecond timings is not a class. */
const FLOOR_MS = 4;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The ratio of the slower median to the faster one, each at least FLOOR_MS. */
function ratio(a: number[], b: number[]): number {
  const [ma, mb] = [Math.max(FLOOR_MS, median(a)), Math.max(FLOOR_MS, median(b))];
  return Math.max(ma, mb) / Math.min(ma, mb);
}

// Timing is the server's work, not the database engine's: PGlite alone keeps the file short.
describe.each(databases.slice(0, 1))('no account enumeration through sign-up or reset on $name', (database) => {
  let t: OwnerTestApp;
  let inbox: SmtpInbox;
  const known: string[] = [];
  let ip = 0;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startOwnerApp(database, { smtpUrl: inbox.url });
    // Owners made straight in the store with one hash: signing each up through its link costs seconds.
    const hash = await hashPassword('correct horse battery');
    for (let i = 0; i < SAMPLES; i++) {
      const email = uniqueEmail('known');
      expect(await createAccountWithOwner(t.db, 'Known shop', email, hash)).not.toBeNull();
      known.push(email);
    }
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    await inbox.close();
  }, HOOK_TIMEOUT_MS);

  /** One request from its own address (the per-IP limits stay out of it), timed, with its answer. */
  async function timed(url: string, body: unknown): Promise<{ ms: number; res: LightMyRequestResponse }> {
    ip += 1;
    const client = new OwnerClient(t.app, `10.8.${ip >> 8}.${ip & 255}`);
    const start = performance.now();
    const res = await client.send('POST', url, body);
    return { ms: performance.now() - start, res };
  }

  /** Known and unknown emails asked in turn (so a slow moment hits both kinds alike). */
  async function compare(url: string, body: (email: string) => unknown) {
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    const statuses = new Set<number>();
    for (const email of known) {
      const a = await timed(url, body(email));
      const b = await timed(url, body(uniqueEmail('nobody')));
      knownMs.push(a.ms);
      unknownMs.push(b.ms);
      statuses.add(a.res.statusCode).add(b.res.statusCode);
    }
    return { knownMs, unknownMs, statuses: [...statuses] };
  }

  it('takes the same time class to answer a sign-up for a known and for a new email', async () => {
    const r = await compare('/api/owner/sign-up', (email) => ({
      email,
      password: 'correct horse battery',
      account_name: 'Shop',
    }));
    expect(r.statuses).toEqual([202]);
    expect(ratio(r.knownMs, r.unknownMs), JSON.stringify(r)).toBeLessThan(MAX_RATIO);
  });

  it('takes the same time class to answer a reset request for a known and for an unknown email', async () => {
    const r = await compare('/api/owner/password-reset', (email) => ({ email }));
    expect(r.statuses).toEqual([202]);
    expect(ratio(r.knownMs, r.unknownMs), JSON.stringify(r)).toBeLessThan(MAX_RATIO);
    // Both kinds are held to the same earliest answer time, which is what evens out their small difference.
    // (A timer may fire up to a millisecond before its time as the clock rounds it.)
    expect(Math.min(...r.knownMs, ...r.unknownMs)).toBeGreaterThanOrEqual(ANSWER_FLOOR_MS - 1);
  });
});
