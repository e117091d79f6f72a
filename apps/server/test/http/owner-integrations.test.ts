/**
 * Email-marketing integrations: an owner pastes a key, picks a list the tool lists, maps fields, and each new
 * lead of the chosen pop-ups is added at the tool through the lead_deliveries outbox, retried when the tool
 * fails, with the tool's refusal in plain words in the delivery log. Every tool is a loopback server that
 * speaks its documented API (helpers/provider-loopback.ts).
 */
import { randomBytes } from 'node:crypto';
import type {
  Integration,
  IntegrationFieldsAnswer,
  IntegrationListsAnswer,
  LeadDeliveryAnswer,
  TestLeadAnswer,
} from '@beckon/owner-api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EXIT_POPUP_ID } from '../../src/demo-ids.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { conversionForm } from '../helpers/payloads.js';
import { type LoopbackProvider, type ProviderLoopback, startProviderLoopback } from '../helpers/provider-loopback.js';
import { postForm } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { startWebhookReceiver, verifyWebhook, waitFor } from '../helpers/webhook-receiver.js';
import { OwnerClient, type OwnerTestApp, startOwnerApp } from './owner-helpers.js';

const FAST = { pollMs: 20, firstRetryMs: 50, maxRetryMs: 200, allowPrivateAddresses: true };

/** Each tool's usual fields for a name and a phone, and where the loopback records them. */
const CASES: {
  provider: LoopbackProvider;
  list: string;
  map: { from: string; to: string }[];
  expected: Record<string, unknown>;
}[] = [
  {
    provider: 'mailchimp',
    list: 'a1b2c3d4e5',
    map: [
      { from: 'name', to: 'FNAME' },
      { from: 'phone', to: 'PHONE' },
    ],
    expected: { FNAME: 'Marta', PHONE: '+34600111222' },
  },
  {
    provider: 'brevo',
    list: '7',
    map: [
      { from: 'name', to: 'FIRSTNAME' },
      { from: 'phone', to: 'SMS' },
    ],
    expected: { FIRSTNAME: 'Marta', SMS: '+34600111222' },
  },
  {
    provider: 'klaviyo',
    list: 'Y6nRLr',
    map: [
      { from: 'name', to: 'first_name' },
      { from: 'phone', to: 'phone_number' },
    ],
    expected: { first_name: 'Marta', phone_number: '+34600111222' },
  },
  {
    provider: 'hubspot',
    list: '12',
    map: [
      { from: 'name', to: 'firstname' },
      { from: 'phone', to: 'phone' },
    ],
    expected: { firstname: 'Marta', phone: '+34600111222' },
  },
];

