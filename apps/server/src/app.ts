/**
 * Builds the one server as a Fastify instance (testable with inject()):
 * strict limits and validation (reliability.md §1.4), one error format
 * (errors.ts), CORS for host pages, and one plugin per domain: the display
 * service (spec §7), the widget files, the demo page, the clinic site,
 * visitor statistics and the owner API with its dashboard. The caller owns the database; closing the app
 * drains every group committer so nothing accepted is lost.
 */
import type { Db } from '@beckon/db';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { parseTextPlainAsJson } from './body-parsers.js';
import { DEFAULT_DASHBOARD_DIST_DIR, DEFAULT_WIDGET_DIST_DIR } from './config.js';
import { handleFrameworkError, installErrorHandlers } from './errors.js';
import { registerCors } from './plugins/cors.js';
import { demoPagePlugin } from './plugins/demo-page.js';
import { displayPlugin } from './plugins/display/index.js';
import { createDisplayServices, type DisplayServices } from './plugins/display/services.js';
import { ownerPlugin } from './plugins/owner/index.js';
import type { SignInLimits } from './plugins/owner/sign-in-throttle.js';
import { sitePlugin } from './plugins/site/index.js';
import { statisticsPlugin } from './plugins/statistics/index.js';
import { widgetAssetsPlugin } from './plugins/widget-assets.js';
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
  /** Called after the owner API changed an account's pop-ups (after the cache was invalidated). */
  onPopupsChanged?: (accountId: string) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The display routes' shared state; `display.popupCache.invalidate(accountId)` after an owner edit. */
    display: DisplayServices;
  }
}

export const BODY_LIMIT = 32 * 1024;

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    requestTimeout: 30_000,
    trustProxy: false,
    frameworkErrors: handleFrameworkError,
    // A log line per request cost more than the display route itself (measured:
    // a 404 went from 12.9k to 19.5k req/s without them); 5xx errors are still
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
  });

  useZodValidation(app);
  installErrorHandlers(app);
  parseTextPlainAsJson(app);
  await registerCors(app);

  const services = createDisplayServices(opts.db, app.log);
  app.decorate('display', services);
  // Runs after in-flight requests finished: writes still queued (A/B records) are committed before the db closes.
  app.addHook('onClose', async () => {
    await services.drain();
  });

  await app.register(displayPlugin, { services });
  await app.register(widgetAssetsPlugin, { distDir: opts.widgetDistDir ?? DEFAULT_WIDGET_DIST_DIR });
  await app.register(demoPagePlugin);
  await app.register(sitePlugin, { db: opts.db });
  await app.register(statisticsPlugin, { db: opts.db });
  await app.register(ownerPlugin, {
    db: opts.db,
    onPopupsChanged: (accountId) => {
      services.popupCache.invalidate(accountId);
      opts.onPopupsChanged?.(accountId);
    },
    dashboardDistDir: opts.dashboardDistDir ?? DEFAULT_DASHBOARD_DIST_DIR,
    ...(opts.signInLimits ? { signInLimits: opts.signInLimits } : {}),
  });
  return app;
}
