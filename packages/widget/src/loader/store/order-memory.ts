/**
 * Once per order: the ids of the orders this browser already saved (localStorage `poptin_ordered_ids`, a
 * comma list of the newest 20), so that reloading a thank-you page does not record its order again.
 * In private mode nothing is sent, so nothing is kept either.
 */
import { getItem, LOCAL, setItem } from '../storage';
import { newestFirst } from './cart-memory';

export const ORDERED = 'poptin_ordered_ids';

/** Whether the order `id` was saved before from this browser. */
export const orderSaved = (id: string): boolean => (getItem(LOCAL, ORDERED) ?? '').split(',').includes(id);

/** Remembers the order `id` as saved. */
export function noteOrderSaved(id: string): void {
  setItem(LOCAL, ORDERED, newestFirst(getItem(LOCAL, ORDERED), [id], 20));
}

/** Private mode: storage.ts removes a key it may not keep instead of writing it, so the list goes. */
export const forgetOrders = (): void => setItem(LOCAL, ORDERED, '');
