/**
 * Authorises a report request to the site's owner: `Authorization: Bearer
 * {Stats API key}` (see ../api-keys.ts), or, without that header, the owner
 * dashboard's session cookie for that site's account (the statistics screen
 * calls these same routes). Reports are read-only GETs, so the session needs
 * no CSRF token; the cookie is SameSite=Lax, so other sites' scripts cannot
 * send it. No key or session → 401, a key that is not live → 401, a live key
 * or session of another site → 403. Never a 404 for a site the caller may
 * not see, so site ids cannot be probed.
 */
import type { Queryable } from '@beckon/db';
import type { FastifyRequest } from 'fastify';
import { findCookieSession } from '../../../auth/index.js';
import { errors } from '../../../errors.js';
import { checkStatsKey } from '../api-keys.js';

export function requireSiteOwner(db: Queryable) {
  return async (request: FastifyRequest<{ Params: { site: string } }>) => {
    const header = request.headers.authorization;
    const key = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!key) {
      const session = await findCookieSession(db, request);
      if (!session) throw errors.statsKeyMissing();
      if (session.accountId !== request.params.site) throw errors.statsSessionForOtherSite(request.params.site);
      return;
    }
    const check = await checkStatsKey(db, request.params.site, key);
    if (check.kind === 'invalid') throw errors.statsKeyInvalid();
    if (check.kind === 'expired') throw errors.statsKeyExpired(check.at);
    if (check.kind === 'other-site') throw errors.statsKeyForOtherSite(request.params.site);
  };
}
