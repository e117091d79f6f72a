/**
 * Phone rules that need no library (spec §5 "Fields", §9 "phone 7 to 15
 * characters"): the basic pattern, the Israeli "advanced" numbering plan, and
 * the keystroke filter for international inputs. The library-backed check
 * lives in phone-international.ts so it can be loaded on demand.
 */
import type { PhoneValidation } from '@beckon/popup-schema';
import { fail, OK, type RuleResult } from './rule-result.js';

export const PHONE_MIN_LENGTH = 7;
export const PHONE_MAX_LENGTH = 15;

// Runs of phone characters separated by single spaces: a double space fails.
const BASIC_PHONE = /^[\d+()-]+(?: [\d+()-]+)*$/;

/** Landline areas (9 digits in all) and mobile / VoIP prefixes (10 digits in all). */
const ISRAELI_AREA_CODES = new Set(['02', '03', '04', '08', '09']);
const ISRAELI_MOBILE_PREFIXES = new Set([
  '050',
  '051',
  '052',
  '053',
  '054',
  '055',
  '058',
  '072',
  '073',
  '074',
  '076',
  '077',
  '079',
]);

/** Empty passes: required-ness is decided by the dispatcher. */
export function checkPhoneBasic(value: string): RuleResult {
  const phone = value.trim();
  if (phone === '') return OK;
  const fits = phone.length >= PHONE_MIN_LENGTH && phone.length <= PHONE_MAX_LENGTH && BASIC_PHONE.test(phone);
  return fits ? OK : fail('phoneBasicTitle');
}

/** Local Israeli format only (no +972): the advanced mode exists for Israeli call centres. */
export function checkPhoneIsraeli(value: string): RuleResult {
  const phone = value.trim();
  if (phone === '') return OK;
  if (phone.includes('--')) return fail('phoneIsraeliInvalid');
  const digits = phone.replace(/-/g, '');
  if (!/^\d+$/.test(digits)) return fail('phoneIsraeliInvalid');
  if (ISRAELI_AREA_CODES.has(digits.slice(0, 2))) return digits.length === 9 ? OK : fail('phoneIsraeliInvalid');
  if (ISRAELI_MOBILE_PREFIXES.has(digits.slice(0, 3))) return digits.length === 10 ? OK : fail('phoneIsraeliInvalid');
  return fail('phoneIsraeliInvalid');
}

/**
 * What an input keeps as the visitor types. Only international inputs are
 * filtered (spec §5); the basic and advanced modes show their message instead,
 * which tells the visitor what was wrong.
 */
export function filterPhoneInput(value: string, mode: PhoneValidation): string {
  if (mode !== 'international') return value;
  const plus = value.trimStart().startsWith('+') ? '+' : '';
  return plus + value.replace(/[^\d() -]/g, '');
}
