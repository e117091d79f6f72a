/**
 * Keyed IP hash for leads (reliability.md §3, §6 D4): HMAC-SHA256 of the
 * account and the IP with a random salt that lives only in this process's
 * memory and is replaced every UTC day. The IP is never stored in clear, and
 * once the salt is gone the hash cannot be linked back to it or across days.
 */
import { createHmac, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';

export interface IpHasher {
  hash(accountId: string, ip: string): string;
}

export function createIpHasher(now: () => Date = () => new Date()): IpHasher {
  let day = '';
  // A KeyObject: the HMAC key is imported once per day, not on every hash.
  let salt: KeyObject = createSecretKey(Buffer.alloc(32));
  return {
    hash(accountId, ip) {
      const today = now().toISOString().slice(0, 10);
      if (today !== day) {
        // The old salt is dropped here: yesterday's hashes can no longer be recomputed.
        day = today;
        salt = createSecretKey(randomBytes(32));
      }
      return createHmac('sha256', salt).update(`${accountId}|${ip}`).digest('hex');
    },
  };
}
