/**
 * Password hashing with argon2id at an OWASP parameter set (m=19456 KiB, t=2,
 * p=1; reliability.md §2.6, §6 C7). When the email is unknown we still verify
 * against a fixed hash, so the answer time does not tell which emails exist.
 */
import argon2 from 'argon2';

const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/** True when `password` matches `hash`; with `hash` null, spends the same time and answers false. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= hashPassword('beckon-timing-equaliser');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
