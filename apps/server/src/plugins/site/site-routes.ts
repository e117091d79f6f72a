/**
 * The owner API's website routes: the account's site, the starters, creating
 * the site, its theme, and its custom domains. Creating the site and its
 * domains are the account owner's; the theme is the owner's and editors'.
 * Every change reaches the other processes through the change feed.
 */
import type { Db } from '@beckon/db';
import {
  type SiteAnswer,
  type SiteCreate,
  type SiteDomainCreate,
  type SiteStartersAnswer,
  type SiteTheme,
  siteCreateSchema,
  siteDomainCreateSchema,
  siteDomainParamsSchema,
} from '@beckon/owner-api';
import { siteThemeSchema } from '@beckon/page-widgets/theme/theme-schema.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomToken, requireRole, sessionOf } from '../../auth/index.js';
import type { ChangeFeed } from '../../cluster/change-feed.js';
import { errors } from '../../errors.js';
import {
  deleteDomain,
  findAccountSite,
  findAddress,
  insertAddress,
  listSiteAddresses,
  markVerified,
  type SiteRow,
  siteOrigin,
  updateTheme,
} from '../../sites/index.js';
import { createSite } from './create-site.js';
import { checkDomain, type TxtLookup } from './domain-verification.js';
import { requireSiteEditor } from './pages-access.js';
import type { SiteShop } from './site-shop.js';
import { addressOf, siteSummary } from './site-summary.js';
import { starterSummaries } from './starters/index.js';

export interface WebsiteRoutesContext {
  db: Db;
  shop: SiteShop | undefined;
  changes: ChangeFeed | undefined;
  txtLookup: TxtLookup;
  /** Drops this process's renders of the account's site (its theme changed). */
  siteChanged(accountId: string): void;
}

type DomainParams = { domain: string };

export function registerWebsiteRoutes(scope: FastifyInstance, ctx: WebsiteRoutesContext): void {
  const { db } = ctx;
  const ownerOnly = requireRole(db, ['owner'], errors.siteOwnerOnly);
  const editor = requireSiteEditor(db);

  const summaryContext = (request: FastifyRequest, site: SiteRow) => {
    const sites = request.server.sites;
    const main = sites.main;
    return {
      publicOrigin: request.server.publicOrigin.get(),
      baseDomain: sites.addressing.baseDomain,
      isMain: main !== null && main.accountId === site.account_id && main.siteId === site.site_id,
    };
  };

  async function answerFor(request: FastifyRequest, site: SiteRow) {
    const rows = await listSiteAddresses(db, site.account_id, site.site_id);
    return siteSummary(site, siteThemeSchema.parse(site.theme), rows, summaryContext(request, site));
  }

  async function accountSite(request: FastifyRequest): Promise<SiteRow> {
    const site = await findAccountSite(db, sessionOf(request).accountId);
    if (!site) throw errors.noWebsite();
    return site;
  }

  /** Tells this process and the others that the account's addresses changed. */
  async function addressesChanged(request: FastifyRequest, accountId: string): Promise<void> {
    await request.server.sites.reloadAddresses();
    ctx.changes
      ?.publish('sites', accountId)
      .catch((err: unknown) => request.log.warn({ err }, 'could not announce a site address change'));
  }

  scope.get('/api/owner/site', async (request): Promise<SiteAnswer> => {
    const site = await findAccountSite(db, sessionOf(request).accountId);
    return { site: site ? await answerFor(request, site) : null };
  });

  scope.get(
    '/api/owner/site/starters',
    async (request): Promise<SiteStartersAnswer> => ({
      starters: starterSummaries(ctx.shop?.starterCatalogueSize ?? 0),
      url_pattern: siteOrigin(
        request.server.publicOrigin.get(),
        `{label}.${request.server.sites.addressing.baseDomain}`,
      ),
    }),
  );

  scope.post<{ Body: SiteCreate }>(
    '/api/owner/site',
    { schema: { body: siteCreateSchema }, preHandler: ownerOnly },
    async (request, reply) => {
      const { accountId } = sessionOf(request);
      const outcome = await createSite(db, ctx.shop, { accountId, ...request.body });
      if (!outcome.created) {
        if (outcome.reason === 'exists') throw errors.siteExists();
        throw errors.siteLabelTaken(outcome.label);
      }
      await addressesChanged(request, accountId);
      ctx.siteChanged(accountId);
      return reply.code(201).send(await answerFor(request, await accountSite(request)));
    },
  );

  scope.put<{ Body: SiteTheme }>(
    '/api/owner/site/theme',
    { schema: { body: siteThemeSchema }, preHandler: editor },
    async (request) => {
      const site = await accountSite(request);
      await updateTheme(db, site.account_id, site.site_id, request.body.name, request.body);
      ctx.siteChanged(site.account_id);
      return answerFor(request, { ...site, name: request.body.name, theme: request.body });
    },
  );

  scope.post<{ Body: SiteDomainCreate }>(
    '/api/owner/site/domains',
    { schema: { body: siteDomainCreateSchema }, preHandler: ownerOnly },
    async (request, reply) => {
      const site = await accountSite(request);
      const { domain } = request.body;
      const row = { address: domain, kind: 'domain' as const, accountId: site.account_id, siteId: site.site_id };
      if (!(await insertAddress(db, { ...row, token: randomToken() }))) throw errors.domainTaken(domain);
      const added = await findAddress(db, domain);
      if (!added) throw errors.domainNotFound(domain);
      return reply.code(201).send(addressOf(added, summaryContext(request, site)));
    },
  );

  scope.post<{ Params: DomainParams }>(
    '/api/owner/site/domains/:domain/verify',
    { schema: { params: siteDomainParamsSchema }, preHandler: ownerOnly },
    async (request) => {
      const site = await accountSite(request);
      const { domain } = request.params;
      const row = await findAddress(db, domain);
      if (!row || row.account_id !== site.account_id || row.kind !== 'domain') throw errors.domainNotFound(domain);
      if (row.verified_at === null) {
        const check = await checkDomain(ctx.txtLookup, domain, row.token ?? '');
        if (!check.verified) throw errors.domainNotVerified(domain, check.found);
        await markVerified(db, site.account_id, domain);
        await addressesChanged(request, site.account_id);
      }
      const verified = await findAddress(db, domain);
      if (!verified) throw errors.domainNotFound(domain);
      return addressOf(verified, summaryContext(request, site));
    },
  );

  scope.delete<{ Params: DomainParams }>(
    '/api/owner/site/domains/:domain',
    { schema: { params: siteDomainParamsSchema }, preHandler: ownerOnly },
    async (request, reply) => {
      const site = await accountSite(request);
      if (!(await deleteDomain(db, site.account_id, request.params.domain)))
        throw errors.domainNotFound(request.params.domain);
      await addressesChanged(request, site.account_id);
      return reply.code(204).send();
    },
  );
}
