/**
 * A site page saved through one process is served by another at once: the saver
 * publishes the change and the other process drops its rendered pages, instead
 * of waiting for its periodic stamp check. Two apps on two connection pools to
 * one PostgreSQL database stand in for two processes; the page is read on B
 * just before the save, so B's own stamp check is two seconds away and only the
 * change feed can explain a fresh page.
 */
import { type Db, migrate } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { REVALIDATE_MS } from '../../src/plugins/site/page-cache.js';
import { savePage } from '../../src/plugins/site/page-repository.js';
import { POST_228, SITE_ACCOUNT_ID } from '../../src/plugins/site/site-config.js';
import { clinicPages } from '../../src/plugins/site/starters/clinic.js';
import { seedAll } from '../../src/seed.js';
import { HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { adminUrl, type FreshDatabase, freshDatabase, SKIP_REASON, waitFor } from './cluster-helpers.js';

if (!adminUrl) console.warn(`skipping site-pages.test.ts: ${SKIP_REASON}`);

describe.skipIf(!adminUrl)('site pages across two processes on PostgreSQL', () => {
  let database: FreshDatabase;
  let dbA: Db;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    database = await freshDatabase(adminUrl as string);
    dbA = await database.open();
    const dbB = await database.open();
    await migrate(dbA);
    await seedAll(dbA);
    const options = { logger: false, widgetDistDir: '/nonexistent-widget-dist', databaseUrl: database.url };
    a = await buildApp({ db: dbA, ...options });
    b = await buildApp({ db: dbB, ...options });
  }, HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
  });

  it('serves a post saved through one process from the other well before its own stamp check', async () => {
    const path = `/${POST_228.slug}/`;
    const first = await b.inject({ url: path });
    expect(first.statusCode).toBe(200);
    const page = clinicPages(SITE_ACCOUNT_ID).find((p) => p.pageId === POST_228.id);
    if (!page) throw new Error('post 228 is not in the seed');
    const title = `Dermatitis atópica, revisado ${Date.now()}`;

    const savedAt = Date.now();
    await savePage(dbA, { ...page, title });
    await waitFor(
      'process B to serve the new title',
      async () => ((await b.inject({ url: path })).body.includes(title) ? true : undefined),
      REVALIDATE_MS,
    );
    expect(Date.now() - savedAt).toBeLessThan(REVALIDATE_MS * 0.75);
  });
});
