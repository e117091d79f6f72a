/**
 * The reports API, read-only, one route per report, each
 * answered by its own query module:
 *   GET /api/statistics/sites/{site}/visitors        ?from&to          visitors and page views per day
 *   GET /api/statistics/sites/{site}/pages           ?from&to&limit    top pages
 *   GET /api/statistics/sites/{site}/referrers       ?from&to&limit&kind  referrers: search / email / external / internal
 *   GET /api/statistics/sites/{site}/online          ?limit            online now
 *   GET /api/statistics/sites/{site}/outbound-links  ?from&to&limit    top outbound links
 *   GET /api/statistics/sites/{site}/downloads       ?from&to&limit    top downloads
 *   GET /api/statistics/sites/{site}/campaigns       ?from&to&limit    page views by UTM source/medium/campaign
 *   GET /api/statistics/sites/{site}/overview        ?from&to&limit    all of the above but online, in one answer
 * Dates are UTC days, both ends inclusive. Authorised by auth.ts; each
 * report first rolls up the page views not yet aggregated (pageview-rollup.ts).
 */
import type { Queryable } from '@beckon/db';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod';
import { errors } from '../../../errors.js';
import type { PageviewRollup } from '../pageview-rollup.js';
import type { ReferrerKind } from '../referrer.js';
import { requireSiteOwner } from './auth.js';
import { onlineNow } from './online-now.js';
import { type DateRange, rangeQuery, referrerQuery, resolveRange, siteParams, topQuery } from './range.js';
import { topCampaigns } from './top-campaigns.js';
import { topDownloads } from './top-downloads.js';
import { topOutboundLinks } from './top-outbound-links.js';
import { topPages } from './top-pages.js';
import { topReferrers } from './top-referrers.js';
import { visitorsPerDay } from './visitors-per-day.js';

const BASE = '/api/statistics/sites/:site';
const DEFAULT_LIMIT = 10;

type Params = z.infer<typeof siteParams>;
type ReferrerFilter = Exclude<ReferrerKind, 'direct'>;

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

  // Each report's answer, built once here: its own route and the screen's overview both call these.
  const answers = {
    visitors: async (site: string, range: DateRange) => ({
      site,
      ...range,
      ...(await visitorsPerDay(db, site, range)),
    }),
    pages: async (site: string, range: DateRange, limit: number) => ({
      site,
      ...range,
      pages: await topPages(db, site, range, limit),
    }),
    referrers: async (site: string, range: DateRange, limit: number, kind?: ReferrerFilter) => ({
      site,
      ...range,
      ...(await topReferrers(db, site, range, limit, kind)),
    }),
    links: async (site: string, range: DateRange, limit: number) => ({
      site,
      ...range,
      links: await topOutboundLinks(db, site, range, limit),
    }),
    downloads: async (site: string, range: DateRange, limit: number) => ({
      site,
      ...range,
      downloads: await topDownloads(db, site, range, limit),
    }),
    campaigns: async (site: string, range: DateRange, limit: number) => ({
      site,
      ...range,
      campaigns: await topCampaigns(db, site, range, limit),
    }),
  };

  scope.get<{ Params: Params; Querystring: z.infer<typeof rangeQuery> }>(
    `${BASE}/visitors`,
    { schema: { params: siteParams, querystring: rangeQuery } },
    async (request) => answers.visitors(request.params.site, resolveRange(request.query, now())),
  );

  scope.get<{ Params: Params; Querystring: z.infer<typeof topQuery> }>(
    `${BASE}/pages`,
    { schema: { params: siteParams, querystring: topQuery } },
    async (request) =>
      answers.pages(request.params.site, resolveRange(request.query, now()), request.query.limit ?? DEFAULT_LIMIT),
  );

  scope.get<{ Params: Params; Querystring: z.infer<typeof referrerQuery> }>(
    `${BASE}/referrers`,
    { schema: { params: siteParams, querystring: referrerQuery } },
    async (request) => {
      const { limit = DEFAULT_LIMIT, kind } = request.query;
      return answers.referrers(request.params.site, resolveRange(request.query, now()), limit, kind);
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
    async (request) =>
      answers.links(request.params.site, resolveRange(request.query, now()), request.query.limit ?? DEFAULT_LIMIT),
  );

  scope.get<{ Params: Params; Querystring: z.infer<typeof topQuery> }>(
    `${BASE}/downloads`,
    { schema: { params: siteParams, querystring: topQuery } },
    async (request) =>
      answers.downloads(request.params.site, resolveRange(request.query, now()), request.query.limit ?? DEFAULT_LIMIT),
  );

  scope.get<{ Params: Params; Querystring: z.infer<typeof topQuery> }>(
    `${BASE}/campaigns`,
    { schema: { params: siteParams, querystring: topQuery } },
    async (request) =>
      answers.campaigns(request.params.site, resolveRange(request.query, now()), request.query.limit ?? DEFAULT_LIMIT),
  );

  // The statistics screen's first paint: every range report in one answer, so the screen waits for one authorisation,
  // one rollup and one round trip instead of six (the screen's budget: interactive in < 1 s on 1 M page views). The
  // parts run one after another: PGlite answers one query at a time anyway, and on PostgreSQL the reports are a few
  // ms each.
  scope.get<{ Params: Params; Querystring: z.infer<typeof topQuery> }>(
    `${BASE}/overview`,
    { schema: { params: siteParams, querystring: topQuery } },
    async (request) => {
      const { site } = request.params;
      const range = resolveRange(request.query, now());
      const limit = request.query.limit ?? DEFAULT_LIMIT;
      return {
        site,
        ...range,
        visitors: await answers.visitors(site, range),
        pages: await answers.pages(site, range, limit),
        referrers: await answers.referrers(site, range, limit),
        campaigns: await answers.campaigns(site, range, limit),
        links: await answers.links(site, range, limit),
        downloads: await answers.downloads(site, range, limit),
      };
    },
  );
}
