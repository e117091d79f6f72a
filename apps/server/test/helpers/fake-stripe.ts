/**
 * A loopback Stripe for tests, speaking the documented subset the shop uses: POST /v1/checkout/sessions,
 * GET /v1/checkout/sessions/:id, POST /v1/checkout/sessions/:id/expire (only an open session; any other
 * is refused with 400) and POST /v1/refunds (form-encoded requests, Bearer secret key, JSON
 * answers, errors as `{ error: { type, code, message, param } }`, Idempotency-Key honoured). It signs
 * webhook events as Stripe documents (`Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "t.body" with the endpoint secret>`), written out here rather than taken from the SDK. Its hosted
 * payment page is a plain form (refused once the session is no longer open): paying posts the signed checkout.session.completed to the webhook URL
 * and goes back to the session's success_url.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_STRIPE_KEY = 'sk_test_fake_beckon';
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_beckon_secret';

interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  expires_at: number;
  /** What the shop sent, flattened (`line_items[0][price_data][unit_amount]` …). */
  params: Record<string, string>;
}

interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
}

export interface FakeStripe {
  /** The SDK's origin (STRIPE_API_URL). */
  url: string;
  sessions: Map<string, FakeSession>;
  refunds: FakeRefund[];
  /** Every API request's method and path, in order. */
  requests: { method: string; path: string; idempotencyKey: string | undefined }[];
  /** Answer the next API requests with this Stripe error instead (null: answer normally). */
  failWith: { status: number; type: string; code: string; message: string } | null;
  /** While true, every API request's connection is dropped unanswered, as when Stripe cannot be reached. */
  down: boolean;
  /** Where the hosted page posts events (the server's webhook address); set by the test. */
  webhookUrl: string;
  /** A Stripe event around `object`, with a fresh id. */
  event(type: string, object: unknown): { id: string; body: string };
  /** The Stripe-Signature header for `body`, signed with `secret` at `timestamp` (seconds). */
  sign(body: string, secret?: string, timestamp?: number): string;
  /** Marks the session paid (as Stripe does when the card is charged) and answers its completed event. */
  pay(sessionId: string): { id: string; body: string };
  /** Expires the session and answers its expired event. */
  expire(sessionId: string): { id: string; body: string };
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's error body; `code` is left out for the errors Stripe gives none (an empty string here). */
function stripeError(res: ServerResponse, status: number, type: string, code: string, message: string, param?: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify({ error: { type, ...(code ? { code } : {}), message, ...(param ? { param } : {}) } }));
}

/** Stripe's 404 for an id it does not know, naming the object and the parameter that carried the id. */
function noSuch(res: ServerResponse, object: string, id: string | undefined, param: string) {
  stripeError(res, 404, 'invalid_request_error', 'resource_missing', `No such ${object}: '${id}'`, param);
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify(body));
}

