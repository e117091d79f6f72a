/**
 * The shop's taxes in the owner API (each tax class's rate and whether prices are entered with tax),
 * behind the owner API's session, cross-site and CSRF guards. A save reprices the carts at once (they
 * read the rates in their own query) and drops this process's cached shop pages, whose price lines
 * say whether IVA is included.
 */
import type { Db } from '@beckon/db';
import { type ShopTaxSettings, shopTaxSettingsSchema } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { catalogueChanged } from './catalogue-events.js';
import { loadTaxSettings, saveTaxSettings } from './tax-settings-repository.js';

export function registerShopTaxRoutes(scope: FastifyInstance, db: Db): void {
  scope.get('/api/owner/shop/taxes', async (request): Promise<ShopTaxSettings> => {
    return loadTaxSettings(db, sessionOf(request).accountId);
  });

  scope.put<{ Body: ShopTaxSettings }>(
    '/api/owner/shop/taxes',
    { schema: { body: shopTaxSettingsSchema } },
    async (request): Promise<ShopTaxSettings> => {
      const accountId = sessionOf(request).accountId;
      await saveTaxSettings(db, accountId, request.body);
      catalogueChanged(db, accountId);
      return loadTaxSettings(db, accountId);
    },
  );
}
