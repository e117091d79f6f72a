/**
 * The monthly view quota (monthly-views.ts): forged view reports used to
 * exhaust it and switch the account's pop-ups off for the month, first with
 * one viewer id, then with a fresh viewer id per report. Now a view counts
 * only with the display answer's view token for that pop-up and viewer
 * (view-proof.ts), and a viewer counts once per pop-up per UTC day.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { DEMO_CLIENT_ID, DEMO_EXIT_POPUP_ID, DEMO_TIMER_POPUP_ID, TYPES_CLIENT_ID } from '../../src/demo-ids.js';
import { seedDemo } from '../../src/seed.js';
import { countRows, postJson, servedToken } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

const QUOTA = 5;

describe.each(databases)('the monthly view quota on $name', (database) => {
  let db: Db;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ db, drop } = await database.open());
    await seedDemo(db);
    await db.query('UPDATE accounts SET max_monthly_views = $1 WHERE account_id = $2', [QUOTA, DEMO_CLIENT_ID]);
    app = await buildApp({ db, logger: false, widgetDistDir: '/nonexistent', dashboardDistDir: '/nonexistent' });
    await app.ready();
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
    await drop();
  }, HOOK_TIMEOUT_MS);

  /** A view report; `token`: the display answer's view token, by default the one for this pop-up and viewer. */
  const view = (poptinId: string, viewerId: string, token = servedToken(app, DEMO_CLIENT_ID, poptinId, viewerId)) =>
    postJson(app, `/api/display/viewed/${poptinId}`, {
      viewer_id: viewerId,
      trigger: 'timer',
      client_id: DEMO_CLIENT_ID,
      type: 'desktop',
      url: 'https://shop.example/',
      view_token: token,
    });
  const displayAnswer = async (viewerId?: string) =>
    (
      await postJson(app, `/api/display/${DEMO_CLIENT_ID}`, {
        domain: 'shop.example',
        url: 'https://shop.example/',
        viewer_id: viewerId,
      })
    ).json();
  const display = async () => (await displayAnswer()).display;
  const hexViewer = (n: number) => (0xa000000000000 + n).toString(16);

  it('is not moved by views from hundreds of forged viewer ids without the display answer’s token', async () => {
    const before = await countRows(db, 'popup_views');
    const forged = Array.from({ length: 400 }, (_, i) => hexViewer(i));
    for (let i = 0; i < forged.length; i += 50)
      await Promise.all(
        forged.slice(i, i + 50).map(async (viewer) => {
          const res = await postJson(app, `/api/display/viewed/${DEMO_TIMER_POPUP_ID}`, {
            viewer_id: viewer,
            trigger: 'timer',
            client_id: DEMO_CLIENT_ID,
            type: 'desktop',
            url: 'https://shop.example/',
          });
          // Answered as the spec's viewed row, so the forger learns nothing.
          expect(res.statusCode).toBe(200);
          expect(res.json()).toEqual({ success: true, poptin_view_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
        }),
      );
    expect(app.display.monthlyViews.current(DEMO_CLIENT_ID)).toBe(0);
    expect(await countRows(db, 'popup_views')).toBe(before);
    expect(await display()).toBe('allowed');
  });

  it('does not count a token for one pop-up as a view of another, nor on another day', async () => {
    const viewer = 'e0e0e0e0e0e01';
    const exitToken = servedToken(app, DEMO_CLIENT_ID, DEMO_EXIT_POPUP_ID, viewer);
    expect((await view(DEMO_TIMER_POPUP_ID, viewer, exitToken)).statusCode).toBe(200);
    expect(app.display.monthlyViews.current(DEMO_CLIENT_ID)).toBe(0);
    // A token served two days ago (yesterday's still count, for a page opened before midnight) is stale.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 2 * 86_400_000 });
    let oldToken: string;
    try {
      oldToken = servedToken(app, DEMO_CLIENT_ID, DEMO_EXIT_POPUP_ID, viewer);
    } finally {
      vi.useRealTimers();
    }
    expect((await view(DEMO_EXIT_POPUP_ID, viewer, oldToken)).statusCode).toBe(200);
    expect(app.display.monthlyViews.current(DEMO_CLIENT_ID)).toBe(0);
  });

  it('does not let forged reports with one viewer id exhaust it', async () => {
    const before = await countRows(db, 'popup_views');
    for (let i = 0; i < QUOTA * 4; i++) expect((await view(DEMO_TIMER_POPUP_ID, 'f0f0f0f0f0f0f')).statusCode).toBe(200);
    expect(app.display.monthlyViews.current(DEMO_CLIENT_ID)).toBe(1);
    expect(await display()).toBe('allowed');
    // Every report is still stored for the statistics.
    expect(await countRows(db, 'popup_views')).toBe(before + QUOTA * 4);
  });

  it('counts a viewer once per pop-up, and still closes the account at the quota', async () => {
    expect((await view(DEMO_EXIT_POPUP_ID, 'f0f0f0f0f0f0f')).statusCode).toBe(200);
    expect(app.display.monthlyViews.current(DEMO_CLIENT_ID)).toBe(2);
    for (const viewer of ['0000000000001', '0000000000002', '0000000000003']) await view(DEMO_TIMER_POPUP_ID, viewer);
    expect(app.display.monthlyViews.current(DEMO_CLIENT_ID)).toBe(QUOTA);
    expect(await display()).toBe('not_allowed');
  });

  it('counts a real visitor’s view: the display answer’s token sent back with the view', async () => {
    // Another account: this one's quota is spent by now.
    const count = () => app.display.monthlyViews.current(TYPES_CLIENT_ID);
    const viewOf = (poptinId: string, viewerId: string, token: string) =>
      postJson(app, `/api/display/viewed/${poptinId}`, {
        viewer_id: viewerId,
        trigger: 'timer',
        client_id: TYPES_CLIENT_ID,
        type: 'desktop',
        url: 'https://shop.example/',
        view_token: token,
      });
    const answer = async (viewerId?: string) =>
      (
        await postJson(app, `/api/display/${TYPES_CLIENT_ID}`, {
          domain: 'shop.example',
          url: 'https://shop.example/',
          viewer_id: viewerId,
        })
      ).json().poptins[0] as { poptin_id: string; view_token: string };
    const before = count();
    const viewer = 'e0e0e0e0e0e02';
    const record = await answer(viewer);
    expect(record.view_token).toMatch(/^[0-9a-f]{13}[A-Za-z0-9_-]{22}$/);
    expect((await viewOf(record.poptin_id, viewer, record.view_token)).statusCode).toBe(200);
    expect(count()).toBe(before + 1);
    // The viewer's view of the day counts once.
    await viewOf(record.poptin_id, viewer, record.view_token);
    expect(count()).toBe(before + 1);
    // A visitor refusing tracking sends no viewer id: the token names a fresh one, so that view counts too.
    const anonymous = await answer();
    expect((await viewOf(anonymous.poptin_id, hexViewer(9999), anonymous.view_token)).statusCode).toBe(200);
    expect(count()).toBe(before + 2);
  });

  it('seeds the count from the quota rows when the account is loaded again', async () => {
    const other = await buildApp({
      db,
      logger: false,
      widgetDistDir: '/nonexistent',
      dashboardDistDir: '/nonexistent',
    });
    try {
      await other.display.popupCache.account(DEMO_CLIENT_ID);
      expect(other.display.monthlyViews.current(DEMO_CLIENT_ID)).toBe(QUOTA);
    } finally {
      await other.close();
    }
  });
});
