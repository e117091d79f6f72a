/**
 * Secret tokens (sessions, single-use mailed links, invitations): 256 random
 * bits go to the person; only their SHA-256 is stored, so a copy of the
 * tables cannot be replayed.
 */
import { createHash } from 'node:crypto';
import { randomToken } from '../random-ids.js';

export { randomToken };

/** A password-reset link works for an hour (owners' and shop customers' alike). */
export const RESET_LINK_TTL_MS = 3600 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
