/**
 * Builds the one server as a Fastify instance (testable with inject()):
 * strict limits and validation (reliability.md §1.4), one error format
 * (errors.ts), CORS for host pages, and one plugin per domain: the display
 * service (spec §7), the widget files, the demo page, the websites,
 * visitor statistics and the owner API with its dashboard. The caller owns the database; closing the app
 * drains every group committer so nothing accepted is lost.
 */
import type { Db } from '@beckon/db';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { authPlugin, type SignInLimits } from './auth/index.js';
import { parseTextPlainAsJson } from './body-parsers.js';
import { createLocalChangeFeed, createPostgresChangeFeed } from './cluster/change-feed.js';
import { openDailySalts } from './cluster/shared-salt.js';
import { DEFAULT_DASHBOARD_DIST_DIR, DEFAULT_WIDGET_DIST_DIR, type TrustProxy } from './config.js';
import { DEMO_CLIENT_ID } from './demo-ids.js';
import { handleClientError, handleFrameworkError } from './errors.js';
import { installHttpEdge } from './http/edge.js';
import { lazyChildLogger } from './lazy-request-logger.js';
import { openRateLimits, parseRateLimits, type RateLimitOverrides, type RateLimits } from './limits/index.js';
import { createMailer, type Mailer } from './mail/outbox.js';
import { demoPagePlugin } from './plugins/demo-page.js';
import { createDisplayServices, type DisplayServices, displayPlugin } from './plugins/display/index.js';
import { mediaPlugin } from './plugins/media/index.js';
import {
  createHostLookup,
  type LeadDeliveryOptions,
  ownerPlugin,
  type ProviderBaseUrls,
  type StoreShopProofOptions,
} from './plugins/owner/index.js';
import { type StripeSettings, shopPlugin, siteShop, stripeCheckoutOrigin } from './plugins/shop/index.js';
import { createTxtLookup, type RecaptchaSettings, sitePlugin } from './plugins/site/index.js';
import { statisticsPlugin } from './plugins/statistics/index.js';
import {
  createWixCartDetailsReader,
  createWixConnections,
  createWixContactLookup,
  createWixReportSync,
  storeCataloguePlugin,
} from './plugins/store-catalogue/index.js';
import { widgetAssetsPlugin } from './plugins/widget-assets.js';
import { createSecretBox } from './secret-box.js';
import { sitesPlugin } from './sites/index.js';
import { useZodValidation } from './zod-validation.js';

export interface BuildAppOptions {
  db: Db;
  widgetDistDir?: string;
  dashboardDistDir?: string;
  logger?: boolean;
  /** Log every request (off by default: see the comment at the Fastify options). */
  logRequests?: boolean;
  /** Sign-in throttle limits (tests lower them). */
  signInLimits?: SignInLimits;
  /** Rate limits to change from limits/rate-limits.ts's defaults (0 turns one off); RATE_LIMITS by default. */
  rateLimits?: RateLimitOverrides;
  /** The clock rate-limit windows are counted by; tests freeze it so the turn of a minute cannot reset a count. */
  rateLimitClock?: () => number;
  /** Called after the owner API changed an account's pop-ups (after the cache was invalidated). */
  onPopupsChanged?: (accountId: string) => void;
  /**
   * The PostgreSQL URL `db` was opened with: the app then listens on its own connection for owner changes
   * saved by other processes (cluster/change-feed.ts). Without it, changes are only seen in this process.
   */
  databaseUrl?: string;
  /** Fastify's trustProxy (TRUST_PROXY): whose X-Forwarded-* headers to believe; off by default. */
  trustProxy?: TrustProxy;
  /** The public origin (PUBLIC_URL) rendered into pages; defaults to the listening address. */
  publicUrl?: string;
  /** SMTP_URL: deliver mails over SMTP; unset, they stay in the mail_outbox table. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender of every mail. */
  mailFrom?: string;
  /** Print undelivered mails (no SMTP_URL) to the log, so a local user can follow a sign-up link. */
  printMail?: boolean;
  /** Lead delivery to webhooks (WEBHOOK_ALLOW_PRIVATE, WEBHOOK_FIRST_RETRY_MS; tests poll faster). */
  leadDelivery?: Partial<LeadDeliveryOptions>;
  /** SECRETS_KEY (or the data folder's key): seals integrations' API keys; without it none can be added. */
  secretsKey?: Buffer;
  /** WIX_API_ORIGIN: where Wix-style sites' REST API is reached (https://www.wixapis.com; tests: a loopback). */
  wixApiOrigin?: string;
  /** How often and how long the store reports read a Wix site's orders (wix-report-sync.ts); tests shorten them. */
  wixReportSync?: { minIntervalMs?: number; budgetMs?: number };
  /** INTEGRATION_API_BASES: where email-marketing tools' APIs are reached instead of their own addresses (tests). */
  integrationBaseUrls?: ProviderBaseUrls;
  /** SITES_BASE_DOMAIN: websites answer at {label}.{this}; `localhost` by default. */
  sitesBaseDomain?: string;
  /**
   * DNS_SERVERS: the resolvers custom domains' verification records and saved webhooks' host names are
   * looked up at (tests: one on loopback).
   */
  dnsServers?: string[];
  /** STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET (+ STRIPE_API_URL): the shop takes cards through Stripe. */
  stripe?: StripeSettings;
  /** How long a card order waits for its payment on Stripe's page (tests shorten nothing: Stripe's 30 minutes). */
  cardPayMs?: number;
  /** Where store shops' home pages are read to prove a shop is the account's (tests: a loopback). */
  storeShopProof?: StoreShopProofOptions;
  /** RECAPTCHA_*: the site forms use Google reCAPTCHA v3 instead of ALTCHA (tests pass a fake fetch). */
  recaptcha?: RecaptchaSettings & { fetch?: typeof fetch };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The display routes' shared state; `display.popupCache.invalidate(accountId)` after an owner edit. */
    display: DisplayServices;
    /** The shared rate-limit counts; `rateLimits.counts.sync()` shares them now instead of within a second. */
    rateLimits: RateLimits;
    /** Every mail the service sends (mail/outbox.ts). */
    mailer: Mailer;
  }
}

