import { describe, expect, it } from 'vitest';
import type { StoredOrder } from './order-repository.js';
import { esDate, orderViewOf, STATUS_ES } from './order-view.js';

const order: StoredOrder = {
  orderNumber: 1001,
  accessKey: 'k'.repeat(22),
  siteOrigin: 'http://localhost',
  siteName: 'Clínica Dermatológica Alba',
  status: 'on-hold',
  paymentMethod: 'transferencia',
  email: 'lucia@example.es',
  firstName: 'Lucía',
  lastName: 'García Pérez',
  phone: '600 123 456',
  address: 'Calle de Alcalá 100, 3.º B',
  postcode: '28009',
  city: 'Madrid',
  province: 'Madrid',
  notes: '',
  couponCode: 'bienvenida10',
  subtotalCents: 4985,
  discountCents: 499,
  pricesIncludeTax: true,
  taxCents: 779,
  taxLines: [{ rateBp: 2100, taxCents: 779 }],
  shipping: null,
  totalCents: 4486,
  createdAt: new Date('2026-11-24T10:00:00Z'),
  timeZone: 'Europe/Madrid',
  lines: [
    {
      productName: 'Sérum vitamina C',
      variantName: '30 ml',
      unitPriceCents: 3490,
      quantity: 1,
      grossCents: 3490,
      totalCents: 3141,
      taxRateBp: 2100,
      taxCents: 545,
    },
    {
      productName: 'Bálsamo labial SPF 30',
      variantName: '',
      unitPriceCents: 1495,
      quantity: 1,
      grossCents: 1495,
      totalCents: 1345,
      taxRateBp: 2100,
      taxCents: 234,
    },
  ],
};

describe('an order as the customer reads it', () => {
  it('dates an order in the clinic’s time zone, so a late order on New Year’s Eve in UTC is already the 1st', () => {
    expect(esDate(new Date('2026-12-31T23:30:00Z'), 'Europe/Madrid')).toBe('1 de enero de 2027');
    expect(esDate(new Date('2026-11-24T10:00:00Z'), 'Europe/Madrid')).toBe('24 de noviembre de 2026');
  });

  it('dates it in the shop’s own time zone when the owner chose another', () => {
    expect(esDate(new Date('2026-12-31T23:30:00Z'), 'America/New_York')).toBe('31 de diciembre de 2026');
    expect(esDate(new Date('2026-12-31T10:30:00Z'), 'Pacific/Kiritimati')).toBe('1 de enero de 2027');
  });

  it('names every status in WooCommerce’s Spanish', () => {
    expect(STATUS_ES['on-hold']).toBe('En espera');
    expect(STATUS_ES.pending).toBe('Pendiente de pago');
  });

  it('names lines with their variant when they have one and lists the billing address in lines', () => {
    const view = orderViewOf(order);
    expect(view.lines.map((l) => l.name)).toEqual(['Sérum vitamina C – 30 ml', 'Bálsamo labial SPF 30']);
    expect(view.billing).toEqual([
      'Lucía García Pérez',
      'Calle de Alcalá 100, 3.º B',
      '28009 Madrid (Madrid)',
      '600 123 456',
      'lucia@example.es',
    ]);
    expect(view).toMatchObject({ number: 1001, date: '24 de noviembre de 2026', totalCents: 4486, instructions: '' });
  });

  it('lists each line before the coupon, so the discount is taken off once, in the coupon’s row', () => {
    const view = orderViewOf(order);
    expect(view.lines.map((l) => l.subtotalCents)).toEqual([3490, 1495]);
    expect(view.lines.reduce((a, l) => a + l.subtotalCents, 0)).toBe(view.subtotalCents);
  });

  it('carries the order’s tax mode and its IVA by rate', () => {
    expect(orderViewOf(order)).toMatchObject({ pricesIncludeTax: true, taxLines: [{ rateBp: 2100, taxCents: 779 }] });
  });

  it('shows the payment method’s title, or its stored id when no provider has it any more', () => {
    expect(orderViewOf(order).paymentTitle).not.toBe('transferencia');
    expect(orderViewOf({ ...order, paymentMethod: 'retired-method' }).paymentTitle).toBe('retired-method');
  });
});
