import { describe, expect, it } from 'vitest';
import { checkBirthday } from './birthday-rule.js';

// Noon local time, so "today" is the same calendar day in every time zone the tests run in.
const now = new Date(2026, 2, 1, 12, 0, 0);
const invalid = { ok: false, message: 'birthdayInvalid' };

describe('checkBirthday', () => {
  it('accepts a past date from a date input', () => {
    expect(checkBirthday('1990-05-17', now)).toEqual({ ok: true });
  });

  it('accepts a past date written dd/mm/yyyy', () => {
    expect(checkBirthday('17/05/1990', now)).toEqual({ ok: true });
  });

  it('accepts yesterday', () => {
    expect(checkBirthday('2026-02-28', now)).toEqual({ ok: true });
  });

  it('accepts today, since the day began before now', () => {
    expect(checkBirthday('2026-03-01', now)).toEqual({ ok: true });
    expect(checkBirthday('01/03/2026', now)).toEqual({ ok: true });
  });

  it('rejects tomorrow', () => {
    expect(checkBirthday('2026-03-02', now)).toEqual(invalid);
    expect(checkBirthday('02/03/2026', now)).toEqual(invalid);
  });

  it('rejects a date years in the future', () => {
    expect(checkBirthday('2090-01-01', now)).toEqual(invalid);
  });

  it('rejects a date that does not exist', () => {
    expect(checkBirthday('1990-02-30', now)).toEqual(invalid);
    expect(checkBirthday('31/04/1990', now)).toEqual(invalid);
  });

  it('rejects text that is no date', () => {
    expect(checkBirthday('last spring', now)).toEqual(invalid);
  });

  it('accepts an empty value, leaving required-ness to the dispatcher', () => {
    expect(checkBirthday('', now)).toEqual({ ok: true });
  });
});
