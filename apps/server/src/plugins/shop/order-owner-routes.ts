/**
 * The owner's Orders screen's API, registered inside the owner API behind its
 * session, cross-site and CSRF guards: a page of orders (optionally of one
 * status), all of them as CSV, one order, and its status change. Every query
 * takes the account from the session, so another account's order answers 404
 * exactly like a missing one.
 */
import type { Db } from '@beckon/db';
import {
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  type OrderStatus,
  type OrderStatusBody,
  orderStatusBodySchema,
  orderStatusSchema,
  type ShopOrderDetail,
  type ShopOrdersAnswer,
} from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { sessionOf } from '../../auth/index.js';
import { errors } from '../../errors.js';
import { changeOrderStatus, listOrders, orderDetail, ordersForExport } from './order-admin-repository.js';
import { ordersCsv } from './orders-csv.js';

const PAGE_SIZE = 25;
/** A small business's shop stays far below this; the cap keeps one download's memory bounded. */
const CSV_MAX_ROWS = 10_000;

const listQuery = z
  .object({
    status: orderStatusSchema.optional(),
    page: z
      .string()
      .max(6)
      .regex(/^[1-9]\d*$/, 'must be a page number from 1')
      .optional(),
  })
  .strict();
const csvQuery = z.object({ status: orderStatusSchema.optional() }).strict();
const orderParams = z
  .object({
    orderNumber: z
      .string()
      .max(9)
      .regex(/^[1-9]\d{0,8}$/, 'must be an order number'),
  })
  .strict();

const labelOf = (status: OrderStatus) => ORDER_STATUS_LABELS[status].toLowerCase();

/** "cancelled", "processing or cancelled", "no other status". */
function choices(statuses: readonly OrderStatus[]): string {
  if (statuses.length === 0) return 'no other status';
  const names = statuses.map(labelOf);
  return names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

export function registerShopOrderRoutes(scope: FastifyInstance, db: Db): void {
  scope.get<{ Querystring: z.infer<typeof listQuery> }>(
    '/api/owner/shop/orders',
    { schema: { querystring: listQuery } },
    async (request): Promise<ShopOrdersAnswer> => {
      const page = Number(request.query.page ?? 1);
      const { orders, total } = await listOrders(
        db,
        sessionOf(request).accountId,
        request.query.status ?? null,
        (page - 1) * PAGE_SIZE,
        PAGE_SIZE,
      );
      return { orders, total, page, page_size: PAGE_SIZE };
    },
  );

  scope.get<{ Querystring: z.infer<typeof csvQuery> }>(
    '/api/owner/shop/orders.csv',
    { schema: { querystring: csvQuery } },
    async (request, reply) => {
      const orders = await ordersForExport(
        db,
        sessionOf(request).accountId,
        request.query.status ?? null,
        CSV_MAX_ROWS,
      );
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(ordersCsv(orders));
    },
  );

  scope.get<{ Params: z.infer<typeof orderParams> }>(
    '/api/owner/shop/orders/:orderNumber',
    { schema: { params: orderParams } },
    async (request): Promise<ShopOrderDetail> => {
      const order = await orderDetail(db, sessionOf(request).accountId, Number(request.params.orderNumber));
      if (!order) throw errors.orderNotFound(request.params.orderNumber);
      return order;
    },
  );

  scope.put<{ Params: z.infer<typeof orderParams>; Body: OrderStatusBody }>(
    '/api/owner/shop/orders/:orderNumber/status',
    { schema: { params: orderParams, body: orderStatusBodySchema } },
    async (request): Promise<ShopOrderDetail> => {
      const accountId = sessionOf(request).accountId;
      const number = Number(request.params.orderNumber);
      const to = request.body.status;
      const change = await changeOrderStatus(db, accountId, number, to);
      if (!change.ok && change.reason === 'not-found') throw errors.orderNotFound(request.params.orderNumber);
      if (!change.ok && change.reason === 'not-allowed')
        throw change.from === to
          ? errors.orderAlreadyInStatus(number, labelOf(to))
          : errors.orderStatusNotAllowed(labelOf(change.from), labelOf(to), choices(ORDER_TRANSITIONS[change.from]));
      const order = await orderDetail(db, accountId, number);
      if (!order) throw errors.orderNotFound(request.params.orderNumber);
      return order;
    },
  );
}
