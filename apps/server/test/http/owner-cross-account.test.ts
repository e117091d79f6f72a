import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, postJson, servedToken } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import {
  lightboxInput,
  type Method,
  OwnerClient,
  type OwnerTestApp,
  startOwnerApp,
  uniqueEmail,
} from './owner-helpers.js';

const VIEWER = '0123456789abc';

describe.each(databases)('one account cannot read or change another account on $name', (database) => {
  let t: OwnerTestApp;
  let alice: OwnerClient;
  let bob: OwnerClient;
  let alicePopup: { poptin_id: string; popup: Record<string, unknown> };
  const today = new Date().toISOString().slice(0, 10);

  /** Alice's account as stored, to prove nothing changed. */
  const snapshot = async () =>
    JSON.stringify(
      (
        await t.db.query(
          'SELECT poptin_id, name, is_active, version, design FROM popups WHERE account_id = $1 ORDER BY poptin_id',
          [alice.accountId],
        )
      ).rows,
    );

  beforeAll(async () => {
    t = await startOwnerApp(database);
    alice = new OwnerClient(t.app);
    await alice.signUp(uniqueEmail('alice'));
    bob = new OwnerClient(t.app);
    await bob.signUp(uniqueEmail('bob'));
    alicePopup = (await alice.send('POST', '/api/owner/popups', lightboxInput({ name: 'Alice secret' }))).json();
    const id = alicePopup.poptin_id;
    await postJson(t.app, `/api/display/viewed/${id}`, {
      viewer_id: VIEWER,
      trigger: 'timer',
      client_id: alice.accountId,
      type: 'desktop',
      url: 'https://alice.example/',
      view_token: servedToken(t.app, alice.accountId, id, VIEWER),
    });
    await postForm(t.app, `/api/display/conversion/${VIEWER}`, {
      conversion_key: 'alice-lead-0001',
      poptin_id: id,
      client_id: alice.accountId,
      url: 'https://alice.example/',
      visitor: 'desktop',
      email: 'customer@alice.example',
    });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  const writes = (): [Method, string, unknown][] => [
    ['PUT', `/api/owner/popups/${alicePopup.poptin_id}`, { version: 1, popup: { ...alicePopup.popup, name: 'Pwned' } }],
    ['POST', `/api/owner/popups/${alicePopup.poptin_id}/duplicate`, undefined],
    ['POST', `/api/owner/popups/${alicePopup.poptin_id}/toggle`, { is_active: false }],
    ['POST', `/api/owner/popups/${alicePopup.poptin_id}/variants`, undefined],
    ['DELETE', `/api/owner/popups/${alicePopup.poptin_id}`, undefined],
  ];

  it("answers 404 to every route addressing the other account's pop-up and changes nothing", async () => {
    const before = await snapshot();
    const get = await bob.send('GET', `/api/owner/popups/${alicePopup.poptin_id}`);
    expect(get.statusCode).toBe(404);
    expect(get.body).not.toContain('Alice secret');
    for (const [method, url, body] of writes()) {
      const res = await bob.send(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await snapshot()).toBe(before);
    expect((await t.db.query('SELECT 1 FROM popups WHERE account_id = $1', [bob.accountId])).rows).toHaveLength(0);
  });

  it("never lists the other account's pop-ups", async () => {
    const list = await bob.send('GET', '/api/owner/popups');
    expect(list.json()).toEqual({ popups: [] });
  });

  it("creates pop-ups only in the signed-in owner's account", async () => {
    const res = await bob.send('POST', '/api/owner/popups', lightboxInput({ name: 'Bob own' }));
    expect(res.statusCode).toBe(201);
    const { rows } = await t.db.query<{ account_id: string }>('SELECT account_id FROM popups WHERE poptin_id = $1', [
      res.json().poptin_id,
    ]);
    expect(rows).toEqual([{ account_id: bob.accountId }]);
  });

  it("never shows the other account's leads, even when filtering by its pop-up id", async () => {
    for (const url of [
      '/api/owner/leads',
      `/api/owner/leads?popup=${alicePopup.poptin_id}`,
      '/api/owner/leads?q=alice',
    ]) {
      expect((await bob.send('GET', url)).json()).toMatchObject({ leads: [], total: 0 });
    }
    for (const url of ['/api/owner/leads.csv', `/api/owner/leads.csv?popup=${alicePopup.poptin_id}`]) {
      const csv = await bob.send('GET', url);
      expect(csv.body).not.toContain('customer@alice.example');
      expect(csv.body.trim().split('\r\n')).toHaveLength(1);
    }
    const own = await alice.send('GET', '/api/owner/leads');
    expect(own.json().total).toBe(1);
  });

  it("never counts the other account's views or conversions in results", async () => {
    for (const url of [
      `/api/owner/results?from=${today}&to=${today}`,
      `/api/owner/results?from=${today}&to=${today}&popup=${alicePopup.poptin_id}`,
    ]) {
      const body = (await bob.send('GET', url)).json();
      expect(body.totals).toEqual({ views: 0, closes: 0, click_throughs: 0, conversions: 0, conversion_rate: 0 });
      expect(JSON.stringify(body)).not.toContain(alicePopup.poptin_id);
    }
    const own = (await alice.send('GET', `/api/owner/results?from=${today}&to=${today}`)).json();
    expect(own.totals).toMatchObject({ views: 1, conversions: 1 });
  });

  it('gives each owner only their own snippet and install status', async () => {
    const body = (await bob.send('GET', '/api/owner/install')).json();
    expect(body).toMatchObject({ client_id: bob.accountId, seen: false });
    expect(body.snippet).toContain(`id=${bob.accountId}`);
  });

  it('does not end the other owner sessions on sign-out-everywhere', async () => {
    const carol = new OwnerClient(t.app);
    await carol.signUp(uniqueEmail('carol'));
    expect((await carol.send('POST', '/api/owner/sign-out-everywhere')).statusCode).toBe(204);
    expect((await alice.send('GET', '/api/owner/session')).statusCode).toBe(200);
  });

  it("refuses a cookie that pairs one account's id with another account's token", async () => {
    const bobToken = bob.cookie.split('.')[1];
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/owner/popups',
      headers: { cookie: `beckon_session=${alice.accountId}.${bobToken}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 JSON to every owner route without a session', async () => {
    const routes: [Method, string, unknown][] = [
      ['GET', '/api/owner/session', undefined],
      ['GET', '/api/owner/popups', undefined],
      ['GET', `/api/owner/popups/${alicePopup.poptin_id}`, undefined],
      ['POST', '/api/owner/popups', lightboxInput()],
      ...writes(),
      ['GET', '/api/owner/leads', undefined],
      ['GET', '/api/owner/leads.csv', undefined],
      ['GET', `/api/owner/results?from=${today}&to=${today}`, undefined],
      ['GET', '/api/owner/install', undefined],
      ['POST', '/api/owner/stats-keys', undefined],
      ['POST', '/api/owner/sign-out', undefined],
      ['POST', '/api/owner/sign-out-everywhere', undefined],
    ];
    const before = await snapshot();
    const anonymous = new OwnerClient(t.app);
    for (const [method, url, body] of routes) {
      const res = await anonymous.send(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'BK_ERR_SIGNED_OUT' });
    }
    expect(await snapshot()).toBe(before);
  });
});
