import { describe, expect, it } from 'vitest';
import { checkPhoneBasic, checkPhoneIsraeli, filterPhoneInput } from './phone-rules.js';

const basicFail = { ok: false, message: 'phoneBasicTitle' };
const israeliFail = { ok: false, message: 'phoneIsraeliInvalid' };

describe('checkPhoneBasic', () => {
  it('rejects 6 characters', () => {
    expect(checkPhoneBasic('123456')).toEqual(basicFail);
  });

  it('accepts 7 characters', () => {
    expect(checkPhoneBasic('1234567')).toEqual({ ok: true });
  });

  it('accepts 15 characters', () => {
    expect(checkPhoneBasic('123456789012345')).toEqual({ ok: true });
  });

  it('rejects 16 characters', () => {
    expect(checkPhoneBasic('1234567890123456')).toEqual(basicFail);
  });

  it('counts symbols and spaces towards the 15 characters', () => {
    expect(checkPhoneBasic('+1 (555) 123-45')).toEqual({ ok: true });
    expect(checkPhoneBasic('+1 (555) 123-456')).toEqual(basicFail);
  });

  it('accepts digits with plus, parentheses, hyphens and single spaces', () => {
    expect(checkPhoneBasic('+972 (3) 555-12')).toEqual({ ok: true });
  });

  it('rejects a double space', () => {
    expect(checkPhoneBasic('050  1234567')).toEqual(basicFail);
  });

  it('rejects letters', () => {
    expect(checkPhoneBasic('050123456a')).toEqual(basicFail);
  });

  it('rejects other symbols', () => {
    expect(checkPhoneBasic('050.123.4567')).toEqual(basicFail);
    expect(checkPhoneBasic('050/1234567')).toEqual(basicFail);
  });

  it('accepts an empty value, leaving required-ness to the dispatcher', () => {
    expect(checkPhoneBasic('')).toEqual({ ok: true });
  });

  it('ignores surrounding spaces', () => {
    expect(checkPhoneBasic(' 0501234567 ')).toEqual({ ok: true });
  });
});

describe('checkPhoneIsraeli', () => {
  describe.each(['02', '03', '04', '08', '09'])('landline prefix %s', (prefix) => {
    it(`accepts a 9-digit ${prefix} number`, () => {
      expect(checkPhoneIsraeli(`${prefix}1234567`)).toEqual({ ok: true });
    });

    it(`rejects an 8-digit ${prefix} number`, () => {
      expect(checkPhoneIsraeli(`${prefix}123456`)).toEqual(israeliFail);
    });

    it(`rejects a 10-digit ${prefix} number`, () => {
      expect(checkPhoneIsraeli(`${prefix}12345678`)).toEqual(israeliFail);
    });
  });

  describe.each(['050', '051', '052', '053', '054', '055', '058', '072', '073', '074', '076', '077', '079'])(
    'mobile or VoIP prefix %s',
    (prefix) => {
      it(`accepts a 10-digit ${prefix} number`, () => {
        expect(checkPhoneIsraeli(`${prefix}1234567`)).toEqual({ ok: true });
      });

      it(`rejects a 9-digit ${prefix} number`, () => {
        expect(checkPhoneIsraeli(`${prefix}123456`)).toEqual(israeliFail);
      });

      it(`rejects an 11-digit ${prefix} number`, () => {
        expect(checkPhoneIsraeli(`${prefix}12345678`)).toEqual(israeliFail);
      });
    },
  );

  it.each(['01', '05', '06', '07'])('rejects a 9-digit number starting %s, which is no area code', (prefix) => {
    expect(checkPhoneIsraeli(`${prefix}1234567`)).toEqual(israeliFail);
  });

  it.each(['056', '057', '059', '070', '071', '075', '078'])('rejects a 10-digit %s number', (prefix) => {
    expect(checkPhoneIsraeli(`${prefix}1234567`)).toEqual(israeliFail);
  });

  it('rejects a number without the leading 0', () => {
    expect(checkPhoneIsraeli('501234567')).toEqual(israeliFail);
  });

  it('ignores single hyphens', () => {
    expect(checkPhoneIsraeli('050-123-4567')).toEqual({ ok: true });
    expect(checkPhoneIsraeli('03-1234567')).toEqual({ ok: true });
  });

  it('rejects a double hyphen', () => {
    expect(checkPhoneIsraeli('050--1234567')).toEqual(israeliFail);
  });

  it('rejects spaces, brackets and the +972 form, since only hyphens are ignored', () => {
    expect(checkPhoneIsraeli('050 123 4567')).toEqual(israeliFail);
    expect(checkPhoneIsraeli('(050)1234567')).toEqual(israeliFail);
    expect(checkPhoneIsraeli('+972501234567')).toEqual(israeliFail);
  });

  it('accepts an empty value, leaving required-ness to the dispatcher', () => {
    expect(checkPhoneIsraeli('')).toEqual({ ok: true });
  });
});

describe('filterPhoneInput', () => {
  it('keeps digits, parentheses, spaces and hyphens in international mode', () => {
    expect(filterPhoneInput('(050) 123-4567', 'international')).toBe('(050) 123-4567');
  });

  it('drops letters and other symbols in international mode', () => {
    expect(filterPhoneInput('05a0.12#3*4', 'international')).toBe('0501234');
  });

  it('keeps a leading plus in international mode', () => {
    expect(filterPhoneInput('+44 20', 'international')).toBe('+44 20');
  });

  it('drops a plus that is not at the start in international mode', () => {
    expect(filterPhoneInput('44+20', 'international')).toBe('4420');
  });

  it('leaves basic and advanced inputs untouched so their message can explain the problem', () => {
    expect(filterPhoneInput('050abc', 'basic')).toBe('050abc');
    expect(filterPhoneInput('050abc', 'advanced')).toBe('050abc');
  });
});
