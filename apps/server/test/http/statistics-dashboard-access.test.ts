/**
 * The owner dashboard reads the statistics reports with its session: the
 * signed-in owner of a site gets its reports without a Stats API key, another
 * owner and a signed-out visitor do not; and the campaigns report counts page
 * views by their UTM tags.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, type OwnerTestApp, startOwnerApp, uniqueEmail } from './owner-helpers.js';
import { b64, FORM, hitForm, tsHeader } from './statistics-helpers.js';

describe.each(databases)('statistics reports for the dashboard on $name', (database) => {
  let t: OwnerTestApp;
  let alice: OwnerClient;
  let bob: OwnerClient;

  beforeAll(async () => {
    t = await startOwnerApp(database);
    alice = new OwnerClient(t.app);
    bob = new OwnerClient(t.app);
    await alice.signUp(uniqueEmail('alice'));
    await bob.signUp(uniqueEmail('bob'));
    const hit = (page: string, ua: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/statistics/hit',
        headers: { ...FORM, 'x-stats-ts': tsHeader(), 'user-agent': ua },
        payload: hitForm({ site: alice.accountId, page_uri: b64(page) }),
      });
    for (const [page, ua] of [
      ['/spring?utm_source=newsletter&utm_medium=email&utm_campaign=spring+sale', 'UA one'],
      ['/spring?utm_campaign=spring%20sale&utm_medium=email&utm_source=newsletter', 'UA two'],
      ['/?utm_source=ads&utm_campaign=brand', 'UA one'],
      ['/plain', 'UA three'],
    ] as const) {
      expect((await hit(page, ua)).statusCode).toBe(200);
    }
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  const report = (who: OwnerClient, site: string, name: string) =>
    who.send('GET', `/api/statistics/sites/${site}/${name}`);

  it('answers the signed-in owner of the site with the report, no key needed', async () => {
    const res = await report(alice, alice.accountId, 'visitors');
    expect(res.statusCode).toBe(200);
    expect(res.json().totals).toEqual({ visitors: 3, pageviews: 4 });
  });

  it("refuses another owner's session with 403 and a signed-out caller with 401", async () => {
    const other = await report(bob, alice.accountId, 'pages');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'BK_ERR_STATS_FORBIDDEN' });
    const anonymous = await report(new OwnerClient(t.app), alice.accountId, 'pages');
    expect(anonymous.statusCode).toBe(401);
  });

  it('counts page views per UTM source, medium and campaign, however the tags are ordered or encoded', async () => {
    const res = await report(alice, alice.accountId, 'campaigns');
    expect(res.statusCode).toBe(200);
    expect(res.json().campaigns).toEqual([
      { source: 'newsletter', medium: 'email', campaign: 'spring sale', pageviews: 2 },
      { source: 'ads', medium: '', campaign: 'brand', pageviews: 1 },
    ]);
  });

  it('validates the campaigns query like every report', async () => {
    const res = await report(alice, alice.accountId, 'campaigns?limit=0');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining('limit') });
  });
});
