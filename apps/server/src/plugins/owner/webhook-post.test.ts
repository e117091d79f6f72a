import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isPublicAddress, postWebhook } from './webhook-post.js';

describe('which addresses a webhook may be sent to', () => {
  it('accepts public unicast addresses', () => {
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses loopback, private, link-local (cloud metadata) and mapped private addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.5',
      '192.168.1.1',
      '172.16.0.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('posting a webhook', () => {
  it('refuses a loopback receiver unless private addresses are allowed', async () => {
    const server = createServer((_req, res) => res.writeHead(204).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as AddressInfo;
    try {
      for (const host of ['127.0.0.1', 'localhost']) {
        const refused = await postWebhook(`http://${host}:${port}/`, {}, '{}', { allowPrivate: false });
        expect(refused.status, host).toBeNull();
        expect(refused.error, host).toMatch(/private address/);
      }
      const allowed = await postWebhook(`http://localhost:${port}/`, {}, '{}', { allowPrivate: true });
      expect(allowed).toMatchObject({ status: 204, error: null });
    } finally {
      server.close();
    }
  });
});
