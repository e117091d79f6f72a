import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../helpers/payloads.js';
import { errorBody, postJson, startTestApp, type TestApp } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

describe.each(databases)('CORS and error answers on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  it('answers a preflight for the display API from any origin, without credentials', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: `/api/display/${DEMO_CLIENT_ID}`,
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(res.headers['access-control-allow-methods']).toBe('GET, POST');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('adds the CORS origin to actual display answers', async () => {
    const res = await postJson(
      t.app,
      `/api/display/${DEMO_CLIENT_ID}`,
      { domain: 'x', url: 'y' },
      {
        origin: 'https://blog.example',
      },
    );
    expect(res.headers['access-control-allow-origin']).toBe('https://blog.example');
  });

  it('allows any origin to fetch widget files', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/widget/loader.js',
      headers: { origin: 'https://x.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('gives the demo page no CORS headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/demo', headers: { origin: 'https://x.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers an unknown route with a 404 JSON error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(errorBody(res)).toEqual({
      statusCode: 404,
      code: 'BK_ERR_ROUTE_NOT_FOUND',
      error: 'Not Found',
      message: 'route GET /api/nothing-here not found',
    });
  });

  it('answers an unknown content type with 415 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/display/${DEMO_CLIENT_ID}`,
      payload: '<xml/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.statusCode).toBe(415);
    expect(errorBody(res)).toMatchObject({ statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });
  });

  it('answers a malformed URL with 400 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/display/popup/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toMatchObject({ statusCode: 400, code: 'FST_ERR_BAD_URL' });
  });

  it('answers 400, not 500, to JSON nested thousands of levels deep', async () => {
    for (const deep of [
      '['.repeat(15_000) + ']'.repeat(15_000),
      `{"cookies":${'['.repeat(15_000)}${']'.repeat(15_000)}}`,
    ]) {
      const res = await postJson(t.app, `/api/display/${DEMO_CLIENT_ID}`, deep);
      expect(res.statusCode).toBe(400);
    }
  });

  it('never answers 5xx to a battery of broken bodies', async () => {
    const bodies = [
      '',
      'null',
      '[]',
      '"x"',
      '1',
      'true',
      '{"a":',
      '{"__proto__":1}',
      '\u0000',
      '{"domain":"\\ud800","url":"x"}',
    ];
    for (const body of bodies) {
      for (const type of ['application/json', 'text/plain']) {
        const res = await postJson(t.app, `/api/display/${DEMO_CLIENT_ID}`, body, { 'content-type': type });
        expect(res.statusCode, `${type} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${type} ${JSON.stringify(body)}`).toBeLessThan(500);
        expect(errorBody(res).message.length).toBeGreaterThan(0);
      }
    }
  });
});
