/**
 * Webhook signatures in the Standard Webhooks format (standardwebhooks.com), so a receiver can verify
 * with that project's libraries or with a few lines of its own:
 *
 *   signed  = `${webhook-id}.${webhook-timestamp}.${raw body}`
 *   key     = base64-decode(secret without its "whsec_" prefix)
 *   webhook-signature = "v1," + base64(HMAC-SHA256(key, signed))
 *
 * The receiver recomputes it over the raw body, compares in constant time, and refuses a timestamp more
 * than 5 minutes from its clock, so a captured request cannot be replayed later.
 */
import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new secret: 24 random bytes (192 bits), base64, with the whsec_ prefix. */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString('base64');
}

function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The headers of one signed request; `timestamp` in Unix seconds. */
export function webhookHeaders(secret: string, id: string, timestamp: number, body: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'Beckon-Webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': webhookSignature(secret, id, timestamp, body),
  };
}
