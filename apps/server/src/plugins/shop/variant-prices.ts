/**
 * How the shop's queries read a variant's prices, and what it sells at today: the stored sale price only
 * during its scheduled days (owner-api's priceOnDay), so every page, cart and checkout agrees.
 */
import { priceOnDay, shopDayAt } from '@beckon/owner-api';
import { timeZoneSql } from '../../data/shop-time-zone.js';

/** A variant's stored prices and sale days, as PRICE_COLUMNS reads them. */
export interface PriceRecord {
  price_cents: number;
  compare_at_cents: number | null;
  sale_from: string | null;
  sale_to: string | null;
  /** The shop's time zone, whose calendar the sale days are in. */
  time_zone: string;
}

/** The columns of PriceRecord (`v` names shop_variants); the days as text, never a Date in the server's zone. */
export const PRICE_COLUMNS = `v.price_cents, v.compare_at_cents, to_char(v.sale_from, 'YYYY-MM-DD') AS sale_from,
  to_char(v.sale_to, 'YYYY-MM-DD') AS sale_to, ${timeZoneSql('v.account_id')} AS time_zone`;

/** What the variant sells at today, in the shop's calendar (a scheduled sale starts and ends by itself). */
export const priceToday = (r: PriceRecord) =>
  priceOnDay(
    {
      priceCents: Number(r.price_cents),
      compareAtCents: r.compare_at_cents === null ? null : Number(r.compare_at_cents),
      saleFrom: r.sale_from,
      saleTo: r.sale_to,
    },
    shopDayAt(Date.now(), r.time_zone),
  );
