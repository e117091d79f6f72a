/**
 * Cart and order arithmetic, pure and in integer cents. A coupon's discount is
 * shared out over the lines in proportion to their amounts (largest
 * remainder, so the shares add up to the discount exactly). Tax is rounded
 * per line, half up, as WooCommerce does by default ("round tax at subtotal
 * level" off): with prices entered with tax, a line's IVA is the part of its
 * discounted amount that is tax; with prices entered without tax, IVA is
 * added to the discounted amount. The tax lines group the line taxes by rate,
 * as WooCommerce's itemized tax totals do. Shipping is entered without IVA (as in WooCommerce); a taxable
 * shipping cost adds its IVA at the shipping rate, which joins that rate's tax line.
 */

export interface PricedLine {
  variantId: number;
  unitPriceCents: number;
  quantity: number;
  /** Basis points: 2100 is 21 %. */
  taxRateBp: number;
}

interface LineTotals extends PricedLine {
  /** unit price × quantity, before the discount (with tax or without, as the prices are entered). */
  grossCents: number;
  discountCents: number;
  /** What the customer pays for the line, IVA included. */
  totalCents: number;
  /** The IVA inside totalCents. */
  taxCents: number;
}

/** The IVA of one rate over the cart. */
export interface TaxLine {
  rateBp: number;
  taxCents: number;
}

export interface CartTotals {
  lines: LineTotals[];
  /** Whether subtotal, discount and the lines' gross amounts include IVA. */
  pricesIncludeTax: boolean;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  /** By rate, highest first; a rate whose tax is 0 is left out. */
  taxLines: TaxLine[];
  /** The chosen shipping's cost without IVA, and its IVA (both 0 without shipping). */
  shippingCents: number;
  shippingTaxCents: number;
  /** The rate of shippingTaxCents (0 when shipping is not taxed). */
  shippingTaxRateBp: number;
  /** What the customer pays, IVA included. */
  totalCents: number;
}

/** The chosen shipping method's cost without IVA, whether it is taxed, and the cart's shipping IVA rate. */
export interface ShippingCharge {
  costCents: number;
  taxable: boolean;
  taxRateBp: number;
}

/** a / b rounded half up, for non-negative integers, without floating point. */
function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** The tax included in a tax-inclusive amount. */
export function includedTax(amountCents: number, taxRateBp: number): number {
  return divideRounded(amountCents * taxRateBp, 10_000 + taxRateBp);
}

/** The tax to add to a tax-exclusive amount. */
export function addedTax(amountCents: number, taxRateBp: number): number {
  return divideRounded(amountCents * taxRateBp, 10_000);
}

/** Splits `total` over `weights` in proportion, the shares summing to `total` exactly. */
function shareOut(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  // The leftover cents go to the largest remainders (ties: the earlier line), so the split is deterministic.
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares;
}

/** Line taxes summed per rate, highest rate first. */
export function taxLinesOf(lines: readonly { taxRateBp: number; taxCents: number }[]): TaxLine[] {
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.taxRateBp, (byRate.get(l.taxRateBp) ?? 0) + l.taxCents);
  return [...byRate]
    .filter(([, cents]) => cents > 0)
    .sort(([a], [b]) => b - a)
    .map(([rateBp, taxCents]) => ({ rateBp, taxCents }));
}

/**
 * Totals of `lines` with a discount already decided (at most the subtotal). `pricesIncludeTax` says how the
 * unit prices were entered (WooCommerce's "prices entered with tax"); the discount is in the same terms.
 */
export function cartTotals(
  lines: readonly PricedLine[],
  discountCents = 0,
  pricesIncludeTax = true,
  shipping: ShippingCharge | null = null,
): CartTotals {
  const gross = lines.map((l) => l.unitPriceCents * l.quantity);
  const subtotalCents = gross.reduce((a, b) => a + b, 0);
  const discount = Math.min(Math.max(0, discountCents), subtotalCents);
  const shares = shareOut(discount, gross);
  const out = lines.map((line, i): LineTotals => {
    const grossCents = gross[i] ?? 0;
    const lineDiscount = shares[i] ?? 0;
    const amount = grossCents - lineDiscount;
    const taxCents = pricesIncludeTax ? includedTax(amount, line.taxRateBp) : addedTax(amount, line.taxRateBp);
    return {
      ...line,
      grossCents,
      discountCents: lineDiscount,
      totalCents: pricesIncludeTax ? amount : amount + taxCents,
      taxCents,
    };
  });
  const itemsTaxCents = out.reduce((a, l) => a + l.taxCents, 0);
  const shippingCents = shipping?.costCents ?? 0;
  const shippingTaxRateBp = shipping?.taxable ? shipping.taxRateBp : 0;
  const shippingTaxCents = addedTax(shippingCents, shippingTaxRateBp);
  const taxed = [...out, { taxRateBp: shippingTaxRateBp, taxCents: shippingTaxCents }];
  return {
    lines: out,
    pricesIncludeTax,
    subtotalCents,
    discountCents: discount,
    taxCents: itemsTaxCents + shippingTaxCents,
    taxLines: taxLinesOf(taxed),
    shippingCents,
    shippingTaxCents,
    shippingTaxRateBp,
    totalCents: subtotalCents - discount + (pricesIncludeTax ? 0 : itemsTaxCents) + shippingCents + shippingTaxCents,
  };
}
