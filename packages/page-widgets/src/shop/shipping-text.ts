/**
 * How the shop words shipping, as WooCommerce's Spanish cart and orders do: a method in the cart is
 * "Precio fijo: 4,95 €" (its title alone when free), and an order's shipping line is "4,95 € vía Precio
 * fijo" (the title alone when it was free).
 */
import { formatEuros } from './money.js';

export function shippingRateLabel(title: string, costCents: number): string {
  return costCents === 0 ? title : `${title}: ${formatEuros(costCents)}`;
}

export function orderShippingText(title: string, costCents: number): string {
  return costCents === 0 ? title : `${formatEuros(costCents)} vía ${title}`;
}

/** WooCommerce's words when the address has no shipping method. */
export const NO_SHIPPING_METHODS_TEXT =
  'No hay opciones de envío disponibles. Asegúrese de que su dirección es correcta o contacte con nosotros si necesita ayuda.';
