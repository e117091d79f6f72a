/**
 * The product block's pure rules (spec §5 "Other", §9): how long a card's title and description may be, how
 * wide the block is for its layout, card count and size index, and how a price reads.
 */
import type { ProductSource } from '@beckon/popup-schema';

/** Spec §5: titles are cut to 50 characters on the store platform, 18 on the site builder. */
const TITLE_MAX: Record<ProductSource, number> = { shopify: 50, wix: 18, shop: 50 };
/** Spec §5: the site builder's description is text only, cut at 64. */
const WIX_DESC_MAX = 64;
const ELLIPSIS = '...';

/** Cuts by characters (code points), never through a surrogate pair, and marks the cut. */
function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}${ELLIPSIS}`;
}

export function cardTitle(title: string, source: ProductSource): string {
  return cut(title.trim(), TITLE_MAX[source]);
}

/**
 * A description as text: platforms store it as HTML, which the widget never parses as markup, so tags
 * are dropped, the common entities read, and runs of white space made one space.
 */
export function descriptionText(desc: string): string {
  return desc
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function cardDescription(desc: string, source: ProductSource): string {
  const text = descriptionText(desc);
  return source === 'wix' ? cut(text, WIX_DESC_MAX) : text;
}

/**
 * Spec §9 widths by size index (0 narrowest … 10 widest): vertical 100–300 px; horizontal 150–350,
 * 200–750 and 400–800 px for 1, 2 and 3 cards. A full-page pop-up has room for half as much again.
 */
const RANGES = {
  vertical: [[100, 300]],
  horizontal: [
    [150, 350],
    [200, 750],
    [400, 800],
  ],
} as const;

export function blockWidth(layout: 'horizontal' | 'vertical', cards: number, size: number, fullpage: boolean): number {
  const ranges = RANGES[layout];
  const [min, max] = ranges[Math.min(Math.max(cards, 1), ranges.length) - 1] as readonly [number, number];
  const index = Math.min(Math.max(size, 0), 10);
  const width = Math.round(min + ((max - min) * index) / 10);
  return fullpage ? Math.round(width * 1.5) : width;
}

/** A compare-at price is shown struck through only when it is above the price. */
export function showsCompareAt(price: string, compareAt: string | null): compareAt is string {
  return compareAt !== null && Number(compareAt) > Number(price);
}

/**
 * A product page link: a path on the store's own site, or an http(s) address; anything else (another
 * scheme, a protocol-relative address, white space or control characters) gives '' and no link.
 */
export function productHref(url: string): string {
  if (/[\s\p{Cc}\\]/u.test(url)) return '';
  return /^(https?:\/\/[^/]|\/(?!\/))/i.test(url) ? url : '';
}

/** Where each platform shows the visitor's cart: Wix Stores' cart page, our own shop's /carrito/. */
const CART_PAGE: Record<Exclude<ProductSource, 'shopify'>, string> = { wix: '/cart-page', shop: '/carrito/' };

/**
 * The cart page an "add to cart and go to the cart" button opens. The store platform's is /cart under the
 * store's locale root (`Shopify.routes.root`, e.g. /es/), when that root is a path on the site.
 */
export function cartPagePath(source: ProductSource, storeRoot: unknown): string {
  if (source !== 'shopify') return CART_PAGE[source];
  const root = typeof storeRoot === 'string' && /^\/(?!\/)/.test(storeRoot) ? storeRoot.replace(/\/?$/, '/') : '/';
  return `${root}cart`;
}

/**
 * Spec §6: store cart actions run only on a page of the card's platform, where its object is present
 * (`window.Shopify`, `window.wixEmbedsAPI`); our own shop's cart is this site's, and needs none.
 */
export function cartActionsOnPage(source: ProductSource, w: { Shopify?: unknown; wixEmbedsAPI?: unknown }): boolean {
  const platformObject = source === 'shopify' ? w.Shopify : source === 'wix' ? w.wixEmbedsAPI : {};
  return !!platformObject && typeof platformObject === 'object';
}
