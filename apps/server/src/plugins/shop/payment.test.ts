import { describe, expect, it } from 'vitest';
import { offeredPayment, type PaymentSite, paymentMethodsOf, paymentTitle } from './payment.js';

const BAKERY: PaymentSite = {
  name: 'Panadería Luna',
  address: 'Calle Real 5, Segovia',
  hours: 'Todos los días, de 8:00 a 14:00',
  transferAccount: null,
  card: false,
};
const ORDER = { orderNumber: 1042, totalText: '12,40\u00a0€' };

const instructions = (site: PaymentSite, id: string) => offeredPayment(site, id)?.start(ORDER).instructions;

describe('the payment methods of a site’s shop', () => {
  it('offers paying on pickup alone until the shop has a bank account, then a bank transfer after it', () => {
    expect(paymentMethodsOf(BAKERY).map((p) => p.id)).toEqual(['clinica']);
    expect(paymentMethodsOf({ ...BAKERY, transferAccount: 'ES91 2100 0418 4502 0005 1332' }).map((p) => p.id)).toEqual([
      'clinica',
      'transferencia',
    ]);
    expect(offeredPayment(BAKERY, 'transferencia')).toBeUndefined();
    expect(offeredPayment(BAKERY, 'tarjeta')).toBeUndefined();
  });

  it('offers a card last once the server has the card provider’s keys, and the order then waits for the payment', () => {
    const withCard = { ...BAKERY, card: true };
    expect(paymentMethodsOf(withCard).map((p) => p.id)).toEqual(['clinica', 'tarjeta']);
    const card = offeredPayment(withCard, 'tarjeta');
    expect(card?.hosted).toBe(true);
    expect(card?.start(ORDER).status).toBe('pending');
  });

  it('tells the customer where and when to pick up and pay, with the site’s name, address and hours', () => {
    expect(instructions(BAKERY, 'clinica')).toBe(
      'Prepararemos su pedido n.º 1042. Puede recogerlo y pagarlo en Panadería Luna, Calle Real 5, Segovia. ' +
        'Horario: Todos los días, de 8:00 a 14:00.',
    );
    expect(offeredPayment(BAKERY, 'clinica')?.start(ORDER).status).toBe('processing');
  });

  it('leaves out the address and the hours the site does not show', () => {
    expect(instructions({ ...BAKERY, address: ' ', hours: '' }, 'clinica')).toBe(
      'Prepararemos su pedido n.º 1042. Puede recogerlo y pagarlo en Panadería Luna.',
    );
    expect(instructions({ ...BAKERY, address: '' }, 'clinica')).toBe(
      'Prepararemos su pedido n.º 1042. Puede recogerlo y pagarlo en Panadería Luna. ' +
        'Horario: Todos los días, de 8:00 a 14:00.',
    );
  });

  it('adds no second full stop after a name or hours that end with one', () => {
    expect(
      instructions({ ...BAKERY, name: 'Hornos Luna S.L.', address: '', hours: 'Cerrado los lunes.' }, 'clinica'),
    ).toBe(
      'Prepararemos su pedido n.º 1042. Puede recogerlo y pagarlo en Hornos Luna S.L. Horario: Cerrado los lunes.',
    );
  });

  it('tells a transfer’s amount, the shop’s account and the site as its holder, and holds the order', () => {
    const site = { ...BAKERY, transferAccount: 'DE89 3704 0044 0532 0130 00' };
    expect(instructions(site, 'transferencia')).toBe(
      'Transfiera 12,40\u00a0€ a la cuenta DE89 3704 0044 0532 0130 00, a nombre de Panadería Luna, indicando ' +
        '«Pedido 1042» como concepto. Enviaremos su pedido cuando recibamos el pago.',
    );
    expect(offeredPayment(site, 'transferencia')?.start(ORDER).status).toBe('on-hold');
  });

  it('names no clinic: the words come from the site', () => {
    const site = { ...BAKERY, transferAccount: 'DE89 3704 0044 0532 0130 00' };
    for (const p of paymentMethodsOf(site))
      expect(`${p.title} ${p.description} ${p.start(ORDER).instructions}`).not.toMatch(/cl[ií]nica|dermat|madrid/i);
  });

  it('titles a stored order’s method whatever the shop offers now, and an unknown one by its id', () => {
    expect(paymentTitle('clinica')).toBe('Pagar al recoger');
    expect(paymentTitle('transferencia')).toBe('Transferencia bancaria');
    expect(paymentTitle('retired-method')).toBe('retired-method');
  });
});
