/**
 * The store chunk (built to dist/store.js), imported by the loader only on a store page (page.ts): it reads
 * the visitor's cart, adds it to the display request (spec §3 visitor context: store integration and
 * customer id, cart total, item count, product and variant ids, the site builder's cart id, and the cart
 * events since the last page as `triggers`), and fires the pop-ups' cart triggers (§4): after each of the
 * page's cart requests it reads the cart again, every 100 ms until the answer changes (at most 10 times),
 * and checks each armed pop-up's rule (cart-rules.ts) against the reading before and the one after.
 * A cart that cannot be read logs "Cart Error" and fires nothing (§8). The chunk carries its own copy of
 * storage.ts, so the loader hands over its private-mode flag. On the store platform's order status page it
 * saves the order the page shows, once per order (order-send.ts, §7 save-ordered-products).
 */
import type { DisplayRequestInput, TriggerSettings } from '@beckon/popup-schema';
import { sendBrowse } from '../browse';
import { log } from '../log';
import type { Reporter } from '../report';
import { privacy } from '../storage';
import type { Fire, Off } from '../triggers/types';
import { keep, lastReading, viewed } from './cart-memory';
import { type Cart, readCart } from './cart-read';
import { addedLines, type CartReading, cartEvents, cartRuleFires } from './cart-rules';
import { watchCartRequests } from './cart-watch';
import { fromShopifyCheckout } from './order-read';
import { saveOrder } from './order-send';
import { CART_REQUEST, detectPlatform, type Platform, type StoreWindow } from './platform';

interface Armed {
  rule: TriggerSettings;
  fire: Fire;
}

const w = window as StoreWindow & Window;
const armed = new Set<Armed>();
let platform: Platform | null = null;
/** The page's latest reading, and the change the page's first reading found since the last page. */
let now: Cart | null = null;
let arrival: { before: CartReading | null; after: Cart } | null = null;
let unwatch: Off | null = null;

const POLL_MS = 100;
const POLLS = 10;

/** Whether the pop-up's trigger applies to this page's platform. */
const applies = (t: TriggerSettings): boolean =>
  platform === 'wix' ? t.wix_cart_trigger_active : !!platform && t.shopify_cart_trigger_active;

const sameReading = (a: CartReading, b: CartReading): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Takes a new reading: keeps it and fires each armed rule that holds between the last one and it. */
function take(before: CartReading | null, after: Cart): void {
  now = after;
  const added = before
    ? addedLines(before, after).map((l) => (platform === 'wix' ? l.ids[l.ids.length - 1] : l.ids[0]))
    : [];
  keep(
    platform as Platform,
    after,
    added.filter((id): id is string => !!id),
  );
  for (const a of armed) if (cartRuleFires(a.rule, before, after)) a.fire('cart');
}

const read = (): Promise<Cart> => readCart(platform as Platform, w, document);

/** After a cart request: reads until the cart differs from the last reading, every 100 ms, at most 10 times. */
function reread(left = POLLS): void {
  read().then(
    (cart) => {
      if (now && sameReading(now, cart)) {
        if (left > 1) setTimeout(() => reread(left - 1), POLL_MS);
      } else take(now, cart);
    },
    (e) => log('Cart Error', e),
  );
}

/**
 * The signed-in customer's id, '' when none is known. The site builder's is never read: Wix documents no member
 * call for pasted custom code, only for Velo and registered apps (docs/deviations.md).
 */
function customerId(p: Platform): string {
  if (privacy.on) return '';
  if (p === 'shopify') return String(w.ShopifyAnalytics?.meta?.page?.customerId ?? '').slice(0, 100);
  if (p === 'beckon') {
    try {
      const hook = JSON.parse(document.getElementById('beckon-store')?.textContent ?? '{}') as { customerId?: unknown };
      return typeof hook.customerId === 'string' ? hook.customerId.slice(0, 100) : '';
    } catch {
      return '';
    }
  }
  return '';
}

/** The store platform's product page adds its variant (the URL's, else the first) to the recent list. */
function noteProductPage(): void {
  const product = w.ShopifyAnalytics?.meta?.product;
  const variant = new URLSearchParams(location.search).get('variant') ?? product?.variants?.[0]?.id;
  if (product && variant && /^\d{1,20}$/.test(String(variant))) viewed(String(variant));
}

/**
 * The store platform's browse- and cart-abandonment saves (browse.ts, spec §7): for a signed-in customer, the
 * product this page shows and the cart, handed to the same save the own shop's store hook uses. A product
 * counts only with an id and a name (§5); without a customer nothing is sent (the save names one).
 */
function saveAbandonment(p: Reporter, customer: string, cart: Cart): void {
  const product = w.ShopifyAnalytics?.meta?.product;
  const chosen = new URLSearchParams(location.search).get('variant');
  const variant = product?.variants?.find((v) => String(v.id) === chosen) ?? product?.variants?.[0];
  const viewedProduct = product?.id
    ? [
        {
          product_id: String(product.id),
          product_name: variant?.name ?? '',
          category: product.type ?? '',
        },
      ]
    : [];
  const hook = document.createElement('script');
  hook.textContent = JSON.stringify({
    customerId: customer,
    products: viewedProduct,
    cart: { products: cart.named ?? [], total_cart_value: cart.value },
  });
  sendBrowse(p, hook);
}

const unique = (ids: (string | undefined)[]): string[] =>
  [...new Set(ids.filter((id): id is string => !!id))].slice(0, 50);

/**
 * Per page run: reads the cart and answers the display request's store fields. Never rejects: a cart that
 * cannot be read logs "Cart Error" and leaves the cart fields out.
 */
export async function cartContext(page: Reporter, privateMode: boolean): Promise<Partial<DisplayRequestInput>> {
  privacy.on = privateMode;
  platform = detectPlatform(w, document);
  if (!platform) return {};
  unwatch?.();
  unwatch = watchCartRequests(CART_REQUEST[platform], () => reread());
  if (platform === 'shopify') {
    noteProductPage();
    // The order status (thank-you) page carries the order: it is saved once (spec §7).
    saveOrder(page, fromShopifyCheckout(w.Shopify?.checkout), 'shopify_orders');
  }
  const fields: Partial<DisplayRequestInput> = {
    store_integration: platform,
    store_integration_customer_id: customerId(platform),
  };
  try {
    const before = lastReading();
    const after = await read();
    arrival = { before, after };
    take(before, after);
    const customer = fields.store_integration_customer_id;
    if (platform === 'shopify' && customer) saveAbandonment(page, customer, after);
    return {
      ...fields,
      cart_total_price: Math.min(after.value, 1e9),
      cart_item_count: Math.min(after.count, 100_000),
      product_ids: unique(after.lines.map((l) => l.ids[l.ids.length - 1])),
      variant_ids:
        platform === 'wix'
          ? unique(after.lines.map((l) => (l.ids.length > 1 ? l.ids[0] : undefined)))
          : unique(after.lines.map((l) => l.ids[0])),
      wix_cart_id: after.id,
      triggers: cartEvents(before, after),
    };
  } catch (e) {
    log('Cart Error', e);
    arrival = null;
    return fields;
  }
}

/**
 * Arms one pop-up's cart trigger; returns its remover. The change the page's first reading found (an add or
 * removal made on the page before, e.g. by a form) is checked at once, as is a count or value that holds.
 */
export function wireCart(t: TriggerSettings, fire: Fire): Off {
  if (!applies(t)) return () => {};
  const a: Armed = { rule: t, fire };
  armed.add(a);
  if (arrival && now && cartRuleFires(t, arrival.before, now)) fire('cart');
  return () => armed.delete(a);
}
