/**
 * Every site's shop at WooCommerce's Spanish addresses: /tienda/, /producto/{slug}/, /carrito/,
 * /finalizar-compra/, the order received page and /mi-cuenta/. Every action is a plain HTML form
 * answered with a redirect (303) or the page again with a notice, so the purchase works with
 * JavaScript off. This file sets the plugin up: the visitors' scope (its cookie parser, form-only
 * bodies, CSRF hook and HTML error pages apply to these routes only) with the state its routes share,
 * and the owner API's shop routes beside it.
 */
import { fileURLToPath } from 'node:url';
import type { Db } from '@beckon/db';
import cookie from '@fastify/cookie';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  createSignInThrottle,
  DEFAULT_SIGN_IN_LIMITS,
  isSafeMethod,
  isSameOriginRequest,
  ownerApi,
  type SignInLimits,
} from '../../auth/index.js';
import { acceptOnlyFormBodies } from '../../body-parsers.js';
import { errors, HttpError } from '../../errors.js';
import { createSharedCounter, openKeyHasher } from '../../limits/counter-store.js';
import type { Mailer } from '../../mail/outbox.js';
import { resolveSite, sendUnknownHost, siteOf } from '../../sites/index.js';
import { PageCache, REVALIDATE_MS, readManifest, type SiteShop, watchSiteInfos } from '../site/index.js';
import { registerAccountRoutes } from './account-routes.js';
import { registerCartJsonRoute } from './cart-json-route.js';
import { registerCartRoutes } from './cart-routes.js';
import { onCatalogueChanged } from './catalogue-events.js';
import { listProducts } from './catalogue-repository.js';
import { registerCatalogueRoutes } from './catalogue-routes.js';
import { registerCheckoutRoutes } from './checkout-routes.js';
import { registerCsrfTokenRoute } from './csrf-token-route.js';
import { registerCustomerInvoiceRoutes } from './customer-invoice-routes.js';
import { csrfMatches } from './customer-session.js';
import { startHoldSweep } from './hold-stock-sweep.js';
import { wantsHtml } from './http.js';
import { registerMenuCartRoute } from './menu-cart-route.js';
import { registerShopOrderRoutes } from './order-owner-routes.js';
import { registerShopCouponRoutes } from './owner-coupons-routes.js';
import { registerShopInventoryRoutes } from './owner-inventory-routes.js';
import { registerShopInvoiceRoutes } from './owner-invoice-routes.js';
import { registerShopMailTextRoutes } from './owner-mail-texts-routes.js';
import { registerShopPaymentRoutes } from './owner-payments-routes.js';
import { registerShopProductRoutes } from './owner-products-routes.js';
import { registerShopSettingsRoutes } from './owner-settings-routes.js';
import { registerShopShippingRoutes } from './owner-shipping-routes.js';
import { registerShopTaxRoutes } from './owner-taxes-routes.js';
import { registerShopTimeZoneRoutes } from './owner-time-zone-routes.js';
import { registerPasswordResetRoutes } from './password-reset-routes.js';
import { SEED_PRODUCT_COUNT as STARTER_PRODUCT_COUNT, seedShop } from './seed-shop.js';
import { createShopPages, errorPageOf, menuCartOf, type ShopRoutesContext } from './shop-pages.js';
import { loadShopSettings } from './shop-settings-repository.js';
import { type CardGateway, createStripeGateway, type StripeSettings } from './stripe-gateway.js';
import { stripeWebhookPlugin } from './stripe-webhook-route.js';
import { cartFor, csrfOf, visitorOf } from './visitor.js';

const PAGE_WIDGETS_DIST = fileURLToPath(new URL('../../../../../packages/page-widgets/dist', import.meta.url));

/** What the site's pages show of the shop (the site's SiteShop): app.ts hands it to the site plugin. */
export const siteShop: SiteShop = {
  listProducts,
  menuCart: async (db, accountId) => {
    const settings = await loadShopSettings(db, accountId);
    return { openOn: settings.mini_cart_open_on, autoOpen: settings.mini_cart_auto_open };
  },
  onCatalogueChanged,
  addStarterCatalogue: (db, accountId) => seedShop(db, accountId),
  starterCatalogueSize: STARTER_PRODUCT_COUNT,
};

export { parseStripeEnv, type StripeSettings, stripeCheckoutOrigin } from './stripe-gateway.js';
export { seedShop };

export interface ShopPluginOptions {
  db: Db;
  mailer: Mailer;
  /** Built islands (the theme's menu); defaults to packages/page-widgets/dist. */
  distDir?: string;
  /** How long a cached page of a visitor with no cart is trusted before the catalogue's stamp is checked again. */
  revalidateMs?: number;
  /** The customers' sign-in throttle (the owner's buckets and defaults). */
  signInLimits?: SignInLimits;
  /** Card payments through Stripe (STRIPE_*); without them the checkout offers no card. */
  stripe?: StripeSettings;
  /** How long a customer has to pay on Stripe's page (30 minutes, Stripe's shortest). */
  cardPayMs?: number;
}

/** Stripe lets a checkout session expire 30 minutes after it was made at the soonest. */
const CARD_PAY_MS = 30 * 60_000;

/** Forms a visitor with no cookie at all may post: they start a cart or a session, nothing to forge. */
const OPEN_FORMS = new Set([
  '/carrito/anadir',
  '/mi-cuenta/acceder',
  '/mi-cuenta/registrarse',
  '/finalizar-compra/acceder',
  '/mi-cuenta/contrasena-perdida/',
  '/mi-cuenta/contrasena-perdida/nueva',
]);

