/**
 * Authorises a report request to the site's owner: `Authorization: Bearer
 * {Stats API key}` (see ../api-keys.ts for why a key, for now). No key → 401,
 * a key that is not live → 401, a live key of another site → 403. Never a
 * 404 for a site the caller may not see, so site ids cannot be probed.
 */
import type { Queryable } from '@beckon/db';
import type { FastifyRequest } from 'fastify';
import { errors } from '../../../errors.js';
import { checkStatsKey } from '../api-keys.js';

export function requireSiteOwner(db: Queryable) {
  return async (request: FastifyRequest<{ Params: { site: string } }>) => {
    const header = request.headers.authorization;
    const key = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!key) throw errors.statsKeyMissing();
    const check = await checkStatsKey(db, request.params.site, key);
    if (check.kind === 'invalid') throw errors.statsKeyInvalid();
    if (check.kind === 'expired') throw errors.statsKeyExpired(check.at);
    if (check.kind === 'other-site') throw errors.statsKeyForOtherSite(request.params.site);
  };
}
