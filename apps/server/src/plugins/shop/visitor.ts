/**
 * The visitor behind a shop request, known from their cookies alone: the cart (with a cart cookie)
 * and the CSRF token their forms carry (with a cart cookie or a customer session).
 */
import type { Db } from '@beckon/db';
import type { FastifyRequest } from 'fastify';
import { cartIdOf, readCartToken } from './cart-cookie.js';
import { type LoadedCart, loadCart } from './cart-service.js';
import { readCustomerToken, visitorCsrfToken } from './customer-session.js';

/** A visitor with a cart or a customer session (or both); null for one with neither cookie. */
export interface Visitor {
  cartId: string | null;
  csrf: string;
}

export function visitorOf(request: FastifyRequest): Visitor | null {
  const cart = readCartToken(request);
  const csrf = visitorCsrfToken(readCustomerToken(request), cart);
  return csrf === null ? null : { cartId: cart ? cartIdOf(cart) : null, csrf };
}

/** The CSRF token the visitor's forms carry, or null for a visitor with neither cookie. */
export const csrfOf = (request: FastifyRequest): string | null => visitorOf(request)?.csrf ?? null;

/** The visitor's cart, loaded only when they have a cart cookie (no cart, no query). */
export async function cartFor(db: Db, accountId: string, visitor: Visitor | null): Promise<LoadedCart | null> {
  return visitor?.cartId ? loadCart(db, accountId, visitor.cartId, new Date()) : null;
}