export async function shopPlugin(scope: FastifyInstance, opts: ShopPluginOptions): Promise<void> {
  const card = opts.stripe ? createStripeGateway(opts.stripe) : null;
  await scope.register(visitorShop, { ...opts, card });
  // Stripe posts JSON signed over its exact bytes: its own scope keeps the raw body.
  if (card) await scope.register(stripeWebhookPlugin, { db: opts.db, mailer: opts.mailer, card });
  // The owner API's shop routes, apart from the visitors' scope (form bodies, HTML error pages).
  await scope.register(
    ownerApi(opts.db, (owned) => {
      registerShopOrderRoutes(owned, { db: opts.db, mailer: opts.mailer, card });
      registerShopProductRoutes(owned, opts.db);
      registerShopCouponRoutes(owned, opts.db);
      registerShopSettingsRoutes(owned, opts.db);
      registerShopPaymentRoutes(owned, opts.db);
      registerShopTaxRoutes(owned, opts.db);
      registerShopShippingRoutes(owned, opts.db);
      registerShopInvoiceRoutes(owned, { db: opts.db, mailer: opts.mailer });
      registerShopMailTextRoutes(owned, opts.db);
      registerShopInventoryRoutes(owned, opts.db);
      registerShopTimeZoneRoutes(owned, opts.db);
    }),
  );
  // Every process looks; the database lets one of them cancel each shop's unpaid card orders.
  const holdSweep = startHoldSweep(
    { db: opts.db, mailer: opts.mailer, adminOrigin: () => scope.publicOrigin.get(), card },
    scope.log,
  );
  scope.addHook('onClose', async () => holdSweep.stop());
}

async function visitorShop(
  scope: FastifyInstance,
  opts: ShopPluginOptions & { card: CardGateway | null },
): Promise<void> {
  const { db } = opts;
  const manifest = readManifest(opts.distDir ?? PAGE_WIDGETS_DIST);
  // Every shop address serves the site the Host names; a host no site has gets the fixed 404.
  scope.addHook('onRequest', resolveSite);
  await scope.register(cookie);
  await acceptOnlyFormBodies(scope);

  // Pages of visitors with no cart are the same for everyone: rendered once per catalogue stamp,
  // checked again after revalidateMs (one cheap query), and dropped at once when this process
  // takes an order (stock changed).
  const cache = new PageCache();
  const revalidateMs = opts.revalidateMs ?? REVALIDATE_MS;
  // The owner's product edits in this process show at once (owner-products-routes.ts).
  const unsubscribeCatalogue = onCatalogueChanged((changedDb, changedAccount) => {
    if (changedDb === db) cache.invalidate(changedAccount);
  });
  scope.addHook('onClose', async () => unsubscribeCatalogue());
  // The same main menu as the content pages (with the editors' entries); pages rendered with an older one go.
  const siteInfos = watchSiteInfos(
    db,
    revalidateMs,
    (accountId) => cache.invalidate(accountId),
    (err) => scope.log.warn({ err }, 'could not load a site menu: the shop keeps the one it has'),
    siteShop.menuCart,
  );
  scope.addHook('onClose', async () => siteInfos.close());

  const pages = createShopPages(scope, { db, manifest, siteInfos, cache, revalidateMs });

  // Visitors get the error as a page in the site's theme; other clients keep the JSON error.
  scope.setErrorHandler(async (err: FastifyError, request, reply) => {
    if (err.code === 'BK_ERR_UNKNOWN_HOST') return sendUnknownHost(reply);
    const page = errorPageOf(err.code, request.url.split('?')[0] ?? '/');
    if (!page || !wantsHtml(request) || !(err instanceof HttpError)) throw err;
    return pages.sendPage(reply, err.statusCode, page);
  });

  // CSRF (cart-cookie.ts, customer-session.ts): same-origin always; the session's or the cart's
  // token whenever the visitor has either cookie.
  scope.addHook('preHandler', async (request) => {
    if (isSafeMethod(request.method)) return;
    if (!isSameOriginRequest(request)) throw errors.crossSite();
    const expected = csrfOf(request);
    const sent = (request.body as { _csrf?: string } | undefined)?._csrf;
    if (expected === null && OPEN_FORMS.has(request.routeOptions.url ?? '')) return;
    if (expected === null || !csrfMatches(expected, sent)) throw errors.shopCsrf();
  });

  const ctx: ShopRoutesContext = { db, pages, card: opts.card };
  registerCatalogueRoutes(scope, ctx);
  registerCartRoutes(scope, ctx);
  registerCheckoutRoutes(scope, {
    ...ctx,
    mailer: opts.mailer,
    cardPayMs: opts.cardPayMs ?? CARD_PAY_MS,
    onOrderPlaced: (accountId) => cache.invalidate(accountId),
  });
  registerCsrfTokenRoute(scope, csrfOf);
  registerCartJsonRoute(scope, (request) => cartFor(db, siteOf(request).accountId, visitorOf(request)));
  registerMenuCartRoute(scope, async (request) => {
    const visitor = visitorOf(request);
    return { menu: menuCartOf(await cartFor(db, siteOf(request).accountId, visitor)), csrf: visitor?.csrf ?? null };
  });

  const throttle = createSignInThrottle(
    createSharedCounter(db, await openKeyHasher(db)),
    opts.signInLimits ?? DEFAULT_SIGN_IN_LIMITS,
  );
  registerAccountRoutes(scope, { ...ctx, throttle, mailer: opts.mailer });
  registerPasswordResetRoutes(scope, { ...ctx, mailer: opts.mailer });
  registerCustomerInvoiceRoutes(scope, ctx);
}
