import { describe, expect, it } from 'vitest';
import { numberFormats } from './numbers.js';

describe("figures in the owner's locale", () => {
  it('writes a rate with one decimal as each locale writes percentages', () => {
    const en = numberFormats('en-GB');
    expect([0, 0.5, 1 / 3, 1].map(en.rate)).toEqual(['0.0%', '50.0%', '33.3%', '100.0%']);
    expect(numberFormats('es-ES').rate(0.125).replace(/\s/g, ' ')).toBe('12,5 %');
  });

  it('groups the digits of a count as each locale does', () => {
    expect(numberFormats('en-GB').count(1234567)).toBe('1,234,567');
    expect(numberFormats('de-DE').count(1234567)).toBe('1.234.567');
  });
});
