/**
 * The hold-stock sweep in the background: every server process looks every minute, and the database lets
 * one of them cancel each account's unpaid card orders (hold-stock-repository.ts), each once Stripe has
 * closed its payment page. Their mails go out after the commit, and the freed stock shows on this
 * process's cached shop pages at once.
 */
import type { Db } from '@beckon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../mail/outbox.js';
import { catalogueChanged } from './catalogue-events.js';
import { type CloseCheckout, cancelUnpaidOrders, type UnpaidSweep } from './hold-stock-repository.js';
import { queueOrderMails } from './order-mails.js';
import type { CardGateway } from './stripe-gateway.js';

export interface HoldSweepDeps {
  db: Db;
  mailer: Mailer;
  /** The dashboard's origin, for the mails' links. */
  adminOrigin: () => string;
  /** Stripe, when card payments are set up; without it no payment page can be open, so orders just go. */
  card: CardGateway | null;
}

/** One sweep at `now`: cancels what is due, queues and sends the cancellation mails. */
export async function sweepUnpaidOrders(deps: HoldSweepDeps, now: Date): Promise<UnpaidSweep[]> {
  const mails: Awaited<ReturnType<typeof queueOrderMails>> = [];
  const { card } = deps;
  const closeCheckout: CloseCheckout = card ? (sessionId) => card.closeCheckout(sessionId) : async () => 'missing';
  const sweeps = await cancelUnpaidOrders(deps.db, now, closeCheckout, async (tx, accountId, orderNumber) => {
    mails.push(
      ...(await queueOrderMails(
        tx,
        deps.mailer,
        accountId,
        orderNumber,
        { kind: 'status', from: 'pending', to: 'cancelled' },
        deps.adminOrigin(),
      )),
    );
  });
  for (const mail of mails) deps.mailer.deliver(mail);
  for (const sweep of sweeps) if (sweep.cancelled.length > 0) catalogueChanged(deps.db, sweep.accountId);
  return sweeps;
}

const EVERY_MS = 60_000;

export function startHoldSweep(
  deps: HoldSweepDeps,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      sweepUnpaidOrders(deps, now())
        .then((sweeps) => {
          for (const { kept, ...sweep } of sweeps) {
            if (sweep.cancelled.length > 0) log.info(sweep, 'unpaid card orders cancelled: their hold ran out');
            const unreachable = kept?.filter((k) => k.why === 'unreachable').map((k) => k.orderNumber) ?? [];
            if (unreachable.length > 0)
              log.warn(
                { accountId: sweep.accountId, orders: unreachable },
                'Stripe could not close the payment pages of unpaid card orders; they keep their stock until the next sweep',
              );
          }
        })
        .catch((err: unknown) => log.warn({ err }, 'hold-stock sweep failed; trying again later'))
        .finally(schedule);
    }, EVERY_MS);
    timer.unref();
  };
  schedule();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
