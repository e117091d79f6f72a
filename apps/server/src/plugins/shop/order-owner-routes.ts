/**
 * The owner's Orders screen's API, registered inside the owner API behind its
 * session, cross-site and CSRF guards: a page of orders (optionally of one
 * status), all of them as CSV, one order, its status change, its refunds and
 * notes, and its mail sent again. Every query
 * takes the account from the session, so another account's order answers 404
 * exactly like a missing one.
 */
import type { Db, Queryable } from '@beckon/db';
import {
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  type OrderStatus,
  type OrderStatusBody,
  orderStatusBodySchema,
  orderStatusSchema,
  type ShopOrderDetail,
  type ShopOrdersAnswer,
  shopDayAt,
} from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { sessionOf } from '../../auth/index.js';
import { loadShopTimeZone } from '../../data/shop-time-zone.js';
import { errors } from '../../errors.js';
import { sendCsvFile } from '../../http/csv-file.js';
import type { Mailer } from '../../mail/outbox.js';
import { openCardSession } from './card-payment-repository.js';
import { catalogueChanged } from './catalogue-events.js';
import { changeOrderStatus, listOrders, orderDetail, ordersForExport } from './order-admin-repository.js';
import { type OrderMailEvent, queueOrderMails } from './order-mails.js';
import { addOrderNote, completeRefund, reserveRefund, undoRefund } from './order-refund-repository.js';
import { ordersCsv } from './orders-csv.js';
import { CARD } from './payment.js';
import { emptyBody } from './schemas.js';
import { type CardGateway, PaymentProviderError } from './stripe-gateway.js';

type Queued = Awaited<ReturnType<Mailer['queue']>>;

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

/**
 * A refund as the owner asks for it (here, not in owner-api: the dashboard's first screen loads that package,
 * and these schemas would weigh on it): an amount in cents and whether the items go back into stock.
 */
/** The most lines an order can have is far below this; a refund names each line at most once. */
const RESTOCK_LINES_MAX = 500;

/**
 * WooCommerce's refund form: the amount, and "Reponer los artículos reembolsados" with a quantity per line.
 * `restock` alone puts back everything the order has left; with `restock_lines`, those quantities.
 */
const orderRefundBodySchema = z
  .strictObject({
    amount_cents: z.number().int().min(1).max(100_000_000),
    restock: z.boolean(),
    restock_lines: z
      .array(
        z.strictObject({
          line_no: z.number().int().min(1).max(100_000),
          quantity: z.number().int().min(0).max(1_000_000),
        }),
      )
      .min(1)
      .max(RESTOCK_LINES_MAX)
      .refine((lines) => new Set(lines.map((l) => l.line_no)).size === lines.length, 'must name each line once')
      .optional(),
  })
  .refine((b) => b.restock || b.restock_lines === undefined, {
    path: ['restock_lines'],
    error: 'needs restock: true',
  });
type OrderRefundBody = z.infer<typeof orderRefundBodySchema>;

const NOTE_MAX = 2000;

/** A note as the owner writes it: private, or to the customer (who is mailed it). */
const orderNoteBodySchema = z.strictObject({
  text: z
    .string()
    .max(NOTE_MAX, { error: `must be at most ${NOTE_MAX} characters`, abort: true })
    .trim()
    .min(1, 'must not be empty')
    // Line breaks and tabs are a note's own; other control characters are not text.
    .refine((t) => !/[^\P{Cc}\t\n\r]/u.test(t), 'must not hold control characters'),
  to_customer: z.boolean(),
});
type OrderNoteBody = z.infer<typeof orderNoteBodySchema>;

const labelOf = (status: OrderStatus) => ORDER_STATUS_LABELS[status].toLowerCase();

