/**
 * The owner's invoice and packing slip (WooCommerce's PDF invoices), and the shop's legal details the
 * invoice names as its seller, in the owner API behind its session, cross-site and CSRF guards. The
 * first download of an order's invoice issues it with the shop's next number (invoice-repository.ts);
 * later downloads print the same invoice. A refund's corrective invoice was issued with the refund
 * (corrective-invoice-repository.ts); its download only prints it. A refund from before those existed
 * gets its missing one when the owner issues it from the order screen, and the customer gets it by mail
 * as a refund's own would have brought it.
 */
import type { Db } from '@beckon/db';
import {
  ORDER_STATUS_LABELS,
  type ShopLegalDetails,
  type ShopOrderDetail,
  shopLegalDetailsSchema,
} from '@beckon/owner-api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod';
import { sessionOf } from '../../auth/index.js';
import { errors } from '../../errors.js';
import type { Mailer } from '../../mail/outbox.js';
import { correctiveInvoiceFile } from './corrective-invoice-file.js';
import {
  findCorrective,
  issueMissingCorrective,
  type MissingCorrectiveOutcome,
} from './corrective-invoice-repository.js';
import { type InvoiceOutcome, issueInvoice, loadLegalDetails, saveLegalDetails } from './invoice-repository.js';
import { orderDetail } from './order-admin-repository.js';
import { queueOrderMails } from './order-mails.js';
import { findOrder } from './order-repository.js';
import { renderPdf } from './pdf-document.js';
import { invoiceDocument, packingSlipDocument } from './printed-document.js';
import { emptyBody } from './schemas.js';

const orderParams = z
  .object({
    orderNumber: z
      .string()
      .max(9)
      .regex(/^[1-9]\d{0,8}$/, 'must be an order number'),
  })
  .strict();
type OrderParams = { Params: z.infer<typeof orderParams> };

const refundParams = orderParams
  .extend({
    refundNo: z
      .string()
      .max(6)
      .regex(/^[1-9]\d{0,5}$/, 'must be a refund number'),
  })
  .strict();

/** Sends a PDF to download under `fileName`; never cached (it names a customer). */
export function sendPdf(reply: FastifyReply, fileName: string, bytes: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}

/** The owner's refusal for an invoice that could not be had. */
function refusal(outcome: Exclude<InvoiceOutcome, { ok: true }>, orderNumber: number) {
  if (outcome.reason === 'not-found') return errors.orderNotFound(String(orderNumber));
  if (outcome.reason === 'status')
    return errors.invoiceNotIssuable(orderNumber, ORDER_STATUS_LABELS[outcome.status].toLowerCase());
  return errors.invoiceLegalDetailsMissing();
}

/** The owner's refusal for a corrective invoice that could not be issued. */
function correctiveRefusal(
  outcome: Exclude<MissingCorrectiveOutcome, { ok: true }>,
  orderNumber: number,
  refundNo: number,
) {
  if (outcome.reason === 'order-not-found') return errors.orderNotFound(String(orderNumber));
  if (outcome.reason === 'refund-not-found') return errors.refundNotFound(orderNumber, refundNo);
  if (outcome.reason === 'refund-pending') return errors.refundPending(orderNumber, refundNo);
  return errors.correctiveWithoutInvoice(orderNumber);
}

export function registerShopInvoiceRoutes(scope: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }): void {
  scope.get('/api/owner/shop/legal', async (request): Promise<ShopLegalDetails> => {
    return loadLegalDetails(db, sessionOf(request).accountId);
  });

  scope.put<{ Body: ShopLegalDetails }>(
    '/api/owner/shop/legal',
    { schema: { body: shopLegalDetailsSchema } },
    async (request): Promise<ShopLegalDetails> => {
      const accountId = sessionOf(request).accountId;
      await saveLegalDetails(db, accountId, request.body);
      return loadLegalDetails(db, accountId);
    },
  );

  scope.get<OrderParams>(
    '/api/owner/shop/orders/:orderNumber/invoice.pdf',
    { schema: { params: orderParams } },
    async (request, reply) => {
      const accountId = sessionOf(request).accountId;
      const number = Number(request.params.orderNumber);
      const outcome = await issueInvoice(db, accountId, number);
      if (!outcome.ok) throw refusal(outcome, number);
      const order = await findOrder(db, accountId, number, null);
      if (!order) throw errors.orderNotFound(request.params.orderNumber);
      const pdf = await renderPdf(invoiceDocument(order, outcome.invoice), outcome.invoice.seller.name);
      return sendPdf(reply, `factura-${outcome.invoice.invoiceNumber}.pdf`, pdf);
    },
  );

  scope.get<{ Params: z.infer<typeof refundParams> }>(
    '/api/owner/shop/orders/:orderNumber/refunds/:refundNo/invoice.pdf',
    { schema: { params: refundParams } },
    async (request, reply) => {
      const accountId = sessionOf(request).accountId;
      const number = Number(request.params.orderNumber);
      const refundNo = Number(request.params.refundNo);
      const order = await findOrder(db, accountId, number, null);
      if (!order) throw errors.orderNotFound(request.params.orderNumber);
      const corrective = await findCorrective(db, accountId, number, refundNo);
      if (!corrective) throw errors.correctiveInvoiceNotFound(number, refundNo);
      const file = await correctiveInvoiceFile(order, corrective);
      return sendPdf(reply, file.filename, file.content);
    },
  );

  // Issues a refund's missing corrective invoice, mails it to the customer with the refund's mail, and
  // answers the order: 201 when issued now, 200 when the refund already had one (a repeated click changes
  // and mails nothing).
  scope.post<{ Params: z.infer<typeof refundParams> }>(
    '/api/owner/shop/orders/:orderNumber/refunds/:refundNo/invoice',
    {
      schema: { params: refundParams, body: emptyBody },
      config: { ownerOnly: 'issue corrective invoices' },
    },
    async (request, reply): Promise<ShopOrderDetail> => {
      const accountId = sessionOf(request).accountId;
      const number = Number(request.params.orderNumber);
      const refundNo = Number(request.params.refundNo);
      const mails: Awaited<ReturnType<typeof queueOrderMails>> = [];
      const outcome = await issueMissingCorrective(db, accountId, number, refundNo, async (tx, refund) => {
        const event = { kind: 'refund', refundNo, amountCents: refund.amountCents } as const;
        mails.push(...(await queueOrderMails(tx, mailer, accountId, number, event, scope.publicOrigin.get())));
      });
      if (!outcome.ok) throw correctiveRefusal(outcome, number, refundNo);
      for (const mail of mails) mailer.deliver(mail);
      const order = await orderDetail(db, accountId, number);
      if (!order) throw errors.orderNotFound(request.params.orderNumber);
      return reply.code(outcome.issued ? 201 : 200).send(order);
    },
  );

  scope.get<OrderParams>(
    '/api/owner/shop/orders/:orderNumber/packing-slip.pdf',
    { schema: { params: orderParams } },
    async (request, reply) => {
      const accountId = sessionOf(request).accountId;
      const order = await findOrder(db, accountId, Number(request.params.orderNumber), null);
      if (!order) throw errors.orderNotFound(request.params.orderNumber);
      const shopName = order.siteName ?? (await loadLegalDetails(db, accountId)).legal_name;
      const pdf = await renderPdf(packingSlipDocument(order, shopName), shopName);
      return sendPdf(reply, `albaran-${order.orderNumber}.pdf`, pdf);
    },
  );
}
