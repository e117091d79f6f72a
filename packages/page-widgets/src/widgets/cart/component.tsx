/**
 * The cart widget in the editor: a sample cart (sample.ts) in the cart page's own contents, with every
 * control that would change it disabled (§6). It brings the shop's styles, which the canvas lacks; the
 * dashboard loads this module when a page first shows the widget (apps/dashboard/build.mjs).
 */
import { CartContents } from '../../shop/cart-page.js';
import { SHOP_CSS } from '../../shop/css.js';
import { SAMPLE_CART } from './sample.js';

export function EditorCart() {
  return (
    <>
      <style>{SHOP_CSS}</style>
      <CartContents cart={SAMPLE_CART} csrf={null} editing />
    </>
  );
}
