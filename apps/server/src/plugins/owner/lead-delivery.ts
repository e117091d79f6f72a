/**
 * Delivers new leads from the lead_deliveries outbox (migration 0130) to webhooks, email-marketing integrations
 * (integration-send.ts) and owners' mailboxes.
 * The rows are written by the statement that stores the leads (conversion-writer.ts), so this worker only reads
 * the table: any number of server processes run it side by side. Each claims due rows in one short
 * statement (lead-delivery-repository.ts) by setting claimed_until, posts outside any transaction,
 * then records the outcome. A process that dies mid-delivery leaves a claim that expires, and another
 * process sends the lead again: delivery is at least once, and the webhook-id header lets a receiver
 * drop the duplicate.
 */
import type { Db } from '@beckon/db';
import type { DeliveredLead } from '@beckon/owner-api';
import type { FastifyBaseLogger } from 'fastify';
import { newLeadMail } from '../../mail/new-lead-mail.js';
import type { Mailer } from '../../mail/outbox.js';
import { nextAttemptAt } from '../../retry-backoff.js';
import { findIntegration } from './integration-repository.js';
import { type IntegrationRuntime, sendLeadToIntegration } from './integration-send.js';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  markDelivered,
  recordDeliveryOutcome,
  recordWebhookAttempt,
} from './lead-delivery-repository.js';
import { leadsByIds } from './lead-repository.js';
import { ownerEmails } from './owner-repository.js';
import { postWebhook } from './webhook-post.js';
import { findWebhookEndpoint } from './webhook-repository.js';
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

interface Outcome {
  ok: boolean;
  status: number | null;
  error: string | null;
  durationMs: number | null;
  /** No retry can help (an integration's key or list was refused): failed at once, until "send again". */
  permanent?: boolean;
  /** The receiver's Retry-After: the next attempt waits at least this long. */
  retryAfterMs?: number | null;
}

/** The JSON body of a lead webhook; documented in the dashboard's webhook screen and docs/api.md. */
function webhookBody(lead: DeliveredLead, accountId: string): string {
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
  integrations: IntegrationRuntime;
}): LeadDeliveryWorker {
  const { db, mailer, log, options } = deps;
  let stopped = false;
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function deliverWebhook(row: ClaimedDelivery, lead: DeliveredLead): Promise<Outcome> {
    const endpoint = await findWebhookEndpoint(db, row.account_id, row.endpoint_id);
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

  async function deliverToIntegration(row: ClaimedDelivery, lead: DeliveredLead): Promise<Outcome> {
    const integration = await findIntegration(db, row.account_id, row.endpoint_id);
    if (!integration) return { ok: false, status: null, error: 'the integration was deleted', durationMs: null };
    const outcome = await sendLeadToIntegration(deps.integrations, integration, lead);
    if (outcome.ok) return { ok: true, status: outcome.status, error: null, durationMs: outcome.durationMs };
    return { ...outcome, durationMs: outcome.durationMs };
  }

  /** Queues the mail to every owner of the account and marks the delivery done in one transaction. */
  async function deliverMail(row: ClaimedDelivery, lead: DeliveredLead): Promise<void> {
    const mails = await db.transaction(async (tx) => {
      const queued = [];
      for (const email of await ownerEmails(tx, row.account_id))
        queued.push(await mailer.queue(tx, { accountId: row.account_id, ...newLeadMail(email, lead, deps.origin()) }));
      await markDelivered(tx, row.account_id, row.delivery_id);
      return queued;
    });
    for (const mail of mails) mailer.deliver(mail);
  }

  async function record(row: ClaimedDelivery, outcome: Outcome): Promise<void> {
    const now = Date.now();
    const backoff =
      outcome.ok || outcome.permanent
        ? null
        : nextAttemptAt(row.attempts, now, new Date(row.give_up_at).getTime(), options);
    const retryAt = backoff === null ? null : Math.max(backoff, now + (outcome.retryAfterMs ?? 0));
    const state = outcome.ok ? 'delivered' : retryAt === null ? 'failed' : 'pending';
    const error = outcome.error?.slice(0, ERROR_TEXT_MAX) ?? null;
    await db.transaction(async (tx) => {
      await recordDeliveryOutcome(tx, row.account_id, row.delivery_id, {
        state,
        status: outcome.status,
        error,
        retryAt: retryAt === null ? null : new Date(retryAt).toISOString(),
      });
      if (outcome.durationMs !== null)
        await recordWebhookAttempt(tx, {
          accountId: row.account_id,
          deliveryId: row.delivery_id,
          attempt: row.attempts,
          status: outcome.status,
          error,
          durationMs: outcome.durationMs,
        });
    });
  }

  async function deliver(row: ClaimedDelivery, lead: DeliveredLead | undefined): Promise<void> {
    try {
      if (!lead) return await record(row, { ok: false, status: null, error: 'the lead was deleted', durationMs: null });
      if (row.channel === 'email') return await deliverMail(row, lead);
      if (row.channel === 'integration') return await record(row, await deliverToIntegration(row, lead));
      await record(row, await deliverWebhook(row, lead));
    } catch (err) {
      // The claim expires and the row is tried again; the log says why.
      log.error({ err, deliveryId: row.delivery_id }, 'could not deliver or record a lead delivery');
    }
  }

  async function claimAndDeliver(): Promise<number> {
    const rows = await claimDueDeliveries(db, CLAIM_BATCH, CLAIM_SECONDS);
    if (rows.length === 0) return 0;
    const byAccount = new Map<string, ClaimedDelivery[]>();
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
