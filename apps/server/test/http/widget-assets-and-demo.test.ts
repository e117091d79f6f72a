import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLICK_POPUP_ID, DEMO_CLIENT_ID } from '../../src/demo-ids.js';
import { embedSnippet } from '../../src/http/snippets.js';
import { errorBody, startTestApp, type TestApp } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

const LOADER = '(function(){console.log("beckon loader")})();';
const CHUNK = 'export const chunk = 1;';

describe.each(databases)('widget files and the demo page on $name', (database) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'beckon-dist-'));
    mkdirSync(join(dist, 'chunks'));
    writeFileSync(join(dist, 'loader.js'), LOADER);
    writeFileSync(join(dist, 'renderer.js'), 'export function show() {}');
    writeFileSync(join(dist, 'chunks', 'phone-AB12.js'), CHUNK);
    t = await startTestApp(database, { widgetDistDir: dist });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  }, HOOK_TIMEOUT_MS);

  it('serves the loader as JavaScript, cacheable, to any origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/widget/loader.js?id=${DEMO_CLIENT_ID}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(LOADER);
  });

  it('serves gzip when the client accepts it, and identical bytes once unzipped', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/widget/chunks/phone-AB12.js',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(CHUNK);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/widget/loader.js',
      headers: { 'accept-encoding': 'gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/widget/renderer.js' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/widget/renderer.js',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 JSON for a missing file and never reads outside the dist folder', async () => {
    for (const url of ['/widget/nope.js', '/widget/../package.json', '/widget/%2e%2e/%2e%2e/package.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(errorBody(res).statusCode).toBe(404);
    }
  });

  it('serves the demo page with the one snippet line for the public origin, whatever the Host header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/demo', headers: { host: 'localhost:4321' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    expect(res.body).toContain(
      `<script id="beckon-pixel" src="http://localhost/widget/loader.js?id=${DEMO_CLIENT_ID}" async></script>`,
    );
    expect(res.body).toContain(embedSnippet('http://localhost', DEMO_CLIENT_ID));
    expect(res.body).toContain(`data-poptin-onclick="true" data-poptin-id="${DEMO_CLICK_POPUP_ID}"`);
    expect(res.body).toContain(`href="/click/${DEMO_CLICK_POPUP_ID}"`);
    expect(res.body).toContain('box-sizing:content-box!important');
    expect(res.body).toContain('[role=dialog]{display:none!important}');
    expect(res.body.match(/<script/g)).toHaveLength(1);
  });

  it('serves the Hebrew demo page right to left', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/demo/he' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="he" dir="rtl">');
    expect(res.body).toContain('id="beckon-pixel"');
  });

  it('does not reflect a hostile Host header into the page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/demo',
      headers: { host: 'evil.example"><script>alert(1)</script>' },
    });
    expect(res.body).not.toContain('alert(1)');
    expect(res.body.match(/<script/g)).toHaveLength(1);
  });
});

describe('widget files when the dist folder is missing', () => {
  it(
    'answers 404 JSON instead of failing to start',
    async () => {
      const [database] = databases;
      if (!database) throw new Error('no test database');
      const t = await startTestApp(database, { widgetDistDir: '/nonexistent/beckon/dist' });
      try {
        const res = await t.app.inject({ method: 'GET', url: '/widget/loader.js' });
        expect(res.statusCode).toBe(404);
        expect(errorBody(res).code).toBe('BK_ERR_ASSET_NOT_FOUND');
      } finally {
        await t.close();
      }
    },
    HOOK_TIMEOUT_MS,
  );
});

describe('embedSnippet', () => {
  it('is the one script line a site owner pastes', () => {
    expect(embedSnippet('https://beckon.example', DEMO_CLIENT_ID)).toBe(
      `<script id="beckon-pixel" src="https://beckon.example/widget/loader.js?id=${DEMO_CLIENT_ID}" async></script>`,
    );
  });
});
