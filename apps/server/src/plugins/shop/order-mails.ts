/**
 * Queues the mails an order's change sends (order-status-mail.ts words them) with the transaction that
 * made the change, so they exist exactly when it does; the caller hands them to delivery after the commit.
 */
import type { Queryable } from '@beckon/db';
import type { ShopMailText } from '@beckon/owner-api';
import type { Mail, Mailer } from '../../mail/outbox.js';
import { correctiveInvoiceFile } from './corrective-invoice-file.js';
import { findCorrective } from './corrective-invoice-repository.js';
import type { MailTexts } from './mail-texts.js';
import { mailTextsOf } from './mail-texts-repository.js';
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

/** What every shop mail needs besides its subject: the owner's words, and the shop's addresses. */
export interface ShopMailSettings {
  texts: MailTexts;
  /** The shop's address: its owners' (an editor or a viewer does not run the shop's orders). */
  shopAddresses: string[];
}

/** Both in one statement: the checkout has a budget in orders per second, and each statement costs PGlite CPU. */
export async function loadShopMailSettings(db: Queryable, accountId: string): Promise<ShopMailSettings> {
  const { rows } = await db.query<{ texts: (ShopMailText & { mail_key: string })[] | null; owners: string[] }>(
    `SELECT (SELECT json_agg(json_build_object('mail_key', mail_key, 'subject', subject, 'heading', heading,
                                               'body', body))
               FROM shop_mail_texts WHERE account_id = $1) AS texts,
            ARRAY(SELECT email FROM owners WHERE account_id = $1 AND role = 'owner' ORDER BY created_at) AS owners`,
    [accountId],
  );
  return { texts: mailTextsOf(rows[0]?.texts ?? []), shopAddresses: rows[0]?.owners ?? [] };
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
export function orderMailsOf(
  order: StoredOrder,
  event: OrderMailEvent,
  adminOrigin: string,
  { texts, shopAddresses }: ShopMailSettings,
): Mail[] {
  const ctx = contextOf(order, adminOrigin);
  const toShop = (what: 'new' | 'cancelled' | 'failed') =>
    shopAddresses.map((to) => shopOrderMail(what, to, order, ctx, texts));
  switch (event.kind) {
    case 'placed':
      return toShop('new');
    case 'status': {
      const customer = customerStatusMail(event.to, order, ctx, texts);
      return [
        ...(customer ? [customer] : []),
        ...(event.paidByCard ? toShop('new') : []),
        ...(event.to === 'cancelled' || event.to === 'failed' ? toShop(event.to) : []),
      ];
    }
    case 'refund':
      return [refundMail(order, event.amountCents, ctx, texts)];
    case 'note':
      return [customerNoteMail(order, event.note, ctx, texts)];
    case 'resend':
      return [orderDetailsMail(order, STATUS_ES[order.status].toLowerCase(), ctx)];
  }
}

/** Reads the order and queues the mails of `event` on it. */
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
  let mails = orderMailsOf(order, event, adminOrigin, await loadShopMailSettings(tx, accountId));
  if (event.kind === 'refund') {
    // The refund's corrective invoice travels with its mail, as the customer would download it.
    const corrective = await findCorrective(tx, accountId, orderNumber, event.refundNo);
    const file = corrective ? await correctiveInvoiceFile(order, corrective) : null;
    if (file) mails = mails.map((mail) => ({ ...mail, attachments: [{ ...file, contentType: 'application/pdf' }] }));
  }
  return mailer.queueAll(
    tx,
    mails.map((mail) => ({ accountId, ...mail })),
  );
}

/** The shop's low stock and out of stock mails for the variants an order just took below the mark. */
export function stockMailsOf(
  alerts: readonly { product: string; kind: 'low' | 'out'; left: number }[],
  siteName: string,
  adminOrigin: string,
  { texts, shopAddresses }: ShopMailSettings,
): Mail[] {
  const ctx = { siteName, adminUrl: `${adminOrigin}/admin/products` };
  return shopAddresses.flatMap((to) => alerts.map((a) => stockMail(a.kind, to, a.product, a.left, ctx, texts)));
}
