import { describe, expect, it } from 'vitest';
import { canMoveOrder, ORDER_STATUS_LABELS, ORDER_STATUSES, ORDER_TRANSITIONS } from './shop-orders.js';

describe('the order statuses the owner moves an order through', () => {
  it('are WooCommerce’s seven, each with a label', () => {
    expect([...ORDER_STATUSES].sort()).toEqual(
      ['cancelled', 'completed', 'failed', 'on-hold', 'pending', 'processing', 'refunded'].sort(),
    );
    for (const s of ORDER_STATUSES) expect(ORDER_STATUS_LABELS[s]).toMatch(/^[A-Z]/);
  });

  it('let an unpaid order be paid, held, cancelled or failed', () => {
    for (const to of ['processing', 'on-hold', 'cancelled', 'failed'] as const)
      expect(canMoveOrder('pending', to)).toBe(true);
    expect(canMoveOrder('pending', 'completed')).toBe(false);
  });

  it('complete a processing order or put it on hold, but never refund it by a bare status change', () => {
    expect(canMoveOrder('processing', 'completed')).toBe(true);
    expect(canMoveOrder('processing', 'on-hold')).toBe(true);
    for (const from of ORDER_STATUSES) expect(canMoveOrder(from, 'refunded')).toBe(false);
  });

  it('keep cancelled, refunded and completed orders where they are, and a failed one may only be cancelled', () => {
    expect(ORDER_TRANSITIONS.cancelled).toEqual([]);
    expect(ORDER_TRANSITIONS.refunded).toEqual([]);
    expect(ORDER_TRANSITIONS.completed).toEqual([]);
    expect(ORDER_TRANSITIONS.failed).toEqual(['cancelled']);
  });

  it('never offer a move to the status the order already has', () => {
    for (const s of ORDER_STATUSES) expect(canMoveOrder(s, s)).toBe(false);
  });
});
