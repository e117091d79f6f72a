/**
 * The abuse limits the app installs: per-IP and per-id rate
 * limits on the public write routes, counted in memory and shared across
 * processes through the database every second (window-counts.ts,
 * counter-store.ts). Register `onRoute` before the routes it limits.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '@beckon/db';
import type { FastifyBaseLogger, RouteOptions } from 'fastify';
import { createCountSync, openKeyHasher } from './counter-store.js';
import { type RateLimitOverrides, rateLimitOnRoute } from './rate-limits.js';
import { createWindowCounts, type WindowCounts } from './window-counts.js';

export { parseRateLimits, type RateLimitOverrides } from './rate-limits.js';

export interface RateLimits {
  onRoute(route: RouteOptions): void;
  counts: WindowCounts;
  close(): Promise<void>;
}

export async function openRateLimits(
  db: Db,
  opts: {
    overrides?: RateLimitOverrides;
    log?: Pick<FastifyBaseLogger, 'warn'>;
    syncEveryMs?: number;
    now?: () => number;
  } = {},
): Promise<RateLimits> {
  const counts = createWindowCounts({
    processId: randomBytes(8).toString('hex'),
    // PGlite admits one process per data folder, so there is nobody to share counts with.
    store: db.kind === 'postgres' ? createCountSync(db, await openKeyHasher(db)) : null,
    ...(opts.syncEveryMs ? { syncEveryMs: opts.syncEveryMs } : {}),
    ...(opts.now ? { now: opts.now } : {}),
    // A failed sync leaves each process counting alone until the next one works.
    onSyncError: (err) => opts.log?.warn({ err }, 'could not share rate-limit counts; retrying in a second'),
  });
  return { onRoute: rateLimitOnRoute(counts, opts.overrides), counts, close: () => counts.close() };
}
