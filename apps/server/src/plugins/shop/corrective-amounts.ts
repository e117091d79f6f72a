/**
 * A refund's amount as a corrective invoice states it: split over the invoice's IVA rates in proportion
 * to what each rate charged (a refund is an amount, not lines), each share split into its base and its IVA
 * at that rate, all negative. The shares are whole cents that add up to exactly minus the refund.
 */
export interface RateAmount {
  rateBp: number;
  baseCents: number;
  taxCents: number;
}

export function correctiveAmounts(invoiced: readonly RateAmount[], refundCents: number): RateAmount[] {
  const charged = invoiced.map((r) => r.baseCents + r.taxCents);
  const whole = charged.reduce((a, b) => a + b, 0);
  if (invoiced.length === 0 || whole <= 0) return [{ rateBp: 0, baseCents: -refundCents, taxCents: 0 }];
  // Largest remainder: each rate takes its floor, the cents left go to the largest fractions.
  const exact = charged.map((c) => (refundCents * c) / whole);
  const shares = exact.map(Math.floor);
  let left = refundCents - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, frac: e - Math.floor(e) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return invoiced.map((r, i) => {
    const share = shares[i] ?? 0;
    const tax = Math.round((share * r.rateBp) / (10_000 + r.rateBp));
    return { rateBp: r.rateBp, baseCents: -(share - tax), taxCents: -tax };
  });
}
