/**
 * Card payments through Stripe's hosted Checkout, with the official SDK: a checkout session per order
 * (the customer pays on Stripe's page, so no provider script runs on ours), refunds against the session's
 * payment, and the webhook's signature checked the SDK's way. STRIPE_API_URL points the SDK at another
 * host (the tests' loopback Stripe); it is never needed against the real service.
 */
import Stripe from 'stripe';
import * as z from 'zod';

export interface StripeSettings {
  /** STRIPE_SECRET_KEY (sk_live_… or sk_test_…). */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET (whsec_…): the signing secret of the webhook endpoint set up in Stripe. */
  webhookSecret: string;
  /** STRIPE_API_URL: where the API answers (tests: a loopback fake); Stripe's own by default. */
  apiUrl?: string;
}

/** A checkout session as far as the shop uses it. */
interface HostedCheckout {
  id: string;
  url: string;
}

export interface CardGateway {
  createCheckout(order: {
    accountId: string;
    orderNumber: number;
    totalCents: number;
    description: string;
    email: string;
    returnUrl: string;
    expiresAt: Date;
  }): Promise<HostedCheckout>;
  /** Gives `amountCents` back on the payment; the key makes a retried request one refund. */
  refund(paymentIntent: string, amountCents: number, idempotencyKey: string): Promise<{ id: string }>;
  /**
   * Closes the order's hosted payment page so no payment can start on it any more (Stripe's "Expire a
   * Checkout Session"), and says where the session ended: `expired` (now or before: no payment can come),
   * `complete` (the customer paid first: the webhook settles the order), `missing` (Stripe has no such
   * session) or `unreachable` (Stripe could not be asked, or failed: a payment may still complete).
   */
  closeCheckout(sessionId: string): Promise<CheckoutClosing>;
  /** The event, when the Stripe-Signature header proves Stripe sent this exact body recently; throws otherwise. */
  verifiedEvent(body: Buffer, signature: string): PaymentEvent;
}

export type CheckoutClosing = 'expired' | 'complete' | 'missing' | 'unreachable';

/** The answer Stripe gave when it refused a request, in words the owner can act on. */
export class PaymentProviderError extends Error {}

const metadataSchema = z.object({
  account_id: z.string().min(1).max(100),
  order_number: z.string().regex(/^\d{1,9}$/),
});

/** The event fields the shop acts on: a checkout session's, with the order it was made for. */
const sessionEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.enum([
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'checkout.session.async_payment_failed',
    'checkout.session.expired',
  ]),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(255),
      payment_status: z.string().max(40),
      payment_intent: z.string().max(255).nullable().optional(),
      metadata: metadataSchema,
    }),
  }),
});

export type PaymentEvent =
  | {
      kind: 'session';
      eventId: string;
      type: z.infer<typeof sessionEventSchema>['type'];
      sessionId: string;
      paid: boolean;
      paymentIntent: string | null;
      accountId: string;
      orderNumber: number;
    }
  /** An event the shop does not act on (another type, or not one of our sessions): answered 200 and dropped. */
  | { kind: 'other'; eventId: string; type: string };

/** The shop's reading of a verified event (pure). */
function paymentEventOf(event: { id: string; type: string }): PaymentEvent {
  const parsed = sessionEventSchema.safeParse(event);
  if (!parsed.success) return { kind: 'other', eventId: event.id, type: event.type };
  const session = parsed.data.data.object;
  return {
    kind: 'session',
    eventId: parsed.data.id,
    type: parsed.data.type,
    sessionId: session.id,
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    paymentIntent: session.payment_intent ?? null,
    accountId: session.metadata.account_id,
    orderNumber: Number(session.metadata.order_number),
  };
}

function connection(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  };
}

export function createStripeGateway(settings: StripeSettings): CardGateway {
  const stripe = new Stripe(settings.secretKey, { ...connection(settings.apiUrl), telemetry: false, timeout: 20_000 });
  const asked = async <T>(request: Promise<T>): Promise<T> => {
    try {
      return await request;
    } catch (err) {
      if (err instanceof Stripe.errors.StripeError) throw new PaymentProviderError(err.message);
      throw err;
    }
  };
  return {
    async createCheckout(order) {
      const session = await asked(
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'eur',
                  unit_amount: order.totalCents,
                  product_data: { name: order.description },
                },
              },
            ],
            customer_email: order.email,
            client_reference_id: `${order.accountId}:${order.orderNumber}`,
            metadata: { account_id: order.accountId, order_number: String(order.orderNumber) },
            payment_intent_data: {
              metadata: { account_id: order.accountId, order_number: String(order.orderNumber) },
            },
            locale: 'es',
            success_url: order.returnUrl,
            cancel_url: order.returnUrl,
            expires_at: Math.floor(order.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: `checkout-${order.accountId}-${order.orderNumber}` },
        ),
      );
      if (!session.url) throw new PaymentProviderError('Stripe answered a checkout session without a payment page');
      return { id: session.id, url: session.url };
    },
    async refund(paymentIntent, amountCents, idempotencyKey) {
      const refund = await asked(
        stripe.refunds.create({ payment_intent: paymentIntent, amount: amountCents }, { idempotencyKey }),
      );
      return { id: refund.id };
    },
    async closeCheckout(sessionId) {
      try {
        const session = await stripe.checkout.sessions.expire(sessionId);
        return session.status === 'complete' ? 'complete' : 'expired';
      } catch (err) {
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) return 'unreachable';
        if (err.statusCode === 404) return 'missing';
      }
      // Only an open session can be expired: Stripe's refusal (400) means it already ended, one way or the other.
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === 'complete') return 'complete';
        if (session.status === 'expired') return 'expired';
      } catch {
        // Asked again at the next sweep.
      }
      return 'unreachable';
    },
    verifiedEvent(body, signature) {
      return paymentEventOf(stripe.webhooks.constructEvent(body, signature, settings.webhookSecret));
    },
  };
}

/** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, both or neither (+ STRIPE_API_URL); undefined: no card payments. */
export function parseStripeEnv(env: NodeJS.ProcessEnv): StripeSettings | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  if (!secretKey && !webhookSecret) return undefined;
  if (!secretKey || !webhookSecret)
    throw new Error('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together (card payments need both)');
  const apiUrl = env.STRIPE_API_URL?.trim();
  if (apiUrl && !/^https?:\/\/[^/]+\/?$/.test(apiUrl))
    throw new Error(`STRIPE_API_URL must be an origin like http://127.0.0.1:12111, got ${JSON.stringify(apiUrl)}`);
  return { secretKey, webhookSecret, ...(apiUrl ? { apiUrl } : {}) };
}

/** Where Stripe's hosted checkout pages are (with STRIPE_API_URL, that host serves them too: the tests' fake). */
export function stripeCheckoutOrigin(settings: StripeSettings): string {
  return settings.apiUrl ? new URL(settings.apiUrl).origin : 'https://checkout.stripe.com';
}
