import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EXIT_POPUP_ID, RESTRICTED_CLIENT_ID } from '../../src/demo-ids.js';
import { DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID, HOSTILE_STRINGS, VIEWER_ID, viewedBody } from '../helpers/payloads.js';
import {
  countRows,
  errorBody,
  postForm,
  postJson,
  servedToken,
  startTestApp,
  type TestApp,
} from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

const URL = `/api/display/viewed/${DEMO_TIMER_POPUP_ID}`;

describe.each(databases)('POST /api/display/viewed/:poptinId on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);
  /** A view report carrying the view token the display answer gave its viewer for this pop-up. */
  const served = (o: { viewer_id?: string; url?: string } = {}) =>
    viewedBody({
      ...o,
      view_token: servedToken(t.app, DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID, o.viewer_id ?? VIEWER_ID),
    });

  it('stores the view and answers with a new 16-hex poptin_view_id', async () => {
    const res = await postJson(t.app, URL, served());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ success: true, poptin_view_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const { rows } = await t.db.query('SELECT * FROM popup_views WHERE view_id = $1', [body.poptin_view_id]);
    expect(rows[0]).toMatchObject({
      poptin_id: DEMO_TIMER_POPUP_ID,
      viewer_id: VIEWER_ID,
      trigger: 'timer',
      device: 'desktop',
    });
  });

  it('accepts a text/plain beacon body', async () => {
    const res = await postJson(t.app, URL, viewedBody(), { 'content-type': 'text/plain;charset=UTF-8' });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
  });

  it('counts a viewer’s first view of the day towards the account monthly views', async () => {
    const before = t.app.display.monthlyViews.current(viewedBody().client_id as string);
    await postJson(t.app, URL, served({ viewer_id: 'c0c0c0c0c0c01' }));
    expect(t.app.display.monthlyViews.current(viewedBody().client_id as string)).toBe(before + 1);
  });

  it('writes concurrent views in fewer batches than views and keeps every one', async () => {
    const before = await countRows(t.db, 'popup_views');
    const batches = t.app.display.views.stats.batches;
    const responses = await Promise.all(Array.from({ length: 30 }, () => postJson(t.app, URL, served())));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(t.app.display.views.stats.batches - batches).toBeLessThan(30);
    expect(await countRows(t.db, 'popup_views')).toBe(before + 30);
  });

  it('stores hostile page URLs verbatim', async () => {
    for (const hostile of HOSTILE_STRINGS) {
      const res = await postJson(t.app, URL, served({ url: hostile }));
      const { rows } = await t.db.query<{ url: string }>('SELECT url FROM popup_views WHERE view_id = $1', [
        res.json().poptin_view_id,
      ]);
      expect(rows[0]?.url).toBe(hostile);
    }
  });

  it('answers a view without the display answer’s token alike, but stores and counts nothing', async () => {
    const views = await countRows(t.db, 'popup_views');
    const counted = t.app.display.monthlyViews.current(DEMO_CLIENT_ID);
    const forged = [
      viewedBody({ viewer_id: 'd0d0d0d0d0d01' }),
      viewedBody({ viewer_id: 'd0d0d0d0d0d02', view_token: '' }),
      viewedBody({ viewer_id: 'd0d0d0d0d0d03', view_token: `d0d0d0d0d0d03${'A'.repeat(22)}` }),
      // A real token, but for another pop-up of the account.
      viewedBody({
        viewer_id: 'd0d0d0d0d0d04',
        view_token: servedToken(t.app, DEMO_CLIENT_ID, DEMO_EXIT_POPUP_ID, 'd0d0d0d0d0d04'),
      }),
    ];
    for (const body of forged) {
      const res = await postJson(t.app, URL, body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, poptin_view_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    }
    expect(await countRows(t.db, 'popup_views')).toBe(views);
    expect(t.app.display.monthlyViews.current(DEMO_CLIENT_ID)).toBe(counted);
  });

  it.each([
    ['a token too long', 'a'.repeat(65), 'body.view_token: must be at most 64 characters'],
    ['a token with other characters', 'abc.def', 'body.view_token: must be characters of A-Z, a-z, 0-9, _ or -'],
  ])('rejects %s with 400', async (_what, token, message) => {
    const res = await postJson(t.app, URL, viewedBody({ view_token: token }));
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).message).toBe(message);
  });

  it('answers 404 and stores nothing when the pop-up belongs to another client', async () => {
    const before = await countRows(t.db, 'popup_views');
    const res = await postJson(t.app, URL, viewedBody({ client_id: RESTRICTED_CLIENT_ID }));
    expect(res.statusCode).toBe(404);
    expect(errorBody(res).code).toBe('BK_ERR_POPUP_NOT_FOUND');
    expect((await postJson(t.app, '/api/display/viewed/0000000000000', viewedBody())).statusCode).toBe(404);
    expect(await countRows(t.db, 'popup_views')).toBe(before);
  });

  it.each([
    ['null viewer id', { viewer_id: null }, 'body.viewer_id: must be a string (got null)'],
    ['an uppercase viewer id', { viewer_id: '0123456789ABC' }, 'body.viewer_id: must be 13 lowercase hex characters'],
    [
      'an unknown trigger',
      { trigger: 'magic' },
      'body.trigger: must be one of "timer", "scroll", "click_count", "visit_count", "inactivity", "exit", "click", "preview", "cart"',
    ],
    ['an array url', { url: ['a'] }, 'body.url: must be a string (got an array)'],
    ['a number type', { type: 1 }, 'body.type: must be one of "mobile", "desktop"'],
    ['an unknown field', { ip: '1.2.3.4' }, 'body: unknown field "ip"'],
    ['a missing client id', { client_id: undefined }, 'body.client_id: is required'],
  ])('rejects %s with 400 and stores nothing', async (_what, overrides, message) => {
    const before = await countRows(t.db, 'popup_views');
    const res = await postJson(t.app, URL, viewedBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toEqual({ statusCode: 400, code: 'FST_ERR_VALIDATION', error: 'Bad Request', message });
    expect(await countRows(t.db, 'popup_views')).toBe(before);
  });

  it('rejects malformed JSON, oversized bodies and form bodies, storing nothing', async () => {
    const before = await countRows(t.db, 'popup_views');
    expect((await postJson(t.app, URL, '{"viewer_id":')).statusCode).toBe(400);
    expect((await postJson(t.app, URL, 'not json', { 'content-type': 'text/plain' })).statusCode).toBe(400);
    expect((await postJson(t.app, URL, viewedBody({ url: 'x'.repeat(40_000) }))).statusCode).toBe(413);
    expect((await postForm(t.app, URL, { viewer_id: VIEWER_ID })).statusCode).toBe(415);
    expect((await postJson(t.app, '/api/display/viewed/not-an-id', viewedBody())).statusCode).toBe(400);
    expect(await countRows(t.db, 'popup_views')).toBe(before);
  });
});
