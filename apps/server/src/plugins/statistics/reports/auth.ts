/**
 * Authorises a report request to the site's owner: `Authorization: Bearer
 * {Stats API key}` (see ../api-keys.ts for why a key, for now). No key → 401,
 * a key that is not live → 401, a live key of another site → 403. Never a
 * 404 for a site the caller may not see, so site ids cannot be probed.
 */
import type { Queryable } from '@beckon/db';
import type { FastifyRequest } from 'fastify';
import { checkStatsKey } from '../api-keys.js';
import { statisticsErrors } from '../statistics-errors.js';

export function requireSiteOwner(db: Queryable) {
  return async (request: FastifyRequest<{ Params: { site: string } }>) => {
    const header = request.headers.authorization;
    const key = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!key) throw statisticsErrors.keyMissing();
    const check = await checkStatsKey(db, request.params.site, key);
    if (check === 'invalid') throw statisticsErrors.keyInvalid();
    if (check === 'other-site') throw statisticsErrors.keyForOtherSite(request.params.site);
  };
}
