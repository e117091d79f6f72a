import { displayResponseSchema } from '@beckon/popup-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { DEMO_CLIENT_ID, RESTRICTED_CLIENT_ID } from '../../src/demo-ids.js';
import { displayBody } from '../helpers/payloads.js';
import { stoppedClock } from '../helpers/stopped-clock.js';
import { countRows, errorBody, postJson, startTestApp, type TestApp } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

const logUrl = (query: string, clientId = RESTRICTED_CLIENT_ID) => `/api/display/limitLogs/${clientId}?${query}`;

describe.each(databases)('the upgrade pop-up of a restricted account on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  const restrictionId = async () => {
    const res = await postJson(t.app, `/api/display/${RESTRICTED_CLIENT_ID}`, displayBody());
    return displayResponseSchema.parse(res.json()).upgrade_popup;
  };

  it('comes with the not_allowed answer: its restriction id, a fresh restriction and the remind-me offer', async () => {
    const { rows } = await t.db.query<{ ms: string }>(
      'SELECT floor(extract(epoch FROM restricted_since) * 1000)::bigint::text AS ms FROM accounts WHERE account_id = $1',
      [RESTRICTED_CLIENT_ID],
    );
    expect(await restrictionId()).toEqual({
      id: BigInt(rows[0]?.ms ?? '0').toString(16),
      mote_than_two_days: false,
      remindme_popup: true,
    });
  });

  it('is absent from an account that is not restricted', async () => {
    const res = await postJson(t.app, `/api/display/${DEMO_CLIENT_ID}`, displayBody());
    expect(res.json()).not.toHaveProperty('upgrade_popup');
  });

  it('stores each of the three choices with its restriction id and answers success', async () => {
    for (const status of ['click', 'remind_me', 'dont_remind']) {
      const res = await t.app.inject({ method: 'GET', url: logUrl(`status=${status}&id=19a2b3c4d5e`) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    const { rows } = await t.db.query<{ status: string; upgrade_id: string }>(
      'SELECT status, upgrade_id FROM upgrade_choices WHERE account_id = $1 ORDER BY choice_id',
      [RESTRICTED_CLIENT_ID],
    );
    expect(rows).toEqual([
      { status: 'click', upgrade_id: '19a2b3c4d5e' },
      { status: 'remind_me', upgrade_id: '19a2b3c4d5e' },
      { status: 'dont_remind', upgrade_id: '19a2b3c4d5e' },
    ]);
  });

  it.each([
    [
      'an unknown status',
      'status=later&id=1a',
      /^querystring\.status: must be one of "click", "remind_me", "dont_remind"/,
    ],
    ['a missing status', 'id=1a', /^querystring\.status: is required$/],
    ['a non-hex id', 'status=click&id=zz', /^querystring\.id: must be 1 to 13 lowercase hex characters$/],
    ['an oversized id', `status=click&id=${'a'.repeat(5000)}`, /^querystring\.id: /],
    ['an unknown field', 'status=click&id=1a&extra=1', /^querystring: unknown field "extra"$/],
  ])('rejects %s with a 400 JSON error and stores nothing', async (_what, query, message) => {
    const before = await countRows(t.db, 'upgrade_choices');
    const res = await t.app.inject({ method: 'GET', url: logUrl(query) });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(errorBody(res).message).toMatch(message);
    expect(await countRows(t.db, 'upgrade_choices')).toBe(before);
  });

  it('answers 404 for an unknown client', async () => {
    const res = await t.app.inject({ method: 'GET', url: logUrl('status=click&id=1a', 'fffffffffffff') });
    expect(res.statusCode).toBe(404);
    expect(errorBody(res).code).toBe('BK_ERR_CLIENT_NOT_FOUND');
  });

  it('restarts the restriction clock when an account becomes restricted again', async () => {
    await t.db.query(
      `UPDATE accounts SET is_restricted = false, restricted_since = now() - interval '5 days' WHERE account_id = $1`,
      [DEMO_CLIENT_ID],
    );
    await t.db.query('UPDATE accounts SET is_restricted = true WHERE account_id = $1', [DEMO_CLIENT_ID]);
    const { rows } = await t.db.query<{ fresh: boolean }>(
      `SELECT restricted_since > now() - interval '1 minute' AS fresh FROM accounts WHERE account_id = $1`,
      [DEMO_CLIENT_ID],
    );
    expect(rows[0]?.fresh).toBe(true);
    await t.db.query('UPDATE accounts SET is_restricted = false WHERE account_id = $1', [DEMO_CLIENT_ID]);
  });

  it('limits the choices per visitor IP like the other visitor calls', async () => {
    const limited = await buildApp({
      db: t.db,
      logger: false,
      widgetDistDir: '/nonexistent-widget-dist',
      rateLimitClock: stoppedClock,
      rateLimits: { 'visitor-activity-ip': 1 },
    });
    try {
      const remoteAddress = '203.0.113.10';
      const first = await limited.inject({ method: 'GET', url: logUrl('status=click&id=1a'), remoteAddress });
      expect(first.statusCode).toBe(200);
      const over = await limited.inject({ method: 'GET', url: logUrl('status=click&id=1a'), remoteAddress });
      expect(over.statusCode).toBe(429);
      expect(errorBody(over).code).toBe('BK_ERR_RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
