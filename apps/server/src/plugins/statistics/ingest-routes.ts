/**
 * The ingestion routes (spec §7 calls 1–2):
 *   POST /api/statistics/hit     a page view   → 200 {status:true} once committed
 *   POST /api/statistics/online  an online ping → 200 {status:true} once committed
 *   POST /api/statistics/event   a link or download click (fetch keepalive)
 * Form bodies only; every field validated by the strict schemas (4xx JSON on
 * bad input). The visitor id is derived here from IP and user agent and
 * those two go no further. A failed write answers 503, so the tracker treats
 * the hit as failed and sends no pings (spec §4).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptOnlyFormBodies } from '../../body-parsers.js';
import { writeFailure } from '../../data/write-failure.js';
import { errors } from '../../errors.js';
import { INGEST_PATHS } from '../../http/public-paths.js';
import { isDeclaredBot } from './bots.js';
import { INGEST_BODY_LIMIT } from './constants.js';
import { eventTarget, pagePath } from './event-target.js';
import {
  type EventBody,
  eventBody,
  type HitBody,
  hitBody,
  hitHeaders,
  type OnlineBody,
  onlineBody,
} from './ingest-schemas.js';
import { classifyReferrer, hostFromOrigin } from './referrer.js';
import type { SiteRegistry } from './site-registry.js';
import type { VisitorIdDeriver } from './visitor-id.js';
import type { StatisticsWriters } from './writers.js';

export interface IngestDeps {
  writers: StatisticsWriters;
  sites: SiteRegistry;
  visitorIds: VisitorIdDeriver;
  now: () => Date;
}

/** The ingestion routes (http/cors.ts lets any origin post to them). */
const PATHS = INGEST_PATHS;
const ACK = { status: true } as const;
/** Answered to declared bots and same-host link events: nothing to count, nothing wrong either. */
const NOT_COUNTED = { status: true, recorded: false } as const;

/** The write's commit, or 503 so the tracker treats the hit as failed (spec §4); 422 for a row the database refused. */
async function commit(write: Promise<void>): Promise<void> {
  try {
    await write;
  } catch (err) {
    throw writeFailure(err);
  }
}

export async function ingestRoutes(scope: FastifyInstance, deps: IngestDeps): Promise<void> {
  await acceptOnlyFormBodies(scope);
  const { writers, sites, visitorIds, now } = deps;

  /**
   * Site check and visitor id; null for a declared bot. Headers are read from
   * the raw request: once the header schema has run, `request.headers` is a
   * merged copy rebuilt on every read.
   */
  async function visitor(request: FastifyRequest, site: string) {
    if (!(sites.cached(site) ?? (await sites.exists(site)))) throw errors.siteNotFound(site);
    const userAgent = request.raw.headers['user-agent'] ?? '';
    if (isDeclaredBot(userAgent)) return null;
    return visitorIds.derive(site, request.ip, userAgent);
  }

  scope.post<{ Body: HitBody }>(
    PATHS.hit,
    { schema: { body: hitBody, headers: hitHeaders }, bodyLimit: INGEST_BODY_LIMIT },
    async (request) => {
      const body = request.body;
      const who = await visitor(request, body.site);
      if (who === null) return NOT_COUNTED;
      const referrer = classifyReferrer(body.referred, hostFromOrigin(request.raw.headers.origin));
      await commit(
        writers.pageviews.write({
          account_id: body.site,
          day: who.day,
          visitor_id: who.visitorId,
          page_uri: body.page_uri,
          page_path: pagePath(body.page_uri),
          source_type: body.source_type,
          source_id: body.source_id,
          search_query: body.search_query,
          referrer: referrer.url,
          referrer_host: referrer.host,
          referrer_kind: referrer.kind,
          seen_at: now(),
        }),
      );
      return ACK;
    },
  );

  scope.post<{ Body: OnlineBody }>(
    PATHS.online,
    { schema: { body: onlineBody, headers: hitHeaders }, bodyLimit: INGEST_BODY_LIMIT },
    async (request) => {
      const body = request.body;
      const who = await visitor(request, body.site);
      if (who === null) return NOT_COUNTED;
      await commit(
        writers.online.write({
          account_id: body.site,
          visitor_id: who.visitorId,
          page_path: pagePath(body.page_uri),
          seen_at: now(),
        }),
      );
      return ACK;
    },
  );

  scope.post<{ Body: EventBody }>(
    PATHS.event,
    { schema: { body: eventBody }, bodyLimit: INGEST_BODY_LIMIT },
    async (request) => {
      const body = request.body;
      const who = await visitor(request, body.site);
      if (who === null) return NOT_COUNTED;
      const isDownload = body.en === 'file_download';
      // The tracker already skips same-host links (spec §5); a hand-made request gets the same rule.
      const pageHost = hostFromOrigin(request.raw.headers.origin);
      if (!isDownload && pageHost !== null && new URL(body.tu).hostname === pageHost) return NOT_COUNTED;
      await commit(
        writers.events.write({
          account_id: body.site,
          day: who.day,
          visitor_id: who.visitorId,
          event_kind: isDownload ? 'download' : 'link',
          event_name: body.en,
          client_time: body.et,
          element_id: body.eid,
          element_class: body.ec,
          link_text: body.ev.trim(),
          mouse_button: body.mb,
          file_name: body.fn,
          file_ext: body.fx.toLowerCase(),
          meta: body.m,
          target: eventTarget(body.tu, body.wcdl ? body.df : ''),
          page_id: body.pid,
          woo_download: body.wcdl,
          download_file: body.df,
          seen_at: now(),
        }),
      );
      return ACK;
    },
  );
}
