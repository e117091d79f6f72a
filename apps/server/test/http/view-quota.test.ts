/**
 * The monthly view quota (monthly-views.ts): forged view reports with one
 * viewer id used to exhaust it and switch the account's pop-ups off for the
 * month. Now a viewer counts once per pop-up per UTC day; every report is
 * still stored for the statistics.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { DEMO_CLIENT_ID, DEMO_EXIT_POPUP_ID, DEMO_TIMER_POPUP_ID } from '../../src/demo-ids.js';
import { seedDemo } from '../../src/seed.js';
import { countRows, postJson } from '../helpers/test-app.js';
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

  const view = (poptinId: string, viewerId: string) =>
    postJson(app, `/api/display/viewed/${poptinId}`, {
      viewer_id: viewerId,
      trigger: 'timer',
      client_id: DEMO_CLIENT_ID,
      type: 'desktop',
      url: 'https://shop.example/',
    });
  const display = async () =>
    (
      await postJson(app, `/api/display/${DEMO_CLIENT_ID}`, { domain: 'shop.example', url: 'https://shop.example/' })
    ).json().display;

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
