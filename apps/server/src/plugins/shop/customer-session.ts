/**
 * A shop customer's sign-in cookie ("My account"), an opaque-token cookie
 * (token-cookie.ts) like the cart's, whose token's SHA-256 is the session's
 * id in the database. Without "Recuérdame" it is a browser-session cookie
 * (WooCommerce's 2 days on the server); with it, 14 days, as WordPress does.
 *
 * A signed-in customer's forms carry a CSRF token that is an HMAC of the
 * session token, in place of the cart's (cart-cookie.ts). signedInCustomer
 * reads who the cookie signs in, once per request.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '@beckon/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearSignedInFlag, setSignedInFlag } from '../../http/signed-in-flag.js';
import { shopCsrfToken } from './cart-cookie.js';
import { type Customer, findSessionCustomer } from './customer-repository.js';
import { newToken, tokenCookie, tokenIdOf } from './token-cookie.js';

const customerCookie = tokenCookie('beckon_customer');
export const SESSION_DAYS = 2;
export const REMEMBERED_SESSION_DAYS = 14;

export const readCustomerToken = (request: FastifyRequest): string | null => customerCookie.read(request);
export const newSessionToken = newToken;
export const sessionIdOf = tokenIdOf;

export function setCustomerCookie(request: FastifyRequest, reply: FastifyReply, token: string, remember: boolean) {
  const maxAgeS = remember ? REMEMBERED_SESSION_DAYS * 86_400 : undefined;
  setSignedInFlag(reply, 'customer', customerCookie.set(request, reply, token, maxAgeS), maxAgeS);
}

export function clearCustomerCookie(request: FastifyRequest, reply: FastifyReply): void {
  clearSignedInFlag(reply, 'customer', customerCookie.clear(request, reply));
}

export interface SignedIn {
  customer: Customer;
  sessionId: string;
}

const signedInByRequest = new WeakMap<FastifyRequest, SignedIn | null>();

/** The request's signed-in customer (one query per request, none without the cookie). */
export async function signedInCustomer(db: Db, accountId: string, request: FastifyRequest): Promise<SignedIn | null> {
  if (signedInByRequest.has(request)) return signedInByRequest.get(request) ?? null;
  const token = readCustomerToken(request);
  let found: SignedIn | null = null;
  if (token !== null) {
    const sessionId = sessionIdOf(token);
    const customer = await findSessionCustomer(db, accountId, sessionId, new Date());
    found = customer ? { customer, sessionId } : null;
  }
  signedInByRequest.set(request, found);
  return found;
}

/**
 * The CSRF token the visitor's forms carry: the session's when signed in, else the cart's, else
 * none (a visitor with neither cookie has nothing a forged form could act on).
 */
export function visitorCsrfToken(sessionToken: string | null, cartToken: string | null): string | null {
  if (sessionToken !== null)
    return createHmac('sha256', sessionToken).update('beckon-customer-csrf-v1').digest('base64url');
  return cartToken === null ? null : shopCsrfToken(cartToken);
}

export function csrfMatches(expected: string, sent: string | undefined): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}
