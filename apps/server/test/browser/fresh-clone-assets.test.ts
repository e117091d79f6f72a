/**
 * On a fresh clone `npm start` once served the clinic site without its islands
 * (every /site/assets/islands/*.js answered 404), because the build step
 * skipped packages/page-widgets and only the tests built them. The app here is
 * built as apps/server/src/main.ts builds it for `npm start` (a fresh PGlite
 * database, migrated and seeded, and no dist folder given, so the defaults) on
 * whatever `npm test`'s one build step produced. Every same-origin script,
 * module preload (and their imports), stylesheet, image, font and icon each
 * page references must answer 200.
 */
import { connectMigratedMemory, type Db, migrate } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { seedAll } from '../../src/seed.js';
import { type FetchedAsset, fetchReferencedAssets } from '../helpers/referenced-assets.js';

/** The pages a new user opens first: the clinic's home and post 228, the demo host pages, the dashboard. */
const PAGES: { path: string; expects: RegExp }[] = [
  { path: '/', expects: /\/site\/assets\/islands\/[\w-]+\.js$/ },
  { path: '/?p=228', expects: /\/site\/assets\/islands\/[\w-]+\.js$/ },
  { path: '/demo', expects: /\/widget\/loader\.js\?/ },
  { path: '/demo/he', expects: /\/widget\/loader\.js\?/ },
  { path: '/admin', expects: /\/admin\/assets\/main\.js$/ },
];

/** The loader imports the renderer at show time from a URL it builds, so no markup names it. */
const rendererOf = (refs: { scripts: string[] }, page: URL) =>
  refs.scripts
    .map((s) => new URL(s, page))
    .filter((u) => u.pathname.endsWith('/widget/loader.js'))
    .map((u) => `${u.origin}/widget/renderer.js`);

describe('a server started like npm start on a fresh clone', () => {
  let db: Db;
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    db = await connectMigratedMemory();
    await migrate(db);
    await seedAll(db);
    app = await buildApp({ db, logger: false });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it.each(PAGES)('serves $path and every same-origin file it references with 200', async ({ path, expects }) => {
    const { page, assets } = await fetchReferencedAssets(`${origin}${path}`, rendererOf);
    expect(page.status).toBe(200);
    // The crawl must have found what the page is for, or an empty page would pass.
    expect(assets.map((a) => a.url).filter((u) => expects.test(u)).length).toBeGreaterThan(0);
    const broken = assets
      .filter((a: FetchedAsset) => a.status !== 200)
      .map((a) => `${a.status} ${a.url} (from ${a.from})`);
    expect(broken).toEqual([]);
  });
});
