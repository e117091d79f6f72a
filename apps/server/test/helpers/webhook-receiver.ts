/**
 * A webhook receiver on loopback for tests: records every request's headers and raw body, answers with
 * the status the test sets, and verifies signatures by the recipe the dashboard documents (Standard
 * Webhooks), written out here on its own rather than imported from the server.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** The status every request is answered with (200 by default). */
  status: number;
  /** Stops listening (the sender then sees "connection refused"). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

export async function startWebhookReceiver(port = 0): Promise<WebhookReceiver> {
  let server: Server | null = null;
  const receiver: WebhookReceiver = {
    url: '',
    port,
    received: [],
    status: 200,
    async start() {
      const s = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          receiver.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
          res.writeHead(receiver.status).end();
        });
      });
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject);
        s.listen(receiver.port, '127.0.0.1', () => resolve());
      });
      server = s;
      receiver.port = (s.address() as AddressInfo).port;
      receiver.url = `http://127.0.0.1:${receiver.port}/hooks/leads`;
    },
    async stop() {
      const s = server;
      server = null;
      if (!s) return;
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  await receiver.start();
  return receiver;
}

/** The documented recipe: HMAC-SHA256 over `id.timestamp.body` with the base64 key after "whsec_". */
export function verifyWebhook(secret: string, received: ReceivedWebhook, nowSeconds = Date.now() / 1000): boolean {
  const id = received.headers['webhook-id'];
  const timestamp = received.headers['webhook-timestamp'];
  const signatures = received.headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = Buffer.from(
    createHmac('sha256', key).update(`${id}.${timestamp}.${received.body}`).digest('base64'),
  );
  return signatures.split(' ').some((entry) => {
    const [version, signature = ''] = entry.split(',');
    const got = Buffer.from(signature);
    return version === 'v1' && got.length === expected.length && timingSafeEqual(got, expected);
  });
}

/** Polls `check` until it holds (no fixed sleeps); fails with `what` after `timeoutMs`. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
