/** A shop page as the routes describe it; the plugin renders it in the site's theme. */
import type { ShopBody } from '@beckon/page-widgets/shop/render-shop-page.js';
import type { StoreHookProduct, StoreHookView } from '@beckon/page-widgets/shop/views.js';
import type { MenuCart } from '@beckon/page-widgets/theme/header.js';
import type { LoadedCart } from './cart-service.js';

export interface ShopPage {
  title: string;
  description: string;
  path: string;
  body: ShopBody;
  /** The header's menu cart, on the pages that load the cart (or know there is none). */
  menuCart?: MenuCart;
  /** The pop-up widget's store hook (a signed-in customer's product and cart pages). */
  store?: StoreHookView;
}

/**
 * The store hook of a signed-in customer's page: the products it shows and their cart, each product once
 * (a cart may hold several variants of one). No cart is an empty one, so the widget's cart save clears an
 * earlier abandoned cart once the customer has ordered or emptied it.
 */
export function storeHookOf(customerId: string, shown: StoreHookProduct[], cart: LoadedCart | null): StoreHookView {
  const inCart = new Map<string, StoreHookProduct>();
  for (const r of cart?.rows ?? [])
    if (!inCart.has(r.productSlug))
      inCart.set(r.productSlug, {
        product_id: r.productSlug,
        product_name: r.productName,
        category: r.productCategory,
      });
  return {
    customerId,
    products: shown,
    cart: { products: [...inCart.values()], total_cart_value: (cart?.totals.totalCents ?? 0) / 100 },
  };
}
