import { designDocumentSchema, popupRecordSchema } from '@beckon/popup-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLICK_POPUP_ID, DEMO_TIMER_POPUP_ID, RESTRICTED_POPUP_ID, TYPES_CLIENT_ID } from '../../src/demo-ids.js';
import { insertPopup } from '../../src/seed.js';
import { DEMO_CLIENT_ID, VIEWER_ID, viewedBody } from '../helpers/payloads.js';
import { countRows, errorBody, postJson, queriesIn, startTestApp, type TestApp } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

describe.each(databases)('GET content, click and email-domain routes on $name', (database) => {
  let t: TestApp;
  const inactive = 'de3000000beef';
  beforeAll(async () => {
    t = await startTestApp(database);
    await insertPopup(t.db, {
      accountId: DEMO_CLIENT_ID,
      poptinId: inactive,
      name: 'Paused',
      isActive: false,
      triggers: { on_click: true },
      design: { screens: { main: [{ kind: 'heading', text: 'Paused' }] } },
    });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  it('serves the design document of a pop-up, cacheable for five minutes', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/display/popup/${DEMO_TIMER_POPUP_ID}?v=1` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = designDocumentSchema.parse(res.json());
    expect(doc.poptin_id).toBe(DEMO_TIMER_POPUP_ID);
    expect(doc.screens.main[0]).toEqual({ kind: 'heading', text: 'Join our newsletter' });
    expect(doc.submit_label).toBe('Subscribe');
  });

  it('answers 404 JSON for an unknown pop-up and 400 for a malformed id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/display/popup/0000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing)).toMatchObject({ statusCode: 404, code: 'BK_ERR_POPUP_NOT_FOUND' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/display/popup/..%2F..%2Fetc' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers a click request with the record of an active pop-up', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/display/click/${DEMO_CLICK_POPUP_ID}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ display: 'allowed', message: '' });
    expect(body.poptins).toHaveLength(1);
    const record = popupRecordSchema.parse(body.poptins[0]);
    expect(record).toMatchObject({ poptin_id: DEMO_CLICK_POPUP_ID, on_click: true });
    expect(record.poptin_fields).toEqual([{ tag: 'poptinDesignInputTextFieldEmail', label: 'Email' }]);
  });

  it('answers a click request with 404 for an inactive, unknown or restricted-account pop-up', async () => {
    for (const id of [inactive, '0000000000000', RESTRICTED_POPUP_ID]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/display/click/${id}` });
      expect(res.statusCode).toBe(404);
      expect(errorBody(res).code).toBe('BK_ERR_POPUP_NOT_FOUND');
    }
  });

  it('never opens another account’s pop-up for a loader: 404 for a pop-up outside its client id', async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/display/click/${DEMO_CLICK_POPUP_ID}?client_id=${TYPES_CLIENT_ID}&viewer_id=${VIEWER_ID}`,
    });
    expect(other.statusCode).toBe(404);
    expect(errorBody(other).code).toBe('BK_ERR_POPUP_NOT_FOUND');
    expect(other.body).not.toContain('poptins');
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/display/click/${DEMO_CLICK_POPUP_ID}?client_id=${DEMO_CLIENT_ID}&viewer_id=${VIEWER_ID}`,
    });
    expect(own.statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'GET', url: `/api/display/click/${DEMO_CLICK_POPUP_ID}?client_id=nope` });
    expect(bad.statusCode).toBe(400);
  });

  it('gives a click-launched pop-up the view token that makes its view count', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/display/click/${DEMO_CLICK_POPUP_ID}?client_id=${DEMO_CLIENT_ID}&viewer_id=${VIEWER_ID}`,
    });
    const record = popupRecordSchema.parse(res.json().poptins[0]);
    expect(record.viewer_id).toBe(VIEWER_ID);
    const before = await countRows(t.db, 'popup_views');
    const viewed = await postJson(
      t.app,
      `/api/display/viewed/${DEMO_CLICK_POPUP_ID}`,
      viewedBody({ view_token: record.view_token }),
    );
    expect(viewed.statusCode).toBe(200);
    await t.app.display.views.drain();
    expect(await countRows(t.db, 'popup_views')).toBe(before + 1);
  });

  it('serves click records from memory after the first lookup', async () => {
    await t.app.inject({ method: 'GET', url: `/api/display/click/${DEMO_CLICK_POPUP_ID}` });
    const queries = await queriesIn(async () => {
      for (let i = 0; i < 5; i++)
        await t.app.inject({ method: 'GET', url: `/api/display/click/${DEMO_CLICK_POPUP_ID}` });
    });
    expect(queries).toBe(0);
  });

  it('lists free-mail and disposable domains for the business-email check, cached for a day', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/display/validation/email-domains' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const { domains } = res.json() as { domains: string[] };
    for (const d of ['gmail.com', 'yahoo.com', 'walla.co.il', 'mailinator.com', 'proton.me'])
      expect(domains).toContain(d);
    expect(domains.every((d) => d === d.toLowerCase() && !d.startsWith('@'))).toBe(true);
    expect(new Set(domains).size).toBe(domains.length);
  });
});
