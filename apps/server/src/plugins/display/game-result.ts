/**
 * The signed game result the draw route answers and the conversion carries
 * back: the outcome as base64url JSON, a dot, and its HMAC-SHA256 under the
 * account's game secret. Editing any field (the coupon, the prize, the pop-up)
 * breaks the signature; a replay is caught by the draw's claim in the database.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface GameResult {
  /** The draw's id (game_draws.draw_id). */
  d: string;
  a: string;
  p: string;
  v: string;
  /** Prize index, null when the draw fell outside every prize. */
  i: number | null;
  w: boolean;
  c: string;
}

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();

export function signGameResult(result: GameResult, key: Buffer): string {
  const body = Buffer.from(JSON.stringify(result)).toString('base64url');
  return `${body}.${mac(key, body).toString('base64url')}`;
}

/** The result when the signature is the key's, else null (shape checked too: the key may sign nothing else). */
export function verifyGameResult(token: string, key: Buffer): GameResult | null {
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = mac(key, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const r = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<GameResult>;
    const ok =
      typeof r.d === 'string' &&
      typeof r.a === 'string' &&
      typeof r.p === 'string' &&
      typeof r.v === 'string' &&
      (r.i === null || typeof r.i === 'number') &&
      typeof r.w === 'boolean' &&
      typeof r.c === 'string';
    return ok ? (r as GameResult) : null;
  } catch {
    return null;
  }
}
