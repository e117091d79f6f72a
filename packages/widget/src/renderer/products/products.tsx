/**
 * The product-recommendation block and the single-product button (spec §3, §9): up to 3 cards drawn 500 ms
 * after the block mounts, hidden while there is nothing to show (no products, a failed request, no recent
 * products for last_visited). Owner and catalogue content is drawn as text; links are http(s) or paths.
 * Each card's button acts per buttons_action: add to the cart, add and go to /cart, open the product, open it
 * in a new tab, or no button. The dashboard preview draws sample products and adds nothing.
 */
import type { ButtonsAction, ProductButtonBlock, ProductSource, ProductsBlock } from '@beckon/popup-schema';
import type { AddToCartState } from '@beckon/popup-schema/add-to-cart-texts';
import { formatPrice } from '@beckon/popup-schema/currency';
import { useContext, useEffect, useState } from 'react';
import { cartButtonText, soldOut } from './cart-button-texts.js';
import {
  blockWidth,
  cardDescription,
  cardTitle,
  cartActionsOnPage,
  cartPagePath,
  productHref,
  showsCompareAt,
} from './product-rules.js';
import { fetchRecommendations } from './recommendations-request.js';
import { addToCart, currentWixCart } from './store-cart-actions.js';
import { type StoreContext, StoreContextValue } from './store-context.js';
import { type PricedCard, storePricing } from './store-pricing.js';
import { visitorProductIds } from './visitor-products.js';

/** Spec §9: products render 500 ms after the block mounts. */
export const RENDER_DELAY_MS = 500;

/** What the builder's preview shows before a catalogue is known. */
export const SAMPLE_PRODUCTS: readonly PricedCard[] = [1, 2, 3].map((n) => ({
  product_id: `sample-${n}`,
  variant_id: `sample-${n}`,
  image: '',
  desc: 'A sample product: the visitor sees your store’s own.',
  title: ['Hydrating night serum with retinol', 'Gentle foaming cleanser', 'Mineral sunscreen SPF 50'][n - 1] as string,
  url: `/products/sample-${n}`,
  inventory_quantity: null,
  price: ['24.90', '12.00', '18.50'][n - 1] as string,
  compare_at_price: n === 1 ? '29.90' : null,
  currency: '$',
  original: null,
}));

/**
 * The site builder's cart products, newest first: the cart the page reads now, else (carts/current mostly
 * needs the visitor's sign-in on a custom-code embed) the one the display service read for the page.
 */
async function wixCartIds(ctx: StoreContext): Promise<string[]> {
  let ids: string[];
  try {
    // A line's ids are its variant's, then its product's; no cart (404) has none.
    ids = ((await currentWixCart(fetch))?.lines ?? []).map((l) => l.ids[l.ids.length - 1] ?? '');
  } catch {
    ids = (ctx.wixCart?.lineItems ?? []).map((l) => l.rootCatalogItemId);
  }
  return ids.filter((id) => id !== '').reverse();
}

async function cardsFor(block: ProductsBlock, ctx: StoreContext): Promise<PricedCard[] | null> {
  let productIds = visitorProductIds(block.source, block.category, document);
  if (block.source === 'wix' && block.category === 'product_in_cart') productIds = await wixCartIds(ctx);
  // Spec §5: no recent products for last_visited, no block (and no request).
  if ((block.category === 'last_visited' || block.category === 'product_in_cart') && productIds.length === 0)
    return null;
  const [cards, priced] = await Promise.all([
    fetchRecommendations({ ...ctx, block, productIds }),
    storePricing(block.source, ctx),
  ]);
  return cards ? cards.map(priced) : null;
}

function useCards(block: ProductsBlock, ctx: StoreContext | null): PricedCard[] | null {
  const [found, setCards] = useState<PricedCard[] | null>(null);
  // The preview draws its samples in the first render: nothing to wait for.
  const cards = ctx?.preview ? SAMPLE_PRODUCTS.slice(0, block.count) : found;
  const key = JSON.stringify(block);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the block's settings, as text, are what the effect depends on
  useEffect(() => {
    if (!ctx || ctx.preview) return;
    let live = true;
    const delay = new Promise((resolve) => setTimeout(resolve, RENDER_DELAY_MS));
    Promise.all([cardsFor(block, ctx), delay]).then(([found]) => {
      if (live) setCards(found && found.length > 0 ? found : null);
    });
    return () => {
      live = false;
    };
  }, [key, ctx]);
  return cards;
}

interface ButtonProps {
  /** The product's name, so several "Add to cart" buttons are told apart by screen readers. */
  name: string;
  source: ProductSource;
  action: ButtonsAction;
  text: string;
  productId: string;
  variantId: string;
  url: string;
  /** The card's counted stock (null: not counted, or a single-product button). */
  inventory: number | null;
  ctx: StoreContext;
}

/** Where an add-to-cart button is: its first text, then the pop-up's texts 2 to 6 (cart-button-texts.ts). */
type AddState = 'idle' | Exclude<AddToCartState, 'soldOut'>;

