/**
 * The owner API's guards. `crossSiteGuard` (onRequest) refuses state-changing
 * requests that the browser marks as cross-site before the body is even read.
 * `requireOwner` (preHandler, so after schema validation) finds the session
 * from the cookie and, for state-changing methods, checks the synchronizer
 * token. Permission is then the handler's query: every one is scoped by the
 * session's account id.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../../errors.js';
import { csrfTokenMatches, isSafeMethod, isSameOriginRequest } from './csrf.js';
import { type OwnerContext, rememberSession } from './owner-context.js';
import { readSessionCookie } from './session-cookie.js';
import { findSession } from './session-store.js';

export async function crossSiteGuard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!isSafeMethod(request.method) && !isSameOriginRequest(request)) throw errors.crossSite();
}

export function requireOwner(ctx: Pick<OwnerContext, 'db'>) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const cookie = readSessionCookie(request);
    const session = cookie ? await findSession(ctx.db, cookie.accountId, cookie.token) : null;
    if (!session) throw errors.signedOut();
    if (!isSafeMethod(request.method) && !csrfTokenMatches(session.token, request.headers['x-csrf-token'])) {
      throw errors.csrfToken();
    }
    rememberSession(request, session);
  };
}
