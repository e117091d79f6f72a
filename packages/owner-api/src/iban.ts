/**
 * IBANs (ISO 13616) as an owner types them: spaces anywhere, any case. One copy of the rule for the
 * server's schema and the dashboard's form. The check is the standard's mod-97 (ISO 7064 MOD 97-10): the
 * country code and check digits moved to the end, letters read as 10 to 35, and the number left over by 97
 * must be 1. Country-specific lengths are not checked: the mod-97 rule catches a mistyped or swapped digit.
 */

/** The IBAN in its electronic format: no spaces, capitals. */
export function compactIban(text: string): string {
  return text.replace(/ /g, '').toUpperCase();
}

/** Two letters of the country, two check digits, then 11 to 30 letters or digits (15 to 34 in all). */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

export function isValidIban(text: string): boolean {
  const iban = compactIban(text);
  if (!IBAN_SHAPE.test(iban)) return false;
  // The computed check digits are 98 minus a remainder, so 00, 01 and 99 never occur.
  const check = Number(iban.slice(2, 4));
  if (check < 2 || check > 98) return false;
  let rest = 0;
  for (const ch of iban.slice(4) + iban.slice(0, 4)) {
    // Base 36 reads 0–9 as themselves and A–Z as 10–35; the remainder is carried digit by digit.
    const value = Number.parseInt(ch, 36);
    rest = (value < 10 ? rest * 10 + value : rest * 100 + value) % 97;
  }
  return rest === 1;
}

/** The IBAN in its print format: capitals in groups of four, as a bank statement shows it. */
export function printIban(text: string): string {
  return compactIban(text).replace(/(.{4})(?=.)/g, '$1 ');
}
