/**
 * The one static-file path (http/static-files.ts) as the widget, tracker,
 * site and dashboard routes use it: brotli and gzip from the build's
 * siblings (or made here when a sibling is missing), ETags and 304s across
 * encodings, a year of immutable caching for content-hashed names, a short
 * one for stable names, and the tracker compressed like every other file.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { connectMigratedMemory, migrate } from '@beckon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, isContentHashed } from '../../src/http/static-files.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { buildStatsTestApp } from './statistics-helpers.js';

const LOADER = `(function(){${'console.log("beckon loader");'.repeat(40)}})();`;
const CHUNK = `export const chunk = "${'abc'.repeat(200)}";`;
const RENDERER = `export function show() { return "${'x'.repeat(500)}"; }`;
/** What the build's sibling holds: different bytes from a compression made here, so the test can tell them apart. */
const PREBUILT_BR = brotliCompressSync(Buffer.from(RENDERER));

const [database] = databases;
if (!database) throw new Error('no test database');

describe('static files through the one path', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'beckon-static-'));
    mkdirSync(join(dist, 'chunks'));
    writeFileSync(join(dist, 'loader.js'), LOADER);
    writeFileSync(join(dist, 'renderer.js'), RENDERER);
    writeFileSync(join(dist, 'renderer.js.br'), PREBUILT_BR);
    writeFileSync(join(dist, 'renderer.js.gz'), gzipSync(RENDERER, { level: 1 }));
    writeFileSync(join(dist, 'chunks', 'phone-international-DF5WX4XR.js'), CHUNK);
    t = await startTestApp(database, { widgetDistDir: dist });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  }, HOOK_TIMEOUT_MS);

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves brotli to a browser that accepts it, the same bytes once decompressed', async () => {
    const res = await get('/widget/loader.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(LOADER);
  });

  it("serves the build's precompressed sibling when there is one", async () => {
    const res = await get('/widget/renderer.js', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(PREBUILT_BR)).toBe(true);
  });

  it('never serves the siblings as files of their own', async () => {
    expect((await get('/widget/renderer.js.br')).statusCode).toBe(404);
  });

  it('caches content-hashed chunks for a year as immutable, stable names for five minutes', async () => {
    expect((await get('/widget/chunks/phone-international-DF5WX4XR.js')).headers['cache-control']).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect((await get('/widget/loader.js')).headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers 304 to the ETag of any encoding it sent, and a different ETag per encoding', async () => {
    const br = await get('/widget/loader.js', { 'accept-encoding': 'br' });
    const plain = await get('/widget/loader.js');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    for (const etag of [br.headers.etag, plain.headers.etag]) {
      const again = await get('/widget/loader.js', { 'if-none-match': String(etag), 'accept-encoding': 'br' });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });

  it('marks every file nosniff and lets other sites embed the widget (CORS and CORP)', async () => {
    const res = await get('/widget/loader.js', { origin: 'https://shop.example' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/widget/loader.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body).toBe('');
  });

  it('serves the dashboard bundles and the site files on the same path', async () => {
    for (const url of ['/admin/assets/main.js', '/site/assets/islands/theme.js']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      // The bundles may be unbuilt on a fresh clone: then a JSON 404, never the HTML shell.
      if (res.statusCode === 404) expect(res.json()).toMatchObject({ code: 'BK_ERR_ASSET_NOT_FOUND' });
      else {
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBe('br');
        expect(res.headers.etag, url).toBeDefined();
      }
    }
  });
});

describe('the tracker script', () => {
  it(
    'is served compressed, with an ETag, to any site',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'beckon-tracker-'));
      const source = `(()=>{${'navigator.sendBeacon("/api/statistics/hit");'.repeat(30)}})();`;
      writeFileSync(join(dir, 'tracker.js'), source);
      // A sibling older than its file is stale (an old build): it must not be served.
      writeFileSync(join(dir, 'tracker.js.gz'), gzipSync('stale'));
      utimesSync(join(dir, 'tracker.js.gz'), new Date(2000, 0, 1), new Date(2000, 0, 1));
      const db = await connectMigratedMemory();
      await migrate(db);
      const app = await buildStatsTestApp(db, { trackerDistDir: dir });
      try {
        const res = await app.inject({
          method: 'GET',
          url: '/stats/tracker.js',
          headers: { 'accept-encoding': 'gzip' },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe('gzip');
        expect(res.headers.etag).toBeDefined();
        expect(res.headers['cache-control']).toBe('public, max-age=3600');
        expect(res.headers['access-control-allow-origin']).toBe('*');
        expect(gunzipSync(res.rawPayload).toString()).toBe(source);
      } finally {
        await app.close();
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    HOOK_TIMEOUT_MS,
  );
});

describe('isContentHashed', () => {
  it.each([
    ['chunks/chunk-4LAPWO6R.js', true],
    ['chunks/lottie_light-YFOGDMGX.js', true],
    ['loader.js', false],
    ['islands/theme.js', false],
    ['images/before-after-1.webp', false],
  ])('says %s is content-hashed: %s', (name, expected) => {
    expect(isContentHashed(name)).toBe(expected);
  });
});
