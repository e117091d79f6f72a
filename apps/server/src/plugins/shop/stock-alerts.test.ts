import { describe, expect, it } from 'vitest';
import { stockAlerts } from './stock-alerts.js';

describe('the stock alerts of an order', () => {
  it('warns once, by the order that takes a variant down to the low stock mark', () => {
    expect(stockAlerts([{ variantId: 1, quantity: 1 }], new Map([[1, 2]]))).toEqual([
      { variantId: 1, kind: 'low', left: 2 },
    ]);
    expect(stockAlerts([{ variantId: 1, quantity: 1 }], new Map([[1, 1]]))).toEqual([]);
    expect(stockAlerts([{ variantId: 1, quantity: 5 }], new Map([[1, 1]]))).toEqual([
      { variantId: 1, kind: 'low', left: 1 },
    ]);
  });

  it('says out of stock when nothing is left, and nothing for variants whose stock is not counted', () => {
    expect(
      stockAlerts(
        [
          { variantId: 1, quantity: 1 },
          { variantId: 2, quantity: 3 },
        ],
        new Map([[1, 0]]),
      ),
    ).toEqual([{ variantId: 1, kind: 'out', left: 0 }]);
    expect(stockAlerts([{ variantId: 1, quantity: 1 }], new Map([[1, 10]]))).toEqual([]);
  });
});
