import { randomBytes } from 'node:crypto';

/** A new site's id: 13 lowercase hex characters, like every other id of the service. */
export function newSiteId(): string {
  return randomBytes(7).toString('hex').slice(0, 13);
}
