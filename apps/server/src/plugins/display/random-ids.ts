/** Server-generated ids (view, conversion, close): 16 lowercase hex characters from the CSPRNG. */
import { randomBytes } from 'node:crypto';

export function randomId16(): string {
  return randomBytes(8).toString('hex');
}
