/**
 * Sign-up does not reveal which emails exist: a new and a known email get the
 * same answer, and only the mailbox learns which it was (a confirmation link,
 * or a "someone tried to sign up" note). The link creates the account once,
 * within 24 hours.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import {
  confirmationToken,
  OwnerClient,
  type OwnerTestApp,
  outboxFor,
  startOwnerApp,
  uniqueEmail,
} from './owner-helpers.js';

/** Headers that could tell the two answers apart (date and timing headers differ on every answer anyway). */
function telling(res: LightMyRequestResponse) {
  const { date: _date, 'content-length': length, ...rest } = res.headers;
  return { status: res.statusCode, headers: rest, length, body: res.body, cookies: res.cookies };
}

describe.each(databases)('owner sign-up by confirmation link on $name', (database) => {
  let t: OwnerTestApp;
  beforeAll(async () => {
    t = await startOwnerApp(database);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  const signUpRequest = (email: string) =>
    new OwnerClient(t.app).send('POST', '/api/owner/sign-up', {
      email,
      password: 'correct horse battery',
      account_name: 'Shop',
    });

  it('answers a known and a new email identically: status, headers, body and no cookie', async () => {
    const known = uniqueEmail('known');
    await new OwnerClient(t.app).signUp(known);
    const again = await signUpRequest(known.toUpperCase());
    const fresh = await signUpRequest(uniqueEmail('fresh'));
    expect(telling(again)).toEqual(telling(fresh));
    expect(fresh.statusCode).toBe(202);
    expect(fresh.json()).toEqual({ status: 'confirmation-sent' });
    expect(fresh.cookies).toEqual([]);
  });

  it('creates no account until the link is opened, and keeps the mail with the link in the outbox', async () => {
    const email = uniqueEmail();
    expect((await signUpRequest(email)).statusCode).toBe(202);
    const owners = await t.db.query('SELECT 1 FROM owners WHERE email = $1', [email]);
    expect(owners.rows).toEqual([]);
    const mails = await outboxFor(t.db, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'sign-up-confirm', sent_at: null });
    expect(mails[0]?.body_text).toMatch(/http:\/\/localhost\/admin\/confirm\?token=[A-Za-z0-9_-]{43}\b/);
    // The token is stored only hashed, and the password only as argon2id.
    const token = await confirmationToken(t.db, email);
    const pending = await t.db.query<Record<string, unknown>>('SELECT * FROM pending_sign_ups WHERE email = $1', [
      email,
    ]);
    expect(JSON.stringify(pending.rows)).not.toContain(token);
    expect(JSON.stringify(pending.rows)).not.toContain('correct horse battery');
    expect(pending.rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('mails a known email a note to sign in or reset the password instead of a link', async () => {
    const email = uniqueEmail('known');
    await new OwnerClient(t.app).signUp(email);
    await signUpRequest(email);
    const mails = await outboxFor(t.db, email);
    expect(mails.map((m) => m.kind)).toEqual(['sign-up-confirm', 'sign-up-known']);
    expect(mails[1]?.body_text).toContain('sign in');
    expect(mails[1]?.body_text).toContain('reset your password');
    expect(mails[1]?.body_text).not.toContain('token=');
  });

  it('opens the link once: it creates the account, signs the owner in, and then is refused', async () => {
    const email = uniqueEmail();
    await signUpRequest(email);
    const token = await confirmationToken(t.db, email);
    const client = new OwnerClient(t.app);
    const confirmed = await client.send('POST', '/api/owner/confirm', { token });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).toMatchObject({ owner: { email }, account: { name: 'Shop' } });
    expect(confirmed.cookies.map((c) => c.name)).toEqual(['beckon_session', 'bk_logged_in_owner']);
    expect((await client.send('GET', '/api/owner/session')).statusCode).toBe(200);
    expect((await new OwnerClient(t.app).signIn(email, 'correct horse battery')).statusCode).toBe(200);

    const reused = await new OwnerClient(t.app).send('POST', '/api/owner/confirm', { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ statusCode: 400, code: 'BK_ERR_CONFIRM_LINK_INVALID' });
    expect(reused.cookies).toEqual([]);
  });

  it('refuses an expired link with a plain message and creates no account', async () => {
    const email = uniqueEmail();
    await signUpRequest(email);
    const token = await confirmationToken(t.db, email);
    await t.db.query(`UPDATE pending_sign_ups SET expires_at = now() - interval '1 minute' WHERE email = $1`, [email]);
    const res = await new OwnerClient(t.app).send('POST', '/api/owner/confirm', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BK_ERR_CONFIRM_LINK_EXPIRED',
      message: expect.stringContaining('expired'),
    });
    expect((await t.db.query('SELECT 1 FROM owners WHERE email = $1', [email])).rows).toEqual([]);
  });

  it('refuses a made-up token and a malformed body with 400 JSON', async () => {
    const client = new OwnerClient(t.app);
    const madeUp = await client.send('POST', '/api/owner/confirm', { token: 'A'.repeat(43) });
    expect(madeUp.json()).toMatchObject({ statusCode: 400, code: 'BK_ERR_CONFIRM_LINK_INVALID' });
    const malformed = await client.send('POST', '/api/owner/confirm', { token: 'x'.repeat(5000) });
    expect(malformed.json()).toMatchObject({ statusCode: 400, code: 'FST_ERR_VALIDATION' });
  });

  it('keeps the first account when a second link for the same email is opened after it', async () => {
    const email = uniqueEmail();
    await signUpRequest(email);
    const first = await confirmationToken(t.db, email);
    await signUpRequest(email);
    const second = await confirmationToken(t.db, email);
    expect(second).not.toBe(first);
    expect((await new OwnerClient(t.app).send('POST', '/api/owner/confirm', { token: second })).statusCode).toBe(201);
    const late = await new OwnerClient(t.app).send('POST', '/api/owner/confirm', { token: first });
    expect(late.statusCode).toBe(400);
    expect((await t.db.query('SELECT 1 FROM owners WHERE email = $1', [email])).rows).toHaveLength(1);
  });
});
