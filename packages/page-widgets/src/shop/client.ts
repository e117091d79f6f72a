/**
 * The shop island (plain DOM, a few hundred bytes): enhances the forms that
 * work without it. "Añadir al carrito" posts in the background and updates
 * the header's menu cart and the page's notice at once, instead of reloading;
 * the checkout's sign-in (§7 call 8) reloads on success or shows the message
 * before the checkout form and fires `checkout_error`; its coupon form (§7
 * call 7) shows the answer there too and refreshes the order review; the
 * cart page updates itself 1500 ms after a quantity changes. While a
 * form waits its `aria-busy` shows the processing overlay (css.ts). Any
 * network failure falls back to the plain form post.
 */

import { initMiniCart, type MenuCartAnswer, showMenuCartTotals } from './mini-cart.js';
import { scrollNoticeIntoView } from './notice-scroll.js';

const miniCart = initMiniCart();

interface AddAnswer extends MenuCartAnswer {
  message: string;
}

interface SignInAnswer {
  logged_in: boolean;
  message: string;
}

function post(form: HTMLFormElement, accept = 'application/json', action = form.action): Promise<Response> {
  const body = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') body.append(key, value);
  return fetch(action, {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { accept },
  });
}

/**
 * Shows one notice next to what the visitor just used (after the add-to-cart form, as WooCommerce
 * puts its "Ver carrito" link; before the checkout form), replacing the last one shown.
 */
function showNotice(
  text: string,
  error: boolean,
  place: { el: Element; where: 'before' | 'after' },
  link?: { href: string; label: string },
) {
  document.querySelector('[data-shop-live-notice]')?.remove();
  const box = document.createElement('div');
  box.className = 'shop-notices';
  box.setAttribute('data-shop-live-notice', '');
  box.setAttribute('role', error ? 'alert' : 'status');
  const notice = document.createElement('div');
  notice.className = error ? 'shop-notice is-error' : 'shop-notice';
  const p = document.createElement('p');
  p.textContent = text;
  notice.append(p);
  if (link) {
    const a = document.createElement('a');
    a.className = 'btn btn-secondary';
    a.href = link.href;
    a.textContent = link.label;
    notice.append(a);
  }
  box.append(notice);
  if (place.where === 'after') place.el.after(box);
  else place.el.before(box);
  scrollNoticeIntoView(box);
}

/**
 * The first add creates the cart: every shop form now needs its CSRF token. Only the shop's: a content
 * page's add from a loop (loop-add-to-cart.ts) may also hold the site's own forms, which take no token.
 */
const SHOP_POST_FORMS = ['/carrito/', '/finalizar-compra/', '/mi-cuenta/']
  .map((path) => `form[method="post"][action^="${path}"]`)
  .join(',');

function setCsrf(token: string): void {
  for (const form of document.querySelectorAll<HTMLFormElement>(SHOP_POST_FORMS)) {
    let field = form.querySelector<HTMLInputElement>('input[name="_csrf"]');
    if (!field) {
      field = document.createElement('input');
      field.type = 'hidden';
      field.name = '_csrf';
      form.prepend(field);
    }
    field.value = token;
  }
}

async function addToCart(form: HTMLFormElement, button: HTMLButtonElement | null): Promise<void> {
  const res = await post(form);
  const answer = (await res.json()) as Partial<AddAnswer>;
  if (!res.ok) {
    showNotice(answer.message ?? 'No se ha podido añadir el producto al carrito.', true, { el: form, where: 'after' });
    return;
  }
  showMenuCartTotals(answer.count ?? 0, answer.total_text ?? '');
  if (answer.csrf) setCsrf(answer.csrf);
  if (answer.lines) miniCart?.added(answer.lines, answer.subtotal_text ?? '', answer.csrf ?? '');
  showNotice(answer.message ?? '', false, { el: form, where: 'after' }, { href: '/carrito/', label: 'Ver carrito' });
  button?.focus({ preventScroll: true });
}

async function checkoutSignIn(form: HTMLFormElement, _button: HTMLButtonElement | null): Promise<void> {
  const res = await post(form);
  const answer = (await res.json()) as Partial<SignInAnswer>;
  if (answer.logged_in) {
    window.location.reload();
    return;
  }
  const checkout = document.querySelector('[data-checkout-form]') ?? form;
  showNotice(answer.message ?? 'No se ha podido acceder.', true, { el: checkout, where: 'before' });
  document.dispatchEvent(new CustomEvent('checkout_error', { detail: { message: answer.message } }));
}

/**
 * The cart page's update and coupon forms post in the background and the page's main part is swapped
 * for the answer (the cart page the plain form would have shown), as WooCommerce's cart refreshes
 * itself: the visitor keeps their place and the notice is brought to them.
 */
async function refreshCart(form: HTMLFormElement, _button: HTMLButtonElement | null): Promise<void> {
  // A quantity the visitor is typing in keeps the focus through an automatic update.
  const typingIn = document.activeElement instanceof HTMLInputElement ? document.activeElement.id : '';
  const res = await post(form, 'text/html');
  const next = new DOMParser().parseFromString(await res.text(), 'text/html');
  const main = document.querySelector('main');
  const nextMain = next.querySelector('main');
  if (!main || !nextMain) throw new Error('no cart page in the answer');
  main.replaceChildren(...nextMain.childNodes);
  for (const attr of ['data-menu-cart-total', 'data-menu-cart-count'])
    for (const el of document.querySelectorAll(`[${attr}]`))
      el.textContent = next.querySelector(`[${attr}]`)?.textContent ?? el.textContent;
  const notices = main.querySelector<HTMLElement>('.shop-notices');
  const input = typingIn ? document.getElementById(typingIn) : null;
  if (input) {
    input.focus({ preventScroll: true });
    return;
  }
  if (!notices) return;
  // The form that had the focus is gone: the notice takes it, so the keyboard goes on from there.
  notices.tabIndex = -1;
  notices.focus({ preventScroll: true });
  scrollNoticeIntoView(notices);
}

