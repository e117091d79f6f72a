/**
 * Phone normalisation before sending (spec §5 "Phone normalisation before
 * sending"): brackets and spaces stripped, one leading 0 removed, and the
 * country dial code prefixed with a plus unless the number already has one.
 * The dial-code table is deliberately small to stay out of the byte budget;
 * phone-international.ts has the full one when the library is loaded.
 */

const DIAL_CODES: Readonly<Record<string, string>> = {
  IL: '972',
  US: '1',
  CA: '1',
  GB: '44',
  IE: '353',
  DE: '49',
  FR: '33',
  ES: '34',
  IT: '39',
  NL: '31',
  BE: '32',
  CH: '41',
  AT: '43',
  PT: '351',
  PL: '48',
  SE: '46',
  NO: '47',
  DK: '45',
  FI: '358',
  GR: '30',
  RU: '7',
  UA: '380',
  TR: '90',
  AE: '971',
  IN: '91',
  AU: '61',
  NZ: '64',
  ZA: '27',
  BR: '55',
  MX: '52',
  AR: '54',
  JP: '81',
};

export const DEFAULT_DIAL_CODE = '1';

export function normalisePhone(value: string, dialCode: string): string {
  const phone = value.replace(/[()\s]/g, '');
  if (phone === '' || phone.startsWith('+')) return phone;
  return `+${dialCode.replace(/\D/g, '')}${phone.replace(/^0/, '')}`;
}

/** Dial code without the plus for an ISO country; '1' when the country is not in the table. */
export function dialCodeFor(country: string): string {
  const code = country.toUpperCase();
  return Object.hasOwn(DIAL_CODES, code) ? DIAL_CODES[code]! : DEFAULT_DIAL_CODE;
}
