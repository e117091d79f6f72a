/**
 * The shop's mails after the order was placed (pure), as WooCommerce sends them: the customer hears when
 * the order is on hold, processing, completed or refunded, and of a note written to them; the shop hears
 * of every new order and of a cancelled or failed one. Each lists the order the way the order mail does.
 */
import { formatEuros } from '@beckon/page-widgets/shop/money.js';
import type { Mail } from '../../mail/outbox.js';
import { shippingText } from './order-mail.js';
import { type StoredOrder, shippingAmounts } from './order-repository.js';
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

const CUSTOMER_WORDS: Partial<Record<OrderStatus, { subject: string; intro: string }>> = {
  'on-hold': {
    subject: 'Su pedido n.º {n} está en espera',
    intro: 'Su pedido está en espera hasta que confirmemos el pago. Estos son los detalles:',
  },
  processing: {
    subject: 'Hemos recibido el pago de su pedido n.º {n}',
    intro: 'Hemos recibido su pago y estamos preparando su pedido. Estos son los detalles:',
  },
  completed: {
    subject: 'Su pedido n.º {n} está completado',
    intro: 'Hemos terminado de procesar su pedido. Gracias por su compra.',
  },
};

/** The customer's mail for the order's new status; null for statuses the customer is not mailed about. */
export function customerStatusMail(status: OrderStatus, order: StoredOrder, ctx: OrderMailContext): Mail | null {
  const words = CUSTOMER_WORDS[status];
  if (!words) return null;
  return customerMail(`shop-order-${status}`, words.subject, words.intro, order, ctx);
}

export function refundMail(order: StoredOrder, amountCents: number, ctx: OrderMailContext): Mail {
  const full = amountCents >= order.totalCents || order.status === 'refunded';
  return customerMail(
    'shop-order-refunded',
    full ? 'Su pedido n.º {n} ha sido reembolsado' : 'Su pedido n.º {n} ha sido reembolsado parcialmente',
    `Le hemos devuelto ${formatEuros(amountCents)} del pedido. El reembolso llegará por el mismo medio con el que pagó.`,
    order,
    ctx,
  );
}

/** The order's details again, whatever its status (WooCommerce's "Email order details to customer"). */
export function orderDetailsMail(order: StoredOrder, statusText: string, ctx: OrderMailContext): Mail {
  return customerMail(
    'shop-order-details',
    'Detalles de su pedido n.º {n}',
    `Estos son los detalles de su pedido. Estado: ${statusText}.`,
    order,
    ctx,
  );
}

export function customerNoteMail(order: StoredOrder, note: string, ctx: OrderMailContext): Mail {
  return customerMail(
    'shop-order-note',
    'Se ha añadido una nota a su pedido n.º {n}',
    `Se ha añadido la siguiente nota a su pedido:\n\n${note}`,
    order,
    ctx,
  );
}

function customerMail(kind: string, subject: string, intro: string, order: StoredOrder, ctx: OrderMailContext): Mail {
  return {
    kind,
    to: order.email,
    subject: `${subject.replace('{n}', String(order.orderNumber))} – ${ctx.siteName}`,
    text: [
      `Hola, ${order.firstName}:`,
      '',
      intro,
      '',
      ...summary(order),
      '',
      `Puede ver su pedido en ${ctx.orderUrl}`,
      '',
      ctx.siteName,
    ].join('\n'),
  };
}

const SHOP_WORDS = {
  new: { subject: 'Nuevo pedido n.º {n}', intro: 'Ha recibido el siguiente pedido de {who}:' },
  cancelled: { subject: 'Pedido n.º {n} cancelado', intro: 'El pedido de {who} se ha cancelado.' },
  failed: { subject: 'Pedido n.º {n} fallido', intro: 'El pago del pedido de {who} ha fallado.' },
} as const;

/** The shop's mail of a new, cancelled or failed order, to one of its owners. */
export function shopOrderMail(
  event: keyof typeof SHOP_WORDS,
  to: string,
  order: StoredOrder,
  ctx: OrderMailContext,
): Mail {
  const words = SHOP_WORDS[event];
  const who = `${order.firstName} ${order.lastName}`.trim();
  return {
    kind: `shop-admin-${event}`,
    to,
    subject: `[${ctx.siteName}] ${words.subject.replace('{n}', String(order.orderNumber))}`,
    text: [
      words.intro.replace('{who}', who),
      '',
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
): Mail {
  return {
    kind: kind === 'low' ? 'shop-admin-low-stock' : 'shop-admin-no-stock',
    to,
    subject: `[${ctx.siteName}] ${kind === 'low' ? 'Pocas existencias' : 'Sin existencias'}: ${product}`,
    text: [
      kind === 'low'
        ? `A «${product}» le quedan pocas existencias: ${left}.`
        : `«${product}» se ha quedado sin existencias.`,
      '',
      `Productos: ${ctx.adminUrl}`,
    ].join('\n'),
  };
}
