/**
 * The Store reports screen's Orders view owner API: GET /api/owner/store-orders (a page of orders) and
 * GET /api/owner/store-orders.csv (every matching order as a download). Both first read what a connected
 * site-builder site has new (syncStoreReports), as the reports do, so its orders show without a job.
 */
import {
  type StoreOrdersAnswer,
  type StoreOrdersQuery,
  storeOrdersCsvQuerySchema,
  storeOrdersQuerySchema,
} from '@beckon/owner-api/store-orders';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { sendCsvFile } from '../../http/csv-file.js';
import type { OwnerContext } from './owner-context.js';
import { STORE_LIST_CSV_MAX_ROWS, STORE_LIST_PAGE_SIZE } from './store-list-paging.js';
import { storeOrdersCsv } from './store-orders-csv.js';
import { allStoreOrders, queryStoreOrders } from './store-orders-repository.js';

export function registerStoreOrdersRoutes(scope: FastifyInstance, ctx: OwnerContext): void {
  scope.get<{ Querystring: StoreOrdersQuery }>(
    '/api/owner/store-orders',
    { schema: { querystring: storeOrdersQuerySchema } },
    async (request): Promise<StoreOrdersAnswer> => {
      const page = request.query.page ?? 1;
      const filter = { accountId: sessionOf(request).accountId, period: request.query.period, now: new Date() };
      await ctx.syncStoreReports(filter.accountId, filter.now);
      const { orders, total } = await queryStoreOrders(ctx.db, filter, page, STORE_LIST_PAGE_SIZE);
      return { orders, total, page, page_size: STORE_LIST_PAGE_SIZE };
    },
  );

  scope.get<{ Querystring: Omit<StoreOrdersQuery, 'page'> }>(
    '/api/owner/store-orders.csv',
    { schema: { querystring: storeOrdersCsvQuerySchema } },
    async (request, reply) => {
      const filter = { accountId: sessionOf(request).accountId, period: request.query.period, now: new Date() };
      await ctx.syncStoreReports(filter.accountId, filter.now);
      const orders = await allStoreOrders(ctx.db, filter, STORE_LIST_CSV_MAX_ROWS);
      return sendCsvFile(reply, 'beckon-store-orders', storeOrdersCsv(orders));
    },
  );
}
