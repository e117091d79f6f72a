import { describe, expect, it, vi } from 'vitest';
import { maxLengthFor, validateField } from './field-validation.js';
import { checkPhoneInternational } from './phone-international.js';
import { field } from './test-fields.js';

const now = new Date(2026, 2, 1, 12);
const ctx = { now };

describe('validateField', () => {
  describe('length and required', () => {
    it('rejects a value over 254 characters with the too-long message', () => {
      expect(validateField(field({ type: 'first_name' }), 'a'.repeat(255), ctx)).toEqual({
        ok: false,
        message: 'tooLong',
      });
    });

    it('accepts a first name of exactly 254 characters', () => {
      expect(validateField(field({ type: 'first_name' }), 'a'.repeat(254), ctx)).toEqual({ ok: true });
    });

    it('does not cap the message box at 254 characters', () => {
      expect(validateField(field({ type: 'message' }), 'a'.repeat(1000), ctx)).toEqual({ ok: true });
    });

    it('asks for a required field left empty', () => {
      expect(validateField(field({ type: 'city', required: true }), ' ', ctx)).toEqual({
        ok: false,
        message: 'required',
      });
    });

    it('accepts an optional field left empty, whatever its rule', () => {
      expect(validateField(field({ type: 'email' }), '', ctx)).toEqual({ ok: true });
      expect(validateField(field({ type: 'phone' }), '', ctx)).toEqual({ ok: true });
      expect(validateField(field({ type: 'birthday' }), '', ctx)).toEqual({ ok: true });
    });

    it('asks for a required select left on its empty option', () => {
      expect(validateField(field({ type: 'select', required: true, options: ['A'] }), '', ctx)).toEqual({
        ok: false,
        message: 'required',
      });
    });

    it('leaves ticks and hidden values to the form-level rules', () => {
      expect(validateField(field({ type: 'consent', required: true }), '', ctx)).toEqual({ ok: true });
      expect(validateField(field({ type: 'hidden', required: true }), '', ctx)).toEqual({ ok: true });
    });
  });

  describe('names', () => {
    it('applies the required-name rule to a required name field', () => {
      expect(validateField(field({ type: 'name', required: true }), 'Dana2', ctx)).toEqual({
        ok: false,
        message: 'nameTitle',
      });
    });

    it('lets a required first name have digits, as only the name field is restricted', () => {
      expect(validateField(field({ type: 'first_name', required: true }), 'Dana2', ctx)).toEqual({ ok: true });
      expect(validateField(field({ type: 'last_name', required: true }), 'a'.repeat(60), ctx)).toEqual({ ok: true });
    });
  });

  describe('email', () => {
    it('uses the field’s email validation mode', () => {
      expect(validateField(field({ type: 'email' }), 'dana@gmial.com', ctx)).toMatchObject({ message: 'emailTypos' });
      expect(validateField(field({ type: 'email', email_validation: 'no-validation' }), 'dana@gmial', ctx)).toEqual({
        ok: true,
      });
    });

    it('passes the business blocklist through', () => {
      const business = field({ type: 'email', email_validation: 'business-email' });
      const blocklist = new Set(['gmail.com']);
      expect(validateField(business, 'dana@gmail.com', { now, businessBlocklist: blocklist })).toEqual({
        ok: false,
        message: 'businessOnly',
      });
    });
  });

  describe('phone', () => {
    it('uses the basic rule by default, for phone and tel alike', () => {
      expect(validateField(field({ type: 'phone' }), '12345', ctx)).toEqual({ ok: false, message: 'phoneBasicTitle' });
      expect(validateField(field({ type: 'tel' }), '12345', ctx)).toEqual({ ok: false, message: 'phoneBasicTitle' });
    });

    it('uses the Israeli rule in advanced mode', () => {
      const advanced = field({ type: 'phone', phone_validation: 'advanced' });
      expect(validateField(advanced, '050123456', ctx)).toEqual({ ok: false, message: 'phoneIsraeliInvalid' });
      expect(validateField(advanced, '050-1234567', ctx)).toEqual({ ok: true });
    });

    it('reports loading while the international check has not been loaded', () => {
      const intl = field({ type: 'phone', phone_validation: 'international', phone_country: 'IL' });
      expect(validateField(intl, '0501234567', ctx)).toEqual({ ok: false, message: 'loading' });
    });

    it('hands the value, country and required flag to the loaded international check', () => {
      const intlPhone = vi.fn(checkPhoneInternational);
      const intl = field({ type: 'phone', phone_validation: 'international', phone_country: 'IL', required: true });
      expect(validateField(intl, '050123456', { now, intlPhone })).toEqual({ ok: false, message: 'phoneIntlInvalid' });
      expect(intlPhone).toHaveBeenCalledWith('050123456', 'IL', true);
    });

    it('asks for a required empty international phone with the generic phone message, before loading', () => {
      const intl = field({ type: 'tel', phone_validation: 'international', required: true });
      expect(validateField(intl, '', ctx)).toEqual({ ok: false, message: 'phoneInvalid' });
    });
  });

  describe('other types', () => {
    it('rejects a birthday in the future', () => {
      expect(validateField(field({ type: 'birthday' }), '2026-03-02', ctx)).toEqual({
        ok: false,
        message: 'birthdayInvalid',
      });
    });

    it('rejects a website without a scheme', () => {
      expect(validateField(field({ type: 'url' }), 'example.com', ctx)).toEqual({ ok: false, message: 'invalidUrl' });
    });

    it('rejects a number field holding text', () => {
      expect(validateField(field({ type: 'number' }), '12abc', ctx)).toEqual({ ok: false, message: 'invalidValue' });
      expect(validateField(field({ type: 'number' }), '12.5', ctx)).toEqual({ ok: true });
    });

    it('accepts a date field in dd/mm/yyyy or yyyy-mm-dd and rejects an impossible date', () => {
      expect(validateField(field({ type: 'date' }), '01/03/2026', ctx)).toEqual({ ok: true });
      expect(validateField(field({ type: 'date' }), '2026-03-01', ctx)).toEqual({ ok: true });
      expect(validateField(field({ type: 'date' }), '31/02/2026', ctx)).toEqual({ ok: false, message: 'invalidValue' });
    });

    it('accepts free text in fields without a rule of their own', () => {
      expect(validateField(field({ type: 'city' }), 'Tel Aviv 6', ctx)).toEqual({ ok: true });
    });
  });
});

describe('maxLengthFor', () => {
  it('gives 254 for typed inputs and none for the message box and ticks', () => {
    expect(maxLengthFor('email')).toBe(254);
    expect(maxLengthFor('name')).toBe(254);
    expect(maxLengthFor('message')).toBeNull();
    expect(maxLengthFor('checkbox')).toBeNull();
  });
});
