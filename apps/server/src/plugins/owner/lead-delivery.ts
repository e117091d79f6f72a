/**
 * Delivers new leads from the lead_deliveries outbox (migration 0130) to webhooks and owners' mailboxes.
 * The rows are written by the statement that stores the leads (conversion-writer.ts), so this worker only reads
 * the table: any number of server processes run it side by side. Each claims due rows in one short
 * statement (FOR UPDATE SKIP LOCKED, so two processes never take the same row; on PGlite there is one
 * connection and the statement is atomic anyway) by setting claimed_until, posts outside any transaction,
 * then records the outcome. A process that dies mid-delivery leaves a claim that expires, and another
 * process sends the lead again: delivery is at least once, and the webhook-id header lets a receiver
 * drop the duplicate.
 */
import type { Db } from '@beckon/db';
import type { Lead } from '@beckon/owner-api';
import type { FastifyBaseLogger } from 'fastify';
import { newLeadMail } from '../../mail/new-lead-mail.js';
import type { Mailer } from '../../mail/outbox.js';
import { nextAttemptAt } from '../../retry-backoff.js';
import { leadsByIds } from './leads-query.js';
import { postWebhook } from './webhook-post.js';
import { webhookHeaders } from './webhook-signature.js';

export interface LeadDeliveryOptions {
  /** How often the outbox is looked at (a new lead waits at most this long, plus the delivery). */
  pollMs: number;
  /** The first retry's delay; each next one doubles, up to maxRetryMs, for 24 hours. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** Post to private and loopback addresses too (off in production: see webhook-post.ts). */
  allowPrivateAddresses: boolean;
}

export const DEFAULT_LEAD_DELIVERY: LeadDeliveryOptions = {
  pollMs: 500,
  firstRetryMs: 10_000,
  maxRetryMs: 3600_000,
  allowPrivateAddresses: false,
};

/** Rows one process claims at a time; they are delivered in parallel. */
const CLAIM_BATCH = 20;
/** Longer than a request's timeout (10 s), so a live process never loses its claim mid-delivery. */
const CLAIM_SECONDS = 60;
const ERROR_TEXT_MAX = 300;

interface Claimed {
  account_id: string;
  delivery_id: string;
  conversion_id: string;
  channel: 'webhook' | 'email';
  endpoint_id: string | null;
  attempts: number;
  give_up_at: Date | string;
}

interface Outcome {
  ok: boolean;
  status: number | null;
  error: string | null;
  durationMs: number | null;
}

const CLAIM_SQL = `UPDATE lead_deliveries d
    SET claimed_until = now() + interval '${CLAIM_SECONDS} seconds', attempts = d.attempts + 1
  WHERE (d.account_id, d.delivery_id) IN (
    SELECT account_id, delivery_id FROM lead_deliveries
     WHERE state = 'pending' AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
     ORDER BY next_attempt_at LIMIT ${CLAIM_BATCH}
     FOR UPDATE SKIP LOCKED)
  RETURNING d.account_id, d.delivery_id::text AS delivery_id, d.conversion_id, d.channel, d.endpoint_id,
            d.attempts, d.give_up_at`;

/** The JSON body of a lead webhook; documented in the dashboard's webhook screen. */
function webhookBody(lead: Lead, accountId: string): string {
  return JSON.stringify({ type: 'lead.created', timestamp: lead.created_at, account_id: accountId, data: lead });
}

