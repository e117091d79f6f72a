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

/** The tracker's one-line snippet for a page of `accountId`'s site (attributes: packages/tracker/src/config.ts). */
export function trackerSnippet(origin: string, accountId: string, sourceId?: number): string {
  const source = sourceId === undefined ? '' : ` data-source-type="post" data-source-id="${sourceId}"`;
  return `<script defer src="${origin}${TRACKER_PATH}" data-site="${accountId}" data-endpoint="${origin}/api/statistics"${source}></script>`;
}

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
