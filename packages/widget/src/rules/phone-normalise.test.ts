import { describe, expect, it } from 'vitest';
import { normalisePhone } from './phone-normalise.js';

describe('normalisePhone', () => {
  it('turns (050) 123 4567 with 972 into +972501234567', () => {
    expect(normalisePhone('(050) 123 4567', '972')).toBe('+972501234567');
  });

  it('keeps a number that already has a plus, stripping only its spaces', () => {
    expect(normalisePhone('+44 20 7946 0958', '972')).toBe('+442079460958');
  });

  it('removes only one leading 0', () => {
    expect(normalisePhone('00501234567', '972')).toBe('+9720501234567');
  });

  it('keeps hyphens, since only brackets and spaces are stripped', () => {
    expect(normalisePhone('050-1234567', '972')).toBe('+97250-1234567');
  });

  it('prefixes a number without a leading 0', () => {
    expect(normalisePhone('2025550123', '1')).toBe('+12025550123');
  });

  it('accepts a dial code written with its plus', () => {
    expect(normalisePhone('0501234567', '+972')).toBe('+972501234567');
  });

  it('leaves an empty number empty rather than sending a bare dial code', () => {
    expect(normalisePhone(' ', '972')).toBe('');
  });
});

describe('normalisePhone without a dial code', () => {
  it("sends the number as typed instead of under another country's code", () => {
    expect(normalisePhone('(013) 812 345 678', '')).toBe('013812345678');
  });
});
