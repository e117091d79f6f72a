/**
 * Payment methods behind one interface, so a card provider can be added beside the offline ones: each
 * says what state a new order starts in and what the customer is told to do, in the words of the site
 * that sells (its name, address and hours, its bank account). The offline methods follow WooCommerce's:
 * paying on pickup starts "processing", a bank transfer "on-hold" until the money arrives. Pure.
 */
import type { OrderStatus } from '@beckon/owner-api';

export type { OrderStatus };

export interface PaymentProvider {
  id: string;
  title: string;
  /** Shown under the method on the checkout form. */
  description: string;
  /** The new order's status and the instructions shown on the confirmation page and in the email. */
  start(order: { orderNumber: number; totalText: string }): { status: OrderStatus; instructions: string };
  /**
   * The customer pays on the provider's page: the checkout sends them there, the order waits "pending"
   * with its stock taken, and only the provider's signed webhook marks it paid.
   */
  hosted?: true;
}

/** What a site's payment methods are made of: the site's name and footer, and the shop's payment settings. */
export interface PaymentSite {
  name: string;
  /** The footer's address and opening hours; empty when the site shows none. */
  address: string;
  hours: string;
  /** The bank account a transfer is paid into; null: the shop offers no bank transfer. */
  transferAccount: string | null;
  /** Card payments are configured (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET). */
  card: boolean;
}

/** Stored in every order placed with them, so these ids never change (`clinica` predates pickup's wording). */
const PICKUP = 'clinica';
const TRANSFER = 'transferencia';
export const CARD = 'tarjeta';

const TITLES: Readonly<Record<string, string>> = {
  [PICKUP]: 'Pagar al recoger',
  [TRANSFER]: 'Transferencia bancaria',
  [CARD]: 'Tarjeta de crédito o débito',
};

/** A stored order's method as the customer and the owner read it, whatever the shop offers now. */
export function paymentTitle(id: string): string {
  return TITLES[id] ?? id;
}

/** The text as a sentence: a full stop added unless it ends with one (or ! or ?). */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function payOnPickup(site: PaymentSite): PaymentProvider {
  const name = site.name.trim();
  const address = site.address.trim();
  const hours = site.hours.trim();
  return {
    id: PICKUP,
    title: paymentTitle(PICKUP),
    description: 'Pague con tarjeta o en efectivo al recoger su pedido.',
    start: ({ orderNumber }) => ({
      status: 'processing',
      instructions: [
        `Prepararemos su pedido n.º ${orderNumber}.`,
        sentence(`Puede recogerlo y pagarlo en ${address ? `${name}, ${address}` : name}`),
        hours ? sentence(`Horario: ${hours}`) : '',
      ]
        .filter(Boolean)
        .join(' '),
    }),
  };
}

function bankTransfer(site: PaymentSite, account: string): PaymentProvider {
  return {
    id: TRANSFER,
    title: paymentTitle(TRANSFER),
    description: 'Haga su pago directamente en nuestra cuenta bancaria. Use el número de pedido como concepto.',
    start: ({ orderNumber, totalText }) => ({
      status: 'on-hold',
      instructions: `Transfiera ${totalText} a la cuenta ${account}, a nombre de ${site.name.trim()}, indicando «Pedido ${orderNumber}» como concepto. Enviaremos su pedido cuando recibamos el pago.`,
    }),
  };
}

/** What the order received page says of a card order in each status. */
export function cardInstructions(status: OrderStatus): string {
  if (status === 'pending')
    return 'Su pedido está pendiente de pago. Cuando el banco confirme el pago con tarjeta, le enviaremos un correo y empezaremos a prepararlo.';
  if (status === 'failed' || status === 'cancelled')
    return 'El pago con tarjeta no se completó y su pedido se ha cancelado. Puede volver a hacerlo desde la tienda.';
  return 'Hemos recibido el pago con tarjeta. Gracias.';
}

const cardPayment: PaymentProvider = {
  id: CARD,
  title: paymentTitle(CARD),
  description: 'Pague con tarjeta en la página segura de Stripe; le llevaremos allí al realizar el pedido.',
  hosted: true,
  start: () => ({ status: 'pending', instructions: cardInstructions('pending') }),
};

/**
 * The methods the site's shop offers, in the checkout's order: pickup always, a bank transfer once it has an
 * account, a card once the server has Stripe's keys.
 */
export function paymentMethodsOf(site: PaymentSite): PaymentProvider[] {
  return [
    payOnPickup(site),
    ...(site.transferAccount === null ? [] : [bankTransfer(site, site.transferAccount)]),
    ...(site.card ? [cardPayment] : []),
  ];
}

/** The site's method with this id; undefined when the site does not offer it (now). */
export function offeredPayment(site: PaymentSite, id: string): PaymentProvider | undefined {
  return paymentMethodsOf(site).find((p) => p.id === id);
}
