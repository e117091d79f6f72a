import { displayResponseSchema, NOT_ALLOWED_MESSAGES, popupRecordSchema } from '@beckon/popup-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_CLICK_POPUP_ID,
  DEMO_CLIENT_ID,
  DEMO_EXIT_POPUP_ID,
  DEMO_EXIT_VARIANT_POPUP_ID,
  DEMO_TIMER_POPUP_ID,
  RESTRICTED_CLIENT_ID,
} from '../../src/demo-ids.js';
import { insertAccount, insertPopup } from '../../src/seed.js';
import { displayBody, HOSTILE_STRINGS, VIEWER_ID, viewedBody } from '../helpers/payloads.js';
import {
  countRows,
  errorBody,
  postForm,
  postJson,
  queriesIn,
  servedToken,
  startTestApp,
  type TestApp,
} from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

const URL = `/api/display/${DEMO_CLIENT_ID}`;
const viewerIds = (n: number) => Array.from({ length: n }, (_, i) => i.toString(16).padStart(13, '0'));

describe.each(databases)('POST /api/display/:clientId on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  it('answers allowed with the demo pop-ups as valid records', async () => {
    const res = await postJson(t.app, URL, displayBody());
    expect(res.statusCode).toBe(200);
    const body = displayResponseSchema.parse(res.json());
    expect(body.display).toBe('allowed');
    expect(body.message).toBe('');
    for (const record of body.poptins) expect(popupRecordSchema.safeParse(record).success).toBe(true);
    const ids = body.poptins.map((p) => p.poptin_id);
    expect(ids).toContain(DEMO_TIMER_POPUP_ID);
    expect(ids).toContain(DEMO_CLICK_POPUP_ID);
    expect(ids.filter((id) => id === DEMO_EXIT_POPUP_ID || id === DEMO_EXIT_VARIANT_POPUP_ID)).toHaveLength(1);
    expect(body.poptins.find((p) => p.poptin_id === DEMO_TIMER_POPUP_ID)?.poptin_url).toBe(
      `/api/display/popup/${DEMO_TIMER_POPUP_ID}?v=1`,
    );
  });

  it('puts the viewer id in every record, or an empty string when none was sent', async () => {
    const withViewer = (await postJson(t.app, URL, displayBody({ viewer_id: VIEWER_ID }))).json();
    const without = (await postJson(t.app, URL, displayBody())).json();
    expect(withViewer.poptins.every((p: { viewer_id: string }) => p.viewer_id === VIEWER_ID)).toBe(true);
    expect(without.poptins.every((p: { viewer_id: string }) => p.viewer_id === '')).toBe(true);
  });

  it('echoes the requester IP, the country header and the browser language', async () => {
    const res = await postJson(t.app, URL, displayBody({ browser_language: 'he-IL' }), { 'cf-ipcountry': 'IL' });
    const body = res.json();
    expect(body).toMatchObject({ ip: '127.0.0.1', country: 'Israel', country_code: 'IL', cc: 'IL', lang: 'he' });
    const plain = (await postJson(t.app, URL, displayBody())).json();
    expect(plain).toMatchObject({ country: '', country_code: '', cc: '', lang: 'en' });
  });

  it('gives one viewer the same A/B arm every time and spreads viewers over both arms', async () => {
    const armOf = async (viewer: string) => {
      const body = (await postJson(t.app, URL, displayBody({ viewer_id: viewer }))).json();
      return body.poptins
        .map((p: { poptin_id: string }) => p.poptin_id)
        .find((id: string) => id === DEMO_EXIT_POPUP_ID || id === DEMO_EXIT_VARIANT_POPUP_ID);
    };
    const first = await armOf(VIEWER_ID);
    for (let i = 0; i < 5; i++) expect(await armOf(VIEWER_ID)).toBe(first);
    const arms = new Set(await Promise.all(viewerIds(40).map(armOf)));
    expect(arms).toEqual(new Set([DEMO_EXIT_POPUP_ID, DEMO_EXIT_VARIANT_POPUP_ID]));
  });

  it('marks both arms of the A/B test with ab_test and the variant with its parent', async () => {
    const arms = await Promise.all(
      viewerIds(40).map(async (viewer) => (await postJson(t.app, URL, displayBody({ viewer_id: viewer }))).json()),
    );
    const records = arms.flatMap((b) => b.poptins) as {
      poptin_id: string;
      ab_test: boolean;
      ab_test_parent_id: string;
    }[];
    const variant = records.find((r) => r.poptin_id === DEMO_EXIT_VARIANT_POPUP_ID);
    const parent = records.find((r) => r.poptin_id === DEMO_EXIT_POPUP_ID);
    expect(variant).toMatchObject({ ab_test: true, ab_test_parent_id: DEMO_EXIT_POPUP_ID });
    expect(parent).toMatchObject({ ab_test: true, ab_test_parent_id: null });
    expect(records.find((r) => r.poptin_id === DEMO_TIMER_POPUP_ID)?.ab_test).toBe(false);
  });

  it('records each viewer A/B assignment once, however often they ask', async () => {
    const viewer = 'aaaaaaaaaaaa1';
    for (let i = 0; i < 3; i++) await postJson(t.app, URL, displayBody({ viewer_id: viewer }));
    await t.app.display.abAssignments.drain();
    const { rows } = await t.db.query<{ poptin_id: string }>(
      'SELECT poptin_id FROM ab_assignments WHERE viewer_id = $1',
      [viewer],
    );
    expect(rows).toHaveLength(1);
    const shown = (await postJson(t.app, URL, displayBody({ viewer_id: viewer }))).json();
    expect(shown.poptins.map((p: { poptin_id: string }) => p.poptin_id)).toContain(rows[0]?.poptin_id);
  });

  it('makes no database query per display request once the account is in memory', async () => {
    const viewers = viewerIds(10);
    for (const viewer of viewers) await postJson(t.app, URL, displayBody({ viewer_id: viewer }));
    await t.app.display.abAssignments.drain();
    const queries = await queriesIn(async () => {
      for (let i = 0; i < 30; i++) {
        const res = await postJson(t.app, URL, displayBody({ viewer_id: viewers[i % viewers.length] }));
        expect(res.statusCode).toBe(200);
      }
      for (let i = 0; i < 10; i++) await postJson(t.app, URL, displayBody());
      await t.app.display.abAssignments.drain();
    });
    expect(queries).toBe(0);
  });

  it('answers not_allowed "Client restricted" with no pop-ups for a restricted account', async () => {
    const res = await postJson(t.app, `/api/display/${RESTRICTED_CLIENT_ID}`, displayBody());
    expect(res.statusCode).toBe(200);
    const body = displayResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      display: 'not_allowed',
      message: NOT_ALLOWED_MESSAGES.clientRestricted,
      poptins: [],
      is_client_restriction: true,
      client_restriction_setting: 'upgrade',
    });
    expect(body.message).toBe('Client restricted');
  });

  it('answers not_allowed with the max-views message once the monthly views reach the limit', async () => {
    const client = 'a1a1a1a1a1a1a';
    const popup = 'a1a1a1a1a1a10';
    await insertAccount(t.db, { accountId: client, name: 'Small plan', maxMonthlyViews: 2 });
    await insertPopup(t.db, {
      accountId: client,
      poptinId: popup,
      name: 'Only one',
      triggers: { display_after_sec_active: 1 },
      design: { screens: { main: [{ kind: 'heading', text: 'Hi' }] } },
    });
    // One view already stored before the account is loaded: the counter is seeded from it.
    await t.db.query(
      `INSERT INTO popup_views (account_id, view_id, poptin_id, viewer_id, trigger, device, url)
       VALUES ($1, 'v000000000000001', $2, $3, 'timer', 'desktop', 'https://x/')`,
      [client, popup, VIEWER_ID],
    );
    // The quota counts that viewer once for the day (migration 0082).
    await t.db.query('INSERT INTO popup_view_quota (account_id, day, poptin_id, viewer_id) VALUES ($1, $2, $3, $4)', [
      client,
      new Date().toISOString().slice(0, 10),
      popup,
      VIEWER_ID,
    ]);
    const before = (await postJson(t.app, `/api/display/${client}`, displayBody())).json();
    expect(before.display).toBe('allowed');
    const viewed = await postJson(
      t.app,
      `/api/display/viewed/${popup}`,
      viewedBody({
        client_id: client,
        viewer_id: 'b0b0b0b0b0b0b',
        view_token: servedToken(t.app, client, popup, 'b0b0b0b0b0b0b'),
      }),
    );
    expect(viewed.statusCode).toBe(200);
    const after = (await postJson(t.app, `/api/display/${client}`, displayBody())).json();
    expect(after).toMatchObject({ display: 'not_allowed', poptins: [] });
    expect(after.message).toBe('You have been reached the max poptins views number');
    expect(after.message).toBe(NOT_ALLOWED_MESSAGES.maxViews);
  });

  it('serves the credit badge on a free plan whatever the pop-up stores, and a paid plan may hide it', async () => {
    const plans = [
      { accountId: 'c4ed170000001', poptinId: 'c4ed170000011', isFreemium: true },
      { accountId: 'c4ed170000002', poptinId: 'c4ed170000012', isFreemium: false },
    ];
    for (const { accountId, poptinId, isFreemium } of plans) {
      await insertAccount(t.db, { accountId, name: isFreemium ? 'Free plan' : 'Paid plan', isFreemium });
      await insertPopup(t.db, {
        accountId,
        poptinId,
        name: 'No badge stored',
        credit: false,
        triggers: { display_after_sec_active: 1 },
        design: { screens: { main: [{ kind: 'heading', text: 'Hi' }] } },
      });
    }
    const credit = async (accountId: string) => {
      const res = await postJson(t.app, `/api/display/${accountId}`, displayBody());
      return displayResponseSchema.parse(res.json()).poptins[0]?.if_poptin_credit;
    };
    expect(await credit('c4ed170000001')).toBe(true);
    expect(await credit('c4ed170000002')).toBe(false);
  });

  it('includes an inactive pop-up only when it is being previewed', async () => {
    const draft = 'de3000000d0af';
    await insertPopup(t.db, {
      accountId: DEMO_CLIENT_ID,
      poptinId: draft,
      name: 'Draft',
      isActive: false,
      triggers: { display_after_sec_active: 1 },
      design: { screens: { main: [{ kind: 'heading', text: 'Draft' }] } },
    });
    t.app.display.popupCache.invalidate(DEMO_CLIENT_ID);
    const ids = async (body: Record<string, unknown>) =>
      (await postJson(t.app, URL, body)).json().poptins.map((p: { poptin_id: string }) => p.poptin_id);
    expect(await ids(displayBody())).not.toContain(draft);
    expect(await ids(displayBody({ preview_popup_id: draft }))).toContain(draft);
  });

  it('sends a teaser tab in the record of a pop-up that has one, and none otherwise', async () => {
    const teased = 'de3000000d0ae';
    const teaser = {
      on: true,
      show: 'before_show',
      text: 'Open the offer',
      side: 'right',
      animation: 'bounce',
    } as const;
    await insertPopup(t.db, {
      accountId: DEMO_CLIENT_ID,
      poptinId: teased,
      name: 'Teased',
      triggers: { on_click: true },
      design: { design_properties: { teaser }, screens: { main: [{ kind: 'heading', text: 'Teased' }] } },
    });
    t.app.display.popupCache.invalidate(DEMO_CLIENT_ID);
    const body = displayResponseSchema.parse((await postJson(t.app, URL, displayBody())).json());
    const record = body.poptins.find((p) => p.poptin_id === teased);
    expect(record).toMatchObject({ is_teasers_on: true, teaser: { ...teaser, background: '#0b5fff' } });
    const plain = body.poptins.find((p) => p.poptin_id === DEMO_TIMER_POPUP_ID);
    expect(plain?.is_teasers_on).toBe(false);
    expect(plain?.teaser).toBeUndefined();
    await t.db.query('DELETE FROM popups WHERE poptin_id = $1', [teased]);
    t.app.display.popupCache.invalidate(DEMO_CLIENT_ID);
  });

  it('picks up an edited A/B weight after the account is invalidated', async () => {
    await t.db.query('UPDATE popups SET ab_weight = 0 WHERE poptin_id = $1', [DEMO_EXIT_VARIANT_POPUP_ID]);
    t.app.display.popupCache.invalidate(DEMO_CLIENT_ID);
    const bodies = await Promise.all(
      viewerIds(30).map(async (v) => (await postJson(t.app, URL, displayBody({ viewer_id: v }))).json()),
    );
    const ids = bodies.flatMap((b) => b.poptins.map((p: { poptin_id: string }) => p.poptin_id));
    expect(ids).not.toContain(DEMO_EXIT_VARIANT_POPUP_ID);
    expect(ids.filter((id) => id === DEMO_EXIT_POPUP_ID)).toHaveLength(30);
    await t.db.query('UPDATE popups SET ab_weight = 50 WHERE poptin_id = $1', [DEMO_EXIT_VARIANT_POPUP_ID]);
    t.app.display.popupCache.invalidate(DEMO_CLIENT_ID);
  });

  it('accepts the request as text/plain JSON (sendBeacon style)', async () => {
    const res = await postJson(t.app, URL, displayBody(), { 'content-type': 'text/plain;charset=UTF-8' });
    expect(res.statusCode).toBe(200);
    expect(res.json().display).toBe('allowed');
  });

  it('accepts hostile strings in the visitor context as plain data', async () => {
    for (const hostile of HOSTILE_STRINGS) {
      const res = await postJson(t.app, URL, displayBody({ domain: hostile.slice(0, 200), title: hostile }));
      expect(res.statusCode).toBe(200);
    }
  });

  it('answers 404 JSON for an unknown client', async () => {
    const res = await postJson(t.app, '/api/display/0000000000000', displayBody());
    expect(res.statusCode).toBe(404);
    expect(errorBody(res)).toMatchObject({ statusCode: 404, code: 'BK_ERR_CLIENT_NOT_FOUND', error: 'Not Found' });
  });

  it.each([
    ['uppercase', 'DE30C1E0A1B2C'],
    ['too short', 'de30c1'],
    ['not hex', 'zz30c1e0a1b2c'],
  ])('rejects a client id that is %s with 400', async (_what, id) => {
    const res = await postJson(t.app, `/api/display/${id}`, displayBody());
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).message).toMatch(/^params\.clientId: /);
  });

  it.each([
    ['null where a string is expected', { domain: null }, 'body.domain: must be a string (got null)'],
    ['a number as a string', { cart_total_price: '5' }, 'body.cart_total_price: must be a number (got string)'],
    ['a boolean as a string', { is_mobile: 'true' }, 'body.is_mobile: must be a boolean (got string)'],
    ['a string where an array is expected', { cookies: 'a' }, 'body.cookies: must be an array (got string)'],
    ['an array where a string is expected', { url: ['https://x/'] }, 'body.url: must be a string (got an array)'],
    ['an unknown field', { evil: 1 }, 'body: unknown field "evil"'],
    ['a too long title', { title: 'x'.repeat(501) }, 'body.title: must be at most 500 characters'],
  ])('rejects %s with a 400 that names the field', async (_what, overrides, message) => {
    const res = await postJson(t.app, URL, displayBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toEqual({ statusCode: 400, code: 'FST_ERR_VALIDATION', error: 'Bad Request', message });
  });

  it('rejects a body without the required fields', async () => {
    const res = await postJson(t.app, URL, {});
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).message).toBe('body.domain: is required; body.url: is required');
  });

  it('rejects malformed JSON, an empty body and a prototype-poisoning body with 400', async () => {
    const malformed = await postJson(t.app, URL, '{"domain": "x",');
    expect(malformed.statusCode).toBe(400);
    expect(errorBody(malformed)).toMatchObject({
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      message: 'body: is not valid JSON',
    });
    const empty = await postJson(t.app, URL, '');
    expect(empty.statusCode).toBe(400);
    const poisoned = await postJson(t.app, URL, '{"domain":"x","url":"y","__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
  });

  it('rejects a body over 32 KiB with 413', async () => {
    const res = await postJson(t.app, URL, displayBody({ title: 'x'.repeat(33 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(errorBody(res)).toMatchObject({ statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
  });

  it('rejects a form-encoded display request with 415', async () => {
    const res = await postForm(t.app, URL, { domain: 'x', url: 'y' });
    expect(res.statusCode).toBe(415);
    expect(errorBody(res).code).toBe('FST_ERR_CTP_INVALID_MEDIA_TYPE');
  });

  it('stores nothing for display requests, valid or not', async () => {
    const before = await countRows(t.db, 'popup_views');
    await postJson(t.app, URL, displayBody());
    await postJson(t.app, URL, { evil: true });
    expect(await countRows(t.db, 'popup_views')).toBe(before);
  });
});