describe.each(databases)('email-marketing integrations on $name', (database) => {
  let t: OwnerTestApp;
  let owner: OwnerClient;
  let loop: ProviderLoopback;

  beforeAll(async () => {
    loop = await startProviderLoopback();
    t = await startOwnerApp(database, {
      leadDelivery: FAST,
      secretsKey: randomBytes(32),
      integrationBaseUrls: loop.bases,
    });
    owner = new OwnerClient(t.app);
    expect((await owner.signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)).statusCode).toBe(200);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    await loop.stop();
  }, HOOK_TIMEOUT_MS);

  beforeEach(async () => {
    await t.db.query('DELETE FROM lead_integrations');
    await t.db.query('DELETE FROM webhook_endpoints');
    await t.db.query('DELETE FROM lead_deliveries');
    loop.reset();
  });

  const submitLead = async (overrides: Record<string, string> = {}) => {
    const form = conversionForm(overrides);
    const res = await postForm(t.app, `/api/display/conversion/${randomBytes(7).toString('hex').slice(0, 13)}`, form);
    expect(res.statusCode).toBe(200);
    return (res.json() as { conversion_id: string }).conversion_id;
  };
  const deliveryLog = async () => (await owner.send('GET', '/api/owner/lead-delivery')).json() as LeadDeliveryAnswer;
  const connect = async (body: Record<string, unknown>) => owner.send('POST', '/api/owner/integrations', body);

  it.each(CASES)('connects $provider and adds each new lead to the chosen list with its mapped fields', async (c) => {
    const lists = await owner.send('POST', '/api/owner/integrations/lists', {
      provider: c.provider,
      api_key: loop.keys[c.provider],
    });
    expect(lists.statusCode).toBe(200);
    expect((lists.json() as IntegrationListsAnswer).lists).toContainEqual({
      id: c.list,
      name: loop.lists[c.provider].get(c.list),
    });

    const created = await connect({
      provider: c.provider,
      api_key: loop.keys[c.provider],
      list_id: c.list,
      field_map: c.map,
    });
    expect(created.statusCode).toBe(201);
    const integration = created.json() as Integration;
    expect(integration).toMatchObject({
      provider: c.provider,
      list_name: loop.lists[c.provider].get(c.list),
      api_key_last4: loop.keys[c.provider].slice(-4),
      created_by: DEMO_OWNER_EMAIL,
    });
    // The key is never answered back, and is stored sealed.
    const listed = await owner.send('GET', '/api/owner/integrations');
    expect(listed.body).not.toContain(loop.keys[c.provider]);
    const { rows } = await t.db.query<{ api_key_sealed: string }>('SELECT api_key_sealed FROM lead_integrations');
    expect(rows[0]?.api_key_sealed).toMatch(/^v1\./);
    expect(rows[0]?.api_key_sealed).not.toContain(loop.keys[c.provider].slice(0, 12));

    const email = `marta.${c.provider}@bakery.example`;
    const leadId = await submitLead({ email, name: 'Marta', phone: '+34600111222' });
    await waitFor(`the lead at ${c.provider}`, () =>
      loop.taken[c.provider].some((x) => x.email === email && x.list === c.list),
    );
    const taken = loop.taken[c.provider].find((x) => x.email === email);
    expect(taken?.fields).toMatchObject(c.expected);
    await waitFor('the delivery in the log', async () =>
      (await deliveryLog()).deliveries.some(
        (d) => d.channel === 'integration' && d.conversion_id === leadId && d.state === 'delivered',
      ),
    );
    const delivery = (await deliveryLog()).deliveries.find((d) => d.conversion_id === leadId);
    expect(delivery?.endpoint_id).toBe(integration.integration_id);
  });

  it.each([
    {
      provider: 'mailchimp' as const,
      list: 'a1b2c3d4e5',
      fields: [
        { id: 'FNAME', name: 'First Name' },
        { id: 'LNAME', name: 'Last Name' },
        { id: 'PHONE', name: 'Phone Number' },
        { id: 'COMPANY', name: 'Company' },
      ],
      free_text: false,
    },
    {
      provider: 'brevo' as const,
      list: '7',
      // Transactional and calculated attributes take no value per contact.
      fields: [
        { id: 'FIRSTNAME', name: 'FIRSTNAME' },
        { id: 'LASTNAME', name: 'LASTNAME' },
        { id: 'SMS', name: 'SMS' },
        { id: 'CITY', name: 'CITY' },
      ],
      free_text: false,
    },
    {
      provider: 'klaviyo' as const,
      list: 'Y6nRLr',
      fields: [
        { id: 'first_name', name: 'First name' },
        { id: 'last_name', name: 'Last name' },
        { id: 'phone_number', name: 'Phone number' },
        { id: 'organization', name: 'Organization' },
        { id: 'title', name: 'Title' },
        { id: 'external_id', name: 'External ID' },
        { id: 'locale', name: 'Locale' },
      ],
      free_text: true,
    },
    {
      provider: 'hubspot' as const,
      list: '12',
      // The email is always sent; read-only and calculated properties cannot be written.
      fields: [
        { id: 'firstname', name: 'First Name' },
        { id: 'phone', name: 'Phone Number' },
        { id: 'city', name: 'City' },
      ],
      free_text: false,
    },
  ])("lists $provider's own contact fields for a pasted key and for a saved integration", async (c) => {
    const pasted = await owner.send('POST', '/api/owner/integrations/fields', {
      provider: c.provider,
      api_key: loop.keys[c.provider],
      list_id: c.list,
    });
    expect(pasted.statusCode).toBe(200);
    expect(pasted.json() as IntegrationFieldsAnswer).toEqual({ fields: c.fields, free_text: c.free_text });

    const created = (await connect({ provider: c.provider, api_key: loop.keys[c.provider], list_id: c.list })).json();
    const saved = await owner.send('GET', `/api/owner/integrations/${created.integration_id}/fields`);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ fields: c.fields, free_text: c.free_text });
    const anotherList = [...loop.lists[c.provider].keys()].at(-1) ?? c.list;
    const other = await owner.send(
      'GET',
      `/api/owner/integrations/${created.integration_id}/fields?list_id=${encodeURIComponent(anotherList)}`,
    );
    expect(other.statusCode).toBe(200);
  });

  it('follows a field the tool renamed, and refuses an unknown list or integration in plain words', async () => {
    const created = (
      await connect({ provider: 'mailchimp', api_key: loop.keys.mailchimp, list_id: 'a1b2c3d4e5' })
    ).json();
    const path = `/api/owner/integrations/${created.integration_id}/fields`;
    const [first] = loop.fields.mailchimp;
    if (!first) throw new Error('the loopback has merge fields');
    first.tag = 'GIVENNAME';
    try {
      expect((await owner.send('GET', path)).json().fields[0]).toEqual({ id: 'GIVENNAME', name: 'First Name' });
    } finally {
      first.tag = 'FNAME';
    }

    const unknownList = await owner.send('GET', `${path}?list_id=zzzzzzzz`);
    expect(unknownList.statusCode).toBe(422);
    expect(unknownList.json()).toMatchObject({
      code: 'BK_ERR_INTEGRATION_PROVIDER_REFUSED',
      message:
        'Mailchimp does not know the list zzzzzzzz (The requested resource could not be found.). Pick another list under Integrations.',
    });
    const klaviyoList = await owner.send('POST', '/api/owner/integrations/fields', {
      provider: 'klaviyo',
      api_key: loop.keys.klaviyo,
      list_id: 'NoSuch',
    });
    expect(klaviyoList.statusCode).toBe(422);
    expect(klaviyoList.json().message).toBe(
      'Klaviyo does not know the list NoSuch (List NoSuch does not exist). Pick another list under Integrations.',
    );
    const badKey = await owner.send('POST', '/api/owner/integrations/fields', {
      provider: 'hubspot',
      api_key: 'pat-not-the-token',
      list_id: '12',
    });
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json().message).toMatch(/^HubSpot refused the API key/);

    expect((await owner.send('GET', '/api/owner/integrations/0123456789abc/fields')).json()).toMatchObject({
      code: 'BK_ERR_INTEGRATION_NOT_FOUND',
    });
    for (const query of ['list_id=../../lists', `list_id=${'a'.repeat(5000)}`, 'list_id=a%00b', 'other=1']) {
      const res = await owner.send('GET', `${path}?${query}`);
      expect(res.statusCode, query.slice(0, 40)).toBe(400);
    }
    for (const body of [
      { provider: 'brevo', api_key: loop.keys.brevo },
      { provider: 'brevo', list_id: '2' },
    ]) {
      expect((await owner.send('POST', '/api/owner/integrations/fields', body)).statusCode).toBe(400);
    }
  });

  it('subscribes through Mailchimp with double opt-in and tags when asked', async () => {
    const created = await connect({
      provider: 'mailchimp',
      api_key: loop.keys.mailchimp,
      list_id: 'f6e5d4c3b2',
      tags: ['pop-up', 'spring'],
      double_opt_in: true,
    });
    expect(created.statusCode).toBe(201);
    await submitLead({ email: 'Noa@Bakery.example' });
    await waitFor('the member', () => loop.taken.mailchimp.some((m) => m.tags.length === 2));
    expect(loop.taken.mailchimp[0]).toMatchObject({
      email: 'Noa@Bakery.example',
      status: 'pending',
      tags: ['pop-up', 'spring'],
    });
  });

  it('retries a tool that fails, waits as long as its Retry-After asks, then delivers', async () => {
    expect((await connect({ provider: 'brevo', api_key: loop.keys.brevo, list_id: '2' })).statusCode).toBe(201);
    loop.fail('brevo', 503, 2);
    await submitLead({ email: 'retry@bakery.example' });
    await waitFor('a failed attempt in the log', async () =>
      (await deliveryLog()).deliveries.some((d) => d.last_status === 503),
    );
    const failing = (await deliveryLog()).deliveries[0];
    expect(failing?.last_error).toBe('Brevo answered 503 (The service is temporarily unavailable.). Trying again.');
    await waitFor('the delivery', async () => (await deliveryLog()).deliveries[0]?.state === 'delivered');
    expect((await deliveryLog()).deliveries[0]?.attempts).toBe(3);

    loop.fail('brevo', 429, 1, 1);
    const started = Date.now();
    await submitLead({ email: 'limited@bakery.example' });
    await waitFor('the rate-limited delivery', () =>
      loop.taken.brevo.some((c) => c.email === 'limited@bakery.example'),
    );
    // The backoff alone would try again after 50 ms; the tool asked for a second.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it.each([
    { provider: 'klaviyo' as const, list: 'Y6nRLr' },
    { provider: 'hubspot' as const, list: '12' },
  ])("passes on $provider's rate limit in plain words and waits its Retry-After through the SDK", async (c) => {
    const created = await connect({ provider: c.provider, api_key: loop.keys[c.provider], list_id: c.list });
    expect(created.statusCode).toBe(201);
    loop.fail(c.provider, 429, 1, 1);
    const started = Date.now();
    const email = `limited.${c.provider}@bakery.example`;
    await submitLead({ email });
    await waitFor('the rate-limited attempt in the log', async () =>
      (await deliveryLog()).deliveries.some((d) => d.last_status === 429),
    );
    const label = c.provider === 'klaviyo' ? 'Klaviyo' : 'HubSpot';
    expect((await deliveryLog()).deliveries[0]?.last_error).toBe(
      `${label} is limiting requests (too many at once); asked to wait 1 s. Trying again.`,
    );
    await waitFor('the delivery', () => loop.taken[c.provider].some((x) => x.email === email && x.list === c.list));
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    // One request for the refused try and one for the delivery: the SDK made no retries of its own.
    const writes = loop.requests.filter((r) => /profile-import|batch\/upsert/.test(r.path));
    expect(writes).toHaveLength(2);
  });

  it("shows the tool's refusal in plain words, fails at once, and Send again delivers after the fix", async () => {
    const created = await connect({ provider: 'mailchimp', api_key: loop.keys.mailchimp, list_id: 'a1b2c3d4e5' });
    expect(created.statusCode).toBe(201);
    loop.lists.mailchimp.delete('a1b2c3d4e5');
    try {
      await submitLead({ email: 'gone@bakery.example' });
      await waitFor('the failed delivery', async () => (await deliveryLog()).deliveries[0]?.state === 'failed');
      const [failed] = (await deliveryLog()).deliveries;
      expect(failed).toMatchObject({ attempts: 1, last_status: 404 });
      expect(failed?.last_error).toBe(
        'Mailchimp does not know the list a1b2c3d4e5 (The requested resource could not be found.). Pick another list under Integrations.',
      );
      loop.lists.mailchimp.set('a1b2c3d4e5', 'Bakery newsletter');
      const again = await owner.send('POST', `/api/owner/lead-deliveries/${failed?.delivery_id}/resend`);
      expect(again.statusCode).toBe(202);
      await waitFor('the resent delivery', async () => (await deliveryLog()).deliveries[0]?.state === 'delivered');
      expect(loop.taken.mailchimp.map((m) => m.email)).toEqual(['gone@bakery.example']);
    } finally {
      loop.lists.mailchimp.set('a1b2c3d4e5', 'Bakery newsletter');
    }
  });

  it('refuses a key the tool refuses, or a list it does not have, before saving anything', async () => {
    const badKey = await connect({ provider: 'klaviyo', api_key: 'pk_not_the_key_at_all', list_id: 'Y6nRLr' });
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json()).toMatchObject({
      code: 'BK_ERR_INTEGRATION_PROVIDER_REFUSED',
      message:
        'Klaviyo refused the API key (Missing or invalid private key.). Paste a new key under Integrations, then press Send again.',
    });
    const badList = await connect({ provider: 'hubspot', api_key: loop.keys.hubspot, list_id: '99' });
    expect(badList.statusCode).toBe(422);
    expect(badList.json().message).toBe('list_id: HubSpot has no list 99 for this key; pick one of its lists');
    const noDc = await connect({ provider: 'mailchimp', api_key: 'f3c1d2e4a5b6c7d8e9f0', list_id: 'a1b2c3d4e5' });
    expect(noDc.json().message).toBe('api_key: a Mailchimp API key ends with its data centre, such as -us21');
    const noOptIn = await connect({
      provider: 'brevo',
      api_key: loop.keys.brevo,
      list_id: '2',
      double_opt_in: true,
    });
    expect(noOptIn.statusCode).toBe(422);
    for (const body of [
      { provider: 'mailchimp', api_key: 'x'.repeat(5000), list_id: 'a1b2c3d4e5' },
      { provider: 'mailchimp', api_key: `${loop.keys.mailchimp}\u0007`, list_id: 'a1b2c3d4e5' },
      { provider: 'zapier', api_key: loop.keys.mailchimp, list_id: 'a1b2c3d4e5' },
      { provider: 'mailchimp', api_key: loop.keys.mailchimp, list_id: '../../lists' },
      {
        provider: 'mailchimp',
        api_key: loop.keys.mailchimp,
        list_id: 'a1b2c3d4e5',
        field_map: [{ from: 'x', to: 'Y' }],
      },
    ]) {
      const res = await connect(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const { rows } = await t.db.query('SELECT 1 FROM lead_integrations');
    expect(rows).toEqual([]);
  });

  it("sends only the chosen pop-ups' leads", async () => {
    const created = await connect({
      provider: 'hubspot',
      api_key: loop.keys.hubspot,
      list_id: '12',
      popup_ids: [DEMO_EXIT_POPUP_ID],
    });
    expect(created.statusCode).toBe(201);
    await submitLead({ email: 'other-popup@bakery.example' });
    const chosen = await submitLead({ email: 'chosen@bakery.example', poptin_id: DEMO_EXIT_POPUP_ID });
    await waitFor('the chosen lead', () => loop.taken.hubspot.some((c) => c.email === 'chosen@bakery.example'));
    const { rows } = await t.db.query<{ conversion_id: string }>(
      "SELECT conversion_id FROM lead_deliveries WHERE channel = 'integration'",
    );
    expect(rows.map((r) => r.conversion_id)).toEqual([chosen]);
  });

  it('sends a test lead to an integration and to a webhook, and says what happened', async () => {
    const created = (await connect({ provider: 'klaviyo', api_key: loop.keys.klaviyo, list_id: 'Y6nRLr' })).json();
    const tested = await owner.send('POST', `/api/owner/integrations/${created.integration_id}/test`);
    expect(tested.json() as TestLeadAnswer).toEqual({
      ok: true,
      status: 204,
      message: `Klaviyo took ${DEMO_OWNER_EMAIL} on the list Newsletter.`,
    });
    expect(loop.taken.klaviyo).toMatchObject([{ email: DEMO_OWNER_EMAIL, list: 'Y6nRLr' }]);

    const receiver = await startWebhookReceiver();
    try {
      const hook = (await owner.send('POST', '/api/owner/webhooks', { url: receiver.url })).json();
      const sent = await owner.send('POST', `/api/owner/webhooks/${hook.endpoint_id}/test`);
      expect(sent.json()).toEqual({ ok: true, status: 200, message: 'The receiver took the test lead (HTTP 200).' });
      const [got] = receiver.received;
      expect(got && verifyWebhook(hook.secret, got)).toBe(true);
      expect(JSON.parse(got?.body ?? '{}')).toMatchObject({ type: 'lead.test', data: { email: DEMO_OWNER_EMAIL } });
      receiver.status = 500;
      const refused = await owner.send('POST', `/api/owner/webhooks/${hook.endpoint_id}/test`);
      expect(refused.json()).toMatchObject({ ok: false, status: 500 });
    } finally {
      await receiver.stop();
    }
  });

  it('sends the next lead with an edited mapping, tags, double opt-in and pop-ups, and refuses a bad edit whole', async () => {
    const created = (
      await connect({
        provider: 'mailchimp',
        api_key: loop.keys.mailchimp,
        list_id: 'a1b2c3d4e5',
        field_map: [{ from: 'name', to: 'FNAME' }],
      })
    ).json() as Integration;
    const path = `/api/owner/integrations/${created.integration_id}`;
    await submitLead({ email: 'before@bakery.example', name: 'Marta', phone: '+34600111222' });
    await waitFor('the lead before the edit', () =>
      loop.taken.mailchimp.some((m) => m.email === 'before@bakery.example'),
    );
    expect(loop.taken.mailchimp.find((m) => m.email === 'before@bakery.example')).toMatchObject({
      fields: { FNAME: 'Marta' },
      status: 'subscribed',
      tags: [],
    });

    const edit = {
      field_map: [
        { from: 'name', to: 'LNAME' },
        { from: 'phone', to: 'PHONE' },
      ],
      tags: ['edited'],
      double_opt_in: true,
      popup_ids: [DEMO_EXIT_POPUP_ID],
    };
    const edited = await owner.send('PUT', path, edit);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ ...edit, api_key_last4: loop.keys.mailchimp.slice(-4) });
    expect(edited.body).not.toContain(loop.keys.mailchimp);

    // A bad edit changes nothing, not even the parts of it that were valid.
    const refused = [
      { field_map: [{ from: 'x', to: 'Y' }] },
      { field_map: [{ from: 'name', to: 'NO SPACES' }] },
      { field_map: [{ from: 'name', to: `F${'N'.repeat(5000)}` }] },
      { field_map: [{ from: 'name', to: 'FN\u0000AME' }] },
      { field_map: [{ from: 'name\ud800', to: 'FNAME' }] },
      { field_map: Array.from({ length: 31 }, (_, i) => ({ from: `field:F${i}`, to: `F${i}` })) },
      { field_map: [{ from: 'name', to: 'FNAME', extra: 1 }] },
      { field_map: 'name=FNAME' },
      { field_map: [{ from: 'name', to: 'FNAME' }], popup_ids: [] },
    ];
    for (const body of refused) {
      const res = await owner.send('PUT', path, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toHaveProperty('code');
    }
    const brevo = (await connect({ provider: 'brevo', api_key: loop.keys.brevo, list_id: '7' })).json() as Integration;
    const noTags = await owner.send('PUT', `/api/owner/integrations/${brevo.integration_id}`, {
      field_map: [{ from: 'name', to: 'LASTNAME' }],
      tags: ['x'],
    });
    expect(noTags.statusCode).toBe(422);
    expect(noTags.json()).toMatchObject({ code: 'BK_ERR_INTEGRATION_INVALID' });
    const listed = (await owner.send('GET', '/api/owner/integrations')).json() as { integrations: Integration[] };
    expect(listed.integrations.find((i) => i.integration_id === brevo.integration_id)?.field_map).toEqual([]);
    expect(listed.integrations.find((i) => i.integration_id === created.integration_id)).toMatchObject(edit);

    await submitLead({ email: 'other-popup@bakery.example' });
    await submitLead({
      email: 'after@bakery.example',
      name: 'Marta',
      phone: '+34600111222',
      poptin_id: DEMO_EXIT_POPUP_ID,
    });
    // The tags follow in a second call, once the member is in.
    await waitFor('the tagged lead after the edit', () =>
      loop.taken.mailchimp.some((m) => m.email === 'after@bakery.example' && m.tags.length > 0),
    );
    expect(loop.taken.mailchimp.find((m) => m.email === 'after@bakery.example')).toMatchObject({
      fields: { LNAME: 'Marta', PHONE: '+34600111222' },
      status: 'pending',
      tags: ['edited'],
    });
    expect(loop.taken.mailchimp.find((m) => m.email === 'after@bakery.example')?.fields).not.toHaveProperty('FNAME');
    expect(loop.taken.mailchimp.some((m) => m.email === 'other-popup@bakery.example')).toBe(false);
  });

  it('keeps and sends a name and a phone mapped to two fields each, when saved and when edited', async () => {
    const twice = [
      { from: 'name', to: 'FNAME' },
      { from: 'name', to: 'LNAME' },
      { from: 'phone', to: 'PHONE' },
      { from: 'phone', to: 'COMPANY' },
    ];
    const created = await connect({
      provider: 'mailchimp',
      api_key: loop.keys.mailchimp,
      list_id: 'a1b2c3d4e5',
      field_map: twice,
    });
    expect(created.statusCode).toBe(201);
    const integration = created.json() as Integration;
    expect(integration.field_map).toEqual(twice);
    const edited = await owner.send('PUT', `/api/owner/integrations/${integration.integration_id}`, {
      field_map: twice,
      tags: ['again'],
    });
    expect(edited.statusCode).toBe(200);
    const listed = (await owner.send('GET', '/api/owner/integrations')).json() as { integrations: Integration[] };
    expect(listed.integrations.find((i) => i.integration_id === integration.integration_id)?.field_map).toEqual(twice);

    await submitLead({ email: 'twice@bakery.example', name: 'Marta', phone: '+34600111222' });
    await waitFor('the lead with both rows', () =>
      loop.taken.mailchimp.some((m) => m.email === 'twice@bakery.example'),
    );
    expect(loop.taken.mailchimp.find((m) => m.email === 'twice@bakery.example')?.fields).toMatchObject({
      FNAME: 'Marta',
      LNAME: 'Marta',
      PHONE: '+34600111222',
      COMPANY: '+34600111222',
    });
  });

  it('changes the list, the mapping and the switch without asking for the key again', async () => {
    const created = (await connect({ provider: 'brevo', api_key: loop.keys.brevo, list_id: '2' })).json();
    const changed = await owner.send('PUT', `/api/owner/integrations/${created.integration_id}`, {
      list_id: '7',
      field_map: [{ from: 'name', to: 'LASTNAME' }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      list_id: '7',
      list_name: 'Customers',
      field_map: [{ from: 'name', to: 'LASTNAME' }],
    });
    const off = await owner.send('PUT', `/api/owner/integrations/${created.integration_id}`, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false });
    await submitLead();
    const { rows } = await t.db.query("SELECT 1 FROM lead_deliveries WHERE channel = 'integration'");
    expect(rows).toEqual([]);
    const deleted = await owner.send('DELETE', `/api/owner/integrations/${created.integration_id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await owner.send('DELETE', `/api/owner/integrations/${created.integration_id}`)).statusCode).toBe(404);
  });
});
