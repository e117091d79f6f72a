import { ORDER_STATUSES } from '@beckon/owner-api';
import { describe, expect, it } from 'vitest';
import { outcomeOf } from './card-payment-events.js';

describe('what a card payment’s event does to its order', () => {
  it('makes a pending order processing once the session is paid, and nothing while the bank has not confirmed', () => {
    expect(outcomeOf('pending', { type: 'checkout.session.completed', paid: true })).toEqual({
      to: 'processing',
      releaseStock: false,
    });
    expect(outcomeOf('pending', { type: 'checkout.session.completed', paid: false })).toBeNull();
    expect(outcomeOf('pending', { type: 'checkout.session.async_payment_succeeded', paid: true })?.to).toBe(
      'processing',
    );
  });

  it('gives an abandoned or failed payment’s stock back, cancelling or failing the order', () => {
    expect(outcomeOf('pending', { type: 'checkout.session.expired', paid: false })).toEqual({
      to: 'cancelled',
      releaseStock: true,
    });
    expect(outcomeOf('pending', { type: 'checkout.session.async_payment_failed', paid: false })).toEqual({
      to: 'failed',
      releaseStock: true,
    });
  });

  it('leaves every order that no longer waits for its payment as it is, whatever arrives late', () => {
    for (const status of ORDER_STATUSES.filter((s) => s !== 'pending'))
      for (const type of [
        'checkout.session.completed',
        'checkout.session.expired',
        'checkout.session.async_payment_failed',
      ] as const)
        expect(outcomeOf(status, { type, paid: true })).toBeNull();
  });
});
