/**
 * The prices a block's cards show (spec §3 "Store price rules", §7 "GET price rules by client id"): the
 * account's rules from the display service, asked once per page, and, when the block's platform has any, the
 * visitor's cart they depend on; price-rules.ts decides. A failed read is logged and leaves the catalogue's
 * prices (rules) or reads as an empty cart (§8: the visitor sees no error).
 */
import type { PriceRulesAnswer, ProductCard, ProductSource } from '@beckon/popup-schema';
import { log } from '../../loader/log.js';
import { readCart } from '../../loader/store/cart-read.js';
import type { StoreWindow } from '../../loader/store/platform.js';
import { type CartTotals, cardPrice, NO_CART } from './price-rules.js';
import { currentWixCart } from './store-cart-actions.js';

export interface PricedCard extends ProductCard {
  /** The catalogue's price, struck through, when a price rule lowered `price`; null when none did. */
  original: string | null;
}

type Rules = PriceRulesAnswer['price_rules'];
const asked = new Map<string, Promise<Rules>>();

function priceRules(serviceOrigin: string, clientId: string): Promise<Rules> {
  const url = `${serviceOrigin}/api/display/price-rules/${encodeURIComponent(clientId)}`;
  let rules = asked.get(url);
  if (!rules) {
    rules = fetch(url, { headers: { accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`answered ${res.status}`);
        const answer = (await res.json()) as PriceRulesAnswer;
        if (answer.success !== true || !Array.isArray(answer.price_rules)) throw new Error('no price_rules');
        return answer.price_rules;
      })
      .catch((err: unknown) => {
        log('Price rules failed', err);
        // The next block asks again.
        asked.delete(url);
        return [];
      });
    asked.set(url, rules);
  }
  return rules;
}

async function visitorCart(source: 'shopify' | 'wix'): Promise<CartTotals> {
  try {
    if (source === 'wix') return (await currentWixCart(fetch)) ?? NO_CART;
    return await readCart('shopify', window as StoreWindow & Window, document);
  } catch (err) {
    log('Cart Error', err);
    return NO_CART;
  }
}

const unchanged = (card: ProductCard): PricedCard => ({ ...card, original: null });

/** How the block's cards are priced: the rules of its platform against the visitor's cart now. */
export async function storePricing(
  source: ProductSource,
  ctx: { serviceOrigin: string; clientId: string },
): Promise<(card: ProductCard) => PricedCard> {
  // Our own shop's discounts are its coupons, applied in its cart.
  if (source === 'shop' || !ctx.clientId) return unchanged;
  const rules = (await priceRules(ctx.serviceOrigin, ctx.clientId)).filter((r) => r.platform === source);
  if (rules.length === 0) return unchanged;
  const cart = await visitorCart(source);
  return (card) => ({ ...card, ...cardPrice(card, rules, cart) });
}
