/**
 * Euro amounts and percentages as the owner types them ("24,90", "24.90",
 * "12.5") and back: integer hundredths, i.e. cents for euros and basis points
 * for percentages, as the owner API takes them. Null: not such an amount.
 */
const AMOUNT = /^(\d{1,6})(?:[.,](\d{1,2}))?$/;

export function parseHundredths(text: string): number | null {
  const m = AMOUNT.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 2490 → "24.90" (what the inputs show). */
export function hundredthsText(n: number): string {
  return (n / 100).toFixed(2);
}

/** Amounts as the site's shop writes them ("14,90 €"), so the owner reads the prices customers see. */
export { formatEuros as money } from '@beckon/page-widgets/shop/money.js';
