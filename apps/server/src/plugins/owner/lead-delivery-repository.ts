/**
 * The lead_deliveries outbox and its webhook_attempts log: what the owner reads and sends again, and
 * what the delivery worker (lead-delivery.ts) claims and records. Every statement names the account.
 */
import type { Queryable } from '@beckon/db';

export interface DeliveryRow {
  delivery_id: string;
  endpoint_id: string | null;
  channel: 'webhook' | 'email' | 'integration';
  conversion_id: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  created_at: Date | string;
  next_attempt_at: Date | string;
  delivered_at: Date | string | null;
}

/** A row the worker claimed: its claim lasts until claimed_until, and its attempt is already counted. */
export interface ClaimedDelivery {
  account_id: string;
  delivery_id: string;
  conversion_id: string;
  channel: 'webhook' | 'email' | 'integration';
  endpoint_id: string | null;
  attempts: number;
  give_up_at: Date | string;
}

const DELIVERY_COLUMNS = `delivery_id::text AS delivery_id, endpoint_id, channel, conversion_id, state, attempts,
  last_status, last_error, created_at, next_attempt_at, delivered_at`;

/** The account's latest deliveries, newest first. */
export async function listDeliveries(db: Queryable, accountId: string, limit: number): Promise<DeliveryRow[]> {
  const { rows } = await db.query<DeliveryRow>(
    `SELECT ${DELIVERY_COLUMNS}
       FROM lead_deliveries WHERE account_id = $1 ORDER BY created_at DESC, delivery_id DESC LIMIT $2`,
    [accountId, limit],
  );
  return rows;
}

/** Puts the delivery back in the outbox, due now, with a fresh 24 hours of retries; null when not the account's. */
export async function resendDelivery(
  db: Queryable,
  accountId: string,
  deliveryId: string,
): Promise<DeliveryRow | null> {
  const { rows } = await db.query<DeliveryRow>(
    `UPDATE lead_deliveries SET state = 'pending', next_attempt_at = now(), give_up_at = now() + interval '24 hours',
            claimed_until = NULL
      WHERE account_id = $1 AND delivery_id = $2::bigint
      RETURNING ${DELIVERY_COLUMNS}`,
    [accountId, deliveryId],
  );
  return rows[0] ?? null;
}

/**
 * Claims up to `batch` due rows for `claimSeconds` in one statement, counting the attempt. FOR UPDATE
 * SKIP LOCKED, so two processes never take the same row; on PGlite there is one connection and the
 * statement is atomic anyway.
 */
export async function claimDueDeliveries(
  db: Queryable,
  batch: number,
  claimSeconds: number,
): Promise<ClaimedDelivery[]> {
  const { rows } = await db.query<ClaimedDelivery>(
    `UPDATE lead_deliveries d
        SET claimed_until = now() + make_interval(secs => $2), attempts = d.attempts + 1
      WHERE (d.account_id, d.delivery_id) IN (
        SELECT account_id, delivery_id FROM lead_deliveries
         WHERE state = 'pending' AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
         ORDER BY next_attempt_at LIMIT $1
         FOR UPDATE SKIP LOCKED)
      RETURNING d.account_id, d.delivery_id::text AS delivery_id, d.conversion_id, d.channel, d.endpoint_id,
                d.attempts, d.give_up_at`,
    [batch, claimSeconds],
  );
  return rows;
}

/** A delivery done: its claim and last error cleared. */
export async function markDelivered(db: Queryable, accountId: string, deliveryId: string): Promise<void> {
  await db.query(
    `UPDATE lead_deliveries SET state = 'delivered', delivered_at = now(), claimed_until = NULL, last_error = NULL
      WHERE account_id = $1 AND delivery_id = $2`,
    [accountId, deliveryId],
  );
}

interface DeliveryOutcome {
  state: 'pending' | 'delivered' | 'failed';
  status: number | null;
  error: string | null;
  /** When it is tried again; null keeps the due time (a delivered or failed row is not tried again). */
  retryAt: string | null;
}

/** Records an attempt's outcome on the delivery and releases its claim. */
export async function recordDeliveryOutcome(
  db: Queryable,
  accountId: string,
  deliveryId: string,
  outcome: DeliveryOutcome,
): Promise<void> {
  await db.query(
    `UPDATE lead_deliveries SET state = $3, last_status = $4, last_error = $5, claimed_until = NULL,
            delivered_at = CASE WHEN $3 = 'delivered' THEN now() END,
            next_attempt_at = COALESCE($6::timestamptz, next_attempt_at)
      WHERE account_id = $1 AND delivery_id = $2`,
    [accountId, deliveryId, outcome.state, outcome.status, outcome.error, outcome.retryAt],
  );
}

/** One webhook post in the attempts log; a repeat of the same attempt number is kept once. */
export async function recordWebhookAttempt(
  db: Queryable,
  attempt: {
    accountId: string;
    deliveryId: string;
    attempt: number;
    status: number | null;
    error: string | null;
    durationMs: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO webhook_attempts (account_id, delivery_id, attempt, status_code, error, duration_ms)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [attempt.accountId, attempt.deliveryId, attempt.attempt, attempt.status, attempt.error, attempt.durationMs],
  );
}
