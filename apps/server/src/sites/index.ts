/**
 * Websites by host name, for every domain that serves a site's pages (the
 * site, the shop, forms, media): `app.sites` says which site a request's
 * Host names, from memory. Registered once at the root scope; other
 * processes' changes arrive through the change feed.
 */
import type { Queryable } from '@beckon/db';
import fp from 'fastify-plugin';
import type { ChangeFeed } from '../cluster/change-feed.js';
import type { Addressing } from './resolve-host.js';
import { openSiteRegistry, type SiteRegistry } from './site-registry.js';

declare module 'fastify' {
  interface FastifyInstance {
    sites: SiteRegistry;
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
    const unsubscribe = opts.changes.subscribe((topic, accountId) => {
      if (topic === 'sites' || topic === '*')
        registry.reloadAddresses().catch((err: unknown) => app.log.warn({ err }, 'could not reload site addresses'));
      if (topic === '*') registry.forget(null);
      else if (topic === 'site' && accountId !== null) registry.forget(accountId);
    });
    app.addHook('onClose', async () => unsubscribe());
  },
  { name: 'beckon-sites', fastify: '5.x' },
);

export { siteOrigin } from './site-origin.js';
export * from './site-repository.js';
