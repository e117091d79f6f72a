/**
 * Account recovery and changes: a password reset mailed through a real SMTP server on loopback, its link
 * single use and expiring, the same answer for known and unknown emails; password change and email change
 * with confirmation, each ending the sessions it should.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpInbox, startSmtpInbox } from '../helpers/smtp-inbox.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { waitFor } from '../helpers/webhook-receiver.js';
import { OwnerClient, type OwnerTestApp, outboxFor, startOwnerApp, uniqueEmail } from './owner-helpers.js';

const PASSWORD = 'correct horse battery';

describe.each(databases)('password reset and account changes on $name', (database) => {
  let t: OwnerTestApp;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startOwnerApp(database, { smtpUrl: inbox.url });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    await inbox.close();
  }, HOOK_TIMEOUT_MS);

  /** The newest link of `path` mailed to `to` through SMTP: its account id and token. */
  const linkIn = async (to: string, path: string) => {
    const pattern = new RegExp(`/admin/${path}\\?account=([0-9a-f]{13})&token=([A-Za-z0-9_-]{43})`);
    await waitFor(`a ${path} mail to ${to}`, () => inbox.mails.some((m) => m.to.includes(to) && pattern.test(m.text)));
    const mail = inbox.mails.findLast((m) => m.to.includes(to) && pattern.test(m.text));
    const [, account_id = '', token = ''] = mail?.text.match(pattern) ?? [];
    return { account_id, token };
  };
  const newOwner = async () => {
    const email = uniqueEmail('reset');
    const client = new OwnerClient(t.app);
    expect((await client.signUp(email, PASSWORD)).statusCode).toBe(201);
    return { email, client };
  };
  const askReset = (email: string) => new OwnerClient(t.app).send('POST', '/api/owner/password-reset', { email });
  const telling = (res: LightMyRequestResponse) => {
    const { date: _date, ...headers } = res.headers;
    return { status: res.statusCode, headers, body: res.body, cookies: res.cookies };
  };

  it('mails a reset link over SMTP that sets a new password once, and signs out every old session', async () => {
    const { email, client: oldSession } = await newOwner();
    expect((await askReset(email.toUpperCase())).statusCode).toBe(202);
    const link = await linkIn(email, 'reset-password');

    const browser = new OwnerClient(t.app);
    const reset = await browser.send('POST', '/api/owner/password-reset/confirm', {
      ...link,
      password: 'new pass 2026!',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ owner: { email } });
    expect((await browser.send('GET', '/api/owner/session')).statusCode).toBe(200);
    expect((await oldSession.send('GET', '/api/owner/session')).statusCode).toBe(401);

    expect((await new OwnerClient(t.app).signIn(email, PASSWORD)).statusCode).toBe(401);
    expect((await new OwnerClient(t.app).signIn(email, 'new pass 2026!')).statusCode).toBe(200);

    const again = await new OwnerClient(t.app).send('POST', '/api/owner/password-reset/confirm', {
      ...link,
      password: 'third pass 2026',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'BK_ERR_RESET_LINK_INVALID' });
    expect((await new OwnerClient(t.app).signIn(email, 'new pass 2026!')).statusCode).toBe(200);
  });

  it('answers a known and an unknown email identically, and mails only the known one', async () => {
    const { email } = await newOwner();
    const unknown = uniqueEmail('nobody');
    const known = await askReset(email);
    const other = await askReset(unknown);
    expect(telling(other)).toEqual(telling(known));
    expect(known.json()).toEqual({ status: 'reset-mail-sent-if-known' });
    expect(await outboxFor(t.db, unknown)).toEqual([]);
    expect((await outboxFor(t.db, email)).map((m) => m.kind)).toContain('password-reset');
  });

  it('refuses an expired link, and a link whose token is stored only hashed', async () => {
    const { email } = await newOwner();
    await askReset(email);
    const link = await linkIn(email, 'reset-password');
    const { rows } = await t.db.query<Record<string, unknown>>('SELECT * FROM password_resets WHERE account_id = $1', [
      link.account_id,
    ]);
    expect(JSON.stringify(rows)).not.toContain(link.token);
    await t.db.query("UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE account_id = $1", [
      link.account_id,
    ]);
    const res = await new OwnerClient(t.app).send('POST', '/api/owner/password-reset/confirm', {
      ...link,
      password: 'too late 2026',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('has expired (links work for 1 hour)');
    expect((await new OwnerClient(t.app).signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('only the newest reset link works when several were asked for', async () => {
    const { email } = await newOwner();
    await askReset(email);
    const first = await linkIn(email, 'reset-password');
    await askReset(email);
    await waitFor('a second reset mail', () => inbox.mails.filter((m) => m.to.includes(email)).length >= 3);
    const second = await linkIn(email, 'reset-password');
    expect(second.token).not.toBe(first.token);
    const old = await new OwnerClient(t.app).send('POST', '/api/owner/password-reset/confirm', {
      ...first,
      password: 'new pass 2026!',
    });
    expect(old.statusCode).toBe(400);
  });

  it('changes the password with the current one, keeping this session and ending the others', async () => {
    const { email, client } = await newOwner();
    const other = new OwnerClient(t.app);
    await other.signIn(email, PASSWORD);
    const wrong = await client.send('POST', '/api/owner/password', {
      current_password: 'not it',
      new_password: 'changed pass 2026',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('your current password is not right');
    const ok = await client.send('POST', '/api/owner/password', {
      current_password: PASSWORD,
      new_password: 'changed pass 2026',
    });
    expect(ok.statusCode).toBe(204);
    expect((await client.send('GET', '/api/owner/session')).statusCode).toBe(200);
    expect((await other.send('GET', '/api/owner/session')).statusCode).toBe(401);
    expect((await new OwnerClient(t.app).signIn(email, 'changed pass 2026')).statusCode).toBe(200);
    expect((await outboxFor(t.db, email)).map((m) => m.kind)).toContain('password-changed');
  });

  it('changes the email only once the link mailed to the new address is opened, and only once', async () => {
    const { email, client } = await newOwner();
    const next = uniqueEmail('moved');
    const asked = await client.send('POST', '/api/owner/email-change', { new_email: next, password: PASSWORD });
    expect(asked.statusCode).toBe(202);
    expect((await new OwnerClient(t.app).signIn(email, PASSWORD)).statusCode).toBe(200);
    const link = await linkIn(next, 'confirm-email');
    const confirmed = await new OwnerClient(t.app).send('POST', '/api/owner/email-change/confirm', link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: next });
    expect((await new OwnerClient(t.app).signIn(next, PASSWORD)).statusCode).toBe(200);
    expect((await new OwnerClient(t.app).signIn(email, PASSWORD)).statusCode).toBe(401);
    expect((await outboxFor(t.db, email)).map((m) => m.kind)).toContain('email-change-notice');
    const again = await new OwnerClient(t.app).send('POST', '/api/owner/email-change/confirm', link);
    expect(again.json()).toMatchObject({ code: 'BK_ERR_EMAIL_LINK_INVALID' });
  });

  it('answers a move to a taken email like any other, mailing that address a note without a link', async () => {
    const { client } = await newOwner();
    const { email: taken } = await newOwner();
    const free = uniqueEmail('free');
    const toTaken = await client.send('POST', '/api/owner/email-change', { new_email: taken, password: PASSWORD });
    const toFree = await client.send('POST', '/api/owner/email-change', { new_email: free, password: PASSWORD });
    expect(telling(toTaken)).toEqual(telling(toFree));
    const notes = (await outboxFor(t.db, taken)).filter((m) => m.kind.startsWith('email-change'));
    expect(notes.map((m) => m.kind)).toEqual(['email-change-taken']);
    expect(notes[0]?.body_text).not.toContain('token=');
  });
});
