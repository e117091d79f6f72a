/**
 * Lead webhooks: each lead is POSTed to the account's webhooks, signed so the documented recipe verifies it,
 * retried with backoff until the receiver takes it, logged with status codes, and sent again on demand. The
 * deliveries are queued in the statement that stores the lead.
 */
import { randomBytes } from 'node:crypto';
import type { DeliveredLead, LeadDeliveryAnswer, Webhook } from '@beckon/owner-api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { conversionForm, DEMO_TIMER_POPUP_ID } from '../helpers/payloads.js';
import { postForm } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { startWebhookReceiver, verifyWebhook, type WebhookReceiver, waitFor } from '../helpers/webhook-receiver.js';
import { OwnerClient, type OwnerTestApp, outboxFor, startOwnerApp, uniqueEmail } from './owner-helpers.js';

const FAST = { pollMs: 20, firstRetryMs: 50, maxRetryMs: 200, allowPrivateAddresses: true };

describe.each(databases)('lead webhooks on $name', (database) => {
  let t: OwnerTestApp;
  let owner: OwnerClient;
  let receiver: WebhookReceiver;
  let webhook: Webhook;

  beforeAll(async () => {
    t = await startOwnerApp(database, { leadDelivery: FAST });
    receiver = await startWebhookReceiver();
    owner = new OwnerClient(t.app);
    expect((await owner.signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)).statusCode).toBe(200);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  }, HOOK_TIMEOUT_MS);

  beforeEach(async () => {
    await t.db.query('DELETE FROM webhook_endpoints');
    await t.db.query('DELETE FROM lead_deliveries');
    receiver.received.length = 0;
    receiver.status = 200;
    const res = await owner.send('POST', '/api/owner/webhooks', { url: receiver.url });
    expect(res.statusCode).toBe(201);
    webhook = res.json() as Webhook;
  });

  const submitLead = async (overrides: Record<string, string> = {}) => {
    const form = conversionForm(overrides);
    const res = await postForm(t.app, `/api/display/conversion/${randomBytes(7).toString('hex').slice(0, 13)}`, form);
    expect(res.statusCode).toBe(200);
    return { key: form.conversion_key as string, id: (res.json() as { conversion_id: string }).conversion_id };
  };
  const deliveryLog = async () => (await owner.send('GET', '/api/owner/lead-delivery')).json() as LeadDeliveryAnswer;

  it('posts each lead as JSON with a signature that the documented recipe verifies', async () => {
    const lead = await submitLead({ email: 'noa@clinic.example', name: 'Noa' });
    await waitFor('the webhook', () => receiver.received.length === 1);
    const [got] = receiver.received;
    if (!got) throw new Error('nothing received');
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['webhook-id']).toMatch(/^dlv_\d+$/);
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(verifyWebhook(webhook.secret, got)).toBe(true);
    // A wrong secret, a changed body and a stale timestamp each fail the same check.
    expect(verifyWebhook(`whsec_${randomBytes(24).toString('base64')}`, got)).toBe(false);
    expect(verifyWebhook(webhook.secret, { ...got, body: got.body.replace('Noa', 'Eve') })).toBe(false);
    expect(verifyWebhook(webhook.secret, got, Date.now() / 1000 + 600)).toBe(false);
    expect(JSON.parse(got.body)).toMatchObject({
      type: 'lead.created',
      data: { conversion_id: lead.id, email: 'noa@clinic.example', name: 'Noa' },
    });
  });

  it('tells the page the lead was left on, and which version of an A/B test the visitor saw', async () => {
    const page = 'https://clinic.example/tratamientos/acne?utm_source=news';
    const plain = await submitLead({ email: 'page@clinic.example', url: page });
    await waitFor('the webhook', () => receiver.received.length === 1);
    const first = JSON.parse(receiver.received[0]?.body ?? '{}') as { data: DeliveredLead };
    expect(first.data).toMatchObject({ conversion_id: plain.id, page_url: page, variant: null });

    const made = await owner.send('POST', `/api/owner/popups/${DEMO_TIMER_POPUP_ID}/variants`);
    expect(made.statusCode).toBe(201);
    const variantId = (made.json() as { poptin_id: string }).poptin_id;
    try {
      const original = await submitLead({ email: 'a@clinic.example' });
      const other = await submitLead({ email: 'b@clinic.example', poptin_id: variantId });
      await waitFor('both webhooks', () => receiver.received.length === 3);
      const sent = new Map(
        receiver.received
          .map((r) => (JSON.parse(r.body) as { data: DeliveredLead }).data)
          .map((lead) => [lead.conversion_id, lead]),
      );
      expect(sent.get(original.id)).toMatchObject({
        poptin_id: DEMO_TIMER_POPUP_ID,
        page_url: 'https://clinic.example/',
        variant: { ab_test_parent_id: DEMO_TIMER_POPUP_ID, is_original: true },
      });
      expect(sent.get(other.id)).toMatchObject({
        poptin_id: variantId,
        popup_name: expect.stringContaining('(variant)'),
        variant: { ab_test_parent_id: DEMO_TIMER_POPUP_ID, is_original: false },
      });
    } finally {
      expect((await owner.send('DELETE', `/api/owner/popups/${variantId}`)).statusCode).toBe(204);
    }
  });

  it('retries a receiver that fails until it answers 2xx, and logs every status code', async () => {
    receiver.status = 503;
    await submitLead();
    await waitFor('three failed attempts', () => receiver.received.length >= 3);
    receiver.status = 200;
    await waitFor('the delivery', async () => (await deliveryLog()).deliveries[0]?.state === 'delivered');
    const [delivery] = (await deliveryLog()).deliveries;
    expect(delivery).toMatchObject({ channel: 'webhook', endpoint_id: webhook.endpoint_id, last_status: 200 });
    const { rows } = await t.db.query<{ status_code: number }>(
      'SELECT status_code FROM webhook_attempts WHERE delivery_id = $1::bigint ORDER BY attempt',
      [delivery?.delivery_id],
    );
    expect(rows.map((r) => r.status_code)).toEqual([...Array(rows.length - 1).fill(503), 200]);
    expect(delivery?.attempts).toBe(rows.length);
    // Every attempt carries the same webhook-id, so a receiver can drop duplicates.
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
  });

  it('gives up after the retry window, and "send again" delivers the lead once more', async () => {
    receiver.status = 500;
    await t.db.query("UPDATE lead_deliveries SET give_up_at = now() - interval '1 second'");
    await t.db.query(
      "ALTER TABLE lead_deliveries ALTER COLUMN give_up_at SET DEFAULT now() + interval '100 milliseconds'",
    );
    try {
      await submitLead();
      await waitFor('the delivery to fail', async () => (await deliveryLog()).deliveries[0]?.state === 'failed');
    } finally {
      await t.db.query("ALTER TABLE lead_deliveries ALTER COLUMN give_up_at SET DEFAULT now() + interval '24 hours'");
    }
    const [failed] = (await deliveryLog()).deliveries;
    expect(failed?.last_status).toBe(500);
    receiver.status = 200;
    const before = receiver.received.length;
    const resend = await owner.send('POST', `/api/owner/lead-deliveries/${failed?.delivery_id}/resend`);
    expect(resend.statusCode).toBe(202);
    await waitFor('the resent delivery', async () => (await deliveryLog()).deliveries[0]?.state === 'delivered');
    expect(receiver.received.length).toBe(before + 1);
    expect(verifyWebhook(webhook.secret, receiver.received.at(-1) as (typeof receiver.received)[0])).toBe(true);
  });

  it('queues one delivery for a retried submit, which stores one lead', async () => {
    const first = await submitLead();
    const again = await submitLead({ conversion_key: first.key });
    expect(again.id).toBe(first.id);
    const { rows } = await t.db.query('SELECT 1 FROM lead_deliveries WHERE conversion_id = $1', [first.id]);
    expect(rows).toHaveLength(1);
  });

  it('sends nothing for a disabled webhook, or for leads of another account', async () => {
    const off = await owner.send('PUT', `/api/owner/webhooks/${webhook.endpoint_id}`, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false });
    await submitLead();
    const other = new OwnerClient(t.app);
    await other.signUp(uniqueEmail('other'));
    const res = await other.send('PUT', `/api/owner/webhooks/${webhook.endpoint_id}`, { enabled: true });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'BK_ERR_WEBHOOK_NOT_FOUND' });
    const { rows } = await t.db.query('SELECT 1 FROM lead_deliveries');
    expect(rows).toEqual([]);
  });

  it('mails each new lead to the owner through the mail outbox once they turn it on, and not before', async () => {
    const mails = async () =>
      (await outboxFor(t.db, DEMO_OWNER_EMAIL)).filter((m) => m.kind === 'new-lead' && m.body_text.includes('Yael'));
    await submitLead({ name: 'Yael', email: 'yael-before@clinic.example' });
    const on = await owner.send('PUT', '/api/owner/lead-email', { new_lead_email: true });
    expect(on.json()).toEqual({ new_lead_email: true });
    expect((await deliveryLog()).new_lead_email).toBe(true);
    try {
      await submitLead({ name: 'Yael', email: 'yael@clinic.example', phone: '+972501234567' });
      await waitFor('the new-lead mail', async () => (await mails()).length > 0);
      const [mail] = await mails();
      expect(mail?.subject).toBe('New lead from Newsletter: yael@clinic.example');
      expect(mail?.body_text).toContain('Email: yael@clinic.example');
      expect(mail?.body_text).toContain('Phone: +972501234567');
      expect(mail?.body_text).not.toContain('yael-before');
      await waitFor('the email delivery', async () =>
        (await deliveryLog()).deliveries.some((d) => d.channel === 'email' && d.state === 'delivered'),
      );
    } finally {
      await owner.send('PUT', '/api/owner/lead-email', { new_lead_email: false });
    }
  });

  it('refuses a web address that is not http(s) with a message a person can read', async () => {
    for (const url of ['ftp://example.com/x', 'not a url', 'https://user:pw@example.com/']) {
      const res = await owner.send('POST', '/api/owner/webhooks', { url });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('must be a web address starting with https://');
    }
  });

  it('allows five webhooks per account and says so at the sixth', async () => {
    for (let i = 0; i < 4; i++)
      expect((await owner.send('POST', '/api/owner/webhooks', { url: `${receiver.url}?n=${i}` })).statusCode).toBe(201);
    const sixth = await owner.send('POST', '/api/owner/webhooks', { url: receiver.url });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe('an account can have at most 5 webhooks; delete one first');
  });
});
