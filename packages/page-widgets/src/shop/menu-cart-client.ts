/**
 * The menu cart island of the cached content pages: their HTML is
 * the same for every visitor, so it shows an empty menu cart (0). This wires
 * its dropdown and, only when the has-cart marker cookie says there is a cart
 * (cart-marker.ts), asks GET /carrito/menu once for its count, total and
 * lines: a visitor with no cart costs no request. A loop add-to-cart then
 * updates it in place through the shop island, which gets this same dropdown.
 */
import { hasCartMarker } from './cart-marker.js';
import { initMiniCart, type MenuCartAnswer, showMenuCartTotals } from './mini-cart.js';

const MENU_URL = '/carrito/menu';

async function showVisitorCart(): Promise<void> {
  const res = await fetch(MENU_URL, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`the menu cart answered ${res.status}`);
  const answer = (await res.json()) as MenuCartAnswer;
  showMenuCartTotals(answer.count, answer.total_text);
  initMiniCart()?.show(answer.lines, answer.subtotal_text, answer.csrf ?? '');
}

initMiniCart();
if (hasCartMarker(document.cookie))
  showVisitorCart().catch((err: unknown) => {
    // The empty menu cart stays, its dropdown still linking to the cart page: the visitor loses nothing.
    console.warn('the menu cart could not load the cart', err);
  });