const BODY_LIMIT = 32 * 1024;

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    requestTimeout: 30_000,
    trustProxy: opts.trustProxy ?? false,
    frameworkErrors: handleFrameworkError,
    // Node's own answers to a bad request line or oversized headers, as JSON with a code.
    clientErrorHandler: handleClientError,
    // A log line per request costs more than the display route itself; 5xx errors are still
    // logged by errors.ts, and LOG_REQUESTS=1 turns request lines back on.
    logController: new LogController({ disableRequestLogging: !opts.logRequests }),
    logger: opts.logger
      ? {
          // The default request serializer logs the client address; visitor IPs stay out of logs.
          serializers: {
            req: (req) => ({ method: req.method, url: req.url.split('?')[0] }),
          },
        }
      : false,
    // Without a logger Fastify already skips request children; a custom factory would stop that.
    ...(opts.logger ? { childLoggerFactory: lazyChildLogger } : {}),
  });

  useZodValidation(app);
  // The checkout's post redirects to Stripe's hosted page when cards are taken.
  installHttpEdge(app, {
    publicUrl: opts.publicUrl,
    formTargets: opts.stripe ? [stripeCheckoutOrigin(opts.stripe)] : [],
  });
  await app.register(authPlugin);
  parseTextPlainAsJson(app);

  // The day's hashing salts come from the database, so every process derives the same visitor ids.
  const salts = await openDailySalts(opts.db, { log: app.log });
  const changes =
    opts.db.kind === 'postgres' && opts.databaseUrl
      ? await createPostgresChangeFeed({ db: opts.db, databaseUrl: opts.databaseUrl, log: app.log })
      : createLocalChangeFeed();
  const services = createDisplayServices(opts.db, app.log, salts.keys('lead-ip'), salts.keys('view-proof'));
  app.decorate('display', services);
  const wixConnections = createWixConnections(opts.db, (accountId) => {
    changes
      .publish('wix', accountId)
      .catch((err: unknown) => app.log.warn({ err }, 'could not announce a Wix connection change to other processes'));
  });
  // Another process saved pop-ups or a connection: reload them here too ('*': changes may have been missed).
  const unsubscribeChanges = changes.subscribe((topic, accountId) => {
    if (topic === '*' || accountId === null) {
      services.popupCache.invalidateAll();
      wixConnections.invalidateAll();
    } else if (topic === 'popups') services.popupCache.invalidate(accountId);
    else if (topic === 'wix') wixConnections.invalidate(accountId);
  });
  // Runs after in-flight requests finished: writes still queued (A/B records) are committed before the db closes.
  app.addHook('onClose', async () => {
    unsubscribeChanges();
    await changes.close();
    salts.close();
    await services.drain();
  });

  // Per-IP and per-id rate limits, shared across processes; the hook must see the routes it limits being added.
  const rateLimits = await openRateLimits(opts.db, {
    overrides: opts.rateLimits ?? parseRateLimits(process.env.RATE_LIMITS),
    log: app.log,
    ...(opts.rateLimitClock ? { now: opts.rateLimitClock } : {}),
  });
  app.decorate('rateLimits', rateLimits);
  app.addHook('onRoute', rateLimits.onRoute);
  app.addHook('onClose', () => rateLimits.close());

  const mailer = createMailer({
    db: opts.db,
    log: app.log,
    smtpUrl: opts.smtpUrl,
    from: opts.mailFrom,
    printUndelivered: opts.printMail ?? false,
    // Every process looks; the claim in the outbox keeps two from sending the same mail.
    retryEveryMs: 30_000,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());

  const secretBox = opts.secretsKey ? createSecretBox(opts.secretsKey) : null;
  const wixApiOrigin = opts.wixApiOrigin ?? 'https://www.wixapis.com';
  const wixCartDetails = createWixCartDetailsReader(wixConnections, secretBox, wixApiOrigin);
  const wixContactLookup = createWixContactLookup({
    connections: wixConnections,
    box: secretBox,
    secretsKey: opts.secretsKey ?? null,
    apiOrigin: wixApiOrigin,
    timeoutMs: opts.wixReportSync?.budgetMs ?? 3_000,
  });
  const wixReportSync = createWixReportSync({
    db: opts.db,
    connections: wixConnections,
    box: secretBox,
    apiOrigin: wixApiOrigin,
    log: app.log,
    ...opts.wixReportSync,
    erasedKeyOf: wixContactLookup.keyOf,
  });
  await app.register(displayPlugin, { services, db: opts.db, wixCartDetails });
  await app.register(widgetAssetsPlugin, { distDir: opts.widgetDistDir ?? DEFAULT_WIDGET_DIST_DIR });
  await app.register(demoPagePlugin);
  await app.register((await import('./plugins/popup-types-fixture.js')).popupTypesFixturePlugin);
  await app.register(sitesPlugin, {
    db: opts.db,
    changes,
    mainAccountId: DEMO_CLIENT_ID,
    addressing: {
      baseDomain: opts.sitesBaseDomain ?? 'localhost',
      mainHost: opts.publicUrl ? new URL(opts.publicUrl).hostname : null,
    },
  });
  await app.register(sitePlugin, {
    db: opts.db,
    changes,
    recaptcha: opts.recaptcha,
    shop: siteShop,
    txtLookup: createTxtLookup(opts.dnsServers),
  });
  await app.register(mediaPlugin, { db: opts.db });
  await app.register(shopPlugin, {
    db: opts.db,
    mailer,
    ...(opts.signInLimits ? { signInLimits: opts.signInLimits } : {}),
    ...(opts.stripe ? { stripe: opts.stripe } : {}),
    ...(opts.cardPayMs ? { cardPayMs: opts.cardPayMs } : {}),
  });
  await app.register(statisticsPlugin, { db: opts.db, visitorKeys: salts.keys('visitor-id') });
  await app.register(storeCataloguePlugin, {
    db: opts.db,
    popupInAccount: {
      known: (clientId, poptinId) => services.popupCache.loaded(clientId)?.popups.has(poptinId),
      check: async (clientId, poptinId) => (await services.popupCache.account(clientId))?.popups.has(poptinId) ?? false,
    },
    clientExists: async (clientId) => (await services.popupCache.account(clientId)) !== null,
    secretBox,
    wixConnections,
    wixApiOrigin,
    wixReportSync,
  });
  await app.register(ownerPlugin, {
    db: opts.db,
    onPopupsChanged: (accountId) => {
      services.popupCache.invalidate(accountId);
      changes
        .publish('popups', accountId)
        .catch((err: unknown) => app.log.warn({ err }, 'could not announce a pop-up change to other processes'));
      opts.onPopupsChanged?.(accountId);
    },
    dashboardDistDir: opts.dashboardDistDir ?? DEFAULT_DASHBOARD_DIST_DIR,
    mailer,
    ...(opts.signInLimits ? { signInLimits: opts.signInLimits } : {}),
    ...(opts.leadDelivery ? { leadDelivery: opts.leadDelivery } : {}),
    hostLookup: createHostLookup(opts.dnsServers),
    ...(opts.secretsKey ? { secretsKey: opts.secretsKey } : {}),
    ...(opts.integrationBaseUrls ? { integrationBaseUrls: opts.integrationBaseUrls } : {}),
    ...(opts.storeShopProof ? { storeShopProof: opts.storeShopProof } : {}),
    syncStoreReports: wixReportSync.run,
    findWixContacts: wixContactLookup.find,
  });
  return app;
}
