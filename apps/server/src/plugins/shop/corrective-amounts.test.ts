import { describe, expect, it } from 'vitest';
import { correctiveAmounts } from './corrective-amounts.js';

const sum = (rs: { baseCents: number; taxCents: number }[]) => rs.reduce((a, r) => a + r.baseCents + r.taxCents, 0);

describe('a corrective invoice’s amounts', () => {
  it('splits a whole refund at one rate into minus its base and minus its IVA', () => {
    expect(correctiveAmounts([{ rateBp: 2100, baseCents: 1000, taxCents: 210 }], 1210)).toEqual([
      { rateBp: 2100, baseCents: -1000, taxCents: -210 },
    ]);
  });

  it('shares a partial refund between rates in proportion to what each charged, to the cent', () => {
    const invoiced = [
      { rateBp: 2100, baseCents: 2479, taxCents: 521 },
      { rateBp: 1000, baseCents: 909, taxCents: 91 },
    ];
    for (const refund of [1, 333, 1999, 4000]) {
      const out = correctiveAmounts(invoiced, refund);
      expect(sum(out), String(refund)).toBe(-refund);
      for (const r of out) expect(r.baseCents + r.taxCents).toBeLessThanOrEqual(0);
    }
    expect(correctiveAmounts(invoiced, 400)).toEqual([
      { rateBp: 2100, baseCents: -248, taxCents: -52 },
      { rateBp: 1000, baseCents: -91, taxCents: -9 },
    ]);
  });

  it('states a refund of an order without IVA lines as a base at 0 %', () => {
    expect(correctiveAmounts([], 500)).toEqual([{ rateBp: 0, baseCents: -500, taxCents: 0 }]);
  });
});
