/** A shop page as the routes describe it; the plugin renders it in the site's theme. */
import type { ShopBody } from '@beckon/page-widgets/shop/render-shop-page.js';
import type { StoreHookView } from '@beckon/page-widgets/shop/views.js';
import type { MenuCart } from '@beckon/page-widgets/theme/header.js';

export interface ShopPage {
  title: string;
  description: string;
  path: string;
  body: ShopBody;
  /** The header's menu cart, on the pages that load the cart (or know there is none). */
  menuCart?: MenuCart;
  /** The pop-up widget's store hook (a signed-in customer's product page). */
  store?: StoreHookView;
}
