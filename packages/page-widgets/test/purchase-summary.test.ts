import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PurchaseSummary } from '../src/shop/purchase-summary.js';
import type { OrderView } from '../src/shop/views.js';

const ORDER: OrderView = {
  number: 1042,
  date: '24 de noviembre de 2026',
  email: 'lucia@example.es',
  paymentTitle: 'Transferencia bancaria',
  instructions: 'Haga su pago a ES91 2100 0418 4502 0005 1332 indicando el número del pedido.',
  lines: [
    { name: 'Sérum antioxidante de vitamina C – 30 ml', quantity: 1, subtotalCents: 3990 },
    { name: 'Gel limpiador suave', quantity: 2, subtotalCents: 2980 },
  ],
  subtotalCents: 6970,
  discountCents: 697,
  couponCode: 'bienvenida10',
  pricesIncludeTax: true,
  taxCents: 1089,
  taxLines: [{ rateBp: 2100, taxCents: 1089 }],
  totalCents: 6273,
  billing: ['Lucía García Pérez', 'Calle de Alcalá 100', '28009 Madrid (Madrid)', '600123456', 'lucia@example.es'],
};

const summary = (order: OrderView) => renderToStaticMarkup(createElement(PurchaseSummary, { order }));

/** The page's text with tags and runs of spaces dropped, to read it as a visitor does. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/[ \n\t]+/g, ' ')
    .replace(/&amp;/g, '&');

describe('the purchase summary', () => {
  it('shows the order number, date, email, total and payment method in its overview', () => {
    const overview = /<ul class="order-facts">.*?<\/ul>/.exec(summary(ORDER));
    expect(text(overview?.[0] ?? '')).toBe(
      ' Número del pedido: 1042 Fecha: 24 de noviembre de 2026 Correo electrónico: lucia@example.es ' +
        'Total: 62,73\u00a0€ Método de pago: Transferencia bancaria ',
    );
  });

  it('lists each line, then subtotal, coupon, shipping, payment method and total, then the billing address', () => {
    const html = text(summary(ORDER));
    const details = html.slice(html.indexOf('Detalles del pedido'));
    expect(details).toContain(
      'Sérum antioxidante de vitamina C – 30 ml × 1 39,90\u00a0€ Gel limpiador suave × 2 29,80\u00a0€ ' +
        'Subtotal 69,70\u00a0€ Cupón: bienvenida10 −6,97\u00a0€ Método de pago Transferencia bancaria ' +
        'Total 62,73\u00a0€ (incluye 10,89\u00a0€ de IVA)',
    );
    expect(details).toContain('Dirección de facturación Lucía García Pérez Calle de Alcalá 100 28009 Madrid (Madrid)');
  });

  it('shows an IVA line per rate before the total when prices were entered without tax', () => {
    const html = text(
      summary({
        ...ORDER,
        pricesIncludeTax: false,
        taxLines: [
          { rateBp: 2100, taxCents: 837 },
          { rateBp: 400, taxCents: 12 },
        ],
        totalCents: 7122,
      }),
    );
    expect(html).toContain('IVA 21\u00a0% 8,37\u00a0€ IVA 4\u00a0% 0,12\u00a0€ Total 71,22\u00a0€');
    expect(html).not.toContain('incluye');
  });

  it('names each rate in the included IVA when the order has several', () => {
    const html = text(
      summary({
        ...ORDER,
        taxLines: [
          { rateBp: 2100, taxCents: 1000 },
          { rateBp: 1000, taxCents: 89 },
        ],
      }),
    );
    expect(html).toContain('Total 62,73\u00a0€ (incluye 10,00\u00a0€ de IVA 21\u00a0%, 0,89\u00a0€ de IVA 10\u00a0%)');
  });

  it('shows the payment details only for a method that has some', () => {
    const withDetails = summary(ORDER);
    expect(text(withDetails)).toContain(`Datos de pago ${ORDER.instructions}`);
    const without = summary({ ...ORDER, instructions: '' });
    expect(without).not.toContain('Datos de pago');
    expect(without).not.toMatch(/<p[^>]*><\/p>/);
  });
});
