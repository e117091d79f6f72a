import { gameDrawResponseSchema, type PrizeInput } from '@beckon/popup-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPoolCodes } from '../../src/plugins/display/game-repository.js';
import { insertAccount, insertPopup } from '../../src/seed.js';
import { conversionForm } from '../helpers/payloads.js';
import {
  countRows,
  errorBody,
  postForm,
  postJson,
  servedToken,
  startTestApp,
  type TestApp,
} from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

const CLIENT = 'ab11c1e0a1b2c';
/** Always wins a fixed code; always wins a pooled code; always loses. */
const FIXED = 'ab110000000f1';
const POOLED = 'ab110000000f2';
const LOSING = 'ab110000000f3';
const LIGHTBOX = 'ab110000000f4';
/** Always wins a pooled code; played only in preview. */
const PREVIEWED = 'ab110000000f5';

const prizes = (first: PrizeInput): PrizeInput[] => [first, { prize_id: 'none', label: 'Nothing', chances: 0 }];

async function seedGames(t: TestApp): Promise<void> {
  await insertAccount(t.db, { accountId: CLIENT, name: 'Game tests' });
  const design = (game: { prizes: PrizeInput[] }) => ({
    screens: { main: [{ kind: 'heading' as const, text: 'Spin to win' }] },
    game,
  });
  for (const [poptinId, first] of [
    [FIXED, { prize_id: 'ten', label: '10% off', code: 'SPRING10', chances: 100 }],
    [POOLED, { prize_id: 'ship', label: 'Free shipping', use_code_pool: true, chances: 100 }],
    [LOSING, { prize_id: 'lose', label: 'No luck', chances: 100, loosing_option: 1 }],
    [PREVIEWED, { prize_id: 'ship', label: 'Free shipping', use_code_pool: true, chances: 100 }],
  ] as const) {
    await insertPopup(t.db, {
      accountId: CLIENT,
      poptinId,
      name: poptinId,
      type: 'gamified',
      format: 3,
      triggers: { on_click: true },
      design: design({ prizes: prizes(first) }),
    });
  }
  await insertPopup(t.db, {
    accountId: CLIENT,
    poptinId: LIGHTBOX,
    name: 'not a game',
    triggers: { on_click: true },
    design: { screens: { main: [{ kind: 'form' }] } },
  });
}

let viewerSeq = 0;
/** A fresh 13-hex viewer id per call: one draw is kept per viewer and pop-up. */
const newViewer = () => (0x1000000000000 + viewerSeq++).toString(16);

