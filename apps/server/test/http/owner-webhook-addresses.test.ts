/**
 * A webhook URL is checked when it is saved, not only when a lead is delivered: a host that is a
 * loopback, private, link-local or otherwise non-public address, in any spelling, or a name resolving to
 * one, is refused with a 422 a person can read, and nothing is stored. Names are resolved at a DNS
 * server on loopback (DNS_SERVERS), so nothing leaves the machine.
 */
import type { LeadDeliveryAnswer, Webhook } from '@beckon/owner-api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { startDnsServer, type TestDnsServer } from '../helpers/dns-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, type OwnerTestApp, startOwnerApp } from './owner-helpers.js';

/** Every spelling of a destination inside the server's own networks, and what the refusal names. */
const REFUSED: ReadonlyArray<readonly [url: string, says: RegExp]> = [
  ['http://127.1/hook', /127\.0\.0\.1 is a private address \(loopback/],
  ['http://2130706433/hook', /127\.0\.0\.1 is a private address \(loopback/],
  ['http://0x7f000001/hook', /127\.0\.0\.1 is a private address \(loopback/],
  ['https://[::ffff:7f00:1]/hook', /is a private address \(loopback/],
  ['http://169.254.169.254/latest/meta-data/', /169\.254\.169\.254 is a private address \(link-local/],
  ['http://localhost./hook', /localhost\. is a private address \(loopback/],
  ['https://localhost:8443/hook', /localhost is a private address \(loopback/],
  ['https://10.20.30.40/hook', /10\.20\.30\.40 is a private address \(a private network\)/],
  ['https://172.16.5.4/hook', /a private network/],
  ['https://172.31.0.1/hook', /a private network/],
  ['https://192.168.1.1/hook', /a private network/],
  ['https://[::1]/hook', /\[::1\] is a private address \(loopback/],
  ['https://[fc00::5]/hook', /a private network/],
  ['https://[fd00:abcd::5]/hook', /a private network/],
  ['https://[fe80::1]/hook', /link-local/],
  ['https://0.0.0.0/hook', /0\.0\.0\.0 is a private address \(unspecified\)/],
  ['https://100.64.1.2/hook', /carrier-grade NAT/],
  ['https://intranet.shop.example/hook', /intranet\.shop\.example resolves to 10\.0\.0\.7, a private address/],
  ['https://dual.shop.example/hook', /dual\.shop\.example resolves to fd00::7, a private address/],
];

describe.each(databases)('webhook addresses checked at save on $name', (database) => {
  let t: OwnerTestApp;
  let dns: TestDnsServer;
  let owner: OwnerClient;

  beforeAll(async () => {
    dns = await startDnsServer();
    dns.addresses.set('intranet.shop.example', ['10.0.0.7']);
    dns.addresses.set('dual.shop.example', ['93.184.216.34', 'fd00::7']);
    dns.addresses.set('hooks.shop.example', ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']);
    // Private addresses are refused, as in production (no WEBHOOK_ALLOW_PRIVATE).
    t = await startOwnerApp(database, { dnsServers: [dns.address] });
    owner = new OwnerClient(t.app);
    expect((await owner.signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)).statusCode).toBe(200);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await dns?.close();
  }, HOOK_TIMEOUT_MS);
  beforeEach(async () => {
    await t.db.query('DELETE FROM webhook_endpoints');
  });

  const storedUrls = async () =>
    ((await owner.send('GET', '/api/owner/lead-delivery')).json() as LeadDeliveryAnswer).webhooks.map((w) => w.url);

  it('refuses a new webhook on a non-public address, whatever its spelling, and stores nothing', async () => {
    for (const [url, says] of REFUSED) {
      const res = await owner.send('POST', '/api/owner/webhooks', { url });
      expect(res.statusCode, url).toBe(422);
      const body = res.json();
      expect(body.code, url).toBe('BK_ERR_WEBHOOK_ADDRESS_REFUSED');
      expect(body.message, url).toMatch(says);
      expect(body.message, url).toMatch(/^url: .*; webhooks go to public addresses only$/);
    }
    expect(await storedUrls()).toEqual([]);
  });

  it('refuses changing a webhook to a non-public address and keeps the address it had', async () => {
    const created = await owner.send('POST', '/api/owner/webhooks', { url: 'https://hooks.shop.example/beckon' });
    expect(created.statusCode).toBe(201);
    const { endpoint_id } = created.json() as Webhook;
    for (const [url, says] of REFUSED) {
      const res = await owner.send('PUT', `/api/owner/webhooks/${endpoint_id}`, { url, enabled: false });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().message, url).toMatch(says);
    }
    expect(await storedUrls()).toEqual(['https://hooks.shop.example/beckon']);
    const webhooks = ((await owner.send('GET', '/api/owner/lead-delivery')).json() as LeadDeliveryAnswer).webhooks;
    expect(webhooks[0]?.enabled).toBe(true);
  });

  it('saves a webhook on a public address, and one whose name does not resolve yet', async () => {
    for (const url of [
      'https://hooks.shop.example/beckon',
      'https://93.184.216.34/hook',
      'https://new.shop.example/x',
    ]) {
      const res = await owner.send('POST', '/api/owner/webhooks', { url });
      expect(res.statusCode, url).toBe(201);
    }
    expect(await storedUrls()).toHaveLength(3);
  });
});
