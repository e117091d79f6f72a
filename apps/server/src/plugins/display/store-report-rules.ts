/**
 * The decisions behind store reports, apart from the database: when a save updates a visitor's open report
 * rather than starting a new one, when our own shop's cart counts as abandoned, which open cart report an
 * order recovers, and what the order was worth.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** What a report holds: the products a customer browsed ('abandonment') or their cart (spec §7 `data_for`). */
export type ReportKind = 'abandonment' | 'cart';

/**
 * How long after its last update a report still takes the visitor's next save of the same kind. Browsing is
 * one shopping session (an hour of quiet ends it); a cart lives longer, so a cart changed within a day is
 * the same abandoned cart and not a second one.
 */
export const DEDUP_WINDOW_MS: Readonly<Record<ReportKind, number>> = { abandonment: HOUR, cart: 24 * HOUR };

/** Our own shop's cart with items and no change for this long, and no order, is an abandoned cart. */
export const SHOP_CART_ABANDONED_AFTER_MS = HOUR;

/** Carts older than this are not reported as newly abandoned (a first read does not unearth old carts). */
export const SHOP_CART_LOOKBACK_MS = 30 * 24 * HOUR;

/** An order recovers a cart report of the same customer updated at most this long before it. */
export const RECOVERY_WINDOW_MS = 7 * 24 * HOUR;

export interface OpenReport {
  reportId: string;
  kind: ReportKind;
  updatedAt: Date;
  recoveredAt: Date | null;
  /** The customer emptied the cart: the report is closed, and an order can still recover it. */
  emptiedAt: Date | null;
  totalValue: number;
}

/** True when a save at `now` updates `report` (same visitor and kind) instead of starting a new report. */
export function takesSave(report: OpenReport, kind: ReportKind, now: Date): boolean {
  if (report.kind !== kind || report.recoveredAt !== null || report.emptiedAt !== null) return false;
  const age = now.getTime() - report.updatedAt.getTime();
  return age >= 0 && age < DEDUP_WINDOW_MS[kind];
}

/** True when a shop cart last changed at `lastChange` counts as abandoned at `now`. */
export function isAbandonedCart(lastChange: Date, now: Date): boolean {
  const age = now.getTime() - lastChange.getTime();
  return age >= SHOP_CART_ABANDONED_AFTER_MS && age <= SHOP_CART_LOOKBACK_MS;
}

/**
 * The cart report an order at `now` recovers: the customer's newest open cart report updated within the
 * recovery window before the order, or null. Browse reports are never recovered by an order.
 */
export function recoveredReport(reports: readonly OpenReport[], now: Date): OpenReport | null {
  let best: OpenReport | null = null;
  for (const r of reports) {
    if (r.kind !== 'cart' || r.recoveredAt !== null) continue;
    const age = now.getTime() - r.updatedAt.getTime();
    if (age < 0 || age > RECOVERY_WINDOW_MS) continue;
    if (!best || r.updatedAt > best.updatedAt) best = r;
  }
  return best;
}

export interface OrderedProduct {
  quantity: number;
  price?: number | undefined;
}

/**
 * What an order was worth: the sum of price × quantity when every product names its price, else the
 * recovered cart's value (the store did not say, and the cart is what the customer had chosen). Rounded to cents.
 */
export function orderedValue(products: readonly OrderedProduct[], cartValue: number): number {
  if (products.length === 0 || products.some((p) => p.price === undefined)) return cartValue;
  const cents = products.reduce((sum, p) => sum + Math.round((p.price ?? 0) * 100) * p.quantity, 0);
  return cents / 100;
}
