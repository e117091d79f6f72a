import type { CartAction, CartSpecFilter } from '@beckon/popup-schema';
import { describe, expect, it } from 'vitest';
import { type CartLine, type CartReading, cartEvents, cartRuleFires, compares } from './cart-rules';

const line = (variant: string, product: string, quantity: number, price: number): CartLine => ({
  ids: [variant, product],
  quantity,
  value: quantity * price,
});
const reading = (...lines: CartLine[]): CartReading => ({
  count: lines.reduce((s, l) => s + l.quantity, 0),
  value: lines.reduce((s, l) => s + l.value, 0),
  lines,
});

const EMPTY = reading();
const COAT = (q = 1) => line('40001', '7001', q, 129);
const UMBRELLA = (q = 1) => line('40011', '7002', q, 25);

const rule = (
  action: CartAction,
  products = 'any_product',
  filter: CartSpecFilter = 'greater_than_or_equal',
  value = 1,
) => ({
  shopify_cart_trigger_action: action,
  shopify_cart_trigger_products: products,
  shopify_cart_trigger_cart_spec_filter: filter,
  shopify_cart_trigger_cart_spec_value: value,
});

describe('added_product', () => {
  it('with any product fires when a new line appears or a line grows', () => {
    expect(cartRuleFires(rule('added_product'), EMPTY, reading(COAT()))).toBe(true);
    expect(cartRuleFires(rule('added_product'), reading(COAT()), reading(COAT(2)))).toBe(true);
    expect(cartRuleFires(rule('added_product'), reading(COAT()), reading(COAT(), UMBRELLA()))).toBe(true);
  });

  it('with any product does not fire when nothing grew', () => {
    expect(cartRuleFires(rule('added_product'), reading(COAT()), reading(COAT()))).toBe(false);
    expect(cartRuleFires(rule('added_product'), reading(COAT(2)), reading(COAT()))).toBe(false);
    expect(cartRuleFires(rule('added_product'), reading(COAT()), EMPTY)).toBe(false);
  });

  it('never fires on the first reading, since a cart found full was not changed now', () => {
    for (const products of ['any_product', 'empty_cart', '40001'])
      expect(cartRuleFires(rule('added_product', products), null, reading(COAT()))).toBe(false);
  });

  it('with a list fires only when a listed variant or product id is added', () => {
    expect(cartRuleFires(rule('added_product', '40001'), EMPTY, reading(COAT()))).toBe(true);
    expect(cartRuleFires(rule('added_product', '7001'), EMPTY, reading(COAT()))).toBe(true);
    expect(cartRuleFires(rule('added_product', '999, 7001'), EMPTY, reading(COAT()))).toBe(true);
    expect(cartRuleFires(rule('added_product', '7002'), EMPTY, reading(COAT()))).toBe(false);
    // The listed product was already there and did not grow; another one was added.
    expect(cartRuleFires(rule('added_product', '7001'), reading(COAT()), reading(COAT(), UMBRELLA()))).toBe(false);
  });

  it('with empty_cart fires only when the first product goes into an empty cart', () => {
    expect(cartRuleFires(rule('added_product', 'empty_cart'), EMPTY, reading(COAT()))).toBe(true);
    expect(cartRuleFires(rule('added_product', 'empty_cart'), reading(COAT()), reading(COAT(), UMBRELLA()))).toBe(
      false,
    );
    expect(cartRuleFires(rule('added_product', 'empty_cart'), EMPTY, EMPTY)).toBe(false);
  });

  it('ignores the comparison settings', () => {
    for (const filter of ['greater_than', 'equal', 'greater_than_or_equal'] as const)
      expect(cartRuleFires(rule('added_product', 'any_product', filter, 1000), EMPTY, reading(COAT()))).toBe(true);
  });
});