function ProductAction({ name, source, action, text, productId, variantId, url, inventory, ctx }: ButtonProps) {
  const [state, setState] = useState<AddState>('idle');
  const labelled = (shown: string) => (name.trim() ? `${shown}: ${name.trim()}` : undefined);
  if (action === 'no_buttons') return null;
  if (action === 'redirect' || action === 'redirect_blank') {
    const href = productHref(url);
    if (!href) return null;
    const target = action === 'redirect_blank' ? '_blank' : '_self';
    return (
      <a
        className="bk-btn bk-prod-btn"
        href={href}
        target={target}
        rel={target === '_blank' ? 'noopener' : undefined}
        aria-label={labelled(text)}
        onClick={(e) => {
          e.preventDefault();
          if (!ctx.preview) ctx.navigate(href, target);
        }}
      >
        {text}
      </a>
    );
  }
  // An add button on a page without the card's platform would post to a cart the site does not have.
  if (!ctx.preview && !cartActionsOnPage(source, window as { Shopify?: unknown; wixEmbedsAPI?: unknown })) return null;
  const gone = soldOut(inventory);
  const now: AddToCartState | null = gone ? 'soldOut' : state === 'idle' ? null : state;
  const shown = now ? cartButtonText(ctx.texts, source, now, ctx.lang) : text;
  const busy = state === 'adding' || state === 'toCart';
  const onClick = async () => {
    if (ctx.preview || busy) return;
    setState('adding');
    const added = await addToCart(source, productId, variantId);
    const redirect = added && action === 'add_to_cart_redirect';
    setState(redirect ? 'toCart' : added ? 'added' : 'failed');
    const root = (window as { Shopify?: { routes?: { root?: unknown } } }).Shopify?.routes?.root;
    if (redirect) ctx.navigate(cartPagePath(source, root), '_self');
  };
  return (
    <button
      type="button"
      className="bk-btn bk-prod-btn"
      aria-busy={busy}
      aria-label={labelled(shown)}
      disabled={gone}
      onClick={onClick}
    >
      {shown}
    </button>
  );
}

function Card({ card, block, ctx }: { card: PricedCard; block: ProductsBlock; ctx: StoreContext }) {
  // A price rule's discount is struck from the catalogue's price; otherwise a higher compare-at price is.
  const compareAt = card.original ?? (showsCompareAt(card.price, card.compare_at_price) ? card.compare_at_price : null);
  return (
    <li className="bk-prod" data-product-id={card.product_id}>
      {/^https:\/\/|^\/(?!\/)/.test(card.image) ? <img className="bk-prod-img" src={card.image} alt="" /> : null}
      <p className="bk-prod-title">{cardTitle(card.title, block.source)}</p>
      <p className="bk-prod-desc">{cardDescription(card.desc, block.source)}</p>
      <p className="bk-prod-price">
        {compareAt ? <s>{formatPrice(compareAt, card.currency)}</s> : null}
        {compareAt ? ' ' : null}
        {formatPrice(card.price, card.currency)}
      </p>
      <ProductAction
        name={card.title}
        source={block.source}
        action={block.buttons_action}
        text={block.button_text}
        productId={card.product_id}
        variantId={card.variant_id}
        url={card.url}
        inventory={card.inventory_quantity}
        ctx={ctx}
      />
    </li>
  );
}

/** The preview's note of what the sample cards stand for, since the visitor's own products exist only on the store. */
export function previewNote(block: ProductsBlock): string {
  switch (block.category) {
    case 'last_visited':
      return 'Sample products: visitors see the products they viewed last.';
    case 'product_in_cart':
      return 'Sample products: visitors see the products in their cart.';
    case 'manual':
      return `Sample products: visitors see products ${block.manual_products.join(', ') || '(none chosen)'}.`;
    default:
      return `Sample products: visitors see the collection “${block.collection}”.`;
  }
}

export function ProductsBlockView({ block, index }: { block: ProductsBlock; index: number }) {
  const ctx = useContext(StoreContextValue);
  const cards = useCards(block, ctx);
  if (!ctx || !cards) return null;
  const width = blockWidth(block.layout, cards.length, block.size, ctx.fullpage);
  return (
    <div className="bk-prods-wrap" data-bk-block={index} style={{ maxWidth: `${width}px` }}>
      {ctx.preview ? <p className="bk-prod-note">{previewNote(block)}</p> : null}
      <ul className="bk-prods" data-layout={block.layout}>
        {cards.map((card) => (
          <Card key={card.product_id} card={card} block={block} ctx={ctx} />
        ))}
      </ul>
    </div>
  );
}

export function ProductButtonView({ block, index }: { block: ProductButtonBlock; index: number }) {
  const ctx = useContext(StoreContextValue);
  if (!ctx) return null;
  return (
    <div className="bk-prod-one" data-bk-block={index}>
      <ProductAction
        name={block.product_name}
        source={block.source}
        action={block.buttons_action}
        text={block.button_text}
        productId={block.product_id}
        variantId={block.variant_id}
        url={block.product_url}
        inventory={null}
        ctx={ctx}
      />
    </div>
  );
}
