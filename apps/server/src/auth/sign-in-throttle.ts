/**
 * Sign-in throttle with the OWASP buckets (reliability.md §6 C6), kept in the
 * database so it holds across processes:
 *
 * - per (account, source): failures from one IP for one email. Tight: this is
 *   what stops one attacker guessing one password, and it never touches the
 *   owner signing in from elsewhere.
 * - per source: every sign-in attempt from one IP, whatever the email, so one
 *   IP cannot spray many accounts.
 * - per account: failures from every IP. Much looser, and it does not lock:
 *   past it the account is "under attack" and each source gets a smaller
 *   per-(account, source) budget, so a distributed guesser slows to a crawl
 *   while the owner, who has not failed from their own IP, still signs in.
 *
 * Fixed windows; the answer says how long to wait.
 */
import type { SharedCounter } from '../limits/counter-store.js';
import { addressKey } from '../limits/rate-limits.js';
import { retryAfterSeconds } from '../limits/window-counts.js';

export interface SignInLimits {
  /** Failed sign-ins per email from one IP per window. */
  perAccountAndIp: number;
  /** The same once the email is under attack (perAccount reached). */
  perAccountAndIpUnderAttack: number;
  /** Sign-in attempts per IP per window, any email. */
  perIp: number;
  /** Failed sign-ins per email from all IPs per window before it counts as under attack. */
  perAccount: number;
  windowMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAccountAndIp: 10,
  perAccountAndIpUnderAttack: 2,
  perIp: 100,
  perAccount: 50,
  windowMs: 15 * 60 * 1000,
};

export interface SignInThrottle {
  /** Counts an attempt; the seconds to wait when it may not go ahead, else 0. */
  attempt(ip: string, email: string): Promise<number>;
  /** Counts a failed attempt against the account and the (account, source) pair. */
  failed(ip: string, email: string): Promise<void>;
}

export function createSignInThrottle(
  counter: SharedCounter,
  limits: SignInLimits,
  now: () => number = () => Date.now(),
): SignInThrottle {
  const w = limits.windowMs;
  const pairKey = (ip: string, email: string) => `${email}\n${addressKey(ip)}`;
  const wait = (windowStart: number) => retryAfterSeconds(windowStart, w, now());
  return {
    async attempt(ip, email) {
      const source = await counter.add('sign-in-ip', w, addressKey(ip));
      if (source.count > limits.perIp) return wait(source.windowStart);
      const [pair, account] = await Promise.all([
        counter.read('sign-in-pair', w, pairKey(ip, email)),
        counter.read('sign-in-account', w, email),
      ]);
      const budget = account.count >= limits.perAccount ? limits.perAccountAndIpUnderAttack : limits.perAccountAndIp;
      return pair.count >= budget ? wait(pair.windowStart) : 0;
    },
    async failed(ip, email) {
      await Promise.all([counter.add('sign-in-pair', w, pairKey(ip, email)), counter.add('sign-in-account', w, email)]);
    },
  };
}
