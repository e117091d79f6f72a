/**
 * Sign-in rate limit with two independent buckets (OWASP; reliability.md §6
 * C6): every attempt counts against the client IP, every failed attempt
 * against the email. One IP spraying many emails and many IPs hammering one
 * email are both stopped. Fixed windows in memory: per process, which is
 * enough to make online guessing slow.
 */
export interface SignInLimits {
  /** Attempts (sign-in and sign-up) per IP per window. */
  perIp: number;
  /** Failed sign-ins per email per window. */
  perEmail: number;
  windowMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perIp: 100, perEmail: 10, windowMs: 15 * 60 * 1000 };

interface Bucket {
  count: number;
  resetAt: number;
}

const MAX_KEYS = 50_000;

export interface SignInThrottle {
  /** Counts an attempt from this IP; returns seconds to wait when a bucket is full, else null. */
  attempt(ip: string, email: string | null): number | null;
  failed(email: string): void;
}

export function createSignInThrottle(limits: SignInLimits, now: () => number = Date.now): SignInThrottle {
  const byIp = new Map<string, Bucket>();
  const byEmail = new Map<string, Bucket>();

  function bucket(map: Map<string, Bucket>, key: string): Bucket {
    const t = now();
    let b = map.get(key);
    if (!b || b.resetAt <= t) {
      if (map.size >= MAX_KEYS) {
        // Drop expired buckets first; under a flood, the oldest.
        for (const [k, v] of map) if (v.resetAt <= t) map.delete(k);
        if (map.size >= MAX_KEYS) map.delete(map.keys().next().value as string);
      }
      b = { count: 0, resetAt: t + limits.windowMs };
      map.set(key, b);
    }
    return b;
  }

  const wait = (b: Bucket) => Math.max(1, Math.ceil((b.resetAt - now()) / 1000));

  return {
    attempt(ip, email) {
      const ipBucket = bucket(byIp, ip);
      if (ipBucket.count >= limits.perIp) return wait(ipBucket);
      if (email !== null) {
        const emailBucket = bucket(byEmail, email);
        if (emailBucket.count >= limits.perEmail) return wait(emailBucket);
      }
      ipBucket.count++;
      return null;
    },
    failed(email) {
      bucket(byEmail, email).count++;
    },
  };
}
