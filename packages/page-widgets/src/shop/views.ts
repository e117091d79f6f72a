/**
 * What the shop's pages show, decided by the server before rendering (a
 * render is synchronous and never queries). Money is integer cents.
 */

export interface ShopNotice {
  kind: 'success' | 'error' | 'info';
  text: string;
  link?: { href: string; label: string };
}

export interface VariantView {
  id: number;
  /** '' for a product's only variant. */
  name: string;
  priceCents: number;
  compareAtCents: number | null;
  /** null when stock is not counted. */
  stock: number | null;
}

/** Whether a variant can be bought: its stock is not counted, or some is left. */
export const inStock = (v: VariantView) => v.stock === null || v.stock > 0;

/** A product picture: a same-origin URL, its Spanish alt text and the size it is served at. */
export interface ProductImageView {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface ProductView {
  slug: string;
  name: string;
  category: string;
  shortDescription: string;
  description: string;
  variants: VariantView[];
  /** In the owner's order: the card shows the first, the product page all of them. */
  images: ProductImageView[];
  /** Whether the shop's prices include IVA (its "prices entered with tax"); the price line says which. */
  pricesIncludeTax: boolean;
  /** WooCommerce's "Peso" in grams, shown under "Información adicional"; null or absent: none. */
  weightGrams?: number | null;
}

/**
 * The widget's store hook (packages/widget loader/browse.ts, README "Store hook"): the signed-in
 * customer's opaque per-account id (never the email) and the products this page shows, rendered
 * as a JSON data block for the pop-up widget's browse-abandonment save.
 */
export interface StoreHookView {
  customerId: string;
  products: StoreHookProduct[];
  /** The customer's cart on pages that load it (the widget's `data_for=cart` save); amount in euros. */
  cart?: { products: StoreHookProduct[]; total_cart_value: number };
}

export interface StoreHookProduct {
  product_id: string;
  product_name: string;
  category: string;
}

export interface CartLineView {
  variantId: number;
  productSlug: string;
  productName: string;
  variantName: string;
  unitPriceCents: number;
  quantity: number;
  /** unit × quantity, before any coupon. */
  grossCents: number;
  /** The most this line may hold (stock, or the per-line cap). */
  maxQuantity: number;
}

/** The IVA of one rate: the totals show one line per rate, as WooCommerce's itemized tax totals do. */
export interface TaxLineView {
  rateBp: number;
  taxCents: number;
}

/** The taxes of a cart or an order, and whether its subtotal already includes them. */
export interface TaxesView {
  pricesIncludeTax: boolean;
  taxCents: number;
  /** By rate, highest first. */
  taxLines: TaxLineView[];
}

/** A shipping method the cart can use, with what it costs as the cart shows it (with IVA when prices include it). */
export interface ShippingRateView {
  /** WooCommerce's rate id, e.g. "flat_rate:3": the value the cart and checkout forms post as `envio`. */
  id: string;
  title: string;
  costCents: number;
}

/** The cart's shipping: the methods its destination can use (none: the "no methods" message) and the chosen one. */
export interface ShippingView {
  rates: ShippingRateView[];
  chosenId: string | null;
  /** The postcode the visitor gave, null before they give one. */
  postcode: string | null;
}

export interface CartView extends TaxesView {
  lines: CartLineView[];
  /** Null or absent when the shop does not charge shipping (no shipping row, as WooCommerce with shipping off). */
  shipping?: ShippingView | null;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  couponCode: string | null;
}

export interface PaymentOptionView {
  id: string;
  title: string;
  description: string;
}

export interface OrderView extends TaxesView {
  number: number;
  date: string;
  email: string;
  paymentTitle: string;
  instructions: string;
  /** Each line's unit price × quantity, before the coupon (WooCommerce's line subtotal). */
  lines: { name: string; quantity: number; subtotalCents: number }[];
  subtotalCents: number;
  discountCents: number;
  couponCode: string | null;
  /** The shipping method and what it cost (with IVA when prices include it); null: an order without shipping. */
  shipping?: { title: string; costCents: number } | null;
  totalCents: number;
  billing: string[];
  /** Where the customer downloads the order's invoice (PDF); absent when it can have none yet. */
  invoiceHref?: string | undefined;
  /** The corrective invoices its refunds issued ("R-2026-0001") and where the customer downloads each. */
  correctiveInvoices?: { number: string; href: string }[] | undefined;
}

/** The most units of one variant a cart line may hold (WooCommerce has no cap; a typo of 1000 helps nobody). */
export const MAX_LINE_QUANTITY = 99;

/** A post the site search found: where it is, its title and excerpt. */
export interface PostHitView {
  href: string;
  title: string;
  excerpt: string;
}
