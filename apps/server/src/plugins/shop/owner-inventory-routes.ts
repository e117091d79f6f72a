/**
 * The shop's inventory settings in the owner API (WooCommerce's "Hold stock (minutes)"), behind the owner
 * API's session, cross-site and CSRF guards. The next sweep (hold-stock-sweep.ts) uses a saved value.
 */
import type { Db } from '@beckon/db';
import { type ShopInventorySettings, shopInventorySchema } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { loadInventorySettings, saveInventorySettings } from './hold-stock-repository.js';

export function registerShopInventoryRoutes(scope: FastifyInstance, db: Db): void {
  scope.get('/api/owner/shop/inventory', async (request): Promise<ShopInventorySettings> => {
    return loadInventorySettings(db, sessionOf(request).accountId);
  });

  scope.put<{ Body: ShopInventorySettings }>(
    '/api/owner/shop/inventory',
    { schema: { body: shopInventorySchema } },
    async (request): Promise<ShopInventorySettings> => {
      const accountId = sessionOf(request).accountId;
      await saveInventorySettings(db, accountId, request.body);
      return loadInventorySettings(db, accountId);
    },
  );
}
