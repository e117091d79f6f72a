/** The order confirmation email's text (pure): what was bought, the totals and what to do next. */
import { formatEuros } from '@beckon/page-widgets/shop/money.js';
import { orderShippingText } from '@beckon/page-widgets/shop/shipping-text.js';
import { includedTaxText, taxLabel } from '@beckon/page-widgets/shop/tax-text.js';
import type { Mail } from '../../mail/outbox.js';
import type { BillingDetails } from './checkout-form.js';
import type { CartTotals } from './totals.js';

/**
 * WooCommerce's shipping line of an order ("4,84 € vía Precio fijo"): the amount as the cart showed it
 * (with IVA when prices include it), or the method's title alone when it was free.
 */
export function shippingText(
  title: string,
  s: { shippingCents: number; shippingTaxCents: number; pricesIncludeTax: boolean },
): string {
  return orderShippingText(title, s.shippingCents + (s.pricesIncludeTax ? s.shippingTaxCents : 0));
}

export function orderConfirmationMail(input: {
  siteName: string;
  orderNumber: number;
  details: BillingDetails;
  totals: CartTotals;
  names: string[];
  couponCode: string | null;
  /** The chosen shipping method's title; null when the shop does not charge shipping. */
  shippingTitle?: string | null;
  paymentTitle: string;
  instructions: string;
  orderUrl: string;
}): Mail {
  const { details: d, totals: t } = input;
  const lines = t.lines.map((l, i) => `- ${input.names[i] ?? ''} × ${l.quantity}: ${formatEuros(l.grossCents)}`);
  const text = [
    `Hola, ${d.firstName}:`,
    '',
    `Gracias por su pedido en ${input.siteName}. Hemos recibido su pedido n.º ${input.orderNumber}.`,
    '',
    input.instructions,
    '',
    `Pedido n.º ${input.orderNumber}`,
    ...lines,
    `Subtotal: ${formatEuros(t.subtotalCents)}`,
    ...(input.couponCode ? [`Cupón ${input.couponCode}: −${formatEuros(t.discountCents)}`] : []),
    ...(input.shippingTitle ? [`Envío: ${shippingText(input.shippingTitle, t)}`] : []),
    ...(t.pricesIncludeTax ? [] : t.taxLines.map((l) => `${taxLabel(l, t.taxLines)}: ${formatEuros(l.taxCents)}`)),
    `Total: ${formatEuros(t.totalCents)}${t.pricesIncludeTax && t.taxLines.length > 0 ? ` ${includedTaxText(t.taxLines)}` : ''}`,
    `Método de pago: ${input.paymentTitle}`,
    '',
    'Dirección de facturación:',
    `${d.firstName} ${d.lastName}`,
    d.address,
    `${d.postcode} ${d.city} (${d.province})`,
    d.phone,
    '',
    `Puede ver su pedido en ${input.orderUrl}`,
    '',
    input.siteName,
  ].join('\n');
  return {
    kind: 'shop-order',
    to: d.email,
    subject: `Hemos recibido su pedido n.º ${input.orderNumber} – ${input.siteName}`,
    text,
  };
}
