/** An order as the customer reads it: WooCommerce's Spanish statuses and dates, and the order's summary. */
import type { StoredOrder } from './order-repository.js';
import { type OrderStatus, paymentTitle } from './payment.js';

/** WooCommerce's Spanish order statuses, as the customer reads them. */
export const STATUS_ES: Record<OrderStatus, string> = {
  pending: 'Pendiente de pago',
  processing: 'Procesando',
  'on-hold': 'En espera',
  completed: 'Completado',
  cancelled: 'Cancelado',
  refunded: 'Reembolsado',
  failed: 'Fallido',
};

/** The order received page's address: the key in it is what lets a visitor see the order. */
export function orderPath(orderNumber: number, accessKey: string): string {
  return `/finalizar-compra/pedido-recibido/${orderNumber}/?clave=${accessKey}`;
}

// One formatter a zone, kept: building an Intl.DateTimeFormat took ~3 % of a checkout's server CPU. The zones
// are the shops' settings, checked IANA names, so the map stays small.
const ES_LONG_DATES = new Map<string, Intl.DateTimeFormat>();

/** "3 de marzo de 2027": the date in the shop's time zone (its setting), as WooCommerce shows it in Spanish. */
export function esDate(d: Date, timeZone: string): string {
  let format = ES_LONG_DATES.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone });
    ES_LONG_DATES.set(timeZone, format);
  }
  return format.format(d);
}

/** The order as the order received page and My account's view order show it. */
export function orderViewOf(order: StoredOrder) {
  return {
    number: order.orderNumber,
    date: esDate(order.createdAt, order.timeZone),
    email: order.email,
    paymentTitle: paymentTitle(order.paymentMethod),
    instructions: '',
    lines: order.lines.map((l) => ({
      name: l.variantName ? `${l.productName} – ${l.variantName}` : l.productName,
      quantity: l.quantity,
      // Before the coupon, as WooCommerce and the order mail list them: the coupon's row takes the discount off once.
      subtotalCents: l.grossCents,
    })),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    couponCode: order.couponCode,
    shipping: order.shipping
      ? {
          title: order.shipping.title,
          costCents: order.shipping.costCents + (order.pricesIncludeTax ? order.shipping.taxCents : 0),
        }
      : null,
    pricesIncludeTax: order.pricesIncludeTax,
    taxCents: order.taxCents,
    taxLines: order.taxLines,
    totalCents: order.totalCents,
    billing: [
      `${order.firstName} ${order.lastName}`,
      order.address,
      `${order.postcode} ${order.city} (${order.province})`,
      order.phone,
      order.email,
    ],
  };
}