export interface LeadDeliveryWorker {
  /** Looks at the outbox now (tests; a new lead is otherwise found within pollMs). */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startLeadDelivery(deps: {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  origin: () => string;
  options: LeadDeliveryOptions;
}): LeadDeliveryWorker {
  const { db, mailer, log, options } = deps;
  let stopped = false;
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function deliverWebhook(row: Claimed, lead: Lead): Promise<Outcome> {
    const { rows } = await db.query<{ url: string; secret: string; enabled: boolean }>(
      'SELECT url, secret, enabled FROM webhook_endpoints WHERE account_id = $1 AND endpoint_id = $2',
      [row.account_id, row.endpoint_id],
    );
    const endpoint = rows[0];
    if (!endpoint) return { ok: false, status: null, error: 'the webhook was deleted', durationMs: null };
    const body = webhookBody(lead, row.account_id);
    const headers = webhookHeaders(endpoint.secret, `dlv_${row.delivery_id}`, Math.floor(Date.now() / 1000), body);
    const result = await postWebhook(endpoint.url, headers, body, { allowPrivate: options.allowPrivateAddresses });
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    return {
      ok,
      status: result.status,
      error: ok ? null : (result.error ?? `the receiver answered ${result.status}`),
      durationMs: result.durationMs,
    };
  }

  /** Queues the mail to every owner of the account and marks the delivery done in one transaction. */
  async function deliverMail(row: Claimed, lead: Lead): Promise<void> {
    const mails = await db.transaction(async (tx) => {
      const { rows: owners } = await tx.query<{ email: string }>('SELECT email FROM owners WHERE account_id = $1', [
        row.account_id,
      ]);
      const queued = [];
      for (const owner of owners)
        queued.push(
          await mailer.queue(tx, { accountId: row.account_id, ...newLeadMail(owner.email, lead, deps.origin()) }),
        );
      await tx.query(
        `UPDATE lead_deliveries SET state = 'delivered', delivered_at = now(), claimed_until = NULL, last_error = NULL
          WHERE account_id = $1 AND delivery_id = $2`,
        [row.account_id, row.delivery_id],
      );
      return queued;
    });
    for (const mail of mails) mailer.deliver(mail);
  }

  async function record(row: Claimed, outcome: Outcome): Promise<void> {
    const retryAt = outcome.ok
      ? null
      : nextAttemptAt(row.attempts, Date.now(), new Date(row.give_up_at).getTime(), options);
    const state = outcome.ok ? 'delivered' : retryAt === null ? 'failed' : 'pending';
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE lead_deliveries SET state = $3, last_status = $4, last_error = $5, claimed_until = NULL,
                delivered_at = CASE WHEN $3 = 'delivered' THEN now() END,
                next_attempt_at = COALESCE($6::timestamptz, next_attempt_at)
          WHERE account_id = $1 AND delivery_id = $2`,
        [
          row.account_id,
          row.delivery_id,
          state,
          outcome.status,
          outcome.error?.slice(0, ERROR_TEXT_MAX) ?? null,
          retryAt === null ? null : new Date(retryAt).toISOString(),
        ],
      );
      if (outcome.durationMs !== null)
        await tx.query(
          `INSERT INTO webhook_attempts (account_id, delivery_id, attempt, status_code, error, duration_ms)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
          [
            row.account_id,
            row.delivery_id,
            row.attempts,
            outcome.status,
            outcome.error?.slice(0, ERROR_TEXT_MAX) ?? null,
            outcome.durationMs,
          ],
        );
    });
  }

  async function deliver(row: Claimed, lead: Lead | undefined): Promise<void> {
    try {
      if (!lead) return await record(row, { ok: false, status: null, error: 'the lead was deleted', durationMs: null });
      if (row.channel === 'email') return await deliverMail(row, lead);
      await record(row, await deliverWebhook(row, lead));
    } catch (err) {
      // The claim expires and the row is tried again; the log says why.
      log.error({ err, deliveryId: row.delivery_id }, 'could not deliver or record a lead delivery');
    }
  }

  async function claimAndDeliver(): Promise<number> {
    const { rows } = await db.query<Claimed>(CLAIM_SQL);
    if (rows.length === 0) return 0;
    const byAccount = new Map<string, Claimed[]>();
    for (const row of rows) byAccount.set(row.account_id, [...(byAccount.get(row.account_id) ?? []), row]);
    const work: Promise<void>[] = [];
    for (const [accountId, claimed] of byAccount) {
      const leads = new Map(
        (
          await leadsByIds(
            db,
            accountId,
            claimed.map((r) => r.conversion_id),
          )
        ).map((lead) => [lead.conversion_id, lead]),
      );
      for (const row of claimed) work.push(deliver(row, leads.get(row.conversion_id)));
    }
    await Promise.all(work);
    return rows.length;
  }

  async function runOnce(): Promise<number> {
    // One pass at a time per process; a caller arriving mid-pass waits for it, then runs its own.
    while (running) await running.catch(() => 0);
    running = (async () => {
      let total = 0;
      for (;;) {
        const n = await claimAndDeliver();
        total += n;
        if (n < CLAIM_BATCH || stopped) return total;
      }
    })();
    try {
      return await running;
    } finally {
      running = null;
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((err: unknown) => log.warn({ err }, 'lead delivery pass failed; retrying'))
        .finally(schedule);
    }, options.pollMs);
    timer.unref();
  }
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => 0);
    },
  };
}
