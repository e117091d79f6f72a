/**
 * Prize games on the server (spec §4 Gamified; migration 0100): the draw, its
 * coupon (the prize's code, or one unused code of the owner's pool) and the
 * claim a converting lead makes with the signed result. One draw per viewer
 * and pop-up: asking again answers the stored outcome. Results are signed with
 * the account's game secret, kept in the database so every process agrees.
 */
import type { Db, Queryable } from '@beckon/db';
import type { Game, GameDrawResponse } from '@beckon/popup-schema';
import { errors } from '../../errors.js';
import { randomId16, randomSecret } from '../../random-ids.js';
import { drawPrizeSecurely } from './game-draw.js';
import { type GameResult, signGameResult, verifyGameResult } from './game-result.js';

export interface GameService {
  /** The viewer's draw for this pop-up: made now, or the one made earlier. */
  draw(accountId: string, poptinId: string, viewerId: string, game: Game): Promise<GameDrawResponse>;
  /**
   * Claims a signed result for a lead (`conversionKey`): answers its coupon and marks a pooled code used.
   * A retry of the same lead may claim again; a forged or edited result, or one another lead claimed, throws a 4xx.
   */
  claim(accountId: string, poptinId: string, token: string, conversionKey: string): Promise<string>;
}

interface DrawRow {
  draw_id: string;
  viewer_id: string;
  prize_index: number | null;
  is_winner: boolean;
  coupon: string;
}

// Takes one free code of the prize's pool for this draw. SKIP LOCKED: concurrent draws on PostgreSQL each lock
// a different free row instead of queueing on the same one; `draw_id IS NULL` again in the outer UPDATE keeps a
// code from being given twice whatever the isolation level.
const RESERVE_SQL = `UPDATE game_codes SET draw_id = $4
  WHERE account_id = $1 AND poptin_id = $2 AND prize_id = $3 AND draw_id IS NULL
    AND code = (SELECT code FROM game_codes
                WHERE account_id = $1 AND poptin_id = $2 AND prize_id = $3 AND draw_id IS NULL
                ORDER BY created_at, code LIMIT 1 FOR UPDATE SKIP LOCKED)
  RETURNING code`;

const INSERT_DRAW_SQL = `INSERT INTO game_draws
  (account_id, draw_id, poptin_id, viewer_id, prize_id, prize_index, is_winner, coupon)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
  ON CONFLICT (account_id, poptin_id, viewer_id) DO NOTHING
  RETURNING draw_id`;

const FIND_DRAW_SQL = `SELECT draw_id, viewer_id, prize_index, is_winner, coupon FROM game_draws
  WHERE account_id = $1 AND poptin_id = $2 AND viewer_id = $3`;

// One statement: the draw is claimed for this lead (or was by this lead's earlier try) and its pooled code,
// if any, marked used. No row back: the draw is unknown or another lead claimed it.
const CLAIM_SQL = `WITH claimed AS (
    UPDATE game_draws SET claimed_key = $4, claimed_at = coalesce(claimed_at, now())
    WHERE account_id = $1 AND draw_id = $2 AND poptin_id = $3 AND (claimed_key IS NULL OR claimed_key = $4)
    RETURNING account_id, draw_id, coupon),
  used AS (
    UPDATE game_codes c SET used_at = coalesce(c.used_at, now())
    FROM claimed WHERE c.account_id = claimed.account_id AND c.draw_id = claimed.draw_id
    RETURNING c.code)
  SELECT coupon, (SELECT count(*) FROM used)::int AS used FROM claimed`;

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

/** The account's game secret, created by the first process that needs it. */
async function loadSecret(db: Queryable, accountId: string): Promise<Buffer> {
  await db.query('INSERT INTO game_secrets (account_id, secret) VALUES ($1, $2) ON CONFLICT (account_id) DO NOTHING', [
    accountId,
    randomSecret(),
  ]);
  const { rows } = await db.query<{ secret: Uint8Array }>('SELECT secret FROM game_secrets WHERE account_id = $1', [
    accountId,
  ]);
  const secret = rows[0]?.secret;
  if (!secret) throw new Error(`game secret of account ${accountId} neither inserted nor found`);
  return Buffer.from(secret);
}

export function createGameService(db: Db): GameService {
  const secrets = new Map<string, Promise<Buffer>>();
  const secretOf = (accountId: string): Promise<Buffer> => {
    let p = secrets.get(accountId);
    if (!p) {
      p = loadSecret(db, accountId);
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
          const { rows } = await tx.query<{ code: string }>(RESERVE_SQL, [accountId, poptinId, prize.prize_id, drawId]);
          // An empty pool cannot pay out: the draw becomes a loss rather than a win without a code.
          if (rows[0]) coupon = rows[0].code;
          else [index, isWinner] = [null, false];
        } else {
          coupon = prize.code;
        }
      }
      const prizeId = index === null ? null : (game.prizes[index]?.prize_id ?? null);
      const { rows } = await tx.query(INSERT_DRAW_SQL, [
        accountId,
        drawId,
        poptinId,
        viewerId,
        prizeId,
        index,
        isWinner,
        coupon,
      ]);
      if (rows.length === 0) throw new DrawRaceLost();
      return { draw_id: drawId, viewer_id: viewerId, prize_index: index, is_winner: isWinner, coupon };
    });
  }

  return {
    async draw(accountId, poptinId, viewerId, game) {
      const key = await secretOf(accountId);
      const find = async () =>
        (await db.query<DrawRow>(FIND_DRAW_SQL, [accountId, poptinId, viewerId])).rows[0] ?? null;
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
      const { rows } = await db.query<{ coupon: string }>(CLAIM_SQL, [accountId, result.d, poptinId, conversionKey]);
      const claimed = rows[0];
      if (!claimed) throw errors.gameResultClaimed();
      return claimed.coupon;
    },
  };
}

/** Adds codes to a prize's pool; codes already in it are kept as they are. Answers how many were new. */
export async function addPoolCodes(
  db: Queryable,
  accountId: string,
  poptinId: string,
  prizeId: string,
  codes: readonly string[],
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH added AS (
       INSERT INTO game_codes (account_id, poptin_id, prize_id, code)
       SELECT $1, $2, $3, code FROM unnest($4::text[]) AS t(code)
       ON CONFLICT (account_id, poptin_id, prize_id, code) DO NOTHING RETURNING 1)
     SELECT count(*)::int AS n FROM added`,
    [accountId, poptinId, prizeId, [...new Set(codes)]],
  );
  return rows[0]?.n ?? 0;
}

/** How a prize's pool stands (free, drawn and waiting for the lead, used). */
export async function poolSummary(
  db: Queryable,
  accountId: string,
  poptinId: string,
  prizeId: string,
): Promise<{ free: number; drawn: number; used: number }> {
  const { rows } = await db.query<{ free: number; drawn: number; used: number }>(
    `SELECT count(*) FILTER (WHERE draw_id IS NULL)::int AS free,
            count(*) FILTER (WHERE draw_id IS NOT NULL AND used_at IS NULL)::int AS drawn,
            count(*) FILTER (WHERE used_at IS NOT NULL)::int AS used
       FROM game_codes WHERE account_id = $1 AND poptin_id = $2 AND prize_id = $3`,
    [accountId, poptinId, prizeId],
  );
  return rows[0] ?? { free: 0, drawn: 0, used: 0 };
}
