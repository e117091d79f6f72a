/**
 * Serves the built tracker (packages/tracker/dist/tracker.js) at
 * GET /stats/tracker.js, the src of the statistics snippet (http/snippets.ts), through the one static-file
 * path (compressed, ETag). Any site may load it (CORS `*` from http/cors.ts,
 * CORP cross-origin); an hour of caching keeps repeat page views off the
 * network while a new build still reaches visitors the same day.
 */
import type { FastifyInstance } from 'fastify';
import { errors } from '../../errors.js';
import { TRACKER_PATH } from '../../http/public-paths.js';
import { serveStaticFiles } from '../../http/static-files.js';

export function trackerAssetRoute(scope: FastifyInstance, distDir: string): void {
  const files = serveStaticFiles(scope, {
    url: TRACKER_PATH,
    dirs: [distDir],
    only: ['tracker.js'],
    stableCacheControl: 'public, max-age=3600',
    crossOrigin: true,
    notFound: () => errors.trackerNotBuilt(),
  });
  if (files.size === 0) scope.log.warn({ distDir }, 'tracker is not built: /stats/tracker.js answers 404');
}
