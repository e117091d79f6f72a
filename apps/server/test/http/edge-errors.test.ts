/**
 * The HTTP edge's error answers: requests Node's parser refuses before
 * Fastify sees them (tested over a raw socket, as inject() cannot send them),
 * malformed CORS preflights, and Fastify's own client errors: every one is
 * JSON `{statusCode, code, error, message}`.
 */
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../helpers/payloads.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

/** Sends raw bytes and resolves with everything the server wrote before closing. */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (err) => {
      // The server destroys the socket after answering; a reset then is expected.
      if (chunks.length > 0) resolve(Buffer.concat(chunks).toString());
      else reject(err);
    });
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
    socket.write(bytes);
  });
}

function parseRaw(text: string): { status: number; headers: string; body: unknown } {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: JSON.parse(body) };
}

const [database] = databases;
if (!database) throw new Error('no test database');

describe('answers to requests Node refuses before routing', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp(database);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    port = address.port;
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  it('answers a malformed request line with a JSON 400 that has a code', async () => {
    const res = parseRaw(await rawRequest(port, 'NOT A VALID REQUEST LINE\r\n\r\n'));
    expect(res.status).toBe(400);
    expect(res.headers).toContain('content-type: application/json');
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'BK_ERR_BAD_REQUEST',
      error: 'Bad Request',
      message: 'request: is not valid HTTP/1.1',
    });
  });

  it('answers headers over the size limit with a JSON 431 that has a code', async () => {
    const huge = 'x'.repeat(20 * 1024);
    const res = parseRaw(await rawRequest(port, `GET /demo HTTP/1.1\r\nHost: localhost\r\nX-Big: ${huge}\r\n\r\n`));
    expect(res.status).toBe(431);
    expect(res.body).toMatchObject({ statusCode: 431, code: 'BK_ERR_HEADERS_TOO_LARGE' });
  });

  it('still answers a well-formed request on a new connection afterwards', async () => {
    const text = await rawRequest(port, 'GET /nothing HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(parseRaw(text).body).toMatchObject({ statusCode: 404, code: 'BK_ERR_ROUTE_NOT_FOUND' });
  });
});

describe('CORS answers from the one policy', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await startTestApp(database);
    app = t.app;
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  it('answers a preflight without Origin with a JSON 400 that has a code', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: `/api/display/${DEMO_CLIENT_ID}`,
      headers: { 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'BK_ERR_INVALID_PREFLIGHT' });
  });

  it('lets any origin post statistics with the timestamp header, in the whole app', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/statistics/hit',
      headers: {
        origin: 'https://clinic.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-stats-ts',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toBe('POST');
    expect(res.headers['access-control-allow-headers']).toBe('content-type, x-stats-ts');
  });

  it.each([
    ['the site', '/'],
    ['the owner API', '/api/owner/me'],
    ['the reports API', '/api/statistics/sites/x/summary'],
    ['the admin shell', '/admin'],
  ])('gives %s no CORS headers', async (_name, url) => {
    const res = await app.inject({ method: 'GET', url, headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight for a path without CORS with a JSON 404', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/owner/me',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 'BK_ERR_ROUTE_NOT_FOUND' });
  });
});
