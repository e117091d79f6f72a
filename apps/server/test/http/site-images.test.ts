/**
 * GET /api/owner/site/images against PGlite (and PostgreSQL with TEST_DATABASE_URL): every image the site's
 * pages show, in the published page or its newer draft, with the pages showing it and, for a media library
 * image, its id; another account's site is never listed.
 */
import type { EditorPage, SiteImage } from '@beckon/owner-api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { seedSite } from '../../src/plugins/site/seed-site.js';
import { oneColumnDocument } from '../helpers/editor-pages.js';
import { multipart } from '../helpers/multipart.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, type OwnerTestApp, startOwnerApp, uniqueEmail } from './owner-helpers.js';

describe.each(databases)('the images of a site on $name', (database) => {
  let t: OwnerTestApp;
  let owner: OwnerClient;
  let stranger: OwnerClient;

  beforeAll(async () => {
    t = await startOwnerApp(database);
    await seedSite(t.db);
    owner = new OwnerClient(t.app);
    expect((await owner.signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)).statusCode).toBe(200);
    stranger = new OwnerClient(t.app);
    await stranger.signUp(uniqueEmail('stranger'));
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  const images = async (client: OwnerClient) => {
    const res = await client.send('GET', '/api/owner/site/images');
    expect(res.statusCode).toBe(200);
    return (res.json() as { images: SiteImage[] }).images;
  };

  it("lists the seeded pages' images with the pages that show them", async () => {
    const list = await images(owner);
    const consulta = list.find((i) => i.src === '/site/assets/img/consulta.svg');
    expect(consulta).toMatchObject({ media_id: null });
    expect(consulta?.pages.map((p) => p.path)).toContain('/');
    expect(new Set(list.map((i) => i.src)).size).toBe(list.length);
  });

  it('names a library image used in a new draft by its media id, under that page', async () => {
    const data = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = await multipart([
      { name: 'alt', value: 'Sala de espera' },
      { name: 'file', value: { data, filename: 'sala.jpg', type: 'image/jpeg' } },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/owner/media',
      payload,
      headers: { cookie: owner.cookie, 'x-csrf-token': owner.csrf, ...headers },
    });
    expect(uploaded.statusCode).toBe(201);
    const image = uploaded.json().image as { id: string; url: string };

    const created = await owner.send('POST', '/api/owner/site/pages', { slug: 'sala', title: 'La sala' });
    const page = created.json() as EditorPage;
    const doc = oneColumnDocument([
      { id: 'img-1', type: 'image', settings: { src: image.url, alt: 'Sala de espera' } },
    ]);
    const saved = await owner.send('PUT', `/api/owner/site/pages/${page.page_id}/draft`, {
      version: page.version,
      title: 'La sala',
      document: doc,
    });
    expect(saved.statusCode).toBe(200);

    const listed = (await images(owner)).find((i) => i.src === image.url);
    expect(listed).toEqual({
      src: image.url,
      alt: 'Sala de espera',
      media_id: image.id,
      pages: [{ page_id: page.page_id, title: 'La sala', path: '/sala/' }],
    });
  });

  it("never lists another account's images", async () => {
    const res = await stranger.send('GET', '/api/owner/site/images');
    if (res.statusCode === 200) expect((res.json() as { images: SiteImage[] }).images).toEqual([]);
    else expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });
});
