/**
 * The tax part of a totals table (the cart, the checkout's review, the order received page): an IVA row
 * per rate when prices are entered without tax, then the total, with "(incluye … de IVA)" when they are
 * entered with it.
 */
import { formatEuros } from './money.js';
import { includedTaxText, taxLabel } from './tax-text.js';
import type { TaxesView } from './views.js';

export function TaxAndTotalRows({ taxes, totalCents }: { taxes: TaxesView; totalCents: number }) {
  const included = taxes.pricesIncludeTax ? includedTaxText(taxes.taxLines) : '';
  return (
    <>
      {taxes.pricesIncludeTax
        ? null
        : taxes.taxLines.map((l) => (
            <tr key={l.rateBp} className="tax-rate">
              <th scope="row">{taxLabel(l, taxes.taxLines)}</th>
              <td>{formatEuros(l.taxCents)}</td>
            </tr>
          ))}
      <tr>
        <th scope="row">Total</th>
        <td>
          <strong>{formatEuros(totalCents)}</strong>
          {included ? <span className="tax">{included}</span> : null}
        </td>
      </tr>
    </>
  );
}
