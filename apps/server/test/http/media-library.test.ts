/**
 * The media library against PGlite (and PostgreSQL with TEST_DATABASE_URL):
 * uploads typed by their bytes, capped, with alt text required unless
 * decorative; WebP sizes generated and served at immutable content-hashed URLs;
 * each account sees and changes only its own images.
 */
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXE, multipart, type Part } from '../helpers/multipart.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, type OwnerTestApp, startOwnerApp, uniqueEmail } from './owner-helpers.js';

interface ImageAnswer {
  id: string;
  alt: string;
  decorative: boolean;
  width: number;
  height: number;
  mime_type: string;
  url: string;
  srcset: string;
  variants: { width: number; height: number; url: string }[];
}

/** A photo-like JPEG of the given size, with an EXIF block that must not reach the site. */
function jpeg(width: number, height: number, seed = 0): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60 + seed, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Camera Owner' } })
    .toBuffer();
}

/** The dashboard's upload form: its text fields, then the file. */
function fieldParts(fields: Record<string, string>, file?: Part['value']): Part[] {
  return [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(file ? [{ name: 'file', value: file }] : []),
  ];
}

async function upload(
  owner: OwnerClient,
  data: Buffer,
  fields: Record<string, string> = { alt: 'Consulta de dermatología' },
  filename = 'photo.jpg',
): Promise<LightMyRequestResponse> {
  const { payload, headers } = await multipart(fieldParts(fields, { data, filename, type: 'image/jpeg' }));
  return sendMultipart(owner, payload, headers);
}

/** OwnerClient.send posts JSON; a multipart body goes through inject with the same cookie and token. */
function sendMultipart(
  owner: OwnerClient,
  payload: Buffer | string,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return owner.app.inject({
    method: 'POST',
    url: '/api/owner/media',
    payload,
    headers: { cookie: owner.cookie, 'x-csrf-token': owner.csrf, ...headers },
  });
}