/** `metadata[account_id]=x` → `{ account_id: 'x' }`. */
function nested(params: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params))
    if (k.startsWith(`${prefix}[`) && k.endsWith(']') && !k.slice(prefix.length + 1, -1).includes('['))
      out[k.slice(prefix.length + 1, -1)] = v;
  return out;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500).end(String(err));
    });
  });

  const fake: FakeStripe = {
    url: '',
    sessions: new Map(),
    refunds: [],
    requests: [],
    failWith: null,
    down: false,
    webhookUrl: '',
    event(type, object) {
      const eventId = id('evt');
      const body = JSON.stringify(
        {
          id: eventId,
          object: 'event',
          api_version: '2025-01-01',
          created: Math.floor(Date.now() / 1000),
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          type,
          data: { object },
        },
        null,
        2,
      );
      return { id: eventId, body };
    },
    sign(body, secret = FAKE_WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000)) {
      const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
      return `t=${timestamp},v1=${v1}`;
    },
    pay(sessionId) {
      const s = fake.sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      s.status = 'complete';
      s.payment_status = 'paid';
      s.payment_intent ??= id('pi');
      return fake.event('checkout.session.completed', publicSession(s));
    },
    expire(sessionId) {
      const s = fake.sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      s.status = 'expired';
      return fake.event('checkout.session.expired', publicSession(s));
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const publicSession = (s: FakeSession) => {
    const { params: _params, ...rest } = s;
    return rest;
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', fake.url);
    const body = await readBody(req);

    // The hosted payment page: a form that pays, then the signed webhook, then back to the shop.
    const page = /^\/pay\/(cs_test_[0-9a-f]+)$/.exec(url.pathname);
    if (page) {
      const session = fake.sessions.get(page[1] ?? '');
      if (!session) return void res.writeHead(404).end('no such session');
      if (session.status !== 'open') return void res.writeHead(410).end(`this session is ${session.status}`);
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return void res.end(
          `<!doctype html><html lang="es"><title>Stripe (prueba)</title><main><h1>Pagar ${(session.amount_total / 100).toFixed(2)} EUR</h1>` +
            `<form method="post"><button type="submit">Pagar</button></form></main></html>`,
        );
      }
      const paid = fake.pay(session.id);
      const posted = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(paid.body) },
        body: paid.body,
      });
      if (!posted.ok) return void res.writeHead(502).end(`webhook answered ${posted.status}`);
      res.writeHead(303, { location: session.success_url });
      return void res.end();
    }

    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    fake.requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey });
    if (fake.down) return void req.socket.destroy();
    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`)
      return stripeError(res, 401, 'invalid_request_error', 'api_key_invalid', 'Invalid API Key provided.');
    if (fake.failWith) {
      const f = fake.failWith;
      return stripeError(res, f.status, f.type, f.code, f.message);
    }
    const replayKey = idempotencyKey ? `${req.method} ${url.pathname} ${idempotencyKey}` : null;
    const replay = replayKey ? idempotent.get(replayKey) : undefined;
    if (replay) return json(res, replay.status, replay.body);
    const answer = (status: number, payload: unknown) => {
      if (replayKey) idempotent.set(replayKey, { status, body: payload });
      json(res, status, payload);
    };
    const params = Object.fromEntries(new URLSearchParams(body));

    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      for (const required of ['mode', 'success_url'])
        if (!params[required])
          return stripeError(
            res,
            400,
            'invalid_request_error',
            'parameter_missing',
            `Missing required param: ${required}.`,
            required,
          );
      const amount = Number(params['line_items[0][price_data][unit_amount]']);
      const quantity = Number(params['line_items[0][quantity]'] ?? 1);
      if (!Number.isInteger(amount) || amount < 50)
        return stripeError(
          res,
          400,
          'invalid_request_error',
          'amount_too_small',
          'The Checkout Session\u2019s total amount due must add up to at least \u20ac0.50 eur',
          'line_items[0][price_data][unit_amount]',
        );
      const sessionId = `cs_test_${randomBytes(12).toString('hex')}`;
      const session: FakeSession = {
        id: sessionId,
        object: 'checkout.session',
        url: `${fake.url}/pay/${sessionId}`,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        amount_total: amount * quantity,
        currency: params['line_items[0][price_data][currency]'] ?? 'eur',
        customer_email: params.customer_email ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: nested(params, 'metadata'),
        success_url: params.success_url ?? '',
        cancel_url: params.cancel_url ?? null,
        expires_at: Number(params.expires_at ?? Math.floor(Date.now() / 1000) + 86_400),
        params,
      };
      fake.sessions.set(sessionId, session);
      return answer(200, publicSession(session));
    }

    const get = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && get) {
      const session = fake.sessions.get(decodeURIComponent(get[1] ?? ''));
      if (!session) return noSuch(res, 'checkout.session', get[1], 'session');
      return json(res, 200, publicSession(session));
    }

    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (req.method === 'POST' && expire) {
      const session = fake.sessions.get(decodeURIComponent(expire[1] ?? ''));
      if (!session) return noSuch(res, 'checkout.session', expire[1], 'session');
      if (session.status !== 'open')
        return stripeError(
          res,
          400,
          'invalid_request_error',
          '',
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
        );
      session.status = 'expired';
      return answer(200, publicSession(session));
    }

    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const intent = params.payment_intent ?? '';
      const paid = [...fake.sessions.values()].find((s) => s.payment_intent === intent && s.payment_status === 'paid');
      if (!paid) return noSuch(res, 'payment_intent', intent, 'payment_intent');
      const refunded = fake.refunds.filter((r) => r.payment_intent === intent).reduce((n, r) => n + r.amount, 0);
      const amount = params.amount === undefined ? paid.amount_total - refunded : Number(params.amount);
      if (amount > paid.amount_total - refunded)
        return stripeError(
          res,
          400,
          'invalid_request_error',
          'amount_too_large',
          `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${((paid.amount_total - refunded) / 100).toFixed(2)})`,
          'amount',
        );
      const refund: FakeRefund = {
        id: id('re'),
        object: 'refund',
        amount,
        payment_intent: intent,
        status: 'succeeded',
      };
      fake.refunds.push(refund);
      return answer(200, refund);
    }

    return stripeError(
      res,
      404,
      'invalid_request_error',
      'resource_missing',
      `Unrecognized request URL (${req.method}: ${url.pathname}).`,
    );
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
