/**
 * A shop customer's sign-in cookie (issue 12, "My account"), the same shape as
 * the cart cookie: HttpOnly, SameSite=Lax, Path=/ (Secure and __Host- over
 * HTTPS), a random token whose SHA-256 is the session's id in the database.
 * Without "Recuérdame" it is a browser-session cookie (WooCommerce's 2 days
 * on the server); with it, 14 days, as WordPress does.
 *
 * A signed-in customer's forms carry a CSRF token that is an HMAC of the
 * session token, in place of the cart's (cart-cookie.ts).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearSignedInFlag, setSignedInFlag } from '../../http/signed-in-flag.js';
import { shopCsrfToken } from './cart-cookie.js';

const COOKIE_NAME = 'beckon_customer';
const SECURE_COOKIE_NAME = '__Host-beckon_customer';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const SESSION_DAYS = 2;
export const REMEMBERED_SESSION_DAYS = 14;

function isHttps(request: FastifyRequest): boolean {
  return request.server.publicOrigin.https || request.protocol === 'https';
}

export function readCustomerToken(request: FastifyRequest): string | null {
  const raw = request.cookies[SECURE_COOKIE_NAME] ?? request.cookies[COOKIE_NAME];
  return raw && TOKEN.test(raw) ? raw : null;
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function setCustomerCookie(request: FastifyRequest, reply: FastifyReply, token: string, remember: boolean) {
  const secure = isHttps(request);
  reply.setCookie(secure ? SECURE_COOKIE_NAME : COOKIE_NAME, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    ...(remember ? { maxAge: REMEMBERED_SESSION_DAYS * 86_400 } : {}),
  });
  setSignedInFlag(reply, 'customer', secure, remember ? REMEMBERED_SESSION_DAYS * 86_400 : undefined);
}

export function clearCustomerCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = isHttps(request);
  reply.clearCookie(secure ? SECURE_COOKIE_NAME : COOKIE_NAME, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  clearSignedInFlag(reply, 'customer', secure);
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
