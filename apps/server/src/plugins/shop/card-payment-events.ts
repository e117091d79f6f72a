/**
 * What a card payment's webhook event does to its order (pure). Only an order still waiting for its
 * payment moves: a paid session makes it processing, a failed or expired one gives its stock back
 * (failed, or cancelled as WooCommerce cancels unpaid orders). Any other order is left as it is, so
 * events arriving late, twice or out of order change nothing.
 */
import type { OrderStatus } from './payment.js';
import type { PaymentEvent } from './stripe-gateway.js';

type SessionEvent = Extract<PaymentEvent, { kind: 'session' }>;

export type EventOutcome = { to: OrderStatus; releaseStock: boolean } | null;

export function outcomeOf(status: OrderStatus, event: Pick<SessionEvent, 'type' | 'paid'>): EventOutcome {
  if (status !== 'pending') return null;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      // A completed session may still wait for a bank's confirmation (async methods): then nothing yet.
      return event.paid ? { to: 'processing', releaseStock: false } : null;
    case 'checkout.session.async_payment_failed':
      return { to: 'failed', releaseStock: true };
    case 'checkout.session.expired':
      return { to: 'cancelled', releaseStock: true };
  }
}
