/**
 * Which variants an order took below the shop's low stock mark or out of stock (pure): WooCommerce's low
 * stock and out of stock notifications, sent once, by the order that crosses the mark.
 */

/** WooCommerce's default "low stock threshold". */
const LOW_STOCK = 2;

export interface StockAlert {
  variantId: number;
  kind: 'low' | 'out';
  left: number;
}

export function stockAlerts(
  lines: readonly { variantId: number; quantity: number }[],
  stockLeft: ReadonlyMap<number, number>,
  lowStock = LOW_STOCK,
): StockAlert[] {
  const alerts: StockAlert[] = [];
  for (const { variantId, quantity } of lines) {
    const left = stockLeft.get(variantId);
    if (left === undefined) continue;
    const before = left + quantity;
    if (left <= 0) alerts.push({ variantId, kind: 'out', left });
    else if (left <= lowStock && before > lowStock) alerts.push({ variantId, kind: 'low', left });
  }
  return alerts;
}
