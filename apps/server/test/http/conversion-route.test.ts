import { conversionResponseSchema } from '@beckon/popup-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTRICTED_POPUP_ID } from '../../src/demo-ids.js';
import { conversionForm, DEMO_CLIENT_ID, HOSTILE_STRINGS, VIEWER_ID } from '../helpers/payloads.js';
import { countRows, errorBody, postForm, postJson, startTestApp, type TestApp } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

const URL = `/api/display/conversion/${VIEWER_ID}`;

interface StoredConversion {
  conversion_id: string;
  conversion_key: string;
  poptin_id: string;
  viewer_id: string;
  view_id: string | null;
  email: string;
  name: string;
  phone: string;
  fields: { standard: Record<string, string>; extra: unknown[] };
  payload: Record<string, unknown>;
  ip_hash: string;
}

describe.each(databases)('POST /api/display/conversion/:viewerId on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    // Every test here posts as one viewer; the per-viewer limit has its own tests (rate-limits.test.ts).
    t = await startTestApp(database, { rateLimits: { 'conversion-viewer': 0 } });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  const stored = async (key: string) =>
    (await t.db.query<StoredConversion>('SELECT * FROM conversions WHERE conversion_key = $1', [key])).rows;

  it('stores a lead and answers with its conversion id after the commit', async () => {
    const form = conversionForm({
      phone: '+972501234567',
      poptin_view_id: '0123456789abcdef',
      newExtraFields: JSON.stringify([{ name: 'poptinDesignInputCustomField-size', type: 'select', value: 'L' }]),
      previous_visited_pages: JSON.stringify([{ path: '/a', at: 1 }]),
    });
    const res = await postForm(t.app, URL, form);
    expect(res.statusCode).toBe(200);
    const body = conversionResponseSchema.parse(res.json());
    expect(body.conversion_id).toMatch(/^[0-9a-f]{16}$/);
    expect(body.integration).toEqual({ conversion_code: '' });
    const [row] = await stored(form.conversion_key as string);
    expect(row).toMatchObject({
      conversion_id: body.conversion_id,
      viewer_id: VIEWER_ID,
      view_id: '0123456789abcdef',
      email: 'dana@clinic.example',
      name: 'Dana',
      phone: '+972501234567',
    });
    expect(row?.fields.standard).toEqual({ email: 'dana@clinic.example', name: 'Dana', phone: '+972501234567' });
    expect(row?.fields.extra).toEqual([{ name: 'poptinDesignInputCustomField-size', type: 'select', value: 'L' }]);
    expect(row?.payload).toMatchObject({ url: 'https://clinic.example/', visitor: 'desktop' });
    expect(row?.payload.previous_visited_pages).toEqual([{ path: '/a', at: 1 }]);
    expect(row?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('joins first and last name when no name field was sent', async () => {
    const form = conversionForm({ first_name: 'Noa', last_name: 'Levi' });
    delete form.name;
    await postForm(t.app, URL, form);
    expect((await stored(form.conversion_key as string))[0]?.name).toBe('Noa Levi');
  });

  it('returns the same conversion id and keeps one row when the same key is sent twice', async () => {
    const form = conversionForm();
    const first = (await postForm(t.app, URL, form)).json();
    const second = (await postForm(t.app, URL, { ...form, email: 'changed@clinic.example' })).json();
    expect(second.conversion_id).toBe(first.conversion_id);
    const rows = await stored(form.conversion_key as string);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).toBe('dana@clinic.example');
  });

  it('stores the new leads of a batch that also carries a retry, and gives the retry its first id', async () => {
    const earlier = conversionForm();
    const first = (await postForm(t.app, URL, earlier)).json();
    const fresh = Array.from({ length: 10 }, () => conversionForm());
    const responses = await Promise.all([earlier, ...fresh].map((f) => postForm(t.app, URL, f)));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(responses[0]?.json().conversion_id).toBe(first.conversion_id);
    for (const f of fresh) expect(await stored(f.conversion_key as string)).toHaveLength(1);
    expect(await stored(earlier.conversion_key as string)).toHaveLength(1);
  });

  it('returns one conversion id to 20 concurrent submits with the same key and stores one row', async () => {
    const form = conversionForm();
    const responses = await Promise.all(Array.from({ length: 20 }, () => postForm(t.app, URL, form)));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const ids = new Set(responses.map((r) => r.json().conversion_id));
    expect(ids.size).toBe(1);
    expect(await stored(form.conversion_key as string)).toHaveLength(1);
  });

  it('writes 50 concurrent conversions in fewer than 50 batches and keeps all 50', async () => {
    const before = await countRows(t.db, 'conversions');
    const stats = t.app.display.conversions.stats;
    const batchesBefore = stats.batches;
    const forms = Array.from({ length: 50 }, () => conversionForm());
    const responses = await Promise.all(forms.map((f) => postForm(t.app, URL, f)));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((r) => r.json().conversion_id)).size).toBe(50);
    expect(stats.batches - batchesBefore).toBeLessThan(50);
    expect(stats.largest).toBeGreaterThan(1);
    expect(await countRows(t.db, 'conversions')).toBe(before + 50);
  });

  it('stores hostile strings verbatim as data', async () => {
    for (const hostile of HOSTILE_STRINGS) {
      const form = conversionForm({ name: hostile, message: hostile, title: hostile });
      const res = await postForm(t.app, URL, form);
      expect(res.statusCode).toBe(200);
      const [row] = await stored(form.conversion_key as string);
      expect(row?.name).toBe(hostile);
      expect(row?.fields.standard.message).toBe(hostile);
      expect(row?.payload.title).toBe(hostile);
    }
    expect(await countRows(t.db, 'conversions')).toBeGreaterThan(0);
  });

  it('never stores the client IP in clear', async () => {
    await postForm(t.app, URL, conversionForm());
    const { rows } = await t.db.query<{ t: string }>('SELECT row_to_json(c)::text AS t FROM conversions c');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.t).not.toContain('127.0.0.1');
  });

  it.each([
    [
      'a missing email-less required field',
      (f: Record<string, string | string[]>) => delete f.client_id,
      'body.client_id: is required',
    ],
    ['an unknown field', (f: Record<string, string | string[]>) => (f.evil = 'x'), 'body: unknown field "evil"'],
    [
      'a repeated key',
      (f: Record<string, string | string[]>) => (f.email = ['a@b.co', 'c@d.co']),
      'body.email: must be a string (got an array)',
    ],
    [
      'a bad visitor',
      (f: Record<string, string | string[]>) => (f.visitor = 'robot'),
      'body.visitor: must be one of "mobile", "desktop"',
    ],
    [
      'a broken JSON field',
      (f: Record<string, string | string[]>) => (f.newExtraFields = '[{'),
      'body.newExtraFields: must be a JSON string',
    ],
    [
      'a too short key',
      (f: Record<string, string | string[]>) => (f.conversion_key = 'abc'),
      'body.conversion_key: must be 8 to 64 characters of A-Z, a-z, 0-9, _ or -',
    ],
    [
      'an over-long email',
      (f: Record<string, string | string[]>) => (f.email = `${'a'.repeat(250)}@b.co`),
      'body.email: must be at most 254 characters',
    ],
    [
      'a NUL character',
      (f: Record<string, string | string[]>) => (f.name = 'a\u0000b'),
      'body.name: must not contain NUL characters or unpaired surrogates',
    ],
  ])('rejects %s with 400 and stores nothing', async (_what, mutate, message) => {
    const before = await countRows(t.db, 'conversions');
    const form = conversionForm();
    mutate(form);
    const res = await postForm(t.app, URL, form);
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toEqual({ statusCode: 400, code: 'FST_ERR_VALIDATION', error: 'Bad Request', message });
    expect(await countRows(t.db, 'conversions')).toBe(before);
  });

  it('rejects a viewer id that is not 13 lowercase hex characters', async () => {
    const before = await countRows(t.db, 'conversions');
    const res = await postForm(t.app, '/api/display/conversion/NOT-A-VIEWER', conversionForm());
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).message).toMatch(/^params\.viewerId: /);
    expect(await countRows(t.db, 'conversions')).toBe(before);
  });

  it('answers 404 when the pop-up does not belong to the client', async () => {
    const before = await countRows(t.db, 'conversions');
    const res = await postForm(t.app, URL, conversionForm({ poptin_id: RESTRICTED_POPUP_ID }));
    expect(res.statusCode).toBe(404);
    expect(errorBody(res).code).toBe('BK_ERR_POPUP_NOT_FOUND');
    const unknownClient = await postForm(t.app, URL, conversionForm({ client_id: '0000000000000' }));
    expect(unknownClient.statusCode).toBe(404);
    expect(await countRows(t.db, 'conversions')).toBe(before);
  });

  it('rejects JSON and text/plain bodies with 415: conversions are form-encoded', async () => {
    const before = await countRows(t.db, 'conversions');
    const json = await postJson(t.app, URL, conversionForm());
    expect(json.statusCode).toBe(415);
    const text = await postJson(t.app, URL, conversionForm(), { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    expect(errorBody(text)).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
    expect(await countRows(t.db, 'conversions')).toBe(before);
  });

  it('rejects a form over 32 KiB with 413 and stores nothing', async () => {
    const before = await countRows(t.db, 'conversions');
    const res = await postForm(t.app, URL, conversionForm({ message: 'x'.repeat(33 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(await countRows(t.db, 'conversions')).toBe(before);
  });

  it('rejects a form with a __proto__ key and stores nothing', async () => {
    const before = await countRows(t.db, 'conversions');
    const res = await postForm(t.app, URL, { ...conversionForm(), ['__proto__']: 'x', constructor: 'y' });
    expect(res.statusCode).toBe(400);
    expect(await countRows(t.db, 'conversions')).toBe(before);
  });

  it('keeps leads for the right account only', async () => {
    const { rows } = await t.db.query<{ account_id: string }>('SELECT DISTINCT account_id FROM conversions');
    expect(rows.map((r) => r.account_id)).toEqual([DEMO_CLIENT_ID]);
  });
});
