import { describe, expect, it } from 'vitest';
import { currencySymbol, formatPrice } from './currency.js';

describe('the currency symbol table', () => {
  it.each([
    ['USD', '$'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['ILS', '₪'],
    ['JPY', '¥'],
    ['INR', '₹'],
  ])('gives %s the symbol %s', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });

  it('knows well over the spec’s 160 codes', () => {
    const known = Intl.supportedValuesOf('currency').filter((c) => currencySymbol(c) !== '');
    expect(known.length).toBeGreaterThanOrEqual(160);
  });

  it.each(['XYZ1', 'usd', '', '<b>'])('falls back to USD for the malformed code %j', (code) => {
    expect(currencySymbol(code)).toBe('$');
  });

  it('writes a price with its symbol first', () => {
    expect(formatPrice('24.90', currencySymbol('EUR'))).toBe('€24.90');
  });
});
