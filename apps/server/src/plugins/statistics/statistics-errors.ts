/**
 * The statistics service's own client errors, in the shared HttpError shape
 * (apps/server/src/errors.ts), so they answer as 4xx JSON like every route.
 */
import { HttpError } from '../../errors.js';

export const statisticsErrors = {
  siteNotFound: (site: string) => new HttpError(404, 'BK_ERR_SITE_NOT_FOUND', `site ${site} not found`),
  keyMissing: () =>
    new HttpError(401, 'BK_ERR_STATS_KEY_MISSING', 'authorization: a Stats API key is required (Bearer token)'),
  keyInvalid: () => new HttpError(401, 'BK_ERR_STATS_KEY_INVALID', 'authorization: the Stats API key is not valid'),
  keyForOtherSite: (site: string) =>
    new HttpError(403, 'BK_ERR_STATS_FORBIDDEN', `authorization: the Stats API key is not for site ${site}`),
  trackerNotBuilt: () =>
    new HttpError(404, 'BK_ERR_ASSET_NOT_FOUND', 'asset stats/tracker.js not found (run the tracker build)'),
} as const;
