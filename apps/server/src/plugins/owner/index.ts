/**
 * The owner plugin: sign-up/in/out and the pop-up product's owner API under
 * /api/owner/* (account, pop-ups, leads, results, webhooks, mails, team,
 * install), the lead-delivery worker, and the dashboard at /admin. Other
 * domains mount their own owner routes (auth/owner-api.ts).
 *
 * Order per request: cross-site guard (onRequest) → schema validation → the
 * session and CSRF token (preHandler) → the handler's account-scoped query.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import {
  createSignInThrottle,
  DEFAULT_SIGN_IN_LIMITS,
  jsonApi,
  ownerApi,
  type SignInLimits,
} from '../../auth/index.js';
import { createSharedCounter, openKeyHasher } from '../../limits/counter-store.js';
import { createMailer, type Mailer } from '../../mail/outbox.js';
import { createSecretBox } from '../../secret-box.js';
import { registerAccountRoutes, registerPublicAccountRoutes } from './account-routes.js';
import { registerAccountSettingsRoutes } from './account-settings-route.js';
import { registerPublicAuthRoutes, registerSessionRoutes } from './auth-routes.js';
import { dashboardAssetsPlugin } from './dashboard-assets.js';
import { registerInstallRoute } from './install-route.js';
import { registerIntegrationRoutes } from './integration-routes.js';
import type { IntegrationRuntime } from './integration-send.js';
import type { ProviderBaseUrls } from './integrations/providers.js';
import { DEFAULT_LEAD_DELIVERY, type LeadDeliveryOptions, startLeadDelivery } from './lead-delivery.js';
import { registerLeadsRoutes } from './leads-routes.js';
import { registerMailOutboxRoute } from './mail-outbox-route.js';
import type { OwnerContext, StoreShopProofOptions } from './owner-context.js';
import { registerPopupRoutes } from './popup-routes.js';
import { registerPrivacyRoutes } from './privacy-routes.js';
import { registerPrizeCodesRoute } from './prize-codes-route.js';
import { registerResultsRoute } from './results-route.js';
import { startRetention } from './retention.js';
import { registerStoreOrdersRoutes } from './store-orders-routes.js';
import { registerStoreReportsRoutes } from './store-reports-routes.js';
import { registerPublicTeamRoutes, registerTeamRoutes } from './team-routes.js';
import { createHostLookup, type HostLookup } from './webhook-address.js';
import { registerWebhookRoutes } from './webhook-routes.js';

export type { ProviderBaseUrls } from './integrations/providers.js';
export type { LeadDeliveryOptions } from './lead-delivery.js';
export type { StoreShopProofOptions } from './owner-context.js';
export { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, seedDemoOwner } from './seed-demo-owner.js';
export { createHostLookup } from './webhook-address.js';

export interface OwnerPluginOptions {
  db: Db;
  /** Called after every pop-up write (wire to the display cache's invalidate). */
  onPopupsChanged(accountId: string): void;
  /** apps/dashboard/dist */
  dashboardDistDir: string;
  signInLimits?: SignInLimits;
  /** Where sign-up mails go; by default they are only kept in the outbox table. */
  mailer?: Mailer;
  /** Lead delivery to webhooks and mailboxes (lead-delivery.ts); tests shorten the retries. */
  leadDelivery?: Partial<LeadDeliveryOptions>;
  /** How webhook host names are resolved when a webhook is saved (DNS_SERVERS); the system's by default. */
  hostLookup?: HostLookup;
  /** Seals integrations' API keys (SECRETS_KEY, or the data folder's key); without it none can be added. */
  secretsKey?: Buffer;
  /** Where each email-marketing tool's API is reached, when not at its own address (tests, a proxy). */
  integrationBaseUrls?: ProviderBaseUrls;
  /** Where store shops' home pages are read for their proof; `https://{shop}/`, guarded like webhooks, by default. */
  storeShopProof?: StoreShopProofOptions;
  /** Files a Wix site's abandoned checkouts and orders before the store reports are read (wix-report-sync.ts). */
  syncStoreReports?: (accountId: string, now: Date) => Promise<void>;
  /** Which of the account's Wix site's contacts carry an email, for privacy requests (wix-contact-lookup.ts). */
  findWixContacts?: OwnerContext['findWixContacts'];
}

export async function ownerPlugin(scope: FastifyInstance, opts: OwnerPluginOptions): Promise<void> {
  const deliveryOptions = { ...DEFAULT_LEAD_DELIVERY, ...opts.leadDelivery };
  const ctx: OwnerContext = {
    db: opts.db,
    onPopupsChanged: opts.onPopupsChanged,
    mailer: opts.mailer ?? createMailer({ db: opts.db, log: scope.log }),
    webhookHosts: {
      allowPrivate: deliveryOptions.allowPrivateAddresses,
      lookup: opts.hostLookup ?? createHostLookup(),
    },
    storeShopProof: opts.storeShopProof ?? {
      homePage: (shop) => `https://${shop}/`,
      allowPrivate: deliveryOptions.allowPrivateAddresses,
    },
    syncStoreReports: opts.syncStoreReports ?? (async () => {}),
    findWixContacts:
      opts.findWixContacts ?? (async () => ({ wixSite: 'not_connected' as const, contactIds: [], erasedKeys: [] })),
  };

  const integrations: IntegrationRuntime = {
    box: opts.secretsKey ? createSecretBox(opts.secretsKey) : null,
    baseUrls: opts.integrationBaseUrls ?? {},
  };

  // Every process runs the worker; the outbox rows it claims are shared through the database.
  const leadDelivery = startLeadDelivery({
    db: opts.db,
    mailer: ctx.mailer,
    log: scope.log,
    origin: () => scope.publicOrigin.get(),
    options: deliveryOptions,
    integrations,
  });
  scope.addHook('onClose', () => leadDelivery.stop());
  // Every process looks; the database lets one of them delete each day (retention-repository.ts).
  const retention = startRetention(opts.db, scope.log);
  scope.addHook('onClose', async () => retention.stop());

  // The throttle's counts live in the database, so they hold across server processes.
  const counter = createSharedCounter(opts.db, await openKeyHasher(opts.db));
  const throttle = createSignInThrottle(counter, opts.signInLimits ?? DEFAULT_SIGN_IN_LIMITS);
  await scope.register(
    jsonApi((api) => {
      registerPublicAuthRoutes(api, ctx, throttle);
      registerPublicAccountRoutes(api, ctx);
      registerPublicTeamRoutes(api, ctx);
    }),
  );
  await scope.register(
    ownerApi(opts.db, (owned) => {
      registerSessionRoutes(owned, ctx);
      registerPopupRoutes(owned, ctx);
      registerPrizeCodesRoute(owned, ctx);
      registerLeadsRoutes(owned, ctx);
      registerResultsRoute(owned, ctx);
      registerInstallRoute(owned, ctx);
      registerWebhookRoutes(owned, ctx);
      registerIntegrationRoutes(owned, ctx, integrations);
      registerMailOutboxRoute(owned, ctx);
      registerAccountRoutes(owned, ctx, throttle);
      registerAccountSettingsRoutes(owned, ctx);
      registerTeamRoutes(owned, ctx);
      registerPrivacyRoutes(owned, ctx);
      registerStoreReportsRoutes(owned, ctx);
      registerStoreOrdersRoutes(owned, ctx);
    }),
  );

  await scope.register(dashboardAssetsPlugin, { distDir: opts.dashboardDistDir });
}
