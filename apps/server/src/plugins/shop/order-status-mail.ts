/**
 * The shop's mails after the order was placed (pure), as WooCommerce sends them: the customer hears when
 * the order is on hold, processing, completed or refunded, and of a note written to them; the shop hears
 * of every new order and of a cancelled or failed one. Each lists the order the way the order mail does,
 * under the words the owner chose for it (mail-texts.ts; the defaults otherwise).
 */

import type { ShopMailKey } from '@beckon/owner-api';
import { formatEuros } from '@beckon/page-widgets/shop/money.js';
import type { Mail } from '../../mail/outbox.js';
import { filledText, type MailTexts, openingLines } from './mail-texts.js';
import { shippingText } from './order-mail.js';
import { type StoredOrder, shippingAmounts } from './order-repository.js';
import { esDate } from './order-view.js';
import { type OrderStatus, paymentTitle } from './payment.js';

export interface OrderMailContext {
  siteName: string;
  /** The order received page's full address (the customer's link to their order). */
  orderUrl: string;
  /** The dashboard's address of the order (the shop's link). */
  adminUrl: string;
}

/** The order's lines and totals, as the order confirmation mail lists them. */
function summary(order: StoredOrder): string[] {
  return [
    `Pedido n.º ${order.orderNumber}`,
    ...order.lines.map(
      (l) =>
        `- ${l.variantName ? `${l.productName} – ${l.variantName}` : l.productName} × ${l.quantity}: ${formatEuros(l.grossCents)}`,
    ),
    `Subtotal: ${formatEuros(order.subtotalCents)}`,
    ...(order.couponCode ? [`Cupón ${order.couponCode}: −${formatEuros(order.discountCents)}`] : []),
    ...(order.shipping ? [`Envío: ${shippingText(order.shipping.title, shippingAmounts(order))}`] : []),
    `Total: ${formatEuros(order.totalCents)} (incluye ${formatEuros(order.taxCents)} de IVA)`,
    `Método de pago: ${paymentTitle(order.paymentMethod)}`,
  ];
}

/** The placeholders every order mail fills in. */
function orderValues(order: StoredOrder, ctx: OrderMailContext): Record<string, string> {
  return {
    site_title: ctx.siteName,
    order_number: String(order.orderNumber),
    order_date: esDate(order.createdAt, order.timeZone),
    order_total: formatEuros(order.totalCents),
    customer_name: `${order.firstName} ${order.lastName}`.trim(),
    customer_first_name: order.firstName,
  };
}

const CUSTOMER_STATUS_KEYS: Partial<Record<OrderStatus, ShopMailKey>> = {
  'on-hold': 'on-hold',
  processing: 'processing',
  completed: 'completed',
};

/** The customer's mail for the order's new status; null for statuses the customer is not mailed about. */
export function customerStatusMail(
  status: OrderStatus,
  order: StoredOrder,
  ctx: OrderMailContext,
  texts: MailTexts = {},
): Mail | null {
  const key = CUSTOMER_STATUS_KEYS[status];
  if (!key) return null;
  return customerMail(`shop-order-${status}`, filledText(texts, key, orderValues(order, ctx)), order, ctx);
}

export function refundMail(
  order: StoredOrder,
  amountCents: number,
  ctx: OrderMailContext,
  texts: MailTexts = {},
): Mail {
  const full = amountCents >= order.totalCents || order.status === 'refunded';
  const values = { ...orderValues(order, ctx), refund_amount: formatEuros(amountCents) };
  return customerMail(
    'shop-order-refunded',
    filledText(texts, full ? 'refunded' : 'partially-refunded', values),
    order,
    ctx,
  );
}

/** The order's details again, whatever its status (WooCommerce's "Email order details to customer"). */
export function orderDetailsMail(order: StoredOrder, statusText: string, ctx: OrderMailContext): Mail {
  return customerMail(
    'shop-order-details',
    {
      subject: `Detalles de su pedido n.º ${order.orderNumber} – ${ctx.siteName}`,
      heading: `Hola, ${order.firstName}:`,
      body: `Estos son los detalles de su pedido. Estado: ${statusText}.`,
    },
    order,
    ctx,
  );
}

export function customerNoteMail(order: StoredOrder, note: string, ctx: OrderMailContext, texts: MailTexts = {}): Mail {
  return customerMail('shop-order-note', filledText(texts, 'note', { ...orderValues(order, ctx), note }), order, ctx);
}

function customerMail(
  kind: string,
  words: { subject: string; heading: string; body: string },
  order: StoredOrder,
  ctx: OrderMailContext,
): Mail {
  return {
    kind,
    to: order.email,
    subject: words.subject,
    text: [
      ...openingLines(words),
      ...summary(order),
      '',
      `Puede ver su pedido en ${ctx.orderUrl}`,
      '',
      ctx.siteName,
    ].join('\n'),
  };
}

/** The shop's mail of a new, cancelled or failed order, to one of its owners. */
export function shopOrderMail(
  event: 'new' | 'cancelled' | 'failed',
  to: string,
  order: StoredOrder,
  ctx: OrderMailContext,
  texts: MailTexts = {},
): Mail {
  const words = filledText(texts, `admin-${event}`, orderValues(order, ctx));
  const who = `${order.firstName} ${order.lastName}`.trim();
  return {
    kind: `shop-admin-${event}`,
    to,
    subject: words.subject,
    text: [
      ...openingLines(words),
      ...summary(order),
      '',
      `Cliente: ${who}, ${order.email}, ${order.phone}`,
      `${order.address}, ${order.postcode} ${order.city} (${order.province})`,
      '',
      `Ver el pedido: ${ctx.adminUrl}`,
    ].join('\n'),
  };
}

/** The shop's low stock or out of stock mail for one product (WooCommerce's stock notifications). */
export function stockMail(
  kind: 'low' | 'out',
  to: string,
  product: string,
  left: number,
  ctx: { siteName: string; adminUrl: string },
  texts: MailTexts = {},
): Mail {
  const words = filledText(texts, kind === 'low' ? 'low-stock' : 'no-stock', {
    site_title: ctx.siteName,
    product,
    stock_left: String(left),
  });
  return {
    kind: kind === 'low' ? 'shop-admin-low-stock' : 'shop-admin-no-stock',
    to,
    subject: words.subject,
    text: [...openingLines(words), `Productos: ${ctx.adminUrl}`].join('\n'),
  };
}
