/** Server-generated ids, from the CSPRNG. */
import { randomBytes } from 'node:crypto';

/** Account, owner and pop-up ids: 13 lowercase hex characters like every client and pop-up id. */
export function randomId13(): string {
  return randomBytes(7).toString('hex').slice(0, 13);
}
