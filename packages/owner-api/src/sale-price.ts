/**
 * The price a variant sells at on a given day: WooCommerce's scheduled sale. A sale price may carry a
 * first and a last day, in the shop's calendar ("to" counts to the end of its day); outside them the
 * regular price applies. One function, so the pages, the cart, the checkout and the recommendation cards
 * never disagree about what a visitor pays.
 */
import { wallClockAt } from '@beckon/popup-schema/wall-clock';

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * The shop's calendar day at instant `at` (ms since the epoch) in its time zone (the owner's setting,
 * shop-time-zone.ts), as `YYYY-MM-DD`: such strings sort as days do.
 */
export function shopDayAt(at: number, timeZone: string): string {
  const c = wallClockAt(at, timeZone);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}

/** A variant's prices as the shop keeps them: on sale, the regular price is the compare-at one. */
export interface StoredPrices {
  priceCents: number;
  compareAtCents: number | null;
  /** The sale's first day (`YYYY-MM-DD`), or null: on sale until `saleTo` (or always). */
  saleFrom: string | null;
  /** The sale's last day, included, or null: no end. */
  saleTo: string | null;
}

/** What a visitor is shown and charged: the price, and the regular one struck through while on sale. */
export interface PriceOnDay {
  priceCents: number;
  compareAtCents: number | null;
}

/** Whether a sale scheduled from `from` to `to` (either may be open) is on during `day`. */
export const saleIsOn = (from: string | null, to: string | null, day: string): boolean =>
  (from === null || from <= day) && (to === null || day <= to);

/** The price of a variant on the shop's calendar `day` (see shopDayAt). */
export function priceOnDay(v: StoredPrices, day: string): PriceOnDay {
  if (v.compareAtCents === null) return { priceCents: v.priceCents, compareAtCents: null };
  return saleIsOn(v.saleFrom, v.saleTo, day)
    ? { priceCents: v.priceCents, compareAtCents: v.compareAtCents }
    : { priceCents: v.compareAtCents, compareAtCents: null };
}
