/**
 * The daily visitor id (issue 4 scope 2; reliability.md §3): HMAC-SHA256 over
 * site, IP and user agent under a random salt that lives only in this
 * process's memory and is replaced when the UTC day changes. The salt is never
 * stored, so once the day is over nobody — us included — can recompute an id
 * from an IP, and ids of one visitor on two days cannot be linked. Same shape
 * as Plausible's daily salts; the IP and user agent themselves go nowhere.
 */
import { createHmac, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';

export interface VisitorIdDeriver {
  /** The id and the UTC day (YYYY-MM-DD) it belongs to, both from one clock reading. */
  derive(site: string, ip: string, userAgent: string): { visitorId: string; day: string };
}

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function createVisitorIdDeriver(now: () => Date = () => new Date()): VisitorIdDeriver {
  let saltDay = '';
  // A KeyObject: the HMAC key is imported once per day, not on every hit.
  let salt: KeyObject = createSecretKey(Buffer.alloc(32));
  return {
    derive(site, ip, userAgent) {
      const day = utcDay(now());
      if (day !== saltDay) {
        // Yesterday's salt is dropped here and with it any way back to yesterday's inputs.
        saltDay = day;
        salt = createSecretKey(randomBytes(32));
      }
      // NUL separators: no site/IP/UA triple can be shifted into another one.
      const visitorId = createHmac('sha256', salt).update(`${site}\0${ip}\0${userAgent}`).digest('hex').slice(0, 32);
      return { visitorId, day };
    },
  };
}
