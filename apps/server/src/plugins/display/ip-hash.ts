/**
 * Keyed IP hash for leads (reliability.md §3, §6 D4): HMAC-SHA256 of the
 * account and the IP with a random salt that lives only in this process's
 * memory and is replaced every UTC day. The IP is never stored in clear, and
 * once the salt is gone the hash cannot be linked back to it or across days.
 */
import { createHmac, randomBytes } from 'node:crypto';

export interface IpHasher {
  hash(accountId: string, ip: string): string;
}

export function createIpHasher(now: () => Date = () => new Date()): IpHasher {
  let day = '';
  let salt = Buffer.alloc(0);
  return {
    hash(accountId, ip) {
      const today = now().toISOString().slice(0, 10);
      if (today !== day) {
        // The old salt is dropped here: yesterday's hashes can no longer be recomputed.
        day = today;
        salt = randomBytes(32);
      }
      return createHmac('sha256', salt).update(`${accountId}|${ip}`).digest('hex');
    },
  };
}
