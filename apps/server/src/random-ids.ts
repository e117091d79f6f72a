/**
 * Every id and secret the server makes, all from the CSPRNG. The short ids
 * are cut from a pool refilled in one call: a randomBytes call per id (one
 * OpenSSL call and one Buffer each) shows in a lead's CPU on the hot routes.
 */
import { randomBytes, randomFillSync } from 'node:crypto';

const pool = Buffer.allocUnsafe(4096);
let used = pool.length;

/** `bytes` random bytes as lowercase hex, taken from the pool. */
function poolHex(bytes: number): string {
  if (used + bytes > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const hex = pool.toString('hex', used, used + bytes);
  // Spent bytes are never handed out twice.
  used += bytes;
  return hex;
}

/** View, close, lead and draw ids: 16 lowercase hex characters (64 bits). */
export function randomId16(): string {
  return poolHex(8);
}

/** Account, owner and pop-up ids: 13 lowercase hex characters like every client and pop-up id. */
export function randomId13(): string {
  return poolHex(7).slice(0, 13);
}

/** A session or link token: 256 bits, base64url (ASVS 7.2.3 asks at least 128). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A key or salt of `bytes` random bytes, never from the shared pool. */
export function randomSecret(bytes = 32): Buffer {
  return randomBytes(bytes);
}
