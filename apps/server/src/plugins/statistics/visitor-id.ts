/**
 * The daily visitor id (reliability.md §3): HMAC-SHA256 over
 * site, IP and user agent under a random salt that is replaced when the UTC
 * day changes. The salt is shared by every server process through the
 * database (cluster/shared-salt.ts), so one visitor whose hits reach two
 * processes counts once; it is deleted at most 48 h after its day began, so
 * once the day is over nobody — us included — can recompute an id from an IP,
 * and ids of one visitor on two days cannot be linked. Same shape as
 * Plausible's daily salts; the IP and user agent themselves go nowhere.
 * Without a shared key for the day (no source, or the database was
 * unreachable for a whole day) the process draws its own salt for that day.
 *
 * This runs on every hit, so the HMAC is computed by its definition
 * (RFC 2104) as two one-shot SHA-256 calls over reused buffers holding the
 * padded salt: about half the cost of a `createHmac` object per hit, same
 * output (visitor-id.test.ts). The day string is only recomputed when the
 * clock leaves the current UTC day.
 */
import { createHmac, hash, randomFillSync } from 'node:crypto';
import type { DailyKeySource } from '../../cluster/shared-salt.js';

export interface VisitorIdDeriver {
  /** The id and the UTC day (YYYY-MM-DD) it belongs to, both from one clock reading. */
  derive(site: string, ip: string, userAgent: string): { visitorId: string; day: string };
}

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;
const BLOCK = 64; // SHA-256 block size: the salt is zero-padded to it
const DIGEST = 32;
/** Longest message (in UTF-16 units) hashed in the reused buffer; a longer one takes createHmac. */
const MAX_FAST_CHARS = 2048;

/** HMAC-SHA256 under a salt that is replaced in place, hex; its buffers are reused (calls are synchronous). */
export function createHmacSha256(salt: Buffer) {
  // K ⊕ ipad, then room for the message (at most 3 UTF-8 bytes per UTF-16 unit).
  const inner = Buffer.alloc(BLOCK + MAX_FAST_CHARS * 3);
  // K ⊕ opad, then the inner digest.
  const outer = Buffer.alloc(BLOCK + DIGEST);
  return {
    /** Takes the salt's current bytes, overwriting the previous salt's traces. */
    rekey() {
      inner.fill(0x36, 0, BLOCK);
      outer.fill(0x5c, 0, BLOCK);
      for (let i = 0; i < salt.length; i++) {
        inner[i] = (inner[i] as number) ^ (salt[i] as number);
        outer[i] = (outer[i] as number) ^ (salt[i] as number);
      }
    },
    mac(message: string): string {
      if (message.length > MAX_FAST_CHARS) return createHmac('sha256', salt).update(message).digest('hex');
      const end = BLOCK + inner.write(message, BLOCK, 'utf8');
      outer.write(hash('sha256', inner.subarray(0, end), 'binary'), BLOCK, 'binary');
      return hash('sha256', outer, 'hex');
    },
  };
}

export function createVisitorIdDeriver(
  now: () => Date = () => new Date(),
  sharedKeys?: DailyKeySource,
): VisitorIdDeriver {
  let saltDay = '';
  // [dayStart, dayEnd) is the UTC day saltDay names: only a clock reading outside it (or an invalid one) changes the day.
  let dayStart = 0;
  let dayEnd = 0;
  const salt = Buffer.alloc(32);
  const hmac = createHmacSha256(salt);
  return {
    derive(site, ip, userAgent) {
      const date = now();
      const t = date.getTime();
      if (!(t >= dayStart && t < dayEnd)) {
        saltDay = utcDay(date);
        dayStart = Math.floor(t / DAY_MS) * DAY_MS;
        dayEnd = dayStart + DAY_MS;
        // The previous day's salt is overwritten here and with it any way back to that day's inputs.
        const shared = sharedKeys?.(saltDay);
        if (shared) shared.copy(salt);
        else randomFillSync(salt);
        hmac.rekey();
      }
      // NUL separators: no site/IP/UA triple can be shifted into another one.
      const visitorId = hmac.mac(`${site}\0${ip}\0${userAgent}`).slice(0, 32);
      return { visitorId, day: saltDay };
    },
  };
}
