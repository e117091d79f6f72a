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
  const aliceEmail = uniqueEmail('alice');
  let bob: OwnerClient;

  beforeAll(async () => {
    t = await startOwnerApp(database);
    alice = new OwnerClient(t.app);
    bob = new OwnerClient(t.app);
    await alice.signUp(aliceEmail);
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

  it('lists the owner’s keys by id and prefix, never the key or its hash', async () => {
    const made = (await alice.send('POST', '/api/owner/stats-keys', { label: 'reporting' })).json();
    const list = await alice.send('GET', '/api/owner/stats-keys');
    expect(list.statusCode).toBe(200);
    const keys = list.json().keys as { key_id: string; prefix: string; label: string }[];
    expect(keys).toContainEqual({
      key_id: made.key_id,
      prefix: made.key.slice(0, 24),
      label: 'reporting',
      created_at: expect.any(String),
      created_by: aliceEmail,
      expires_at: null,
    });
    expect(list.body).not.toContain(made.key);
    const { rows } = await t.db.query<{ key_hash: string }>('SELECT key_hash FROM account_api_keys');
    for (const row of rows) expect(list.body).not.toContain(row.key_hash);
    // Bob sees only his own.
    const bobs = (await bob.send('GET', '/api/owner/stats-keys')).json().keys as { key_id: string }[];
    expect(bobs.map((k) => k.key_id)).not.toContain(made.key_id);
  });

  it('revokes a key: the reports refuse it at once, and another owner cannot revoke it', async () => {
    const made = (await alice.send('POST', '/api/owner/stats-keys')).json();
    expect((await report(alice.accountId, made.key)).statusCode).toBe(200);
    const byBob = await bob.send('DELETE', `/api/owner/stats-keys/${made.key_id}`);
    expect(byBob.statusCode).toBe(404);
    expect(byBob.json()).toMatchObject({ code: 'BK_ERR_STATS_KEY_NOT_FOUND' });
    expect((await alice.send('DELETE', `/api/owner/stats-keys/${made.key_id}`)).statusCode).toBe(204);
    const refused = await report(alice.accountId, made.key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'BK_ERR_STATS_KEY_INVALID' });
    expect((await alice.send('DELETE', `/api/owner/stats-keys/${made.key_id}`)).statusCode).toBe(404);
  });

  it('refuses an expired key with 401 and a message saying it expired', async () => {
    const made = (await alice.send('POST', '/api/owner/stats-keys', { expires_in_days: 30 })).json();
    expect(Date.parse(made.expires_at) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect((await report(alice.accountId, made.key)).statusCode).toBe(200);
    // The expiry passes (moved into the past rather than waiting a month).
    await t.db.query("UPDATE account_api_keys SET expires_at = now() - interval '1 second' WHERE prefix = $1", [
      made.prefix,
    ]);
    const refused = await report(alice.accountId, made.key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'BK_ERR_STATS_KEY_EXPIRED',
      message: expect.stringContaining('the Stats API key expired at'),
    });
  });

  it('answers a bad key request with 400', async () => {
    const bad = await alice.send('POST', '/api/owner/stats-keys', { expires_in_days: 0, extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect((await alice.send('DELETE', '/api/owner/stats-keys/not-an-id')).statusCode).toBe(400);
  });

  it('refuses to issue a key without a session or without the CSRF token', async () => {
    const anonymous = new OwnerClient(t.app);
    expect((await anonymous.send('POST', '/api/owner/stats-keys')).statusCode).toBe(401);
    const noToken = await alice.send('POST', '/api/owner/stats-keys', undefined, { 'x-csrf-token': 'wrong' });
    expect(noToken.statusCode).toBe(403);
  });
});
