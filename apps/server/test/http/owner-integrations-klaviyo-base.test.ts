/**
 * Klaviyo's base address: the SDK adds /api itself, so the setting is Klaviyo's host. A setting written the
 * older way, ending in /api (with or without a slash), must still reach Klaviyo's documented paths and
 * deliver the lead, through the loopback that speaks Klaviyo's API (helpers/provider-loopback.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Integration, LeadDeliveryAnswer } from '@beckon/owner-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIntegrationBases } from '../../src/config.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { conversionForm } from '../helpers/payloads.js';
import { type ProviderLoopback, startProviderLoopback } from '../helpers/provider-loopback.js';
import { postForm } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { waitFor } from '../helpers/webhook-receiver.js';
import { OwnerClient, type OwnerTestApp, startOwnerApp } from './owner-helpers.js';

const FAST = { pollMs: 20, firstRetryMs: 50, maxRetryMs: 200, allowPrivateAddresses: true };

describe.each(databases)('a Klaviyo base address that ends in /api on $name', (database) => {
  let t: OwnerTestApp;
  let owner: OwnerClient;
  let loop: ProviderLoopback;

  beforeAll(async () => {
    loop = await startProviderLoopback();
    // As an older INTEGRATION_API_BASES would have it: Klaviyo's address with /api and a trailing slash.
    const bases = parseIntegrationBases(`klaviyo=${loop.bases.klaviyo}/api/`);
    t = await startOwnerApp(database, { leadDelivery: FAST, secretsKey: randomBytes(32), integrationBaseUrls: bases });
    owner = new OwnerClient(t.app);
    expect((await owner.signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)).statusCode).toBe(200);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    await loop.stop();
  }, HOOK_TIMEOUT_MS);

  it('still lists the lists, connects, and delivers a new lead to the chosen list', async () => {
    const lists = await owner.send('POST', '/api/owner/integrations/lists', {
      provider: 'klaviyo',
      api_key: loop.keys.klaviyo,
    });
    expect(lists.statusCode).toBe(200);
    const created = await owner.send('POST', '/api/owner/integrations', {
      provider: 'klaviyo',
      api_key: loop.keys.klaviyo,
      list_id: 'Y6nRLr',
      field_map: [{ from: 'name', to: 'first_name' }],
    });
    expect(created.statusCode).toBe(201);
    const integration = created.json() as Integration;

    const form = conversionForm({ email: 'older.base@bakery.example', name: 'Marta' });
    const res = await postForm(t.app, `/api/display/conversion/${randomBytes(7).toString('hex').slice(0, 13)}`, form);
    expect(res.statusCode).toBe(200);
    await waitFor('the lead at Klaviyo', () =>
      loop.taken.klaviyo.some((x) => x.email === 'older.base@bakery.example' && x.list === 'Y6nRLr'),
    );
    expect(loop.taken.klaviyo.find((x) => x.email === 'older.base@bakery.example')?.fields).toMatchObject({
      first_name: 'Marta',
    });
    await waitFor('the delivery in the log', async () =>
      ((await owner.send('GET', '/api/owner/lead-delivery')).json() as LeadDeliveryAnswer).deliveries.some(
        (d) => d.endpoint_id === integration.integration_id && d.state === 'delivered',
      ),
    );
  });
});
