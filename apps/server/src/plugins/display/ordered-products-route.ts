/**
 * POST /api/display/wix/save-ordered-products — what a store customer ordered (spec §7). The order is
 * recorded for the account named by `client_id`, and marks that customer's open cart report (of that
 * account only) as recovered with the order's value. Answers `{success: true}`.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { writeFailure } from '../../data/write-failure.js';
import { errors } from '../../errors.js';
import type { DisplayServices } from './services.js';
import { recordOrder } from './store-report-repository.js';
import { type OrderedProductsBody, orderedProductsBody } from './store-report-schemas.js';

export function registerOrderedProductsRoute(scope: FastifyInstance, services: DisplayServices, db: Db): void {
  scope.post<{ Body: OrderedProductsBody }>(
    '/api/display/wix/save-ordered-products',
    { schema: { body: orderedProductsBody } },
    async (request) => {
      const { client_id: clientId, customer_id: customerId, products, source_table: sourceTable } = request.body;
      if (!(await services.popupCache.account(clientId))) throw errors.clientNotFound(clientId);
      try {
        await db.transaction((tx) =>
          recordOrder(tx, { accountId: clientId, customerId, sourceTable, products }, new Date()),
        );
      } catch (err) {
        request.log.error({ err }, 'ordered products not stored');
        throw writeFailure(err);
      }
      return { success: true };
    },
  );
}