describe.each(databases)('the media library on $name', (database) => {
  let t: OwnerTestApp;
  let alice: OwnerClient;
  let bob: OwnerClient;

  beforeAll(async () => {
    t = await startOwnerApp(database);
    alice = new OwnerClient(t.app);
    await alice.signUp(uniqueEmail('alice'));
    bob = new OwnerClient(t.app);
    await bob.signUp(uniqueEmail('bob'));
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  const countImages = async (accountId: string) =>
    (await t.db.query('SELECT 1 FROM media_images WHERE account_id = $1', [accountId])).rows.length;

  it('stores an upload with its alt text and generates the 480, 960 and 1600 wide WebP sizes', async () => {
    const res = await upload(alice, await jpeg(2400, 1200));
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json().image as ImageAnswer;
    expect(image).toMatchObject({ alt: 'Consulta de dermatología', decorative: false, width: 2400, height: 1200 });
    expect(image.mime_type).toBe('image/jpeg');
    expect(image.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 240],
      [960, 480],
      [1600, 800],
    ]);
    expect(image.url).toBe(`/site/media/${alice.accountId}/${image.id}-1600.webp`);
    expect(image.srcset).toBe(image.variants.map((v) => `${v.url} ${v.width}w`).join(', '));
  });

  it('serves every size as WebP with immutable caching and nosniff, and without the EXIF data', async () => {
    const image = (await upload(alice, await jpeg(1200, 900, 1))).json().image as ImageAnswer;
    expect(image.variants.map((v) => v.width)).toEqual([480, 960, 1200]);
    for (const v of image.variants) {
      const res = await t.app.inject({ method: 'GET', url: v.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', v.width, v.height]);
      expect(meta.exif).toBeUndefined();
    }
  });

  it('keeps the first copy when the same bytes are uploaded again (same URLs)', async () => {
    const bytes = await jpeg(700, 500, 2);
    const first = await upload(alice, bytes);
    const again = await upload(alice, bytes, { alt: 'Otra descripción' });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().image).toEqual(first.json().image);
  });

  it('refuses a renamed executable and text posing as a .jpg, naming the accepted types', async () => {
    const before = await countImages(alice.accountId);
    for (const data of [EXE, Buffer.from('just some text, not a photo\n'.repeat(50))]) {
      const res = await upload(alice, data, { alt: 'Foto' }, 'holiday.jpg');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'BK_ERR_MEDIA_TYPE' });
      expect(res.json().message).toContain('JPEG, PNG, WebP');
    }
    expect(await countImages(alice.accountId)).toBe(before);
  });

  it('refuses an image over 8 MB with 413 and a message saying the limit', async () => {
    const big = Buffer.concat([await jpeg(64, 64, 3), Buffer.alloc(8 * 1024 * 1024, 1)]);
    const res = await upload(alice, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, code: 'BK_ERR_MEDIA_TOO_LARGE' });
    expect(res.json().message).toContain('8 MB');
  });

  it('requires alt text unless the image is marked decorative', async () => {
    const missing: Record<string, string>[] = [{}, { alt: '   ' }, { alt: '', decorative: 'false' }];
    for (const fields of missing) {
      const res = await upload(alice, await jpeg(300, 200, 4), fields);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^body\.alt: is required/);
    }
    const decorative = await upload(alice, await jpeg(300, 200, 4), { decorative: 'true' });
    expect(decorative.statusCode).toBe(201);
    expect(decorative.json().image).toMatchObject({ alt: '', decorative: true });
    expect(decorative.json().image.variants.map((v: { width: number }) => v.width)).toEqual([300]);
  });

  it('refuses uploads without a session, without the CSRF token or from another site', async () => {
    const { payload, headers } = await multipart(
      fieldParts({ alt: 'x' }, { data: await jpeg(50, 50), filename: 'a.jpg', type: 'image/jpeg' }),
    );
    const anonymous = await sendMultipart(new OwnerClient(t.app), payload, headers);
    expect(anonymous.statusCode).toBe(401);
    const noToken = await sendMultipart(alice, payload, { ...headers, 'x-csrf-token': '' });
    expect(noToken.statusCode).toBe(403);
    const crossSite = await sendMultipart(alice, payload, { ...headers, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
  });

  it('answers a broken multipart body and a JSON body with 4xx JSON', async () => {
    const { payload, headers } = await multipart(
      fieldParts({ alt: 'x' }, { data: await jpeg(50, 50), filename: 'a.jpg', type: 'image/jpeg' }),
    );
    const cut = await sendMultipart(alice, payload.subarray(0, payload.length - 60), headers);
    const garbage = await sendMultipart(alice, JSON.stringify(payload), headers);
    const json = await alice.send('POST', '/api/owner/media', { alt: 'x' });
    for (const res of [cut, garbage, json]) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it('edits the alt text and deletes an image, whose URLs then answer 404', async () => {
    const image = (await upload(alice, await jpeg(500, 500, 5))).json().image as ImageAnswer;
    const missingAlt = await alice.send('PUT', `/api/owner/media/${image.id}`, { alt: '', decorative: false });
    expect(missingAlt.statusCode).toBe(400);
    expect(missingAlt.json().message).toMatch(/^body\.alt: /);
    const edited = await alice.send('PUT', `/api/owner/media/${image.id}`, {
      alt: 'Sala de espera',
      decorative: false,
    });
    expect(edited.json().image.alt).toBe('Sala de espera');
    const listed = (await alice.send('GET', '/api/owner/media')).json().images as ImageAnswer[];
    expect(listed.find((i) => i.id === image.id)?.alt).toBe('Sala de espera');
    expect((await alice.send('DELETE', `/api/owner/media/${image.id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
    expect((await alice.send('DELETE', `/api/owner/media/${image.id}`)).statusCode).toBe(404);
  });

  it("does not let another account list, edit or delete an account's images", async () => {
    const image = (await upload(alice, await jpeg(640, 480, 6))).json().image as ImageAnswer;
    expect((await bob.send('GET', '/api/owner/media')).json().images).toEqual([]);
    const edit = await bob.send('PUT', `/api/owner/media/${image.id}`, { alt: 'Pwned', decorative: false });
    expect(edit.statusCode).toBe(404);
    expect((await bob.send('DELETE', `/api/owner/media/${image.id}`)).statusCode).toBe(404);
    const still = (await alice.send('GET', '/api/owner/media')).json().images as ImageAnswer[];
    expect(still.find((i) => i.id === image.id)?.alt).toBe('Consulta de dermatología');
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(200);
  });
});
