/**
 * The cart trigger's decision (spec §4 "Cart triggers"): a pure function of the pop-up's cart settings and
 * two readings of the cart, the one before a cart change and the one after. The store chunk reads the cart
 * (cart-read.ts) and calls this after each read; nothing here touches the page.
 *
 * - added_product: a line's quantity grew (any_product), grew and is listed (an id list), or the cart was
 *   empty before (empty_cart: the first product added).
 * - removed_product: the item count dropped (any_product), the cart became empty (empty_cart), or a listed
 *   id was in the cart and is gone.
 * - cart_item / cart_value: the item count / the value (in the store's currency, cents / 100) of the whole
 *   cart (any_product) or of the listed lines compares with the setting; checked on every reading.
 */
import type { CartAction, CartSpecFilter } from '@beckon/popup-schema';
import { cartProductList } from '@beckon/popup-schema/cart-product-list';

export interface CartLine {
  /** The line's ids: variant first, then product; a rule's list matches any of them. */
  ids: string[];
  quantity: number;
  /** The line's value in the store's currency. */
  value: number;
}

export interface CartReading {
  count: number;
  /** The cart's value in the store's currency. */
  value: number;
  lines: CartLine[];
}

export interface CartRule {
  shopify_cart_trigger_action: CartAction;
  shopify_cart_trigger_products: string;
  shopify_cart_trigger_cart_spec_filter: CartSpecFilter;
  shopify_cart_trigger_cart_spec_value: number;
}

/** A line's identity between two readings: its ids. */
const keyOf = (l: CartLine): string => l.ids.join(',');

/** The lines of `after` whose quantity is higher than in `before`. */
export function addedLines(before: CartReading, after: CartReading): CartLine[] {
  const had = new Map(before.lines.map((l) => [keyOf(l), l.quantity]));
  return after.lines.filter((l) => l.quantity > (had.get(keyOf(l)) ?? 0));
}

/** `value` against the setting; equality is to the cent, so 0.1 + 0.2 equals 0.3. */
export function compares(filter: CartSpecFilter, value: number, setting: number): boolean {
  const a = Math.round(value * 100);
  const b = Math.round(setting * 100);
  return filter === 'equal' ? a === b : filter === 'greater_than' ? a > b : a >= b;
}

const sum = (lines: CartLine[], f: (l: CartLine) => number): number => lines.reduce((s, l) => s + f(l), 0);

/**
 * Whether the rule fires on the reading `after`. `before` is the reading before the change, null when there
 * is none to compare with (the first reading this browser made): the two product actions then never fire,
 * since a cart found already full was not changed now.
 */
export function cartRuleFires(rule: CartRule, before: CartReading | null, after: CartReading): boolean {
  const products = rule.shopify_cart_trigger_products;
  const list = products === 'any_product' || products === 'empty_cart' ? null : cartProductList(products);
  if (products !== 'any_product' && products !== 'empty_cart' && !list) return false;
  const listed = (l: CartLine) => !list || l.ids.some((id) => list.includes(id));
  switch (rule.shopify_cart_trigger_action) {
    case 'added_product': {
      if (!before) return false;
      if (products === 'empty_cart') return before.count === 0 && after.count > 0;
      return addedLines(before, after).some(listed);
    }
    case 'removed_product': {
      if (!before) return false;
      if (products === 'any_product') return after.count < before.count;
      if (products === 'empty_cart') return before.count > 0 && after.count === 0;
      const left = new Set(after.lines.flatMap((l) => l.ids));
      return (list ?? []).some((id) => !left.has(id) && before.lines.some((l) => l.ids.includes(id)));
    }
    case 'cart_item':
    case 'cart_value': {
      if (products === 'empty_cart') return false;
      const items = rule.shopify_cart_trigger_action === 'cart_item';
      const measure = list
        ? sum(after.lines.filter(listed), (l) => (items ? l.quantity : l.value))
        : items
          ? after.count
          : after.value;
      return compares(rule.shopify_cart_trigger_cart_spec_filter, measure, rule.shopify_cart_trigger_cart_spec_value);
    }
  }
}

/** The cart events between two readings, as the display request's `triggers` names them. */
export function cartEvents(before: CartReading | null, after: CartReading): string[] {
  if (!before) return [];
  const events: string[] = [];
  if (addedLines(before, after).length) events.push('added_product');
  if (addedLines(after, before).length) events.push('removed_product');
  if (before.count > 0 && after.count === 0) events.push('empty_cart');
  return events;
}
