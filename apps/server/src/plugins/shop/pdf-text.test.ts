import { describe, expect, it } from 'vitest';
import { winAnsiText } from './pdf-text.js';

describe('text for the PDF’s built-in fonts', () => {
  it('keeps Spanish letters, the euro sign, dashes and non-breaking spaces', () => {
    expect(winAnsiText('Factura n.º 7 – Lucía Núñez: 14,90\u00a0€ ¿¡ × 21\u00a0%')).toBe(
      'Factura n.º 7 – Lucía Núñez: 14,90\u00a0€ ¿¡ × 21\u00a0%',
    );
  });

  it('drops accents it cannot draw and marks other characters', () => {
    expect(winAnsiText('Łukasz Dvořák Ősz')).toBe('Lukasz Dvorák Osz');
    expect(winAnsiText('山田 😀')).toBe('?? ?');
    expect(winAnsiText('−5\u202f€')).toBe('-5\u00a0€');
  });
});
