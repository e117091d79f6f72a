/**
 * The shop's shipping in the owner API (zones, their methods, shipping classes), behind the owner API's
 * session, cross-site and CSRF guards. Carts read the document in their own query, so a save reprices
 * every cart at once.
 */
import type { Db } from '@beckon/db';
import { type ShopShipping, shopShippingSchema } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { loadShipping, saveShipping } from './shipping-repository.js';

export function registerShopShippingRoutes(scope: FastifyInstance, db: Db): void {
  scope.get('/api/owner/shop/shipping', async (request): Promise<ShopShipping> => {
    return loadShipping(db, sessionOf(request).accountId);
  });

  scope.put<{ Body: ShopShipping }>(
    '/api/owner/shop/shipping',
    { schema: { body: shopShippingSchema } },
    async (request): Promise<ShopShipping> => {
      const accountId = sessionOf(request).accountId;
      await saveShipping(db, accountId, request.body);
      return loadShipping(db, accountId);
    },
  );
}
