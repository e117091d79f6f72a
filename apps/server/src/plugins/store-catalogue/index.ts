/**
 * Store-platform catalogues (the Shopify-style store, the Wix-style site builder) and our own shop's, for
 * the widget's product blocks: the signed and the dashboard imports, the recommendation routes and the
 * price-rules read. The pop-up and account checks come from the display service, passed in by app.ts.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { ownerApi } from '../../auth/index.js';
import type { SecretBox } from '../../secret-box.js';
import { createCatalogueCache } from './catalogue-cache.js';
import { registerOwnerCatalogueRoutes, registerSignedImportRoute } from './import-routes.js';
import { registerPriceRulesRoute } from './price-rules-route.js';
import { type PopupInAccount, registerRecommendationRoutes } from './recommendation-route.js';
import { registerOwnerWixConnectionRoutes } from './wix-connection-owner-routes.js';
import { registerWixConnectionRoutes } from './wix-connection-route.js';
import type { WixConnections } from './wix-connections.js';
import type { WixReportSync } from './wix-report-sync.js';

export { createWixCartDetailsReader } from './wix-carts.js';
export { createWixConnections } from './wix-connections.js';
export { createWixContactLookup } from './wix-contact-lookup.js';
export { createWixReportSync } from './wix-report-sync.js';

export interface StoreCataloguePluginOptions {
  db: Db;
  popupInAccount: PopupInAccount;
  clientExists: (clientId: string) => Promise<boolean>;
  /** Seals the Wix-style sites' API keys; null when the server has no SECRETS_KEY. */
  secretBox: SecretBox | null;
  /** The accounts' Wix-style site connections, cached for the display route (shared with it by app.ts). */
  wixConnections: WixConnections;
  /** Where Wix-style sites' REST API is reached (the owner's key is tried there before it is saved). */
  wixApiOrigin: string;
  /** Where the site's orders were last read, for the owner's Wix screen (and the key's check on connecting). */
  wixReportSync: WixReportSync;
}

export async function storeCataloguePlugin(scope: FastifyInstance, opts: StoreCataloguePluginOptions): Promise<void> {
  const catalogues = createCatalogueCache(opts.db);
  await registerRecommendationRoutes(scope, catalogues, opts.popupInAccount);
  registerPriceRulesRoute(scope, opts.db, opts.clientExists);
  registerSignedImportRoute(scope, opts.db, catalogues);
  registerWixConnectionRoutes(scope, opts.db, opts.wixConnections, opts.secretBox);
  await scope.register(
    ownerApi(opts.db, (owned) => {
      registerOwnerCatalogueRoutes(owned, opts.db, catalogues);
      registerOwnerWixConnectionRoutes(
        owned,
        opts.wixConnections,
        opts.secretBox,
        opts.wixApiOrigin,
        opts.wixReportSync,
      );
    }),
  );
}
