import { describe, expect, it } from 'vitest';
import { addedTax, cartTotals, includedTax } from './totals.js';

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

describe('tax classes and the two ways of entering prices', () => {
  // Spain's three IVA classes: standard 21 %, reduced 10 %, super-reduced 4 %.
  const classes = [
    { name: 'standard', rateBp: 2100, exclusive: 1000, tax: 210 },
    { name: 'reduced', rateBp: 1000, exclusive: 1000, tax: 100 },
    { name: 'super-reduced', rateBp: 400, exclusive: 1000, tax: 40 },
  ];

  for (const c of classes) {
    it(`takes the ${c.name} rate's IVA out of a price entered with tax`, () => {
      const t = cartTotals([line(1, c.exclusive + c.tax, 2, c.rateBp)], 0, true);
      expect(t).toMatchObject({ pricesIncludeTax: true, subtotalCents: 2 * (c.exclusive + c.tax) });
      expect(t.taxCents).toBe(2 * c.tax);
      expect(t.totalCents).toBe(2 * (c.exclusive + c.tax));
      expect(t.taxLines).toEqual([{ rateBp: c.rateBp, taxCents: 2 * c.tax }]);
    });

    it(`adds the ${c.name} rate's IVA to a price entered without tax`, () => {
      const t = cartTotals([line(1, c.exclusive, 2, c.rateBp)], 0, false);
      expect(t).toMatchObject({ pricesIncludeTax: false, subtotalCents: 2 * c.exclusive });
      expect(t.taxCents).toBe(2 * c.tax);
      expect(t.totalCents).toBe(2 * (c.exclusive + c.tax));
      expect(t.lines[0]?.totalCents).toBe(2 * (c.exclusive + c.tax));
      expect(t.taxLines).toEqual([{ rateBp: c.rateBp, taxCents: 2 * c.tax }]);
    });
  }

  it('rounds each rate half up, in both modes', () => {
    // 19,90 € at 4 % without tax: 0,796 € → 0,80 €; with tax: 19,90 × 4/104 = 0,7654 € → 0,77 €.
    expect(addedTax(1990, 400)).toBe(80);
    expect(includedTax(1990, 400)).toBe(77);
    // 19,95 € at 10 % without tax is exactly 1,995 €: half up gives 2,00 €.
    expect(addedTax(1995, 1000)).toBe(200);
    expect(addedTax(1, 2100)).toBe(0);
    expect(addedTax(3, 2100)).toBe(1);
  });

  it('rounds the tax per line, as WooCommerce does by default, not on the subtotal', () => {
    // Two lines of 3 cents at 21 %: 0,63 cents each, 1 cent each once rounded; on the subtotal it would be 1 cent.
    const t = cartTotals([line(1, 3, 1), line(2, 3, 1)], 0, false);
    expect(t.lines.map((l) => l.taxCents)).toEqual([1, 1]);
    expect(t.taxCents).toBe(2);
    expect(t.totalCents).toBe(8);
  });

  it('lists one tax line per rate, highest first, over a cart of all three classes', () => {
    const lines = [line(1, 1000, 1, 400), line(2, 1000, 1, 2100), line(3, 1000, 1, 1000), line(4, 500, 2, 2100)];
    const without = cartTotals(lines, 0, false);
    expect(without.taxLines).toEqual([
      { rateBp: 2100, taxCents: 420 },
      { rateBp: 1000, taxCents: 100 },
      { rateBp: 400, taxCents: 40 },
    ]);
    expect(without.totalCents).toBe(4000 + 560);
    const within = cartTotals(lines, 0, true);
    expect(within.taxLines.map((l) => l.rateBp)).toEqual([2100, 1000, 400]);
    expect(within.totalCents).toBe(4000);
    expect(within.taxCents).toBe(within.taxLines.reduce((a, l) => a + l.taxCents, 0));
  });

  it('takes a discount off the amounts before adding the tax when prices are entered without it', () => {
    const t = cartTotals([line(1, 10000, 1, 2100)], 1000, false);
    expect(t).toMatchObject({ subtotalCents: 10000, discountCents: 1000, taxCents: 1890, totalCents: 10890 });
  });

  it('leaves out a rate of 0 % from the tax lines', () => {
    const t = cartTotals([line(1, 1000, 1, 0)], 0, false);
    expect(t.taxLines).toEqual([]);
    expect(t.totalCents).toBe(1000);
  });
});

describe('cart totals with shipping', () => {
  it('adds a taxable shipping cost and its IVA to the total, on the rate’s tax line', () => {
    // 4.00 € of flat rate without IVA, 21 %: 0.84 € of IVA, joining the products' 21 % line.
    const t = cartTotals([line(1, 1210, 1, 2100)], 0, true, { costCents: 400, taxable: true, taxRateBp: 2100 });
    expect(t.shippingCents).toBe(400);
    expect(t.shippingTaxCents).toBe(84);
    expect(t.taxLines).toEqual([{ rateBp: 2100, taxCents: 294 }]);
    expect(t.taxCents).toBe(294);
    expect(t.totalCents).toBe(1210 + 400 + 84);
  });

  it('adds shipping IVA after the products’ IVA when prices are entered without tax', () => {
    const t = cartTotals([line(1, 1000, 1, 1000)], 0, false, { costCents: 500, taxable: true, taxRateBp: 1000 });
    expect(t.taxLines).toEqual([{ rateBp: 1000, taxCents: 150 }]);
    expect(t.totalCents).toBe(1000 + 100 + 500 + 50);
  });

  it('adds no IVA to a shipping cost marked not taxable', () => {
    const t = cartTotals([line(1, 1210, 1)], 0, true, { costCents: 395, taxable: false, taxRateBp: 2100 });
    expect(t.shippingTaxCents).toBe(0);
    expect(t.shippingTaxRateBp).toBe(0);
    expect(t.totalCents).toBe(1605);
    expect(t.taxLines).toEqual([{ rateBp: 2100, taxCents: 210 }]);
  });

  it('never lets a coupon discount the shipping cost', () => {
    const t = cartTotals([line(1, 1000, 1)], 5000, true, { costCents: 300, taxable: false, taxRateBp: 2100 });
    expect(t.discountCents).toBe(1000);
    expect(t.totalCents).toBe(300);
  });
});
