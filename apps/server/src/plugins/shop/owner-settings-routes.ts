/**
 * The shop settings in the owner API (the menu cart's `open_cart` click or hover and
 * `automatically_open_cart`), behind the owner API's session, cross-site and CSRF guards. A save reaches
 * this process's shop pages at once (they re-read the site's theme data) and other processes' within
 * the theme data's revalidation time.
 */
import type { Db } from '@beckon/db';
import { type ShopSettings, shopSettingsSchema } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { announcePageSaved } from '../site/index.js';
import { loadShopSettings, saveShopSettings } from './shop-settings-repository.js';

export function registerShopSettingsRoutes(scope: FastifyInstance, db: Db): void {
  scope.get('/api/owner/shop/settings', async (request): Promise<ShopSettings> => {
    return loadShopSettings(db, sessionOf(request).accountId);
  });

  scope.put<{ Body: ShopSettings }>(
    '/api/owner/shop/settings',
    { schema: { body: shopSettingsSchema } },
    async (request): Promise<ShopSettings> => {
      const accountId = sessionOf(request).accountId;
      await saveShopSettings(db, accountId, request.body);
      announcePageSaved(db, accountId);
      return loadShopSettings(db, accountId);
    },
  );
}
