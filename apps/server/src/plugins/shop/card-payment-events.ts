/**
 * What a card payment's webhook event does to its order (pure). Only an order still waiting for its
 * payment moves: a paid session makes it processing, a failed or expired one gives its stock back
 * (failed, or cancelled as WooCommerce cancels unpaid orders). Any other order is left as it is, so
 * events arriving late, twice or out of order change nothing.
 */
import { STATUS_ES } from './order-view.js';
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

/**
 * The private note on an order the hold-stock sweep cancelled, in WooCommerce's Spanish words (its note and
 * the status change it appends).
 */
export const UNPAID_CANCELLED_NOTE =
  'Pedido no pagado cancelado - Se ha alcanzado el límite de tiempo. Estado del pedido cambiado de Pendiente de pago a Cancelado.';

/**
 * The private note on an order that was no longer waiting for its payment when the provider confirmed it
 * (the hold ran out, or the owner cancelled it): the order stays as it is, so the shop must give the money
 * back or take the order by hand.
 */
export function latePaymentNote(sessionId: string, status: OrderStatus): string {
  return `Stripe confirmó el pago de la sesión ${sessionId} cuando el pedido ya estaba en estado «${STATUS_ES[status]}». El pedido no se ha marcado como pagado ni ha vuelto a reservar existencias: reembolse el pago en Stripe o atienda el pedido a mano.`;
}

/** Whether a session event says money was taken: a paid completion or a confirmed bank payment. */
export const confirmsPayment = (event: Pick<SessionEvent, 'type' | 'paid'>): boolean =>
  event.paid &&
  (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded');
