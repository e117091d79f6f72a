/**
 * Payment methods behind one interface (issue 12), so a card provider can be
 * added beside the offline ones: each says what state a new order starts in
 * and what the customer is told to do. The offline methods follow
 * WooCommerce's: cash on delivery starts "processing", a bank transfer
 * "on-hold" until the money arrives.
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
}

const payAtClinic: PaymentProvider = {
  id: 'clinica',
  title: 'Pagar en la clínica',
  description: 'Pague con tarjeta o en efectivo al recoger su pedido en la clínica.',
  start: ({ orderNumber }) => ({
    status: 'processing',
    instructions: `Prepararemos su pedido n.º ${orderNumber}. Puede recogerlo y pagarlo en la clínica, Calle del Doctor Esquerdo 12, 28007 Madrid, de lunes a viernes de 9:00 a 20:00.`,
  }),
};

const BANK_ACCOUNT = 'ES91 2100 0418 4502 0005 1332';

const bankTransfer: PaymentProvider = {
  id: 'transferencia',
  title: 'Transferencia bancaria',
  description: 'Haga su pago directamente en nuestra cuenta bancaria. Use el número de pedido como concepto.',
  start: ({ orderNumber, totalText }) => ({
    status: 'on-hold',
    instructions: `Transfiera ${totalText} a la cuenta ${BANK_ACCOUNT} (Clínica Dermatológica Alba) indicando «Pedido ${orderNumber}» como concepto. Enviaremos su pedido cuando recibamos el pago.`,
  }),
};

export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = [payAtClinic, bankTransfer];

export function paymentProvider(id: string): PaymentProvider | undefined {
  return PAYMENT_PROVIDERS.find((p) => p.id === id);
}
