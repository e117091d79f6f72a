/**
 * Stripe's webhook (POST /api/shop/stripe/webhook): the only way a card order becomes paid. The body is
 * kept as the exact bytes Stripe signed, the Stripe-Signature header is checked the SDK's way (HMAC-SHA256
 * with the endpoint's secret, five minutes' tolerance), and a forged or stale one is refused with 400.
 * Each event is stored by its id with what it changed, so Stripe's retries and replays change nothing twice.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { errors } from '../../errors.js';
import type { Mailer } from '../../mail/outbox.js';
import { applySessionEvent } from './card-payment-repository.js';
import { catalogueChanged } from './catalogue-events.js';
import { queueOrderMails } from './order-mails.js';
import type { CardGateway, PaymentEvent } from './stripe-gateway.js';

const STRIPE_WEBHOOK_PATH = '/api/shop/stripe/webhook';

/** Stripe's events are a few kilobytes; a checkout session with many lines stays well below this. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;
/** Stripe's header carries a timestamp and one or two signatures: far below this. */
const SIGNATURE_MAX = 1_000;

export interface StripeWebhookOptions {
  db: Db;
  mailer: Mailer;
  card: CardGateway;
}

export async function stripeWebhookPlugin(scope: FastifyInstance, opts: StripeWebhookOptions): Promise<void> {
  const { db, mailer, card } = opts;
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  scope.post(STRIPE_WEBHOOK_PATH, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request) => {
    const signature = request.headers['stripe-signature'];
    const body = request.body;
    if (typeof signature !== 'string' || signature.length > SIGNATURE_MAX || !Buffer.isBuffer(body))
      throw errors.paymentWebhookSignature();
    let event: PaymentEvent;
    try {
      event = card.verifiedEvent(body, signature);
    } catch {
      throw errors.paymentWebhookSignature();
    }
    if (event.kind === 'other') return { received: true, handled: 'ignored' };
    const mails: Awaited<ReturnType<typeof queueOrderMails>> = [];
    const result = await applySessionEvent(db, event, async (tx, change) => {
      const paidByCard = change.to === 'processing';
      mails.push(
        ...(await queueOrderMails(
          tx,
          mailer,
          event.accountId,
          event.orderNumber,
          { kind: 'status', ...change, paidByCard },
          scope.publicOrigin.get(),
        )),
      );
    });
    for (const mail of mails) mailer.deliver(mail);
    if (result.handled === 'late-payment')
      request.log.warn(
        { accountId: event.accountId, orderNumber: event.orderNumber, status: result.status },
        'card payment confirmed for an order that ended unpaid; left as it is, with a note',
      );
    // Freed stock shows on the shop's cached pages at once.
    if (result.handled === 'changed' && result.stockReleased) catalogueChanged(db, event.accountId);
    return { received: true, handled: result.handled };
  });
}
