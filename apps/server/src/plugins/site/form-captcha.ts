/**
 * The forms' self-hosted proof-of-work captcha (ALTCHA, altcha-lib): the
 * server signs a challenge with a key every process derives from the shared
 * secret in the database, the visitor's browser solves it, and the solution is
 * accepted once: its challenge goes into site_captcha_spent, so a replay is
 * refused by whichever process receives it.
 */
import type { Db } from '@beckon/db';
import { CAPTCHA_MAX_NUMBER } from '@beckon/page-widgets/widgets/form/captcha-rules.js';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { KeyHasher } from '../../limits/counter-store.js';
import { purgeExpiredChallenges, spendChallenge } from './captcha-repository.js';

/** A challenge must be solved and sent within this time. */
const CAPTCHA_TTL_MS = 10 * 60_000;

type CaptchaVerdict = 'ok' | 'invalid' | 'spent';

export interface Captcha {
  challenge(now?: number): ReturnType<typeof createChallenge>;
  /** Checks the solution's signature, answer and expiry, then spends it (atomically, in the database). */
  verify(payload: string, accountId: string): Promise<CaptchaVerdict>;
}

export function createCaptcha(db: Db, hashKey: KeyHasher, maxNumber = CAPTCHA_MAX_NUMBER): Captcha {
  const hmacKey = hashKey('site-forms-altcha');
  return {
    challenge: (now = Date.now()) => createChallenge({ hmacKey, maxNumber, expires: new Date(now + CAPTCHA_TTL_MS) }),
    async verify(payload, accountId) {
      if (payload.length > 2_000) return 'invalid';
      let parsed: { challenge?: unknown };
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { challenge?: unknown };
      } catch {
        return 'invalid';
      }
      if (typeof parsed.challenge !== 'string') return 'invalid';
      if (!(await verifySolution(payload, hmacKey, true).catch(() => false))) return 'invalid';
      const expires = Number(extractParams(payload).expires);
      const expiresAt = new Date(Number.isFinite(expires) ? expires * 1000 : Date.now() + CAPTCHA_TTL_MS);
      if (!(await spendChallenge(db, accountId, parsed.challenge, expiresAt))) return 'spent';
      await purgeExpiredChallenges(db);
      return 'ok';
    },
  };
}
