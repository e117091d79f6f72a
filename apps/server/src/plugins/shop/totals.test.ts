import { describe, expect, it } from 'vitest';
import { cartTotals, includedTax } from './totals.js';

const line = (variantId: number, unitPriceCents: number, quantity: number, taxRateBp = 2100) => ({
  variantId,
  unitPriceCents,
  quantity,
  taxRateBp,
});

describe('cart totals in integer cents', () => {
  it('adds unit price times quantity over the lines', () => {
    const t = cartTotals([line(1, 2490, 2), line(2, 1595, 1)]);
    expect(t.subtotalCents).toBe(6575);
    expect(t.totalCents).toBe(6575);
    expect(t.lines.map((l) => l.grossCents)).toEqual([4980, 1595]);
  });

  it('finds the 21 % IVA included in a price, rounded half up', () => {
    // 24.90 € with IVA holds 24.90 × 21/121 = 4.3214… € of IVA.
    expect(includedTax(2490, 2100)).toBe(432);
    // 121 cents hold exactly 21 cents; 1 cent holds 0.17, which rounds to 0.
    expect(includedTax(121, 2100)).toBe(21);
    expect(includedTax(1, 2100)).toBe(0);
    expect(includedTax(1000, 0)).toBe(0);
  });

  it('sums the IVA of each line, each taxed at its own rate', () => {
    const t = cartTotals([line(1, 1210, 1, 2100), line(2, 1100, 1, 1000)]);
    expect(t.lines.map((l) => l.taxCents)).toEqual([210, 100]);
    expect(t.taxCents).toBe(310);
  });

  it('shares a discount over the lines so the shares add up to it exactly', () => {
    const t = cartTotals([line(1, 1000, 1), line(2, 1000, 1), line(3, 1000, 1)], 100);
    expect(t.lines.map((l) => l.discountCents)).toEqual([34, 33, 33]);
    expect(t.discountCents).toBe(100);
    expect(t.totalCents).toBe(2900);
    expect(t.lines.reduce((a, l) => a + l.totalCents, 0)).toBe(t.totalCents);
  });

  it('takes the IVA from the discounted amounts', () => {
    const t = cartTotals([line(1, 12100, 1)], 2100);
    expect(t.totalCents).toBe(10000);
    expect(t.taxCents).toBe(includedTax(10000, 2100));
  });

  it('never lets a discount exceed the subtotal or go negative', () => {
    expect(cartTotals([line(1, 500, 1)], 9999).totalCents).toBe(0);
    expect(cartTotals([line(1, 500, 1)], -10).totalCents).toBe(500);
    expect(cartTotals([], 100)).toMatchObject({ subtotalCents: 0, discountCents: 0, totalCents: 0, taxCents: 0 });
  });
});
