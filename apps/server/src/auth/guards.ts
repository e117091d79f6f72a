/**
 * The owner API's guards. `crossSiteGuard` (onRequest) refuses state-changing
 * requests that the browser marks as cross-site before the body is even read.
 * `requireOwner` (preHandler, so after schema validation) finds the session
 * from the cookie and, for state-changing methods, checks the synchronizer
 * token. Permission is then the handler's query: every one is scoped by the
 * session's account id.
 */
import type { Queryable } from '@beckon/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../errors.js';
import { csrfTokenMatches, isSafeMethod, isSameOriginRequest } from './csrf.js';
import { readSessionCookie } from './session-cookie.js';
import { findSession } from './session-repository.js';

export async function crossSiteGuard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!isSafeMethod(request.method) && !isSameOriginRequest(request)) throw errors.crossSite();
}

/** The session of the request's owner cookie, if it is live (for routes that also take other credentials). */
export async function findCookieSession(db: Queryable, request: FastifyRequest) {
  const cookie = readSessionCookie(request);
  return cookie ? findSession(db, cookie.accountId, cookie.token) : null;
}

export function requireOwner(db: Queryable) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const session = await findCookieSession(db, request);
    if (!session) throw errors.signedOut();
    if (!isSafeMethod(request.method) && !csrfTokenMatches(session.token, request.headers['x-csrf-token'])) {
      throw errors.csrfToken();
    }
    request.owner = session;
  };
}
