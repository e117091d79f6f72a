/**
 * Phone normalisation before sending (spec §5 "Phone normalisation before
 * sending"): brackets and spaces stripped, one leading 0 removed, and the
 * country dial code prefixed with a plus unless the number already has one.
 * The dial code comes from the phone library for every country
 * (phone-international.ts callingCodeFor, loaded with the form's phone field);
 * without one (an unknown country, or the library failed to load) the number
 * is sent as typed rather than under a wrong country's code.
 */

export function normalisePhone(value: string, dialCode: string): string {
  const phone = value.replace(/[()\s]/g, '');
  const code = dialCode.replace(/\D/g, '');
  if (phone === '' || phone.startsWith('+') || code === '') return phone;
  return `+${code}${phone.replace(/^0/, '')}`;
}
