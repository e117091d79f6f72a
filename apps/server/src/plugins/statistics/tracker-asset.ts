/**
 * Serves the built tracker (packages/tracker/dist/tracker.js) at
 * GET /stats/tracker.js, the src of the snippet. Any site may load it
 * (CORS and CORP cross-origin); an hour of caching keeps repeat page views
 * off the network while a new build still reaches visitors the same day.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { statisticsErrors } from './statistics-errors.js';

export const TRACKER_PATH = '/stats/tracker.js';

export function trackerAssetRoute(scope: FastifyInstance, distDir: string): void {
  let cached: Buffer | null = null;
  scope.get(TRACKER_PATH, async (_request, reply) => {
    // Read on first use, not at start: the server may start before the tracker is built.
    cached ??= await readFile(`${distDir.replace(/\/?$/, '/')}tracker.js`).catch(() => null);
    if (cached === null) throw statisticsErrors.trackerNotBuilt();
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('x-content-type-options', 'nosniff')
      .send(cached);
  });
}
