/**
 * Every statement of the prize games (game-service.ts; migration 0100): the
 * account's game secret, the draws, the claim a lead makes and the owner's
 * pools of codes.
 */
import type { Queryable } from '@beckon/db';

export interface DrawRow {
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

/** The account's game secret: `candidate` when this call stores the first one, else the one stored before. */
export async function ensureGameSecret(db: Queryable, accountId: string, candidate: Buffer): Promise<Buffer> {
  await db.query('INSERT INTO game_secrets (account_id, secret) VALUES ($1, $2) ON CONFLICT (account_id) DO NOTHING', [
    accountId,
    candidate,
  ]);
  const { rows } = await db.query<{ secret: Uint8Array }>('SELECT secret FROM game_secrets WHERE account_id = $1', [
    accountId,
  ]);
  const secret = rows[0]?.secret;
  if (!secret) throw new Error(`game secret of account ${accountId} neither inserted nor found`);
  return Buffer.from(secret);
}

/** The viewer's stored draw for this pop-up, if any. */
export async function findDraw(
  db: Queryable,
  accountId: string,
  poptinId: string,
  viewerId: string,
): Promise<DrawRow | null> {
  return (await db.query<DrawRow>(FIND_DRAW_SQL, [accountId, poptinId, viewerId])).rows[0] ?? null;
}

/** Takes one free code of the prize's pool for the draw; null when the pool is empty. */
export async function reservePoolCode(
  db: Queryable,
  accountId: string,
  poptinId: string,
  prizeId: string,
  drawId: string,
): Promise<string | null> {
  const { rows } = await db.query<{ code: string }>(RESERVE_SQL, [accountId, poptinId, prizeId, drawId]);
  return rows[0]?.code ?? null;
}

/** Stores a draw; false when the viewer already has one for this pop-up. */
export async function insertDraw(
  db: Queryable,
  accountId: string,
  poptinId: string,
  draw: DrawRow & { prize_id: string | null },
): Promise<boolean> {
  const { rows } = await db.query(INSERT_DRAW_SQL, [
    accountId,
    draw.draw_id,
    poptinId,
    draw.viewer_id,
    draw.prize_id,
    draw.prize_index,
    draw.is_winner,
    draw.coupon,
  ]);
  return rows.length > 0;
}

/** Claims the draw for the lead `conversionKey`: its coupon, or null when unknown or claimed by another lead. */
export async function claimDraw(
  db: Queryable,
  accountId: string,
  drawId: string,
  poptinId: string,
  conversionKey: string,
): Promise<string | null> {
  const { rows } = await db.query<{ coupon: string }>(CLAIM_SQL, [accountId, drawId, poptinId, conversionKey]);
  return rows[0]?.coupon ?? null;
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
