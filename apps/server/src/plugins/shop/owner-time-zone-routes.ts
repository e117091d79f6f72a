/**
 * The shop's time zone in the owner API, behind the owner API's session, cross-site and CSRF guards. A save
 * reaches this process's shop pages at once (a scheduled sale may start or end with it) and other
 * processes' within the theme data's revalidation time.
 */
import type { Db } from '@beckon/db';
import { type ShopTimeZone, shopTimeZoneSchema } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { loadShopTimeZone, saveShopTimeZone } from '../../data/shop-time-zone.js';
import { announcePageSaved } from '../site/index.js';

export function registerShopTimeZoneRoutes(scope: FastifyInstance, db: Db): void {
  scope.get('/api/owner/shop/time-zone', async (request): Promise<ShopTimeZone> => {
    return { time_zone: await loadShopTimeZone(db, sessionOf(request).accountId) };
  });

  scope.put<{ Body: ShopTimeZone }>(
    '/api/owner/shop/time-zone',
    { schema: { body: shopTimeZoneSchema } },
    async (request): Promise<ShopTimeZone> => {
      const accountId = sessionOf(request).accountId;
      await saveShopTimeZone(db, accountId, request.body.time_zone);
      announcePageSaved(db, accountId);
      return { time_zone: await loadShopTimeZone(db, accountId) };
    },
  );
}
