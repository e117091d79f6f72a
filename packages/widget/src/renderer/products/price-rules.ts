/**
 * Which of the store's price rules (spec §3 "Store price rules") lowers a product card, and to what: the
 * price the visitor pays once the button adds one unit to the cart they have now. Pure: the rules come from
 * GET /api/display/price-rules/{client_id}, the cart's subtotal from the store's own cart.
 *
 * - Only `line_item` rules touch a product's price (`shipping_line` ones discount delivery).
 * - `target_selection` `all` lowers every product; `entitled` only those its `entitled_product_ids` name
 *   (by product or variant id).
 * - `prerequisite_subtotal_range.greater_than_or_equal_to` holds when the cart's subtotal with this unit
 *   added reaches it.
 * - `percentage` takes `value` % off; `fixed_amount` with `each` takes `value` off the unit; with `across`
 *   the amount is shared by the entitled items in proportion to their prices, so this unit's share is
 *   value × price ÷ (the entitled subtotal with it added).
 * - A rule applies from its `starts_at` and before its `ends_at` (either null: open), by the visitor's clock.
 * - The platforms do not combine price rules: the one that takes most off wins. A price never goes below 0.
 */
import type { StorePriceRule } from '@beckon/popup-schema';

/** What the rules read of the visitor's cart (the store chunk's reading): amounts in the catalogue's currency. */
export interface CartTotals {
  value: number;
  /** Each line's product and variant ids and its amount (price × quantity). */
  lines: readonly { ids: readonly string[]; value: number }[];
}

/** No cart yet, or one that could not be read: the rules see an empty cart. */
export const NO_CART: CartTotals = { value: 0, lines: [] };

export interface CardPrice {
  /** What the visitor pays, as a decimal string like the catalogue's. */
  price: string;
  /** The card's own price, shown struck through, when a rule lowered it; null when none did. */
  original: string | null;
}

const cents = (amount: string): number => Math.round(Number(amount) * 100);
const decimal = (c: number): string => (c / 100).toFixed(2);

const entitles = (rule: StorePriceRule, ids: readonly string[]): boolean =>
  rule.target_selection === 'all' || ids.some((id) => rule.entitled_product_ids.includes(id));

/** Whether `rule` applies at `now` (ms since the epoch): from its starts_at, before its ends_at. */
const current = (rule: StorePriceRule, now: number): boolean =>
  (rule.starts_at == null || Date.parse(rule.starts_at) <= now) &&
  (rule.ends_at == null || now < Date.parse(rule.ends_at));

/** How many cents `rule` takes off one unit priced `price` cents; 0 when it does not apply. */
function ruleDiscount(
  rule: StorePriceRule,
  card: { product_id: string; variant_id: string },
  price: number,
  cart: CartTotals,
  now: number,
): number {
  if (rule.target_type !== 'line_item' || !entitles(rule, [card.product_id, card.variant_id])) return 0;
  if (!current(rule, now)) return 0;
  const subtotal = Math.round(cart.value * 100);
  const withUnit = subtotal + price;
  const least = rule.prerequisite_subtotal_range?.greater_than_or_equal_to;
  if (least !== undefined && withUnit < cents(least)) return 0;
  const value = Number(rule.value);
  let off: number;
  if (rule.value_type === 'percentage') off = Math.round((price * Math.min(value, 100)) / 100);
  else if (rule.allocation_method === 'each') off = cents(rule.value);
  else {
    const lines = cart.lines.filter((l) => entitles(rule, l.ids));
    const entitled = Math.round(lines.reduce((sum, l) => sum + l.value, 0) * 100) + price;
    off = entitled > 0 ? Math.round((cents(rule.value) * price) / entitled) : 0;
  }
  return Math.max(0, Math.min(off, price));
}

/** The card's price after the rule that takes most off it. */
export function cardPrice(
  card: { product_id: string; variant_id: string; price: string },
  rules: readonly StorePriceRule[],
  cart: CartTotals,
  now: number = Date.now(),
): CardPrice {
  const price = cents(card.price);
  const best = rules.reduce((most, rule) => Math.max(most, ruleDiscount(rule, card, price, cart, now)), 0);
  return best > 0 ? { price: decimal(price - best), original: card.price } : { price: card.price, original: null };
}