describe('removed_product', () => {
  it('with any product fires when the item count drops, and not otherwise', () => {
    expect(cartRuleFires(rule('removed_product'), reading(COAT(2)), reading(COAT()))).toBe(true);
    expect(cartRuleFires(rule('removed_product'), reading(COAT(), UMBRELLA()), reading(UMBRELLA()))).toBe(true);
    expect(cartRuleFires(rule('removed_product'), reading(COAT()), EMPTY)).toBe(true);
    expect(cartRuleFires(rule('removed_product'), reading(COAT()), reading(COAT()))).toBe(false);
    expect(cartRuleFires(rule('removed_product'), reading(COAT()), reading(COAT(2)))).toBe(false);
    expect(cartRuleFires(rule('removed_product'), null, EMPTY)).toBe(false);
  });

  it('with empty_cart fires only when the cart becomes empty', () => {
    expect(cartRuleFires(rule('removed_product', 'empty_cart'), reading(COAT(), UMBRELLA()), EMPTY)).toBe(true);
    expect(cartRuleFires(rule('removed_product', 'empty_cart'), reading(COAT(), UMBRELLA()), reading(COAT()))).toBe(
      false,
    );
    expect(cartRuleFires(rule('removed_product', 'empty_cart'), EMPTY, EMPTY)).toBe(false);
    expect(cartRuleFires(rule('removed_product', 'empty_cart'), null, EMPTY)).toBe(false);
  });

  it('with a list fires when a listed id was in the cart and is gone', () => {
    const before = reading(COAT(), UMBRELLA());
    expect(cartRuleFires(rule('removed_product', '7002'), before, reading(COAT()))).toBe(true);
    expect(cartRuleFires(rule('removed_product', '40011'), before, reading(COAT()))).toBe(true);
    expect(cartRuleFires(rule('removed_product', '7001'), before, reading(COAT()))).toBe(false);
    // Fewer of it is not gone.
    expect(cartRuleFires(rule('removed_product', '7001'), reading(COAT(2)), reading(COAT()))).toBe(false);
    // Never in the cart: nothing was removed.
    expect(cartRuleFires(rule('removed_product', '7003'), before, EMPTY)).toBe(false);
  });
});

describe('cart_item', () => {
  const two = reading(COAT(), UMBRELLA());
  it.each([
    ['greater_than', 1, true],
    ['greater_than', 2, false],
    ['equal', 2, true],
    ['equal', 3, false],
    ['greater_than_or_equal', 2, true],
    ['greater_than_or_equal', 3, false],
  ] as const)('with any product and %s %d on a cart of 2 items fires: %s', (filter, value, fires) => {
    expect(cartRuleFires(rule('cart_item', 'any_product', filter, value), null, two)).toBe(fires);
    expect(cartRuleFires(rule('cart_item', 'any_product', filter, value), EMPTY, two)).toBe(fires);
  });

  it('with a list counts only the listed lines', () => {
    const cart = reading(COAT(3), UMBRELLA());
    expect(cartRuleFires(rule('cart_item', '7001', 'equal', 3), null, cart)).toBe(true);
    expect(cartRuleFires(rule('cart_item', '7002', 'greater_than', 1), null, cart)).toBe(false);
    expect(cartRuleFires(rule('cart_item', '7001,40011', 'equal', 4), null, cart)).toBe(true);
  });

  it('on an empty cart compares zero items', () => {
    expect(cartRuleFires(rule('cart_item', 'any_product', 'equal', 0), null, EMPTY)).toBe(true);
    expect(cartRuleFires(rule('cart_item', 'any_product', 'greater_than', 0), null, EMPTY)).toBe(false);
  });

  it('never fires with empty_cart, which the settings refuse for counts', () => {
    expect(cartRuleFires(rule('cart_item', 'empty_cart', 'equal', 0), null, EMPTY)).toBe(false);
  });
});

