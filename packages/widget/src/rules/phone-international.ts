/**
 * International phone check (spec §5 "Phone international", §4 "Submit":
 * the phone library loads lazily). This is the ONLY module that imports
 * libphonenumber-js; load it with `import('../rules/phone-international.js')`
 * and never import it statically, or the library lands in the main bundle.
 */
import {
  type CountryCode,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberWithError,
} from 'libphonenumber-js/min';
import { fail, OK, type RuleResult } from './rule-result.js';

/**
 * Invalid numbers get "Invalid number - please try again"; text the library
 * cannot read as a number at all, and a required empty field, get the
 * generic "Please enter a valid phone number".
 */
export function checkPhoneInternational(value: string, country: string, required: boolean): RuleResult {
  const phone = value.trim();
  if (phone === '') return required ? fail('phoneInvalid') : OK;
  // An unknown country makes the library throw even for "+44…" numbers that need no default country.
  const defaultCountry = isSupportedCountry(country) ? country : undefined;
  try {
    return parsePhoneNumberWithError(phone, { defaultCountry }).isValid() ? OK : fail('phoneIntlInvalid');
  } catch {
    return fail('phoneInvalid');
  }
}

/** The library's full dial-code table, for when this module is loaded anyway; '' for an unknown country. */
export function callingCodeFor(country: string): string {
  return isSupportedCountry(country) ? getCountryCallingCode(country as CountryCode) : '';
}
