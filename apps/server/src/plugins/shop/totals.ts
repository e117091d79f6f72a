/**
 * Cart and order arithmetic, pure and in integer cents. Prices
 * include IVA, as Spanish shops show them: a coupon's discount is shared out
 * over the lines in proportion to their amounts (largest remainder, so the
 * shares add up to the discount exactly), and each line's IVA is the part of
 * its discounted amount that is tax, rounded half up.
 */

/** Spain's general IVA rate in basis points: the rate of every product the shop sells (skincare). */
export const IVA_GENERAL_BP = 2100;

export interface PricedLine {
  variantId: number;
  unitPriceCents: number;
  quantity: number;
  /** Basis points: 2100 is 21 %. */
  taxRateBp: number;
}

interface LineTotals extends PricedLine {
  /** unit price × quantity, before the discount. */
  grossCents: number;
  discountCents: number;
  /** What the customer pays for the line, IVA included. */
  totalCents: number;
  /** The IVA inside totalCents. */
  taxCents: number;
}

export interface CartTotals {
  lines: LineTotals[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

/** a / b rounded half up, for non-negative integers, without floating point. */
function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** The tax included in a tax-inclusive amount. */
export function includedTax(amountCents: number, taxRateBp: number): number {
  return divideRounded(amountCents * taxRateBp, 10_000 + taxRateBp);
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

/** Totals of `lines` with a discount already decided (at most the subtotal). */
export function cartTotals(lines: readonly PricedLine[], discountCents = 0): CartTotals {
  const gross = lines.map((l) => l.unitPriceCents * l.quantity);
  const subtotalCents = gross.reduce((a, b) => a + b, 0);
  const discount = Math.min(Math.max(0, discountCents), subtotalCents);
  const shares = shareOut(discount, gross);
  const out = lines.map((line, i): LineTotals => {
    const grossCents = gross[i] ?? 0;
    const lineDiscount = shares[i] ?? 0;
    const totalCents = grossCents - lineDiscount;
    return {
      ...line,
      grossCents,
      discountCents: lineDiscount,
      totalCents,
      taxCents: includedTax(totalCents, line.taxRateBp),
    };
  });
  return {
    lines: out,
    subtotalCents,
    discountCents: discount,
    taxCents: out.reduce((a, l) => a + l.taxCents, 0),
    totalCents: subtotalCents - discount,
  };
}