describe('cart_value', () => {
  // 129 + 25 = 154.
  const cart = reading(COAT(), UMBRELLA());
  it.each([
    ['greater_than', 153.99, true],
    ['greater_than', 154, false],
    ['equal', 154, true],
    ['equal', 154.01, false],
    ['greater_than_or_equal', 154, true],
    ['greater_than_or_equal', 154.01, false],
  ] as const)('with any product and %s %d on a cart worth 154 fires: %s', (filter, value, fires) => {
    expect(cartRuleFires(rule('cart_value', 'any_product', filter, value), null, cart)).toBe(fires);
  });

  it('with a list sums only the listed lines', () => {
    expect(cartRuleFires(rule('cart_value', '7002', 'equal', 25), null, cart)).toBe(true);
    expect(cartRuleFires(rule('cart_value', '7002', 'greater_than', 25), null, cart)).toBe(false);
  });

  it('compares to the cent', () => {
    expect(compares('equal', 0.1 + 0.2, 0.3)).toBe(true);
    expect(compares('greater_than', 0.1 + 0.2, 0.3)).toBe(false);
    expect(compares('greater_than_or_equal', 0.1 + 0.2, 0.3)).toBe(true);
  });

  it('never fires with empty_cart', () => {
    expect(cartRuleFires(rule('cart_value', 'empty_cart', 'equal', 0), null, EMPTY)).toBe(false);
  });
});

describe('each comparison with a product list', () => {
  it.each([
    ['greater_than', 2, true],
    ['greater_than', 3, false],
    ['equal', 3, true],
    ['equal', 2, false],
    ['greater_than_or_equal', 3, true],
    ['greater_than_or_equal', 4, false],
  ] as const)('cart_item of the listed lines (3 items) %s %d fires: %s', (filter, value, fires) => {
    const cart = reading(COAT(3), UMBRELLA());
    expect(cartRuleFires(rule('cart_item', '7001', filter, value), null, cart)).toBe(fires);
  });

  it.each([
    ['greater_than', 49.99, true],
    ['greater_than', 50, false],
    ['equal', 50, true],
    ['equal', 50.01, false],
    ['greater_than_or_equal', 50, true],
    ['greater_than_or_equal', 50.01, false],
  ] as const)('cart_value of the listed lines (worth 50) %s %d fires: %s', (filter, value, fires) => {
    const cart = reading(COAT(), UMBRELLA(2));
    expect(cartRuleFires(rule('cart_value', '7002', filter, value), null, cart)).toBe(fires);
  });
});

describe('the product actions and the comparison settings', () => {
  const FILTERS = ['greater_than', 'equal', 'greater_than_or_equal'] as const;

  it.each([
    ['any_product', EMPTY, reading(COAT())],
    ['empty_cart', EMPTY, reading(COAT())],
    ['7001', reading(UMBRELLA()), reading(COAT(), UMBRELLA())],
  ] as const)('added_product with %s fires whatever the comparison says', (products, before, after) => {
    for (const filter of FILTERS)
      for (const value of [0, 1000])
        expect(cartRuleFires(rule('added_product', products, filter, value), before, after)).toBe(true);
  });

  it.each([
    ['any_product', reading(COAT(2)), reading(COAT())],
    ['empty_cart', reading(COAT()), EMPTY],
    ['7002', reading(COAT(), UMBRELLA()), reading(COAT())],
  ] as const)('removed_product with %s fires whatever the comparison says', (products, before, after) => {
    for (const filter of FILTERS)
      for (const value of [0, 1000])
        expect(cartRuleFires(rule('removed_product', products, filter, value), before, after)).toBe(true);
  });
});

describe('a malformed product list', () => {
  it('fires for no action', () => {
    for (const action of ['added_product', 'removed_product', 'cart_item', 'cart_value'] as const)
      expect(cartRuleFires(rule(action, 'a b,', 'greater_than_or_equal', 0), reading(COAT()), EMPTY)).toBe(false);
  });
});

describe('the cart events between two readings', () => {
  it('names what changed, and nothing on a first reading', () => {
    expect(cartEvents(null, reading(COAT()))).toEqual([]);
    expect(cartEvents(EMPTY, reading(COAT()))).toEqual(['added_product']);
    expect(cartEvents(reading(COAT()), reading(UMBRELLA()))).toEqual(['added_product', 'removed_product']);
    expect(cartEvents(reading(COAT()), EMPTY)).toEqual(['removed_product', 'empty_cart']);
    expect(cartEvents(reading(COAT()), reading(COAT()))).toEqual([]);
  });
});
