/**
 * Keyed IP hash for leads (reliability.md §3, §6 D4): HMAC-SHA256 of the
 * account and the IP under a salt replaced every UTC day. The salt is shared
 * by every server process through the database (cluster/shared-salt.ts, its
 * own HKDF key, not the visitor-id one), so one visitor's leads hash alike
 * whichever process took them; it is deleted at most 48 h after its day began.
 * The IP is never stored in clear, and once the salt is gone the hash cannot
 * be linked back to it or across days. Without a shared key for the day the
 * process draws its own salt for that day.
 */
import { createHmac, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import type { DailyKeySource } from '../../cluster/shared-salt.js';

export interface IpHasher {
  hash(accountId: string, ip: string): string;
}

const DAY_MS = 86_400_000;

export function createIpHasher(now: () => Date = () => new Date(), sharedKeys?: DailyKeySource): IpHasher {
  // [dayStart, dayEnd) is the UTC day the current salt is for: only a reading outside it changes the salt.
  let dayStart = 0;
  let dayEnd = 0;
  // A KeyObject: the HMAC key is imported once per day, not on every hash.
  let salt: KeyObject = createSecretKey(Buffer.alloc(32));
  return {
    hash(accountId, ip) {
      const date = now();
      const t = date.getTime();
      if (!(t >= dayStart && t < dayEnd)) {
        dayStart = Math.floor(t / DAY_MS) * DAY_MS;
        dayEnd = dayStart + DAY_MS;
        // The old salt is dropped here: yesterday's hashes can no longer be recomputed by this process.
        salt = createSecretKey(sharedKeys?.(date.toISOString().slice(0, 10)) ?? randomBytes(32));
      }
      return createHmac('sha256', salt).update(`${accountId}|${ip}`).digest('hex');
    },
  };
}
