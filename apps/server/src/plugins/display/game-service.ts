/**
 * Prize games on the server (spec §4 Gamified; migration 0100): the draw, its
 * coupon (the prize's code, or one unused code of the owner's pool) and the
 * claim a converting lead makes with the signed result. One draw per viewer
 * and pop-up: asking again answers the stored outcome. Results are signed with
 * the account's game secret, kept in the database so every process agrees.
 */
import type { Db } from '@beckon/db';
import type { Game, GameDrawResponse } from '@beckon/popup-schema';
import { errors } from '../../errors.js';
import { randomId16, randomSecret } from '../../random-ids.js';
import { drawPrizeSecurely } from './game-draw.js';
import { claimDraw, type DrawRow, ensureGameSecret, findDraw, insertDraw, reservePoolCode } from './game-repository.js';
import { type GameResult, signGameResult, verifyGameResult } from './game-result.js';

// The owner's prize-codes route reads the pools through this module.
export { addPoolCodes, poolSummary } from './game-repository.js';

export interface GameService {
  /** The viewer's draw for this pop-up: made now, or the one made earlier. */
  draw(accountId: string, poptinId: string, viewerId: string, game: Game): Promise<GameDrawResponse>;
  /**
   * Claims a signed result for a lead (`conversionKey`): answers its coupon and marks a pooled code used.
   * A retry of the same lead may claim again; a forged or edited result, or one another lead claimed, throws a 4xx.
   */
  claim(accountId: string, poptinId: string, token: string, conversionKey: string): Promise<string>;
}

/** The coupon a preview win shows: plainly not a real code. */
const PREVIEW_COUPON = 'PREVIEW-CODE';

/**
 * A preview play (the owner trying the game): drawn with the real odds, but a win shows a placeholder code,
 * no pool code is taken, no draw is stored and nothing is signed, so no lead can claim it.
 */
export function previewDraw(game: Game): GameDrawResponse {
  const { index, isWinner } = drawPrizeSecurely(game.prizes);
  return { prize_index: index, is_winner: isWinner, coupon: isWinner ? PREVIEW_COUPON : '', result: '' };
}

/** Thrown inside the transaction when another request stored this viewer's draw first: roll back, read theirs. */
class DrawRaceLost extends Error {}

export function createGameService(db: Db): GameService {
  const secrets = new Map<string, Promise<Buffer>>();
  const secretOf = (accountId: string): Promise<Buffer> => {
    let p = secrets.get(accountId);
    if (!p) {
      p = ensureGameSecret(db, accountId, randomSecret());
      secrets.set(accountId, p);
      // A failed load is not cached: the next request tries again.
      p.catch(() => secrets.delete(accountId));
    }
    return p;
  };

  const answer = (key: Buffer, accountId: string, poptinId: string, row: DrawRow): GameDrawResponse => {
    const result: GameResult = {
      d: row.draw_id,
      a: accountId,
      p: poptinId,
      v: row.viewer_id,
      i: row.prize_index,
      w: row.is_winner,
      c: row.coupon,
    };
    return {
      prize_index: row.prize_index,
      is_winner: row.is_winner,
      coupon: row.coupon,
      result: signGameResult(result, key),
    };
  };

  async function drawNew(accountId: string, poptinId: string, viewerId: string, game: Game): Promise<DrawRow> {
    const outcome = drawPrizeSecurely(game.prizes);
    const drawId = randomId16();
    return db.transaction(async (tx) => {
      let { index, isWinner } = outcome;
      let coupon = '';
      const prize = index === null ? undefined : game.prizes[index];
      if (prize && isWinner) {
        if (prize.use_code_pool) {
          const code = await reservePoolCode(tx, accountId, poptinId, prize.prize_id, drawId);
          // An empty pool cannot pay out: the draw becomes a loss rather than a win without a code.
          if (code !== null) coupon = code;
          else [index, isWinner] = [null, false];
        } else {
          coupon = prize.code;
        }
      }
      const prizeId = index === null ? null : (game.prizes[index]?.prize_id ?? null);
      const draw = { draw_id: drawId, viewer_id: viewerId, prize_index: index, is_winner: isWinner, coupon };
      if (!(await insertDraw(tx, accountId, poptinId, { ...draw, prize_id: prizeId }))) throw new DrawRaceLost();
      return draw;
    });
  }

  return {
    async draw(accountId, poptinId, viewerId, game) {
      const key = await secretOf(accountId);
      const find = () => findDraw(db, accountId, poptinId, viewerId);
      let row = await find();
      if (!row) {
        try {
          row = await drawNew(accountId, poptinId, viewerId, game);
        } catch (err) {
          if (!(err instanceof DrawRaceLost)) throw err;
          row = await find();
          if (!row) throw new Error('game draw lost a race but the winning draw is not found');
        }
      }
      return answer(key, accountId, poptinId, row);
    },

    async claim(accountId, poptinId, token, conversionKey) {
      const result = verifyGameResult(token, await secretOf(accountId));
      if (!result || result.a !== accountId || result.p !== poptinId) throw errors.gameResultInvalid();
      const coupon = await claimDraw(db, accountId, result.d, poptinId, conversionKey);
      if (coupon === null) throw errors.gameResultClaimed();
      return coupon;
    },
  };
}
