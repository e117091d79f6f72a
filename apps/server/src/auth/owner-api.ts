/**
 * The owner API's scopes, for every domain plugin that has owner routes:
 * cookies, JSON-only bodies (a cross-site <form> can send text/plain or form
 * bodies without a preflight), the cross-site guard, and answers no cache
 * keeps. `ownerApi` adds the signed-in session, its CSRF token on writes and
 * the roles (a viewer only reads; some writes are the owner's alone).
 */
import type { Queryable } from '@beckon/db';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { crossSiteGuard, requireOwner } from './guards.js';
import { enforceRoles } from './roles.js';

type Routes = (api: FastifyInstance) => void | Promise<void>;

/** Owner API routes open to people not signed in (sign-up, sign-in, recovery, invitations). */
export function jsonApi(routes: Routes) {
  return async (api: FastifyInstance): Promise<void> => {
    await api.register(cookie);
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('application/json', { parseAs: 'string' }, api.getDefaultJsonParser('error', 'error'));
    api.addHook('onRequest', crossSiteGuard);
    api.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    await routes(api);
  };
}

/** Owner API routes of a signed-in person of the account. */
export function ownerApi(db: Queryable, routes: Routes) {
  return jsonApi(async (api) => {
    api.addHook('preHandler', requireOwner(db));
    api.addHook('preHandler', enforceRoles(db));
    await routes(api);
  });
}
