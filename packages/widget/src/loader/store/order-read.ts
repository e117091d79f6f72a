/**
 * Reads an order the store platform shows a page script (spec §7 save-ordered-products): on its order status
 * (thank-you) page the platform object carries the checkout, `Shopify.checkout`, in the Checkout resource's
 * shape: `order_id`, `customer_id`, `currency`, `total_price` and `line_items` with `product_id`,
 * `variant_id`, `title`, `quantity` and `price`, amounts as decimal strings. Anything else is no order.
 */

/** A product as the ordered-products save names it (spec §3 "Browse-abandonment product" with its quantity). */
export interface OrderedProduct {
  product_id: string;
  product_name: string;
  category: string;
  quantity: number;
  /** The unit price in the order's currency, when the store says it. */
  price?: number;
}

export interface Order {
  /** The platform's order id: what makes a save once per order. */
  id: string;
  customer: string;
  products: OrderedProduct[];
}

type Json = Record<string, unknown>;
const rec = (v: unknown): Json => (v && typeof v === 'object' ? v : {}) as Json;
const idOf = (v: unknown): string =>
  (typeof v === 'number' && Number.isInteger(v) && v >= 0) || (typeof v === 'string' && /^[\w.:-]{1,64}$/.test(v))
    ? String(v)
    : '';

/** A line's products: with a product id, a whole quantity of at least 1 and, when it reads as one, a price. */
function line(v: unknown): OrderedProduct[] {
  const r = rec(v);
  const id = idOf(r.product_id);
  const quantity = Number(r.quantity);
  if (!id || !Number.isInteger(quantity) || quantity < 1) return [];
  const price = Number(r.price);
  return [
    {
      product_id: id,
      product_name: typeof r.title === 'string' ? r.title.slice(0, 500) : '',
      category: '',
      quantity: Math.min(quantity, 100_000),
      ...(r.price != null && price >= 0 && price <= 1e9 ? { price } : {}),
    },
  ];
}

/** The order `Shopify.checkout` describes, or null before the order exists or in another shape. */
export function fromShopifyCheckout(checkout: unknown): Order | null {
  const c = rec(checkout);
  const id = idOf(c.order_id);
  if (!id || !Array.isArray(c.line_items)) return null;
  const products = c.line_items.flatMap(line).slice(0, 50);
  return products.length ? { id, customer: idOf(c.customer_id).slice(0, 100), products } : null;
}
