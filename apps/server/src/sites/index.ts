/**
 * Websites by host name, for every domain that serves a site's pages (the
 * site, the shop, forms, media): `app.sites` says which site a request's
 * Host names, from memory. Registered once at the root scope; other
 * processes' changes arrive through the change feed.
 */
import type { Queryable } from '@beckon/db';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import type { ChangeFeed } from '../cluster/change-feed.js';
import { errors } from '../errors.js';
import type { Addressing, HostAnswer } from './resolve-host.js';
import { siteOrigin } from './site-origin.js';
import { openSiteRegistry, type SiteRecord, type SiteRegistry } from './site-registry.js';
import { registerTlsAsk } from './tls-ask-route.js';
import { sendUnknownHost } from './unknown-host-page.js';

/** The site a site route serves: its record and the origin its pages are made for. */
export interface RequestSite extends SiteRecord {
  origin: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    sites: SiteRegistry;
  }
  interface FastifyRequest {
    /** Set by `resolveSite` in the scopes that serve a site's pages; null elsewhere. */
    site: RequestSite | null;
  }
  interface FastifyContextConfig {
    /** A route in a site's scope that serves whatever the host (the page editor's preview of the owner's site). */
    anyHost?: boolean;
  }
}

export interface SitesPluginOptions {
  db: Queryable;
  addressing: Addressing;
  /** The account whose site the main origin serves (the demo account's). */
  mainAccountId: string | null;
  changes: ChangeFeed;
}

export const sitesPlugin = fp(
  async (app, opts: SitesPluginOptions) => {
    const registry = await openSiteRegistry(opts.db, opts.addressing, opts.mainAccountId);
    app.decorate('sites', registry);
    app.decorateRequest('site', null);
    const unsubscribe = opts.changes.subscribe((topic, accountId) => {
      if (topic === 'sites' || topic === '*')
        registry.reloadAddresses().catch((err: unknown) => app.log.warn({ err }, 'could not reload site addresses'));
      if (topic === '*') registry.forget(null);
      else if (topic === 'site' && accountId !== null) registry.forget(accountId);
    });
    app.addHook('onClose', async () => unsubscribe());
    registerTlsAsk(app, registry);
  },
  { name: 'beckon-sites', fastify: '5.x' },
);

export { siteOrigin } from './site-origin.js';
export * from './site-repository.js';

/**
 * An onRequest hook for the scopes that serve a site (pages, shop, forms): finds the request's site from
 * its Host, or the main site on the main origin. Any other host gets the fixed 404 page from here, with
 * no error built: it must cost no more than a cached page. A site already read is answered without a
 * promise (callback style), since every cached page pays for this hook.
 */
export function resolveSite(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (request.routeOptions.config.anyHost) {
    done();
    return;
  }
  const sites = request.server.sites;
  const answer = sites.resolve(request.host);
  const ref = answer.kind === 'site' ? answer.site : answer.kind === 'main' ? sites.main : null;
  const known = ref ? sites.recordNow(ref) : undefined;
  if (known) {
    request.site = requestSite(request, known, answer);
    done();
  } else if (answer.kind === 'unknown') sendUnknownHost(reply);
  else
    resolveByReading(request, answer).then((found) => {
      if (found) done();
      else sendUnknownHost(reply);
    }, done);
}

/** The slow way: the main site may be missing from the address book, or a site's record not read yet. */
async function resolveByReading(request: FastifyRequest, answer: HostAnswer): Promise<boolean> {
  const sites = request.server.sites;
  const ref = answer.kind === 'site' ? answer.site : answer.kind === 'main' ? await sites.mainSite() : null;
  const record = ref ? await sites.record(ref) : null;
  if (!record) return false;
  request.site = requestSite(request, record, answer);
  return true;
}

/** The record with the origin its pages are made for, built once per record and origin. */
const withOrigin = new WeakMap<SiteRecord, Map<string, RequestSite>>();
function requestSite(request: FastifyRequest, record: SiteRecord, answer: HostAnswer): RequestSite {
  const publicOrigin = request.server.publicOrigin.get();
  const origin = answer.kind === 'site' ? siteOrigin(publicOrigin, answer.host) : publicOrigin;
  let byOrigin = withOrigin.get(record);
  if (!byOrigin) {
    byOrigin = new Map();
    withOrigin.set(record, byOrigin);
  }
  let site = byOrigin.get(origin);
  if (!site) {
    site = { ...record, origin };
    // A record is dropped when its theme changes; a site's few origins (own address, domains) bound this.
    if (byOrigin.size < 64) byOrigin.set(origin, site);
  }
  return site;
}

/** The request's site; only in a scope with the resolveSite hook. */
export function siteOf(request: FastifyRequest): RequestSite {
  if (!request.site) throw errors.unknownHost();
  return request.site;
}

export { sendUnknownHost } from './unknown-host-page.js';
