import { describe, expect, it } from 'vitest';
import { filledText, fillPlaceholders, openingLines } from './mail-texts.js';

describe('the shop mails’ words', () => {
  it('fills known placeholders once and leaves unknown ones as typed', () => {
    expect(
      fillPlaceholders('Pedido {order_number} de {site_title} {nada}', { order_number: '7', site_title: 'Alba' }),
    ).toBe('Pedido 7 de Alba {nada}');
    // A value holding a placeholder is not filled again.
    expect(fillPlaceholders('Nota: {note}', { note: '{site_title}', site_title: 'Alba' })).toBe('Nota: {site_title}');
  });

  it('uses the default Spanish words unless the owner saved others, and keeps the subject on one line', () => {
    const values = { order_number: '7', site_title: 'Alba', customer_first_name: 'Lucía' };
    expect(filledText({}, 'completed', values)).toEqual({
      subject: 'Su pedido n.º 7 está completado – Alba',
      heading: 'Hola, Lucía:',
      body: 'Hemos terminado de procesar su pedido. Gracias por su compra.',
    });
    const own = { completed: { subject: '¡Listo, {customer_first_name}!', heading: '', body: 'Gracias.' } };
    expect(filledText(own, 'completed', { ...values, customer_first_name: 'Ana\nBcc: x' }).subject).toBe(
      '¡Listo, Ana Bcc: x!',
    );
    expect(openingLines({ heading: '', body: 'Gracias.' })).toEqual(['Gracias.', '']);
  });
});
