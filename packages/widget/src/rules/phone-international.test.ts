import { describe, expect, it } from 'vitest';
import { callingCodeFor, checkPhoneInternational } from './phone-international.js';

describe('checkPhoneInternational', () => {
  it('accepts a valid Israeli mobile number in local form', () => {
    expect(checkPhoneInternational('050-123-4567', 'IL', true)).toEqual({ ok: true });
  });

  it('accepts a valid number in international form whatever the default country', () => {
    expect(checkPhoneInternational('+44 20 7946 0958', 'US', true)).toEqual({ ok: true });
  });

  it('rejects a number too short to be valid with the international message', () => {
    expect(checkPhoneInternational('050123456', 'IL', false)).toEqual({ ok: false, message: 'phoneIntlInvalid' });
  });

  it('rejects text the library cannot read as a number with the generic message', () => {
    expect(checkPhoneInternational('call me', 'IL', false)).toEqual({ ok: false, message: 'phoneInvalid' });
  });

  it('rejects an empty required number with the generic message', () => {
    expect(checkPhoneInternational('', 'IL', true)).toEqual({ ok: false, message: 'phoneInvalid' });
  });

  it('accepts an empty optional number', () => {
    expect(checkPhoneInternational('  ', 'IL', false)).toEqual({ ok: true });
  });

  it('still reads a +-number when the country code is unknown', () => {
    expect(checkPhoneInternational('+972 50 123 4567', 'XX', true)).toEqual({ ok: true });
  });
});

describe('callingCodeFor', () => {
  it('gives the dial code of a supported country', () => {
    expect(callingCodeFor('IL')).toBe('972');
    expect(callingCodeFor('GB')).toBe('44');
  });

  it('gives an empty string for an unknown country', () => {
    expect(callingCodeFor('XX')).toBe('');
  });
});
