import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTRICTED_CLIENT_ID } from '../../src/demo-ids.js';
import { closedBody, DEMO_TIMER_POPUP_ID, HOSTILE_STRINGS } from '../helpers/payloads.js';
import { countRows, errorBody, postForm, postJson, startTestApp, type TestApp } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

const URL = `/api/display/closed/${DEMO_TIMER_POPUP_ID}`;

describe.each(databases)('POST /api/display/closed/:poptinId on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  it('stores the close with its reason and view id and answers success', async () => {
    const res = await postJson(t.app, URL, closedBody({ poptin_view_id: 'abcdef0123456789', reason: 'escape' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const { rows } = await t.db.query('SELECT * FROM popup_closes WHERE view_id = $1', ['abcdef0123456789']);
    expect(rows[0]).toMatchObject({ poptin_id: DEMO_TIMER_POPUP_ID, reason: 'escape', url: 'https://clinic.example/' });
  });

  it('accepts a text/plain beacon body', async () => {
    const before = await countRows(t.db, 'popup_closes');
    const res = await postJson(t.app, URL, closedBody(), { 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(200);
    expect(await countRows(t.db, 'popup_closes')).toBe(before + 1);
  });

  it('stores hostile page URLs verbatim', async () => {
    for (const hostile of HOSTILE_STRINGS) {
      await postJson(t.app, URL, closedBody({ url: hostile }));
      const { rows } = await t.db.query('SELECT 1 FROM popup_closes WHERE url = $1', [hostile]);
      expect(rows).toHaveLength(1);
    }
  });

  it('answers 404 and stores nothing when the pop-up belongs to another client', async () => {
    const before = await countRows(t.db, 'popup_closes');
    const res = await postJson(t.app, URL, closedBody({ client_id: RESTRICTED_CLIENT_ID }));
    expect(res.statusCode).toBe(404);
    expect(errorBody(res).code).toBe('BK_ERR_POPUP_NOT_FOUND');
    expect(await countRows(t.db, 'popup_closes')).toBe(before);
  });

  it.each([
    ['an unknown reason', { reason: 'boredom' }, /^body\.reason: must be one of /],
    ['a null url', { url: null }, /^body\.url: must be a string \(got null\)$/],
    ['a numeric client id', { client_id: 123 }, /^body\.client_id: must be a string \(got number\)$/],
    ['an unknown field', { extra: 'x' }, /^body: unknown field "extra"$/],
    ['a missing reason', { reason: undefined }, /^body\.reason: is required$/],
    ['a malformed view id', { poptin_view_id: 'xyz' }, /^body\.poptin_view_id: /],
  ])('rejects %s with 400 and stores nothing', async (_what, overrides, message) => {
    const before = await countRows(t.db, 'popup_closes');
    const res = await postJson(t.app, URL, closedBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).message).toMatch(message);
    expect(await countRows(t.db, 'popup_closes')).toBe(before);
  });

  it('rejects malformed JSON, oversized bodies and form bodies, storing nothing', async () => {
    const before = await countRows(t.db, 'popup_closes');
    expect((await postJson(t.app, URL, '[1,2')).statusCode).toBe(400);
    expect((await postJson(t.app, URL, closedBody({ url: 'x'.repeat(40_000) }))).statusCode).toBe(413);
    expect((await postForm(t.app, URL, { client_id: 'x' })).statusCode).toBe(415);
    expect(await countRows(t.db, 'popup_closes')).toBe(before);
  });
});
