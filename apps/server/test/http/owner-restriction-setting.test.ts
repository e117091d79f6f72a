/**
 * The owner's "when your plan's limit is reached" setting: saved through the owner API, it changes what the
 * display service answers for the owner's restricted site at once (the cached account is reloaded), and a
 * value the API does not know is refused with a readable message.
 */
import { displayResponseSchema } from '@beckon/popup-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayBody } from '../helpers/payloads.js';
import { postJson } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { type OwnerClient, type OwnerTestApp, startSignedUpOwner } from './owner-helpers.js';

describe.each(databases)('the restriction setting on $name', (database) => {
  let t: OwnerTestApp;
  let owner: OwnerClient;

  beforeAll(async () => {
    ({ t, owner } = await startSignedUpOwner(database, 'limit'));
    // The plan's limit is reached (billing flips this flag; no owner route does).
    await t.db.query('UPDATE accounts SET is_restricted = true WHERE account_id = $1', [owner.accountId]);
  }, HOOK_TIMEOUT_MS);
  afterAll(() => t.close(), HOOK_TIMEOUT_MS);

  const display = async () =>
    displayResponseSchema.parse((await postJson(t.app, `/api/display/${owner.accountId}`, displayBody())).json());

  it('starts as "show nothing" for a new account', async () => {
    const res = await owner.send('GET', '/api/owner/account/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ restriction_setting: 'none' });
    const answer = await display();
    expect(answer.display).toBe('not_allowed');
    expect(answer.upgrade_popup).toBeUndefined();
  });

  it('changes the display answer as soon as the owner saves each choice', async () => {
    const save = async (restriction_setting: string) => {
      const res = await owner.send('PUT', '/api/owner/account/settings', { restriction_setting });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ restriction_setting });
      expect((await owner.send('GET', '/api/owner/account/settings')).json()).toEqual({ restriction_setting });
    };
    await display(); // the account is now in the display service's memory

    await save('upgrade');
    let answer = await display();
    expect(answer).toMatchObject({ display: 'not_allowed', client_restriction_setting: 'upgrade' });
    expect(answer.upgrade_popup).toMatchObject({ remindme_popup: true });

    await save('upgrade_no_remind');
    answer = await display();
    expect(answer).toMatchObject({ display: 'not_allowed', client_restriction_setting: 'upgrade_no_remind' });
    expect(answer.upgrade_popup).toMatchObject({ remindme_popup: false });

    await save('none');
    answer = await display();
    expect(answer).toMatchObject({ display: 'not_allowed', client_restriction_setting: '' });
    expect(answer.upgrade_popup).toBeUndefined();
  });

  it('refuses an unknown choice with a 400 that names the choices', async () => {
    for (const body of [{ restriction_setting: 'popup' }, { restriction_setting: 1 }, {}, { other: 'x' }]) {
      const res = await owner.send('PUT', '/api/owner/account/settings', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'FST_ERR_VALIDATION', error: 'Bad Request' });
    }
    const res = await owner.send('PUT', '/api/owner/account/settings', { restriction_setting: 'popup' });
    expect(res.json().message).toBe('body.restriction_setting: must be one of "upgrade", "upgrade_no_remind", "none"');
  });
});
