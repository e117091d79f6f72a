/**
 * How the shop words its IVA, as WooCommerce's Spanish totals do: with prices entered with tax the
 * total says "(incluye 4,32 € de IVA)"; without, each rate has its own "IVA" line. A cart of one
 * rate says just "IVA"; one of several names each rate ("IVA 21 %", "IVA 10 %").
 */
import { formatEuros } from './money.js';
import type { TaxLineView } from './views.js';

const PERCENT = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 2 });

/** The label of a tax line among `lines`. */
export function taxLabel(line: TaxLineView, lines: readonly TaxLineView[]): string {
  return lines.length > 1 ? `IVA ${PERCENT.format(line.rateBp / 10_000)}` : 'IVA';
}

/** "(incluye 4,32 € de IVA)" after a tax-inclusive total; '' when it holds no tax. */
export function includedTaxText(lines: readonly TaxLineView[]): string {
  if (lines.length === 0) return '';
  return `(incluye ${lines.map((l) => `${formatEuros(l.taxCents)} de ${taxLabel(l, lines)}`).join(', ')})`;
}

/** The price line's note: whether the price shown includes IVA. */
export const priceTaxNote = (pricesIncludeTax: boolean) => (pricesIncludeTax ? 'IVA incluido' : 'IVA no incluido');
