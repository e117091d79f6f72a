/**
 * Owners get Stats API keys for their own site only, and such a key opens the
 * statistics reports of that site and no other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, type OwnerTestApp, startOwnerApp, uniqueEmail } from './owner-helpers.js';

describe.each(databases)('owner Stats API keys on $name', (database) => {
  let t: OwnerTestApp;
  let alice: OwnerClient;
  let bob: OwnerClient;

  beforeAll(async () => {
    t = await startOwnerApp(database);
    alice = new OwnerClient(t.app);
    bob = new OwnerClient(t.app);
    await alice.signUp(uniqueEmail('alice'));
    await bob.signUp(uniqueEmail('bob'));
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  const report = (site: string, key: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/statistics/sites/${site}/visitors`,
      headers: { authorization: `Bearer ${key}` },
    });

  it('issues a key once that opens the reports of the owner’s own site', async () => {
    const res = await alice.send('POST', '/api/owner/stats-keys');
    expect(res.statusCode).toBe(201);
    const { key } = res.json() as { key: string };
    expect(key).toMatch(new RegExp(`^bks_${alice.accountId}_`));
    expect((await report(alice.accountId, key)).statusCode).toBe(200);
    // Only the hash is stored.
    const { rows } = await t.db.query('SELECT * FROM account_api_keys WHERE account_id = $1', [alice.accountId]);
    expect(JSON.stringify(rows)).not.toContain(key);
  });

  it("does not open another owner's site", async () => {
    const { key } = (await bob.send('POST', '/api/owner/stats-keys')).json() as { key: string };
    expect((await report(alice.accountId, key)).statusCode).toBe(403);
  });

  it('refuses to issue a key without a session or without the CSRF token', async () => {
    const anonymous = new OwnerClient(t.app);
    expect((await anonymous.send('POST', '/api/owner/stats-keys')).statusCode).toBe(401);
    const noToken = await alice.send('POST', '/api/owner/stats-keys', undefined, { 'x-csrf-token': 'wrong' });
    expect(noToken.statusCode).toBe(403);
  });
});
