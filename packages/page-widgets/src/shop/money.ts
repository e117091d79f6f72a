/** Euro amounts as a Spanish shop writes them: "1.234,50 €" (prices are integer cents everywhere). */
const EUROS = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  useGrouping: 'always',
});

export function formatEuros(cents: number): string {
  return EUROS.format(cents / 100);
}
