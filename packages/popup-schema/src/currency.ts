/**
 * The currency symbol table (spec §9: about 160 codes, USD by default), taken from the runtime's own ICU
 * data rather than copied by hand: every ISO 4217 code the runtime knows gets its narrow symbol ("$",
 * "€", "₪", "kr"); an unknown or malformed code falls back to USD's. No zod here: the renderer imports it.
 */
const DEFAULT_CURRENCY = 'USD';
const cache = new Map<string, string>();

function symbolOf(code: string): string | null {
  try {
    const parts = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' });
    return parts.formatToParts(0).find((p) => p.type === 'currency')?.value ?? null;
  } catch {
    return null;
  }
}

/** The symbol a product card shows for an ISO currency code. */
export function currencySymbol(code: string): string {
  const known = cache.get(code);
  if (known !== undefined) return known;
  const symbol = (/^[A-Z]{3}$/.test(code) ? symbolOf(code) : null) ?? (symbolOf(DEFAULT_CURRENCY) as string);
  cache.set(code, symbol);
  return symbol;
}

/** A card's price as the widget shows it: the symbol before the amount ("$24.90", "€19.00"). */
export function formatPrice(amount: string, symbol: string): string {
  return `${symbol}${amount}`;
}
