/**
 * Which of a store's price rules the display service hands visitors. The widget judges a rule's starts_at
 * and ends_at by the visitor's clock, which may be days wrong; the server's clock drops the rules that have
 * ended and those that start more than a day ahead, so a wrong clock cannot show an expired sale. Rules
 * starting within the day are kept for the widget to start at their moment, since answers can be cached.
 */
import type { StorePriceRule } from '@beckon/popup-schema';

/** How far ahead a rule's start may be and still be handed to visitors. */
const PRICE_RULE_LOOKAHEAD_MS = 24 * 60 * 60 * 1000;

/** The rules still to apply at `now` or within the day after it (ms since the epoch), in their order. */
export function priceRulesForVisitors<R extends StorePriceRule>(rules: readonly R[], now: number): R[] {
  return rules.filter(
    (r) =>
      (r.ends_at === null || Date.parse(r.ends_at) > now) &&
      (r.starts_at === null || Date.parse(r.starts_at) <= now + PRICE_RULE_LOOKAHEAD_MS),
  );
}
