/**
 * The owner's mail outbox (GET /api/owner/mails): the mails about the account (here a new lead's),
 * newest first, readable only by that account's owners; an owner's own sign-in mails never show.
 */
import { randomBytes } from 'node:crypto';
import type { MailOutboxAnswer } from '@beckon/owner-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { conversionForm } from '../helpers/payloads.js';
import { postForm } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { waitFor } from '../helpers/webhook-receiver.js';
import { OwnerClient, type OwnerTestApp, startOwnerApp, uniqueEmail } from './owner-helpers.js';

describe.each(databases)('the mail outbox screen on $name', (database) => {
  let t: OwnerTestApp;
  let owner: OwnerClient;

  beforeAll(async () => {
    t = await startOwnerApp(database, {
      leadDelivery: { pollMs: 20, firstRetryMs: 50, maxRetryMs: 200, allowPrivateAddresses: true },
    });
    owner = new OwnerClient(t.app);
    expect((await owner.signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)).statusCode).toBe(200);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => t.close(), HOOK_TIMEOUT_MS);

  const mails = async (query = '') => {
    const res = await owner.send('GET', `/api/owner/mails${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as MailOutboxAnswer;
  };

  it("lists a new lead's mail to the owner, kept unsent without SMTP", async () => {
    expect((await owner.send('PUT', '/api/owner/lead-email', { new_lead_email: true })).statusCode).toBe(200);
    const email = `lead-${randomBytes(4).toString('hex')}@visitor.example`;
    const res = await postForm(t.app, `/api/display/conversion/${randomBytes(7).toString('hex').slice(0, 13)}`, {
      ...conversionForm({ email }),
    });
    expect(res.statusCode).toBe(200);
    let answer = await mails();
    await waitFor('the new-lead mail', async () => {
      answer = await mails();
      return answer.mails.some((m) => m.text.includes(email));
    });
    expect(answer.smtp_configured).toBe(false);
    const mail = answer.mails.find((m) => m.text.includes(email));
    expect(mail).toMatchObject({ kind: 'new-lead', to: DEMO_OWNER_EMAIL, sent_at: null, next_attempt_at: null });
    expect(mail?.subject).toContain(email);
  });

  it('never shows a mail that carries a sign-in link, and another account sees none of these', async () => {
    const other = new OwnerClient(t.app);
    const email = uniqueEmail('outbox');
    expect((await other.signUp(email)).statusCode).toBe(201);
    const theirs = (await other.send('GET', '/api/owner/mails')).json() as MailOutboxAnswer;
    expect(theirs.mails).toEqual([]);
    const ours = await mails();
    expect(ours.mails.length).toBeGreaterThan(0);
    expect(ours.mails.every((m) => m.kind === 'new-lead')).toBe(true);
  });

  it('pages with before, and refuses a before that is not a mail number', async () => {
    const first = await mails();
    const newest = first.mails[0]?.mail_id ?? '';
    const older = await mails(`?before=${newest}`);
    expect(older.mails.every((m) => BigInt(m.mail_id) < BigInt(newest))).toBe(true);
    for (const bad of ['0', 'abc', '9'.repeat(40), '1%00']) {
      const res = await owner.send('GET', `/api/owner/mails?before=${bad}`);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(/mail number/);
    }
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/owner/mails' });
    expect(res.statusCode).toBe(401);
  });
});
