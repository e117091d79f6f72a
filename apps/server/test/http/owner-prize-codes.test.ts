/**
 * An owner's prize games: the save rules for prizes, and the coupon pool an
 * owner uploads for a prize, which winning draws then take from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, servedToken } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { lightboxInput, OwnerClient, type OwnerTestApp, startOwnerApp, uniqueEmail } from './owner-helpers.js';

const wheel = (prizes: unknown[]) =>
  lightboxInput({
    name: 'Spin the wheel',
    poptin_type: 'gamified',
    poptin_format: 3,
    design: { screens: { main: [{ kind: 'heading', text: 'Spin to win' }] }, game: { prizes } },
  });

const pooledWheel = wheel([
  { prize_id: 'ship', label: 'Free shipping', use_code_pool: true, chances: 100 },
  { prize_id: 'none', label: 'No luck', chances: 0, loosing_option: 1 },
]);

describe.each(databases)('owner prize codes on $name', (database) => {
  let t: OwnerTestApp;
  let alice: OwnerClient;
  let bob: OwnerClient;
  let poptinId: string;

  beforeAll(async () => {
    t = await startOwnerApp(database);
    alice = new OwnerClient(t.app);
    bob = new OwnerClient(t.app);
    await alice.signUp(uniqueEmail('alice'));
    await bob.signUp(uniqueEmail('bob'));
    const created = await alice.send('POST', '/api/owner/popups', pooledWheel);
    expect(created.statusCode).toBe(201);
    poptinId = created.json().poptin_id;
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  const codesUrl = (prizeId = 'ship', id = poptinId) => `/api/owner/popups/${id}/prizes/${prizeId}/codes`;

  it('refuses a save whose prize chances total more than 100 %', async () => {
    const res = await alice.send(
      'POST',
      '/api/owner/popups',
      wheel([
        { prize_id: 'a', label: 'A', chances: 60 },
        { prize_id: 'b', label: 'B', chances: 50 },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('prize chances must total at most 100 %');
  });

  it('adds uploaded codes once each and counts them free', async () => {
    const res = await alice.send('POST', codesUrl(), { codes: ['SHIP-1', 'SHIP-2', 'SHIP-2'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ free: 2, drawn: 0, used: 0, added: 2 });
    const again = await alice.send('POST', codesUrl(), { codes: ['SHIP-2', 'SHIP-3'] });
    expect(again.json()).toEqual({ free: 3, drawn: 0, used: 0, added: 1 });
  });

  it('counts a code drawn once a visitor wins it', async () => {
    const draw = await postJson(t.app, `/api/display/game/${poptinId}`, {
      client_id: alice.accountId,
      viewer_id: '00000000000a1',
      view_token: servedToken(t.app, alice.accountId, poptinId, '00000000000a1'),
    });
    expect(draw.statusCode).toBe(200);
    expect(draw.json().coupon).toBe('SHIP-1');
    expect((await alice.send('GET', codesUrl())).json()).toEqual({ free: 2, drawn: 1, used: 0 });
  });

  it('refuses a code with spaces and an empty upload with a message', async () => {
    const spaced = await alice.send('POST', codesUrl(), { codes: ['TWO WORDS'] });
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json().message).toContain('must be one code without spaces');
    const empty = await alice.send('POST', codesUrl(), { codes: [] });
    expect(empty.statusCode).toBe(400);
  });

  it("answers 404 for an unknown prize and for another owner's pop-up", async () => {
    expect((await alice.send('GET', codesUrl('nope'))).json().code).toBe('BK_ERR_PRIZE_NOT_FOUND');
    const other = await bob.send('POST', codesUrl(), { codes: ['STOLEN'] });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('BK_ERR_POPUP_NOT_FOUND');
  });
});
