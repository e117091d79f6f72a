import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { postWebhook } from './webhook-post.js';

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
