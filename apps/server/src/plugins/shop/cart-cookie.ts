/**
 * The cart cookie and the shop's CSRF token. The cookie is set by the first
 * "Añadir al carrito" and by nothing else, so a visitor who never added
 * anything gets no cookie and costs no cart query. It is an opaque-token
 * cookie (token-cookie.ts) whose token's SHA-256 is the cart's id in the
 * database. Beside it goes the has-cart marker (page-widgets shop/cart-marker.ts).
 *
 * CSRF, as the owner API does it: the browser's Fetch Metadata / Origin must
 * say same-origin, and every form that changes an existing cart carries a
 * token that is an HMAC of the cart token (nothing extra stored). A request
 * without a cart cookie can only create a new cart (no token exists to send).
 */
import { createHmac } from 'node:crypto';
import { CART_MARKER_COOKIE } from '@beckon/page-widgets/shop/cart-marker.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isHttps } from './http.js';
import { newToken, tokenCookie, tokenIdOf } from './token-cookie.js';

const cartCookie = tokenCookie('beckon_cart');
/** The cookie lasts 30 days from the first add. */
const MAX_AGE_S = 30 * 86_400;

/** The visitor's cart token, or null when they have no (well-formed) cart cookie. */
export const readCartToken = (request: FastifyRequest): string | null => cartCookie.read(request);
export const newCartToken = newToken;
export const cartIdOf = tokenIdOf;

/** Sets the cookie (and the has-cart marker: the cookie comes with a cart's first line or a merged cart). */
export function setCartCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  setCartMarker(reply, cartCookie.set(request, reply, token, MAX_AGE_S));
}

/** Clears the cookie and the has-cart marker (the cart was ordered or stays with the account on sign-out). */
export function clearCartCookie(request: FastifyRequest, reply: FastifyReply): void {
  cartCookie.clear(request, reply);
  syncCartMarker(request, reply, false);
}

const markerName = (secure: boolean) => (secure ? `__Host-${CART_MARKER_COOKIE}` : CART_MARKER_COOKIE);

/** The marker, for as long as the cart cookie set with it. */
function setCartMarker(reply: FastifyReply, secure: boolean): void {
  reply.setCookie(markerName(secure), '1', { httpOnly: false, sameSite: 'lax', secure, path: '/', maxAge: MAX_AGE_S });
}

/**
 * Sets the has-cart marker while the cart holds a line and clears it otherwise, when the browser's
 * differs. Scripts read it, so it is "1" and nothing else: no cart id, token or count, nothing that
 * tells one visitor from another. It lives and goes with the cart cookie, which the visitor's own
 * add-to-cart brings, so it follows the cart cookie's privacy rules (no consent or GPC/DNT check:
 * neither is used to follow anyone).
 */
export function syncCartMarker(request: FastifyRequest, reply: FastifyReply, hasCart: boolean): void {
  const secure = isHttps(request);
  const name = markerName(secure);
  if ((request.cookies[name] === '1') === hasCart) return;
  if (hasCart) setCartMarker(reply, secure);
  else reply.clearCookie(name, { sameSite: 'lax', secure, path: '/' });
}

export function shopCsrfToken(cartToken: string): string {
  return createHmac('sha256', cartToken).update('beckon-shop-csrf-v1').digest('base64url');
}
