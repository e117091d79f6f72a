/**
 * Queues the mails an order's change sends (order-status-mail.ts words them) with the transaction that
 * made the change, so they exist exactly when it does; the caller hands them to delivery after the commit.
 */
import type { Queryable } from '@beckon/db';
import type { Mail, Mailer } from '../../mail/outbox.js';
import { correctiveInvoiceFile } from './corrective-invoice-file.js';
import { findCorrective } from './corrective-invoice-repository.js';
import { loadMailTexts } from './mail-texts-repository.js';
import { findOrder, type StoredOrder } from './order-repository.js';
import {
  customerNoteMail,
  customerStatusMail,
  type OrderMailContext,
  orderDetailsMail,
  refundMail,
  shopOrderMail,
  stockMail,
} from './order-status-mail.js';
import { orderPath, STATUS_ES } from './order-view.js';
import type { OrderStatus } from './payment.js';

type Queued = Awaited<ReturnType<Mailer['queue']>>;

/** The shop's address: its owners' (an editor or a viewer does not run the shop's orders). */
async function shopAddresses(db: Queryable, accountId: string): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    "SELECT email FROM owners WHERE account_id = $1 AND role = 'owner' ORDER BY created_at",
    [accountId],
  );
  return rows.map((r) => r.email);
}

function contextOf(order: StoredOrder, adminOrigin: string): OrderMailContext {
  const origin = order.siteOrigin ?? adminOrigin;
  return {
    siteName: order.siteName ?? 'Tienda',
    orderUrl: `${origin}${orderPath(order.orderNumber, order.accessKey)}`,
    adminUrl: `${adminOrigin}/admin/orders/${order.orderNumber}`,
  };
}

export type OrderMailEvent =
  | { kind: 'placed' }
  | { kind: 'status'; from: OrderStatus; to: OrderStatus; paidByCard?: boolean }
  | { kind: 'refund'; refundNo: number; amountCents: number }
  | { kind: 'note'; note: string }
  | { kind: 'resend' };

/**
 * The mails of `event` on the order: the shop hears of a new order (placed with an offline method, or a
 * card payment confirmed), of a cancelled or failed one; the customer of the statuses WooCommerce mails
 * them about, a refund (with the corrective invoice it issued), a note to them, or their order mail again.
 */
export async function queueOrderMails(
  tx: Queryable,
  mailer: Mailer,
  accountId: string,
  orderNumber: number,
  event: OrderMailEvent,
  adminOrigin: string,
): Promise<Queued[]> {
  const order = await findOrder(tx, accountId, orderNumber, null);
  if (!order) return [];
  const ctx = contextOf(order, adminOrigin);
  const texts = await loadMailTexts(tx, accountId);
  const mails: Mail[] = [];
  const toShop = async (what: 'new' | 'cancelled' | 'failed') => {
    for (const to of await shopAddresses(tx, accountId)) mails.push(shopOrderMail(what, to, order, ctx, texts));
  };
  switch (event.kind) {
    case 'placed':
      await toShop('new');
      break;
    case 'status': {
      const customer = customerStatusMail(event.to, order, ctx, texts);
      if (customer) mails.push(customer);
      if (event.paidByCard) await toShop('new');
      if (event.to === 'cancelled' || event.to === 'failed') await toShop(event.to);
      break;
    }
    case 'refund': {
      // The refund's corrective invoice travels with its mail, as the customer would download it.
      const corrective = await findCorrective(tx, accountId, orderNumber, event.refundNo);
      const file = corrective ? await correctiveInvoiceFile(order, corrective) : null;
      const mail = refundMail(order, event.amountCents, ctx, texts);
      mails.push(file ? { ...mail, attachments: [{ ...file, contentType: 'application/pdf' }] } : mail);
      break;
    }
    case 'note':
      mails.push(customerNoteMail(order, event.note, ctx, texts));
      break;
    case 'resend':
      mails.push(orderDetailsMail(order, STATUS_ES[order.status].toLowerCase(), ctx));
      break;
  }
  const queued: Queued[] = [];
  for (const mail of mails) queued.push(await mailer.queue(tx, { accountId, ...mail }));
  return queued;
}

/** The shop's low stock and out of stock mails for the variants an order just took below the mark. */
export async function queueStockMails(
  tx: Queryable,
  mailer: Mailer,
  accountId: string,
  alerts: readonly { product: string; kind: 'low' | 'out'; left: number }[],
  siteName: string,
  adminOrigin: string,
): Promise<Queued[]> {
  if (alerts.length === 0) return [];
  const queued: Queued[] = [];
  const ctx = { siteName, adminUrl: `${adminOrigin}/admin/products` };
  const texts = await loadMailTexts(tx, accountId);
  for (const to of await shopAddresses(tx, accountId))
    for (const a of alerts)
      queued.push(await mailer.queue(tx, { accountId, ...stockMail(a.kind, to, a.product, a.left, ctx, texts) }));
  return queued;
}
