/**
 * Proof that the display service served a pop-up to a viewer (the view token): the display and click
 * answers carry one per pop-up, and a view report or a prize draw counts only with it. Without it, anyone
 * could spend an account's monthly view quota or farm its prizes by inventing viewer ids.
 *
 * A token is the viewer id it was issued to, then an HMAC-SHA256 (cut to 128 bits) of account, pop-up and
 * viewer under the day's key. The key is the day's shared salt (cluster/shared-salt.ts, its own HKDF
 * purpose), so any process checks another's tokens; without a shared key for a day this process draws its
 * own. Tokens of today and yesterday are accepted, so a page opened before UTC midnight still counts.
 * A display request without a viewer id (a visitor refusing tracking) gets a token for a fresh random
 * viewer id: the view then counts as that one-page viewer, as the loader's per-page id did before.
 */
import { createHmac, createSecretKey, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DailyKeySource } from '../../cluster/shared-salt.js';
import { randomId13 } from '../../random-ids.js';

export interface ViewProof {
  /** The token for this pop-up shown to this viewer today (`null`: a fresh random viewer). */
  issue(accountId: string, poptinId: string, viewerId: string | null): string;
  /** The viewer id a valid token of today or yesterday names for this account and pop-up; else null. */
  check(accountId: string, poptinId: string, token: string): string | null;
}

const DAY_MS = 86_400_000;
const VIEWER = /^[0-9a-f]{13}$/;
const MAC_CHARS = 22; // 16 bytes as base64url, unpadded
const VIEW_TOKEN_LENGTH = 13 + MAC_CHARS;

const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export function createViewProof(now: () => number = () => Date.now(), sharedKeys?: DailyKeySource): ViewProof {
  // Only today's and yesterday's keys are kept: older tokens cannot be checked, so they do not count.
  const keys = new Map<string, KeyObject>();
  const keyOf = (day: string): KeyObject => {
    let key = keys.get(day);
    if (!key) {
      key = createSecretKey(sharedKeys?.(day) ?? randomBytes(32));
      keys.set(day, key);
      if (keys.size > 2) {
        const yesterday = utcDay(Date.parse(day) - DAY_MS);
        for (const d of keys.keys()) if (d !== day && d !== yesterday) keys.delete(d);
      }
    }
    return key;
  };
  const mac = (key: KeyObject, accountId: string, poptinId: string, viewerId: string): string =>
    createHmac('sha256', key).update(`${accountId}|${poptinId}|${viewerId}`).digest('base64url').slice(0, MAC_CHARS);

  return {
    issue(accountId, poptinId, viewerId) {
      const viewer = viewerId ?? randomId13();
      return viewer + mac(keyOf(utcDay(now())), accountId, poptinId, viewer);
    },
    check(accountId, poptinId, token) {
      if (token.length !== VIEW_TOKEN_LENGTH) return null;
      const viewer = token.slice(0, 13);
      if (!VIEWER.test(viewer)) return null;
      const given = Buffer.from(token.slice(13));
      if (given.length !== MAC_CHARS) return null;
      const t = now();
      for (const day of [utcDay(t), utcDay(t - DAY_MS)]) {
        // A day this process has no key for yet gets one; an older key was dropped, so its tokens fail.
        if (timingSafeEqual(given, Buffer.from(mac(keyOf(day), accountId, poptinId, viewer)))) return viewer;
      }
      return null;
    },
  };
}
