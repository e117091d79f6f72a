/**
 * The shop settings in the owner API (issue 12, menu cart: `open_cart` click or hover and
 * `automatically_open_cart`), behind the owner API's session, cross-site and CSRF guards. A save reaches
 * this process's shop pages at once (they re-read the site's theme data) and other processes' within
 * the theme data's revalidation time.
 */
import { type ShopSettings, shopSettingsSchema } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { type OwnerContext, sessionOf } from '../owner/owner-context.js';
import { announcePageSaved } from '../site/store.js';
import { loadShopSettings, saveShopSettings } from './shop-settings-repository.js';

export function registerShopSettingsRoutes(scope: FastifyInstance, ctx: OwnerContext): void {
  scope.get('/api/owner/shop/settings', async (request): Promise<ShopSettings> => {
    return loadShopSettings(ctx.db, sessionOf(request).accountId);
  });

  scope.put<{ Body: ShopSettings }>(
    '/api/owner/shop/settings',
    { schema: { body: shopSettingsSchema } },
    async (request): Promise<ShopSettings> => {
      const accountId = sessionOf(request).accountId;
      await saveShopSettings(ctx.db, accountId, request.body);
      announcePageSaved(ctx.db, accountId);
      return loadShopSettings(ctx.db, accountId);
    },
  );
}