describe.each(databases)('prize games on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database, {
      rateLimits: { 'conversion-viewer': 0 },
    });
    await seedGames(t);
    await addPoolCodes(t.db, CLIENT, POOLED, 'ship', ['POOL-A', 'POOL-B', 'POOL-C']);
    await addPoolCodes(t.db, CLIENT, PREVIEWED, 'ship', ['KEEP-ME']);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  const draw = (poptinId: string, viewer = newViewer()) =>
    postJson(t.app, `/api/display/game/${poptinId}`, {
      client_id: CLIENT,
      viewer_id: viewer,
      view_token: servedToken(t.app, CLIENT, poptinId, viewer),
    });
  const convert = (poptinId: string, gameResult: string, overrides: Record<string, string> = {}) =>
    postForm(
      t.app,
      `/api/display/conversion/${newViewer()}`,
      conversionForm({ client_id: CLIENT, poptin_id: poptinId, game_result: gameResult, ...overrides }),
    );
  const storedCoupon = async (conversionId: string) =>
    (
      await t.db.query<{ coupon: string }>(
        "SELECT payload->>'coupon' AS coupon FROM conversions WHERE account_id = $1 AND conversion_id = $2",
        [CLIENT, conversionId],
      )
    ).rows[0]?.coupon;

  it('refuses draws from 60 fresh viewer ids without the display answer’s token, drawing nothing', async () => {
    const before = await countRows(t.db, 'game_draws');
    const fixedToken = servedToken(t.app, CLIENT, FIXED, '00000000000f0');
    for (let i = 0; i < 60; i++) {
      const viewer = newViewer();
      // No token, a made-up one, or another pop-up's real token.
      const token = ['', `${viewer}${'B'.repeat(22)}`, fixedToken][i % 3];
      const res = await postJson(t.app, `/api/display/game/${POOLED}`, {
        client_id: CLIENT,
        viewer_id: viewer,
        view_token: token,
      });
      expect(res.statusCode).toBe(403);
      expect(errorBody(res).code).toBe('BK_ERR_VIEW_TOKEN_INVALID');
    }
    expect(await countRows(t.db, 'game_draws')).toBe(before);
  });

  it('answers a signed win with the prize code, and keeps the code out of the public design document', async () => {
    const res = await draw(FIXED);
    expect(res.statusCode).toBe(200);
    const body = gameDrawResponseSchema.parse(res.json());
    expect(body).toMatchObject({ prize_index: 0, is_winner: true, coupon: 'SPRING10' });
    expect(body.result).toMatch(/^[\w-]+\.[\w-]{43}$/);
    const content = await t.app.inject({ method: 'GET', url: `/api/display/popup/${FIXED}` });
    expect(content.statusCode).toBe(200);
    expect(content.body).not.toContain('SPRING10');
    expect(content.json().game.prizes[0].label).toBe('10% off');
  });

  it('answers a loss without a coupon for a prize whose loosing_option is not 0', async () => {
    const body = (await draw(LOSING)).json();
    expect(body).toMatchObject({ prize_index: 0, is_winner: false, coupon: '' });
  });

  it('answers the same draw again to the same viewer, so spinning twice cannot change the outcome', async () => {
    const viewer = newViewer();
    const first = (await draw(POOLED, viewer)).json();
    const again = (await draw(POOLED, viewer)).json();
    expect(again).toEqual(first);
  });

  it('stores the drawn coupon with the lead that claims the signed result, whatever coupon the form sent', async () => {
    const { result } = (await draw(FIXED)).json();
    const res = await convert(FIXED, result, { coupon: 'FORGED-100' });
    expect(res.statusCode).toBe(200);
    expect(await storedCoupon(res.json().conversion_id)).toBe('SPRING10');
  });

  it('stores no coupon for a game pop-up lead that sends a coupon without a result', async () => {
    const res = await convert(FIXED, '', { coupon: 'SPRING10' });
    expect(res.statusCode).toBe(200);
    expect(await storedCoupon(res.json().conversion_id)).toBe('');
  });

  it('refuses a forged result (signed with another key) with a 400', async () => {
    const { result } = (await draw(FIXED)).json();
    const [body] = (result as string).split('.');
    const res = await convert(FIXED, `${body}.${'A'.repeat(43)}`);
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toMatchObject({ code: 'BK_ERR_GAME_RESULT_INVALID', error: 'Bad Request' });
  });

  it('refuses an edited result (a losing draw rewritten as a win) with a 400', async () => {
    const { result } = (await draw(LOSING)).json();
    const [body, sig] = (result as string).split('.');
    const outcome = JSON.parse(Buffer.from(body as string, 'base64url').toString());
    const edited = Buffer.from(JSON.stringify({ ...outcome, w: true, c: 'SPRING10' })).toString('base64url');
    const res = await convert(LOSING, `${edited}.${sig}`);
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).message).toBe('game_result: is not a result this service drew for this pop-up');
  });

  it('refuses a result drawn for another pop-up with a 400', async () => {
    const { result } = (await draw(FIXED)).json();
    const res = await convert(LOSING, result);
    expect(res.statusCode).toBe(400);
  });

  it('refuses a replayed result claimed by another lead with a 409, but lets the same lead retry', async () => {
    const { result } = (await draw(FIXED)).json();
    const key = `key-${newViewer()}`;
    const first = await convert(FIXED, result, { conversion_key: key });
    expect(first.statusCode).toBe(200);
    const retry = await convert(FIXED, result, { conversion_key: key });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().conversion_id).toBe(first.json().conversion_id);
    const replay = await convert(FIXED, result);
    expect(replay.statusCode).toBe(409);
    expect(errorBody(replay)).toMatchObject({ code: 'BK_ERR_GAME_RESULT_CLAIMED', statusCode: 409 });
  });

  it('gives each pooled code to one draw under concurrent draws, then turns further wins into losses', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => draw(POOLED)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const bodies = answers.map((r) => r.json());
    const coupons = bodies.filter((b) => b.is_winner).map((b) => b.coupon);
    // One code may already be out (the same-viewer test above drew one).
    expect(coupons.length).toBeGreaterThanOrEqual(2);
    expect(new Set(coupons).size).toBe(coupons.length);
    expect(coupons.every((c) => /^POOL-[ABC]$/.test(c))).toBe(true);
    expect(bodies.filter((b) => !b.is_winner).every((b) => b.prize_index === null && b.coupon === '')).toBe(true);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(DISTINCT draw_id)::int AS n FROM game_codes WHERE account_id = $1 AND draw_id IS NOT NULL',
      [CLIENT],
    );
    expect(rows[0]?.n).toBe(3);
  });

  it('marks a pooled code used when the lead holding it converts', async () => {
    await addPoolCodes(t.db, CLIENT, POOLED, 'ship', ['POOL-D']);
    const won = (await draw(POOLED)).json();
    expect(won.coupon).toBe('POOL-D');
    const used = async () =>
      (
        await t.db.query<{ used: boolean }>(
          "SELECT used_at IS NOT NULL AS used FROM game_codes WHERE account_id = $1 AND code = 'POOL-D'",
          [CLIENT],
        )
      ).rows[0]?.used;
    expect(await used()).toBe(false);
    const res = await convert(POOLED, won.result);
    expect(res.statusCode).toBe(200);
    expect(await used()).toBe(true);
    expect(await storedCoupon(res.json().conversion_id)).toBe('POOL-D');
  });

  it("answers a preview play with a placeholder code and no signed result, leaving the owner's pool and draws alone", async () => {
    const res = await postJson(t.app, `/api/display/game/${PREVIEWED}`, {
      client_id: CLIENT,
      viewer_id: newViewer(),
      preview: true,
    });
    expect(res.statusCode).toBe(200);
    expect(gameDrawResponseSchema.parse(res.json())).toEqual({
      prize_index: 0,
      is_winner: true,
      coupon: 'PREVIEW-CODE',
      result: '',
    });
    const { rows } = await t.db.query<{ codes: number; draws: number }>(
      `SELECT (SELECT count(*) FROM game_codes WHERE account_id = $1 AND poptin_id = $2 AND draw_id IS NULL)::int AS codes,
              (SELECT count(*) FROM game_draws WHERE account_id = $1 AND poptin_id = $2)::int AS draws`,
      [CLIENT, PREVIEWED],
    );
    expect(rows[0]).toEqual({ codes: 1, draws: 0 });
  });

  it('answers 404 for a pop-up that is not a game, and 400 for a bad viewer id', async () => {
    const notGame = await draw(LIGHTBOX);
    expect(notGame.statusCode).toBe(404);
    expect(errorBody(notGame).code).toBe('BK_ERR_NOT_A_GAME');
    const bad = await draw(FIXED, 'not-a-viewer');
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).message).toMatch(/viewer_id/);
  });
});
