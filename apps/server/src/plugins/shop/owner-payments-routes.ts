/**
 * The shop's payment settings in the owner API (GET/PUT /api/owner/shop/payments: the bank account a bank
 * transfer is paid into), behind the owner API's session, cross-site and CSRF guards; owners and editors
 * change it like the other shop settings. The checkout reads it on each request, so a save shows at once.
 */
import type { Db } from '@beckon/db';
import { type ShopPaymentSettings, shopPaymentSettingsSchema } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { loadPaymentSettings, savePaymentSettings } from './payment-settings-repository.js';

export function registerShopPaymentRoutes(scope: FastifyInstance, db: Db): void {
  scope.get('/api/owner/shop/payments', async (request): Promise<ShopPaymentSettings> => {
    return loadPaymentSettings(db, sessionOf(request).accountId);
  });

  scope.put<{ Body: ShopPaymentSettings }>(
    '/api/owner/shop/payments',
    { schema: { body: shopPaymentSettingsSchema } },
    async (request): Promise<ShopPaymentSettings> => {
      const accountId = sessionOf(request).accountId;
      await savePaymentSettings(db, accountId, request.body);
      return loadPaymentSettings(db, accountId);
    },
  );
}
