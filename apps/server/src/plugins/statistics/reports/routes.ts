/**
 * The reports API (issue 4 scope 3), read-only, one route per report, each
 * answered by its own query module:
 *   GET /api/statistics/sites/{site}/visitors        ?from&to          visitors and page views per day
 *   GET /api/statistics/sites/{site}/pages           ?from&to&limit    top pages
 *   GET /api/statistics/sites/{site}/referrers       ?from&to&limit&kind  referrers: search / external / internal
 *   GET /api/statistics/sites/{site}/online          ?limit            online now
 *   GET /api/statistics/sites/{site}/outbound-links  ?from&to&limit    top outbound links
 *   GET /api/statistics/sites/{site}/downloads       ?from&to&limit    top downloads
 *   GET /api/statistics/sites/{site}/campaigns       ?from&to&limit    page views by UTM source/medium/campaign
 * Dates are UTC days, both ends inclusive. Authorised by auth.ts; each
 * report first rolls up the page views not yet aggregated (pageview-rollup.ts).
 */
import type { Queryable } from '@beckon/db';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod';
import { errors } from '../../../errors.js';
import type { PageviewRollup } from '../pageview-rollup.js';
import { requireSiteOwner } from './auth.js';
import { onlineNow } from './online-now.js';
import { rangeQuery, referrerQuery, resolveRange, siteParams, topQuery } from './range.js';
import { topCampaigns } from './top-campaigns.js';
import { topDownloads } from './top-downloads.js';
import { topOutboundLinks } from './top-outbound-links.js';
import { topPages } from './top-pages.js';
import { topReferrers } from './top-referrers.js';
import { visitorsPerDay } from './visitors-per-day.js';

const BASE = '/api/statistics/sites/:site';
const DEFAULT_LIMIT = 10;

type Params = z.infer<typeof siteParams>;

export async function reportRoutes(
  scope: FastifyInstance,
  deps: { db: Queryable; now: () => Date; rollup: PageviewRollup },
): Promise<void> {
  const { db, now, rollup } = deps;
  // The owner dashboard's session cookie is one way in (auth.ts); parsed in this scope only.
  await scope.register(cookie);
  scope.addHook('preHandler', requireSiteOwner(db));
  // Every report includes every hit acknowledged before it was asked for.
  scope.addHook('preHandler', async () => {
    try {
      await rollup.run();
    } catch {
      throw errors.storeUnavailable();
    }
  });
  scope.addHook('onSend', async (_request, reply) => {
    // Owner data: never stored by shared caches.
    reply.header('cache-control', 'private, no-store');
  });

  scope.get<{ Params: Params; Querystring: z.infer<typeof rangeQuery> }>(
    `${BASE}/visitors`,
    { schema: { params: siteParams, querystring: rangeQuery } },
    async (request) => {
      const range = resolveRange(request.query, now());
      return { site: request.params.site, ...range, ...(await visitorsPerDay(db, request.params.site, range)) };
    },
  );

  scope.get<{ Params: Params; Querystring: z.infer<typeof topQuery> }>(
    `${BASE}/pages`,
    { schema: { params: siteParams, querystring: topQuery } },
    async (request) => {
      const range = resolveRange(request.query, now());
      const pages = await topPages(db, request.params.site, range, request.query.limit ?? DEFAULT_LIMIT);
      return { site: request.params.site, ...range, pages };
    },
  );

  scope.get<{ Params: Params; Querystring: z.infer<typeof referrerQuery> }>(
    `${BASE}/referrers`,
    { schema: { params: siteParams, querystring: referrerQuery } },
    async (request) => {
      const range = resolveRange(request.query, now());
      const { limit = DEFAULT_LIMIT, kind } = request.query;
      return {
        site: request.params.site,
        ...range,
        ...(await topReferrers(db, request.params.site, range, limit, kind)),
      };
    },
  );

  scope.get<{ Params: Params; Querystring: z.infer<typeof topQuery> }>(
    `${BASE}/online`,
    { schema: { params: siteParams, querystring: topQuery } },
    async (request) => ({
      site: request.params.site,
      ...(await onlineNow(db, request.params.site, now(), request.query.limit ?? DEFAULT_LIMIT)),
    }),
  );

  scope.get<{ Params: Params; Querystring: z.infer<typeof topQuery> }>(
    `${BASE}/outbound-links`,
    { schema: { params: siteParams, querystring: topQuery } },
    async (request) => {
      const range = resolveRange(request.query, now());
      const links = await topOutboundLinks(db, request.params.site, range, request.query.limit ?? DEFAULT_LIMIT);
      return { site: request.params.site, ...range, links };
    },
  );

  scope.get<{ Params: Params; Querystring: z.infer<typeof topQuery> }>(
    `${BASE}/downloads`,
    { schema: { params: siteParams, querystring: topQuery } },
    async (request) => {
      const range = resolveRange(request.query, now());
      const downloads = await topDownloads(db, request.params.site, range, request.query.limit ?? DEFAULT_LIMIT);
      return { site: request.params.site, ...range, downloads };
    },
  );

  scope.get<{ Params: Params; Querystring: z.infer<typeof topQuery> }>(
    `${BASE}/campaigns`,
    { schema: { params: siteParams, querystring: topQuery } },
    async (request) => {
      const range = resolveRange(request.query, now());
      const campaigns = await topCampaigns(db, request.params.site, range, request.query.limit ?? DEFAULT_LIMIT);
      return { site: request.params.site, ...range, campaigns };
    },
  );
}
