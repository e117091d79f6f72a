/**
 * The display service's visitor-facing routes (spec §7), all under
 * /api/display. Each route lives in its own file; this plugin wires them to
 * the shared services.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { registerClickRoute } from './click-route.js';
import { registerClosedRoute } from './closed-route.js';
import { registerContentRoute } from './content-route.js';
import { registerConversionRoute } from './conversion-route.js';
import { registerDisplayRoute, type WixCartDetailsOf } from './display-route.js';
import { registerEmailDomainsRoute } from './email-domains-route.js';
import { registerGameRoute } from './game-route.js';
import { registerLimitLogsRoute } from './limit-logs-route.js';
import { registerOrderedProductsRoute } from './ordered-products-route.js';
import type { DisplayServices } from './services.js';
import { registerStoreClientIdRoute } from './store-client-id-route.js';
import { registerViewedRoute } from './viewed-route.js';
import { registerVisitorActivityRoutes } from './visitor-activity-route.js';

export { addPoolCodes, poolSummary } from './game-service.js';
export { createDisplayServices, type DisplayServices } from './services.js';
export { recordOrder, recordShopOrder, reportShopCarts } from './store-report-repository.js';

export async function displayPlugin(
  scope: FastifyInstance,
  opts: { services: DisplayServices; db: Db; wixCartDetails?: WixCartDetailsOf },
): Promise<void> {
  const { services } = opts;
  // Static paths are registered as well as /api/display/:clientId; find-my-way prefers the static ones.
  registerEmailDomainsRoute(scope);
  registerContentRoute(scope, services);
  registerClickRoute(scope, services);
  registerViewedRoute(scope, services);
  registerClosedRoute(scope, services);
  registerGameRoute(scope, services);
  registerVisitorActivityRoutes(scope, services, opts.db);
  registerLimitLogsRoute(scope, services, opts.db);
  registerOrderedProductsRoute(scope, services, opts.db);
  registerStoreClientIdRoute(scope, opts.db);
  registerDisplayRoute(scope, services, opts.wixCartDetails);
  await registerConversionRoute(scope, services);
}
