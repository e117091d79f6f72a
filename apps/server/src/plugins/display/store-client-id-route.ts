/**
 * GET /api/display/store/client-id?shop=… — the client id of the account that registered this store
 * platform shop (the loader on a shop knows only the shop's domain). An unregistered shop is a 404.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { errors } from '../../errors.js';
import { accountOfShop } from './store-report-repository.js';
import { type StoreClientIdQuery, storeClientIdQuery } from './store-report-schemas.js';

export function registerStoreClientIdRoute(scope: FastifyInstance, db: Db): void {
  scope.get<{ Querystring: StoreClientIdQuery }>(
    '/api/display/store/client-id',
    { schema: { querystring: storeClientIdQuery } },
    async (request) => {
      const clientId = await accountOfShop(db, request.query.shop);
      if (clientId === null) throw errors.shopNotRegistered(request.query.shop);
      return { success: true, client_id: clientId };
    },
  );
}
