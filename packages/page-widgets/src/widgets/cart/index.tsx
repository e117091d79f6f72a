/**
 * Cart widget (Elementor Pro's "Cart", §2 shop widgets): the cart page's own lines, actions and totals
 * (CartContents). In the editor it shows a sample cart whose quantity inputs, update, coupon and remove
 * buttons are disabled (§6, component.tsx). A builder page is rendered once for every visitor, so it cannot hold a
 * visitor's cart: visitors get the way to the cart page, which renders the same contents.
 */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { useRenderContext } from '../../render/context.js';
import { EditorCart } from './component.js';

export const cart = defineWidget({
  type: 'cart',
  label: 'Carrito',
  settings: z.object({}).strict(),
  render: function CartWidget() {
    const { editing } = useRenderContext();
    return (
      <div className="w w-cart">
        {editing ? (
          <EditorCart />
        ) : (
          <a className="btn" href="/carrito/">
            Ver carrito
          </a>
        )}
      </div>
    );
  },
});
