import { describe, expect, it } from 'vitest';
import { compactIban, isValidIban, printIban } from './iban.js';

describe('the IBAN rule (ISO 13616, mod 97)', () => {
  it('accepts real IBANs of several countries, with or without spaces, in any case', () => {
    for (const iban of [
      'ES91 2100 0418 4502 0005 1332',
      'ES9121000418450200051332',
      'es91 2100 0418 4502 0005 1332',
      'DE89 3704 0044 0532 0130 00',
      'GB29 NWBK 6016 1331 9268 19',
      'FR14 2004 1010 0505 0001 3M02 606',
      'NO93 8601 1117 947',
      'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
    ])
      expect(isValidIban(iban), iban).toBe(true);
  });

  it('refuses a mistyped digit and two swapped digits', () => {
    expect(isValidIban('ES91 2100 0418 4502 0005 1333')).toBe(false);
    expect(isValidIban('ES91 2100 0418 4502 0005 3132')).toBe(false);
    expect(isValidIban('DE88 3704 0044 0532 0130 00')).toBe(false);
  });

  it('refuses what is not shaped like an IBAN', () => {
    for (const text of [
      '',
      '   ',
      'ES91',
      '2100 0418 4502 0005 1332',
      'ES91-2100-0418-4502-0005-1332',
      'ES91\t2100041845020005 1332',
      'E591 2100 0418 4502 0005 1332',
      `ES91${'1'.repeat(31)}`,
      'ÉS91 2100 0418 4502 0005 1332',
    ])
      expect(isValidIban(text), JSON.stringify(text)).toBe(false);
  });

  it('refuses the check digits 00, 01 and 99, which the rule never computes, though mod 97 alone would pass them', () => {
    // 01 and 98 leave the same remainder by 97, as 99 and 02 and as 00 and 97 do: only the range tells the wrong one apart.
    expect(isValidIban('DE98 3704 0044 0532 0130 32')).toBe(true);
    expect(isValidIban('DE01 3704 0044 0532 0130 32')).toBe(false);
    expect(isValidIban('DE02 3704 0044 0532 0130 14')).toBe(true);
    expect(isValidIban('DE99 3704 0044 0532 0130 14')).toBe(false);
    expect(isValidIban('DE97 3704 0044 0532 0130 50')).toBe(true);
    expect(isValidIban('DE00 3704 0044 0532 0130 50')).toBe(false);
  });

  it('writes the electronic format without spaces and the print format in groups of four', () => {
    expect(compactIban(' es91 2100 0418 4502 0005 1332 ')).toBe('ES9121000418450200051332');
    expect(printIban('es9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
    expect(printIban('NO93 8601 1117 947')).toBe('NO93 8601 1117 947');
  });
});
