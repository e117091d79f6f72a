/**
 * Two server processes on one PostgreSQL database behave as one service, as
 * behind a load balancer: they start together on a fresh database, an owner's
 * edit saved through one is served by the other within 2 s, and one visitor
 * whose hits reach both counts once.
 */
import type { Db } from '@beckon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID } from '../../src/demo-ids.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import type { ServerProcess } from '../helpers/server-process.js';
import {
  adminUrl,
  type FreshDatabase,
  freshDatabase,
  HttpOwner,
  SKIP_REASON,
  startProcesses,
  stopProcesses,
  waitFor,
} from './cluster-helpers.js';

if (!adminUrl) console.warn(`skipping two-processes.test.ts: ${SKIP_REASON}`);

describe.skipIf(!adminUrl)('two server processes on one PostgreSQL database', () => {
  let database: FreshDatabase;
  let db: Db;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await freshDatabase(adminUrl as string);
    // Started at the same moment on an empty database: both migrate and seed, and neither may crash.
    [a, b] = (await startProcesses(database.url, 2)) as [ServerProcess, ServerProcess];
    db = await database.open();
  });

  afterAll(async () => {
    await stopProcesses([a, b].filter(Boolean));
    await database?.drop();
  });

  const shownBy = async (server: ServerProcess): Promise<string[]> => {
    const res = await fetch(`${server.origin}/api/display/${DEMO_CLIENT_ID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain: 'clinic.example', url: 'https://clinic.example/' }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { poptins: { poptin_id: string }[] }).poptins.map((p) => p.poptin_id);
  };

  it('starts both on an empty database, with the demo data seeded once', async () => {
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts WHERE account_id = $1', [
      DEMO_CLIENT_ID,
    ]);
    expect(rows[0]?.n).toBe(1);
  });

  it('serves a pop-up switched off through one process from the other within 2 s, and back on', async () => {
    // B has the account in memory before the edit, so only a message from A can make it reload.
    expect(await shownBy(b)).toContain(DEMO_TIMER_POPUP_ID);
    const owner = new HttpOwner(a.origin);
    await owner.signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);

    for (const isActive of [false, true]) {
      const res = await owner.send('POST', `/api/owner/popups/${DEMO_TIMER_POPUP_ID}/toggle`, { is_active: isActive });
      expect(res.status).toBe(200);
      const savedAt = Date.now();
      await waitFor(
        `process B to ${isActive ? 'show' : 'hide'} the pop-up`,
        async () => ((await shownBy(b)).includes(DEMO_TIMER_POPUP_ID) === isActive ? true : undefined),
        2_000,
      );
      expect(Date.now() - savedAt).toBeLessThan(2_000);
    }
  });

  it('counts one visitor whose hits reach both processes once', async () => {
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) TwoProcessesTest/1.0';
    const hit = (server: ServerProcess, path: string) =>
      fetch(`${server.origin}/api/statistics/hit`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'user-agent': ua,
          origin: 'https://clinic.example',
          'x-stats-ts': Buffer.from(String(Math.floor(Date.now() / 1000))).toString('base64'),
        },
        body: new URLSearchParams({
          wp_statistics_hit: '1',
          site: DEMO_CLIENT_ID,
          endpoint: 'hit',
          source_type: 'post',
          source_id: '1',
          search_query: '',
          referred: '',
          page_uri: Buffer.from(path).toString('base64'),
        }).toString(),
      });
    expect((await hit(a, '/through-a')).status).toBe(200);
    expect((await hit(b, '/through-b')).status).toBe(200);

    const { rows } = await db.query<{ pageviews: number; visitors: number }>(
      `SELECT count(*)::int AS pageviews, count(DISTINCT visitor_id)::int AS visitors
         FROM stat_pageviews WHERE account_id = $1`,
      [DEMO_CLIENT_ID],
    );
    expect(rows[0]).toEqual({ pageviews: 2, visitors: 1 });
    // The background rollups of both processes fold them into the report tables as one visitor.
    const daily = await waitFor('the rollup to fold both hits', async () => {
      const r = await db.query<{ pageviews: number; visitors: number }>(
        'SELECT pageviews::int AS pageviews, visitors::int AS visitors FROM stat_daily WHERE account_id = $1',
        [DEMO_CLIENT_ID],
      );
      return r.rows[0]?.pageviews === 2 ? r.rows[0] : undefined;
    });
    expect(daily).toEqual({ pageviews: 2, visitors: 1 });
  });
});