/** Spec §9: the cart updates itself this long after the last quantity change (WooCommerce's update_cart_automatically). */
const CART_AUTO_UPDATE_MS = 1500;
let cartAutoUpdate: ReturnType<typeof setTimeout> | undefined;

document.addEventListener('input', (event) => {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || !input.matches('#carrito input.qty')) return;
  clearTimeout(cartAutoUpdate);
  cartAutoUpdate = setTimeout(() => {
    // A field left empty or out of range waits for the visitor, as the form's own check would.
    if (input.isConnected && input.form?.checkValidity()) input.form.requestSubmit();
  }, CART_AUTO_UPDATE_MS);
});

/** Folds the checkout's coupon section away (jQuery's slideUp, as WooCommerce does it), at once under reduced motion. */
function slideUp(el: HTMLElement): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    el.hidden = true;
    return;
  }
  el.style.overflow = 'hidden';
  const slide = el.animate(
    [{ height: `${el.offsetHeight}px` }, { height: '0px', paddingBlock: '0px', marginBlock: '0px' }],
    {
      duration: 400,
      easing: 'ease',
    },
  );
  slide.onfinish = () => {
    el.hidden = true;
  };
}

/**
 * The checkout's coupon form (§7 call 7): the answer's notice goes before the checkout form; when the
 * coupon applied, the coupon section slides up and the order review is refreshed from the answer,
 * leaving what the visitor typed in the billing fields (and their payment choice) as it was.
 */
async function checkoutCoupon(form: HTMLFormElement, _button: HTMLButtonElement | null): Promise<void> {
  const res = await post(form, 'text/html');
  const next = new DOMParser().parseFromString(await res.text(), 'text/html');
  const checkout = document.querySelector('[data-checkout-form]');
  const notices = next.querySelector<HTMLElement>('main .shop-notices');
  if (!checkout || !notices) throw new Error('no checkout page in the answer');
  document.querySelector('[data-shop-live-notice]')?.remove();
  notices.setAttribute('data-shop-live-notice', '');
  notices.tabIndex = -1;
  checkout.before(notices);
  if (res.ok) {
    const review = checkout.querySelector('[data-order-review]');
    const nextReview = next.querySelector('[data-order-review]');
    const payment = checkout.querySelector<HTMLInputElement>('input[name="pago"]:checked')?.value;
    if (review && nextReview) review.replaceWith(document.importNode(nextReview, true));
    for (const radio of checkout.querySelectorAll<HTMLInputElement>('input[name="pago"]'))
      radio.checked = radio.value === payment;
    const section = form.closest<HTMLElement>('[data-checkout-coupon]');
    // The focus was in the form that folds away: the notice takes it.
    notices.focus({ preventScroll: true });
    if (section) slideUp(section);
  } else {
    document.dispatchEvent(new CustomEvent('checkout_error', { detail: { message: notices.textContent } }));
  }
  scrollNoticeIntoView(notices);
}

/**
 * The checkout's totals follow the shipping method chosen and the postcode typed (WooCommerce's
 * update_checkout): the order review comes back from "Actualizar totales" and replaces this one,
 * keeping the payment choice. Without JavaScript that button does the same with a page load.
 */
async function updateCheckoutTotals(form: HTMLFormElement): Promise<void> {
  const res = await post(form, 'text/html', '/finalizar-compra/actualizar');
  if (!res.ok) return;
  const next = new DOMParser().parseFromString(await res.text(), 'text/html');
  const review = form.querySelector('[data-order-review]');
  const nextReview = next.querySelector('[data-order-review]');
  const payment = form.querySelector<HTMLInputElement>('input[name="pago"]:checked')?.value;
  if (!review || !nextReview) return;
  review.replaceWith(document.importNode(nextReview, true));
  for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="pago"]'))
    radio.checked = radio.value === payment;
}

document.addEventListener('change', (event) => {
  const input = event.target;
  if (!(input instanceof HTMLInputElement)) return;
  // The cart's shipping method posts its form at once (it is refreshed in place, see refreshCart).
  if (input.matches('[data-shipping-method]') && input.form?.id === 'envio-carrito') input.form.requestSubmit();
  const checkout = input.closest<HTMLFormElement>('[data-checkout-form]');
  if (checkout && (input.name === 'envio' || input.name === 'codigo_postal'))
    updateCheckoutTotals(checkout).catch(() => undefined);
});

const ENHANCED_FORMS: Record<string, (form: HTMLFormElement, button: HTMLButtonElement | null) => Promise<void>> = {
  '/carrito/anadir': addToCart,
  '/finalizar-compra/acceder': checkoutSignIn,
  '/finalizar-compra/cupon': checkoutCoupon,
  '/carrito/actualizar': refreshCart,
  '/carrito/cupon': refreshCart,
  '/carrito/cupon/quitar': refreshCart,
  '/carrito/envio': refreshCart,
};

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const action = new URL(form.action, window.location.href).pathname;
  const run = ENHANCED_FORMS[action] ?? null;
  if (!run) return;
  event.preventDefault();
  // Busy, not disabled: a disabled button would drop the keyboard focus.
  if (form.hasAttribute('aria-busy')) return;
  form.setAttribute('aria-busy', 'true');
  run(form, form.querySelector<HTMLButtonElement>('button[type="submit"]'))
    .catch(() => form.submit())
    .finally(() => form.removeAttribute('aria-busy'));
});
