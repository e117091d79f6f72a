/** When an outbox (lead deliveries, mails) tries a failed send again. */
export interface BackoffOptions {
  /** The first retry's delay; each next one doubles, up to maxRetryMs. */
  firstRetryMs: number;
  maxRetryMs: number;
}

/**
 * When to try again after failed attempt number `attempt` (1 for the first), or null to give up:
 * exponential backoff with ±20 % jitter (so receivers coming back are not hit by every sender at once).
 */
export function nextAttemptAt(
  attempt: number,
  now: number,
  giveUpAt: number,
  opts: BackoffOptions,
  random: () => number = Math.random,
): number | null {
  const delay = Math.min(opts.firstRetryMs * 2 ** Math.min(attempt - 1, 30), opts.maxRetryMs);
  const at = now + Math.round(delay * (0.8 + 0.4 * random()));
  return at > giveUpAt ? null : at;
}
