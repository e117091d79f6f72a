/**
 * The customer's invoice: a link on the order-received page and on My account's order view, where the
 * order can have one (already issued, or processing or completed in a shop whose legal details are
 * set). Opening it issues the invoice as the owner's download does (invoice-repository.ts). The
 * order-received page's key, or the signed-in customer's own order, is what lets a visitor have it;
 * anything else is the 404 a missing order gets. The corrective invoices its refunds issued are listed
 * and downloaded beside it, under the same keys.
 */
import type { Queryable } from '@beckon/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../../errors.js';
import { siteOf } from '../../sites/index.js';
import { correctiveInvoiceFile } from './corrective-invoice-file.js';
import { correctiveNumber, findCorrective } from './corrective-invoice-repository.js';
import { customerOrderKey } from './customer-repository.js';
import { signedInCustomer } from './customer-session.js';
import { issueInvoice } from './invoice-repository.js';
import { findOrder, type StoredOrder } from './order-repository.js';
import { sendPdf } from './owner-invoice-routes.js';
import { renderPdf } from './pdf-document.js';
import { canIssueInvoice, invoiceDocument } from './printed-document.js';
import { correctiveParams, orderParams, orderQuery } from './schemas.js';
import type { ShopRoutesContext } from './shop-pages.js';

/** Where the customer downloads the order's invoice, or undefined when it can have none (yet). */
export async function invoiceHrefOf(
  db: Queryable,
  accountId: string,
  order: StoredOrder,
  base: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ issued: boolean; seller: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM shop_invoices WHERE account_id = $1 AND order_number = $2) AS issued,
            EXISTS (SELECT 1 FROM shop_legal_details
                     WHERE account_id = $1 AND legal_name <> '' AND tax_id <> '') AS seller`,
    [accountId, order.orderNumber],
  );
  const r = rows[0];
  return r?.issued || (r?.seller && canIssueInvoice(order.status)) ? base : undefined;
}

/** The order's corrective invoices, each with where the customer downloads it (`pathOf` its refund's). */
export async function correctiveLinksOf(
  db: Queryable,
  accountId: string,
  orderNumber: number,
  pathOf: (refundNo: number) => string,
): Promise<{ number: string; href: string }[]> {
  const { rows } = await db.query<{ refund_no: number; series: string; number: number }>(
    `SELECT refund_no, series, number FROM shop_corrective_invoices
      WHERE account_id = $1 AND order_number = $2 ORDER BY refund_no`,
    [accountId, orderNumber],
  );
  return rows.map((r) => ({
    number: correctiveNumber(r.series, Number(r.number)),
    href: pathOf(Number(r.refund_no)),
  }));
}

export const receivedCorrectivePath = (orderNumber: number, accessKey: string) => (refundNo: number) =>
  `/finalizar-compra/pedido-recibido/${orderNumber}/rectificativa/${refundNo}/factura.pdf?clave=${accessKey}`;
export const accountCorrectivePath = (orderNumber: number) => (refundNo: number) =>
  `/mi-cuenta/ver-pedido/${orderNumber}/rectificativa/${refundNo}/factura.pdf`;
export const receivedInvoicePath = (orderNumber: number, accessKey: string) =>
  `/finalizar-compra/pedido-recibido/${orderNumber}/factura.pdf?clave=${accessKey}`;
export const accountInvoicePath = (orderNumber: number) => `/mi-cuenta/ver-pedido/${orderNumber}/factura.pdf`;

export function registerCustomerInvoiceRoutes(scope: FastifyInstance, ctx: ShopRoutesContext): void {
  const { db } = ctx;

  async function sendInvoice(request: FastifyRequest, reply: Parameters<typeof sendPdf>[0], order: StoredOrder | null) {
    const { accountId } = siteOf(request);
    const path = request.url.split('?')[0] ?? '/';
    if (!order) throw errors.pageNotFound(path);
    const outcome = await issueInvoice(db, accountId, order.orderNumber);
    if (!outcome.ok) throw errors.pageNotFound(path);
    const pdf = await renderPdf(invoiceDocument(order, outcome.invoice), outcome.invoice.seller.name);
    return sendPdf(reply, `factura-${outcome.invoice.invoiceNumber}.pdf`, pdf);
  }

  async function sendCorrective(
    request: FastifyRequest,
    reply: Parameters<typeof sendPdf>[0],
    order: StoredOrder | null,
    refundNo: number,
  ) {
    const { accountId } = siteOf(request);
    const path = request.url.split('?')[0] ?? '/';
    const corrective = order ? await findCorrective(db, accountId, order.orderNumber, refundNo) : null;
    if (!order || !corrective) throw errors.pageNotFound(path);
    const file = await correctiveInvoiceFile(order, corrective);
    return sendPdf(reply, file.filename, file.content);
  }

  scope.get<{ Params: { numero: string; reembolso: string }; Querystring: { clave: string } }>(
    '/finalizar-compra/pedido-recibido/:numero/rectificativa/:reembolso/factura.pdf',
    { schema: { params: correctiveParams, querystring: orderQuery } },
    async (request, reply) => {
      const { accountId } = siteOf(request);
      const order = await findOrder(db, accountId, Number(request.params.numero), request.query.clave);
      return sendCorrective(request, reply, order, Number(request.params.reembolso));
    },
  );

  scope.get<{ Params: { numero: string; reembolso: string } }>(
    '/mi-cuenta/ver-pedido/:numero/rectificativa/:reembolso/factura.pdf',
    { schema: { params: correctiveParams } },
    async (request, reply) => {
      const { accountId } = siteOf(request);
      const who = await signedInCustomer(db, accountId, request);
      const number = Number(request.params.numero);
      const key = who ? await customerOrderKey(db, accountId, who.customer.customerId, number) : null;
      const order = key === null ? null : await findOrder(db, accountId, number, key);
      return sendCorrective(request, reply, order, Number(request.params.reembolso));
    },
  );

  scope.get<{ Params: { numero: string }; Querystring: { clave: string } }>(
    '/finalizar-compra/pedido-recibido/:numero/factura.pdf',
    { schema: { params: orderParams, querystring: orderQuery } },
    async (request, reply) => {
      const { accountId } = siteOf(request);
      const order = await findOrder(db, accountId, Number(request.params.numero), request.query.clave);
      return sendInvoice(request, reply, order);
    },
  );

  scope.get<{ Params: { numero: string } }>(
    '/mi-cuenta/ver-pedido/:numero/factura.pdf',
    { schema: { params: orderParams } },
    async (request, reply) => {
      const { accountId } = siteOf(request);
      const who = await signedInCustomer(db, accountId, request);
      const number = Number(request.params.numero);
      const key = who ? await customerOrderKey(db, accountId, who.customer.customerId, number) : null;
      return sendInvoice(request, reply, key === null ? null : await findOrder(db, accountId, number, key));
    },
  );
}
