import { describe, expect, it } from 'vitest';
import { planRestock } from './refund-restock.js';

const LINES = [
  { lineNo: 1, quantity: 3, restocked: 1 },
  { lineNo: 2, quantity: 2, restocked: 2 },
  { lineNo: 3, quantity: 1, restocked: 0 },
];

describe('what a refund puts back in stock', () => {
  it('puts nothing back unless asked', () => {
    expect(planRestock(LINES, 'none')).toEqual({ ok: true, lines: [] });
  });

  it('puts back what each line has left when asked for everything', () => {
    expect(planRestock(LINES, 'all')).toEqual({
      ok: true,
      lines: [
        { lineNo: 1, quantity: 2 },
        { lineNo: 3, quantity: 1 },
      ],
    });
  });

  it('puts back the quantities chosen, leaving out lines chosen at zero', () => {
    expect(
      planRestock(LINES, [
        { lineNo: 1, quantity: 2 },
        { lineNo: 3, quantity: 0 },
      ]),
    ).toEqual({ ok: true, lines: [{ lineNo: 1, quantity: 2 }] });
  });

  it('refuses more than a line has left, counting earlier refunds, and lines the order does not have', () => {
    expect(planRestock(LINES, [{ lineNo: 1, quantity: 3 }])).toEqual({
      ok: false,
      reason: 'too-many',
      lineNo: 1,
      left: 2,
    });
    expect(planRestock(LINES, [{ lineNo: 2, quantity: 1 }])).toEqual({
      ok: false,
      reason: 'too-many',
      lineNo: 2,
      left: 0,
    });
    expect(planRestock(LINES, [{ lineNo: 9, quantity: 1 }])).toEqual({ ok: false, reason: 'unknown-line', lineNo: 9 });
  });
});
