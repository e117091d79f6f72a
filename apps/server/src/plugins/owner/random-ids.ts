/** Server-generated ids and secrets, all from the CSPRNG. */
import { randomBytes } from 'node:crypto';

/** Account, owner and pop-up ids: 13 lowercase hex characters like every client and pop-up id. */
export function randomId13(): string {
  return randomBytes(7).toString('hex').slice(0, 13);
}

/** A session token: 256 bits, base64url (ASVS 7.2.3 asks at least 128). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}