/** "cancelled", "processing or cancelled", "no other status". */
function choices(statuses: readonly OrderStatus[]): string {
  if (statuses.length === 0) return 'no other status';
  const names = statuses.map(labelOf);
  return names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

export interface ShopOrderRoutesOptions {
  db: Db;
  mailer: Mailer;
  /** Card refunds go through it; null: the server takes no card payments. */
  card: CardGateway | null;
}

export function registerShopOrderRoutes(scope: FastifyInstance, opts: ShopOrderRoutesOptions): void {
  const { db, mailer } = opts;
  /** Queues `event`'s mails in `tx` and keeps them to hand to delivery after the commit. */
  const mailsOf =
    (pending: Queued[], accountId: string, orderNumber: number, event: OrderMailEvent) => async (tx: Queryable) => {
      pending.push(...(await queueOrderMails(tx, mailer, accountId, orderNumber, event, scope.publicOrigin.get())));
    };
  const deliver = (pending: Queued[]) => {
    for (const mail of pending) mailer.deliver(mail);
  };

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
      const accountId = sessionOf(request).accountId;
      const orders = await ordersForExport(db, accountId, request.query.status ?? null, CSV_MAX_ROWS);
      // The file is named for the shop's day, as its times are written in the shop's clock.
      const timeZone = await loadShopTimeZone(db, accountId);
      return sendCsvFile(reply, 'orders', ordersCsv(orders, timeZone), shopDayAt(Date.now(), timeZone));
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
      // An unpaid card order gives its stock back only once Stripe's payment page is closed, so no payment
      // can come for stock sold again; one its customer has just paid waits for the payment instead.
      const session =
        opts.card && (to === 'cancelled' || to === 'failed') ? await openCardSession(db, accountId, number) : null;
      if (opts.card && session) {
        const closing = await opts.card.closeCheckout(session);
        if (closing === 'complete') throw errors.orderPaidMeanwhile(number);
        if (closing === 'unreachable')
          throw errors.paymentProviderFailed('Stripe could not close the order’s payment page; try again in a moment');
      }
      const pending: Queued[] = [];
      const change = await changeOrderStatus(db, accountId, number, to, (tx, moved) =>
        mailsOf(pending, accountId, number, { kind: 'status', ...moved })(tx),
      );
      deliver(pending);
      if (change.ok && (to === 'cancelled' || to === 'failed')) catalogueChanged(db, accountId);
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

  scope.post<{ Params: z.infer<typeof orderParams>; Body: OrderRefundBody }>(
    '/api/owner/shop/orders/:orderNumber/refunds',
    { schema: { params: orderParams, body: orderRefundBodySchema }, config: { ownerOnly: 'refund orders' } },
    async (request, reply): Promise<ShopOrderDetail> => {
      const accountId = sessionOf(request).accountId;
      const number = Number(request.params.orderNumber);
      const { amount_cents: amount, restock, restock_lines: lines } = request.body;
      const choice = !restock
        ? 'none'
        : lines === undefined
          ? 'all'
          : lines.map((l) => ({ lineNo: l.line_no, quantity: l.quantity }));
      const started = await reserveRefund(db, accountId, number, amount, choice);
      if (!started.ok) {
        if (started.reason === 'not-found') throw errors.orderNotFound(request.params.orderNumber);
        if (started.reason === 'status') throw errors.refundNotAllowed(number, labelOf(started.status));
        if (started.reason === 'unknown-line') throw errors.refundRestockLine(started.lineNo, null);
        if (started.reason === 'too-many') throw errors.refundRestockLine(started.lineNo, started.left);
        throw errors.refundTooLarge(started.leftCents);
      }
      // A card order's money goes back through the provider; an offline one is recorded (paid back by hand).
      let providerRef: string | null = null;
      if (started.paymentMethod === CARD && started.paymentIntent !== null) {
        if (!opts.card) {
          await undoRefund(db, accountId, number, started.refundNo);
          throw errors.paymentProviderFailed('card payments are not configured on this server (STRIPE_SECRET_KEY)');
        }
        try {
          providerRef = (
            await opts.card.refund(started.paymentIntent, amount, `refund-${accountId}-${number}-${started.refundNo}`)
          ).id;
        } catch (err) {
          await undoRefund(db, accountId, number, started.refundNo);
          if (err instanceof PaymentProviderError) throw errors.paymentProviderFailed(err.message);
          throw err;
        }
      }
      const pending: Queued[] = [];
      const done = await completeRefund(
        db,
        accountId,
        number,
        { refundNo: started.refundNo, providerRef },
        mailsOf(pending, accountId, number, { kind: 'refund', refundNo: started.refundNo, amountCents: amount }),
      );
      deliver(pending);
      if (done.restocked) catalogueChanged(db, accountId);
      const order = await orderDetail(db, accountId, number);
      if (!order) throw errors.orderNotFound(request.params.orderNumber);
      return reply.code(201).send(order);
    },
  );

  scope.post<{ Params: z.infer<typeof orderParams>; Body: OrderNoteBody }>(
    '/api/owner/shop/orders/:orderNumber/notes',
    { schema: { params: orderParams, body: orderNoteBodySchema } },
    async (request, reply): Promise<ShopOrderDetail> => {
      const accountId = sessionOf(request).accountId;
      const number = Number(request.params.orderNumber);
      const { text, to_customer: toCustomer } = request.body;
      const pending: Queued[] = [];
      const added = await db.transaction(async (tx) => {
        if (!(await addOrderNote(tx, accountId, number, text, toCustomer))) return false;
        if (toCustomer) await mailsOf(pending, accountId, number, { kind: 'note', note: text })(tx);
        return true;
      });
      if (!added) throw errors.orderNotFound(request.params.orderNumber);
      deliver(pending);
      const order = await orderDetail(db, accountId, number);
      if (!order) throw errors.orderNotFound(request.params.orderNumber);
      return reply.code(201).send(order);
    },
  );

  scope.post<{ Params: z.infer<typeof orderParams>; Body: z.infer<typeof emptyBody> }>(
    '/api/owner/shop/orders/:orderNumber/resend-mail',
    { schema: { params: orderParams, body: emptyBody } },
    async (request): Promise<{ sent_to: string }> => {
      const accountId = sessionOf(request).accountId;
      const number = Number(request.params.orderNumber);
      const pending: Queued[] = [];
      await db.transaction((tx) => mailsOf(pending, accountId, number, { kind: 'resend' })(tx));
      const mail = pending[0];
      if (!mail) throw errors.orderNotFound(request.params.orderNumber);
      deliver(pending);
      return { sent_to: mail.to };
    },
  );
}
