/**
 * What a viewer may do (issue 14, roles): read the account, and look after their own sign-in. Every
 * other write of the owner API is refused to them here, in one place, so a route added later is
 * covered without remembering to. The role is read afresh on each write, so a change by the account's
 * owner applies at the next request. Owners and editors pass; each route may ask more (the site
 * editor's routes, the team's routes).
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.js';
import { isSafeMethod } from './csrf.js';
import { type OwnerContext, sessionOf } from './owner-context.js';
import { roleOf } from './team-store.js';

/** A viewer's own session, password and email: theirs to change, not the account's data. */
const SELF_SERVICE_WRITES: ReadonlySet<string> = new Set([
  '/api/owner/sign-out',
  '/api/owner/sign-out-everywhere',
  '/api/owner/password',
  '/api/owner/email-change',
]);

export function refuseViewerWrites(ctx: OwnerContext) {
  return async (request: FastifyRequest): Promise<void> => {
    if (isSafeMethod(request.method) || SELF_SERVICE_WRITES.has(request.routeOptions.url ?? '')) return;
    const session = sessionOf(request);
    if ((await roleOf(ctx.db, session.accountId, session.ownerId)) === 'viewer') {
      throw new HttpError(
        403,
        'BK_ERR_READ_ONLY_ROLE',
        'your role (viewer) may only read this account: ask the account owner to make you an editor',
      );
    }
  };
}
