/**
 * The owner plugin (issue 5): sign-up/in/out, the owner API under
 * /api/owner/* and the dashboard at /admin. Encapsulated: its cookie parser,
 * JSON-only body parsing and guards apply to its own routes only.
 *
 * Order per request: cross-site guard (onRequest) → schema validation → the
 * session and CSRF token (preHandler) → the handler's account-scoped query.
 */

import type { Db } from '@beckon/db';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { createSharedCounter, openKeyHasher } from '../../limits/counter-store.js';
import { createMailer, type Mailer } from '../../mail/outbox.js';
import { mediaOwnerRoutes } from '../media/media-owner-routes.js';
import { registerShopOrderRoutes } from '../shop/order-owner-routes.js';
import { registerShopCouponRoutes } from '../shop/owner-coupons-routes.js';
import { registerShopProductRoutes } from '../shop/owner-products-routes.js';
import { registerShopSettingsRoutes } from '../shop/owner-settings-routes.js';
import { registerFormSubmissionRoutes } from '../site/form-owner-routes.js';
import { registerMenuRoutes } from '../site/menu-routes.js';
import { registerPageRoutes } from '../site/pages-routes.js';
import { registerAccountRoutes, registerPublicAccountRoutes } from './account-routes.js';
import { registerAccountSettingsRoutes } from './account-settings-route.js';
import { crossSiteGuard, requireOwner } from './auth-hook.js';
import { registerPublicAuthRoutes, registerSessionRoutes } from './auth-routes.js';
import { dashboardAssetsPlugin } from './dashboard-assets.js';
import { registerInstallRoute } from './install-route.js';
import { DEFAULT_LEAD_DELIVERY, type LeadDeliveryOptions, startLeadDelivery } from './lead-delivery.js';
import { registerLeadsRoutes } from './leads-routes.js';
import { registerMailOutboxRoute } from './mail-outbox-route.js';
import type { OwnerContext } from './owner-context.js';
import { registerPopupRoutes } from './popup-routes.js';
import { registerPrizeCodesRoute } from './prize-codes-route.js';
import { registerResultsRoute } from './results-route.js';
import { createSignInThrottle, DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './sign-in-throttle.js';
import { registerStatsKeyRoute } from './stats-key-route.js';
import { refuseViewerWrites } from './team-access.js';
import { registerPublicTeamRoutes, registerTeamRoutes } from './team-routes.js';
import { registerWebhookRoutes } from './webhook-routes.js';

export { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, seedDemoOwner } from './seed-demo-owner.js';

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
}

export async function ownerPlugin(scope: FastifyInstance, opts: OwnerPluginOptions): Promise<void> {
  const ctx: OwnerContext = {
    db: opts.db,
    onPopupsChanged: opts.onPopupsChanged,
    mailer: opts.mailer ?? createMailer({ db: opts.db, log: scope.log }),
  };
  await scope.register(cookie);

  // Every process runs the worker; the outbox rows it claims are shared through the database.
  const leadDelivery = startLeadDelivery({
    db: opts.db,
    mailer: ctx.mailer,
    log: scope.log,
    origin: () => scope.publicOrigin.get(),
    options: { ...DEFAULT_LEAD_DELIVERY, ...opts.leadDelivery },
  });
  scope.addHook('onClose', () => leadDelivery.stop());

  await scope.register(async (api) => {
    // JSON only: a cross-site <form> can send text/plain or form bodies without a preflight.
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('application/json', { parseAs: 'string' }, api.getDefaultJsonParser('error', 'error'));
    api.addHook('onRequest', crossSiteGuard);
    api.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    // The throttle's counts live in the database, so they hold across server processes.
    const counter = createSharedCounter(opts.db, await openKeyHasher(opts.db));
    const throttle = createSignInThrottle(counter, opts.signInLimits ?? DEFAULT_SIGN_IN_LIMITS);
    registerPublicAuthRoutes(api, ctx, throttle);
    registerPublicAccountRoutes(api, ctx);
    registerPublicTeamRoutes(api, ctx);

    await api.register(async (owned) => {
      owned.addHook('preHandler', requireOwner(ctx));
      owned.addHook('preHandler', refuseViewerWrites(ctx));
      registerSessionRoutes(owned, ctx);
      registerPopupRoutes(owned, ctx);
      registerPrizeCodesRoute(owned, ctx);
      registerLeadsRoutes(owned, ctx);
      registerResultsRoute(owned, ctx);
      registerInstallRoute(owned, ctx);
      registerStatsKeyRoute(owned, ctx);
      registerFormSubmissionRoutes(owned, ctx);
      registerPageRoutes(owned, ctx);
      registerMenuRoutes(owned, ctx);
      registerShopOrderRoutes(owned, ctx);
      registerShopProductRoutes(owned, ctx);
      registerShopCouponRoutes(owned, ctx);
      registerShopSettingsRoutes(owned, ctx);
      registerWebhookRoutes(owned, ctx);
      registerMailOutboxRoute(owned, ctx);
      registerAccountRoutes(owned, ctx, throttle);
      registerAccountSettingsRoutes(owned, ctx);
      registerTeamRoutes(owned, ctx);
      // Its own scope: the only owner routes that parse multipart bodies (image uploads).
      owned.register(mediaOwnerRoutes, { ctx });
    });
  });

  await scope.register(dashboardAssetsPlugin, { distDir: opts.dashboardDistDir });
}
