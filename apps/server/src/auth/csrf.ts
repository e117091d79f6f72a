/**
 * CSRF defences of the owner API (reliability.md §2.5, §6 C4), two layers:
 * 1. Fetch Metadata / Origin: a state-changing request whose Sec-Fetch-Site is
 *    not same-origin, or whose Origin is another origin, is refused. Clients
 *    that send neither (curl, server-to-server) are not browsers a forged page
 *    can drive, so they pass this layer.
 * 2. Synchronizer token: every state-changing route behind a session needs the
 *    `x-csrf-token` header that GET /api/owner/session returns. The token is an
 *    HMAC of the session token, so nothing extra is stored and it changes with
 *    every new session; a page on another site can neither read the cookie nor
 *    the session answer.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method);
}

export function csrfTokenFor(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('beckon-owner-csrf-v1').digest('base64url');
}

export function csrfTokenMatches(sessionToken: string, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(csrfTokenFor(sessionToken));
  const got = Buffer.from(header);
  return got.length === expected.length && timingSafeEqual(got, expected);
}

/** False when the browser says the request comes from another site or origin. */
export function isSameOriginRequest(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin === `${request.protocol}://${request.host}`;
  return true;
}
