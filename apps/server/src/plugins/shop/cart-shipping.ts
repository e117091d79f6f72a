/**
 * A cart's totals with its shipping, pure: the methods its destination can use (shipping-rates.ts), the
 * one it uses, and the totals with that method's cost and IVA (totals.ts). The cart page, the checkout
 * page and the placed order all price a cart through this one function.
 */
import type { ShopShipping } from '@beckon/owner-api';
import type { ShippingView } from '@beckon/page-widgets/shop/views.js';
import {
  chosenRate,
  provinceOfPostcode,
  type ShippingRate,
  shippingInUse,
  shippingRates,
  shippingTaxRateBp,
} from './shipping-rates.js';
import { addedTax, type CartTotals, cartTotals, type PricedLine } from './totals.js';

export interface ShippingInput {
  shipping: ShopShipping;
  /** Where the order goes (null: not known yet, the cart prices for Spain as a whole). */
  postcode: string | null;
  /** The rate id the visitor chose, if any. */
  chosen: string | null;
  couponGrantsFreeShipping: boolean;
  /** Per line, in the priced lines' order. */
  lines: readonly { taxClass: string; shippingClass: string | null }[];
}

export interface ShippedTotals {
  totals: CartTotals;
  /** False: the shop does not charge shipping (no zones, no "Resto del mundo" methods). */
  inUse: boolean;
  rates: ShippingRate[];
  rate: ShippingRate | null;
  /** The IVA rate a taxable shipping cost takes in this cart. */
  taxRateBp: number;
}

export function shippedTotals(
  priced: readonly PricedLine[],
  discountCents: number,
  pricesIncludeTax: boolean,
  input: ShippingInput,
): ShippedTotals {
  const items = cartTotals(priced, discountCents, pricesIncludeTax);
  const inUse = shippingInUse(input.shipping);
  if (!inUse) return { totals: items, inUse, rates: [], rate: null, taxRateBp: 0 };
  const beforeDiscount = cartTotals(priced, 0, pricesIncludeTax);
  const rates = shippingRates(
    input.shipping,
    { country: 'ES', postcode: input.postcode },
    {
      lines: priced.map((l, i) => ({ shippingClass: input.lines[i]?.shippingClass ?? null, quantity: l.quantity })),
      itemsAfterDiscountCents: items.totalCents,
      itemsBeforeDiscountCents: beforeDiscount.totalCents,
      couponGrantsFreeShipping: input.couponGrantsFreeShipping,
    },
  );
  const rate = chosenRate(rates, input.chosen);
  const taxRateBp = shippingTaxRateBp(
    priced.map((l, i) => ({ taxClass: input.lines[i]?.taxClass ?? 'standard', taxRateBp: l.taxRateBp })),
  );
  const totals = cartTotals(
    priced,
    discountCents,
    pricesIncludeTax,
    rate ? { costCents: rate.costCents, taxable: rate.taxable, taxRateBp } : null,
  );
  return { totals, inUse, rates, rate, taxRateBp };
}

/** What a rate costs as the cart shows it: with IVA when the shop's prices include it, else without. */
function shownCost(rate: ShippingRate, taxRateBp: number, pricesIncludeTax: boolean): number {
  const tax = rate.taxable ? addedTax(rate.costCents, taxRateBp) : 0;
  return rate.costCents + (pricesIncludeTax ? tax : 0);
}

/** The shipping part of the cart's and checkout's view; null when the shop does not charge shipping. */
export function shippingViewOf(s: ShippedTotals, postcode: string | null): ShippingView | null {
  if (!s.inUse) return null;
  const province = postcode === null ? null : provinceOfPostcode(postcode);
  return {
    rates: s.rates.map((r) => ({
      id: r.id,
      title: r.title,
      costCents: shownCost(r, s.taxRateBp, s.totals.pricesIncludeTax),
    })),
    chosenId: s.rate?.id ?? null,
    postcode: province === null ? null : postcode,
  };
}
