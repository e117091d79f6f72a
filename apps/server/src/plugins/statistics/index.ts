/**
 * The visitor-statistics service (spec §3, §4, §5, §7 calls 1–2):
 * the tracker bundle at GET /stats/tracker.js, the ingestion routes
 * (ingest-routes.ts), the reports API (reports/routes.ts) and the owner's
 * Stats API keys (stats-keys-routes.ts).
 *
 * Register it once in buildApp: `await app.register(statisticsPlugin, { db })`.
 * It drains its group committers on close (every accepted hit is committed
 * before the app finishes closing); `writers.drain` is also reachable through
 * the `writers` option for a caller that wants to hold the handle.
 */
import { fileURLToPath } from 'node:url';
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { ownerApi } from '../../auth/index.js';
import type { DailyKeySource } from '../../cluster/shared-salt.js';
import { ingestRoutes } from './ingest-routes.js';
import { reportRoutes } from './reports/routes.js';
import { createSiteRegistry } from './site-registry.js';
import { registerStatsKeyRoutes } from './stats-keys-routes.js';
import { trackerAssetRoute } from './tracker-asset.js';
import { createVisitorIdDeriver } from './visitor-id.js';
import { createStatisticsWriters, type StatisticsWriters } from './writers.js';

export { createStatsApiKey } from './api-keys.js';
export { createStatisticsWriters, type StatisticsWriters } from './writers.js';

const DEFAULT_TRACKER_DIST = fileURLToPath(new URL('../../../../../packages/tracker/dist/', import.meta.url));

export interface StatisticsPluginOptions {
  db: Db;
  /** Where tracker.js is built; defaults to packages/tracker/dist. */
  trackerDistDir?: string;
  /** The committers, when the caller wants to hold them (e.g. to drain at shutdown itself). */
  writers?: StatisticsWriters;
  /** The clock (tests move it across midnight); defaults to the real one. */
  now?: () => Date;
  /** The day's visitor-id key shared by every process (cluster/shared-salt.ts); without it, a salt per process. */
  visitorKeys?: DailyKeySource;
}

export async function statisticsPlugin(app: FastifyInstance, opts: StatisticsPluginOptions): Promise<void> {
  const now = opts.now ?? (() => new Date());
  const writers = opts.writers ?? createStatisticsWriters(opts.db, now);
  writers.rollup.start((err) => app.log.error({ err }, 'page-view rollup failed; the next run retries'));
  app.addHook('onClose', async () => {
    await writers.drain();
    await writers.rollup.stop();
    // Leave the aggregates current; the raw rows are committed either way.
    await writers.rollup.run().catch((err) => app.log.error({ err }, 'final page-view rollup failed'));
  });
  trackerAssetRoute(app, opts.trackerDistDir ?? DEFAULT_TRACKER_DIST);
  await app.register(ingestRoutes, {
    writers,
    sites: createSiteRegistry(opts.db, () => now().getTime()),
    visitorIds: createVisitorIdDeriver(now, opts.visitorKeys),
    now,
  });
  await app.register(reportRoutes, { db: opts.db, now, rollup: writers.rollup });
  await app.register(ownerApi(opts.db, (owned) => registerStatsKeyRoutes(owned, opts.db)));
}
