import { describe, expect, it } from 'vitest';
import { printableText } from './pdf-text.js';

describe('text for the PDF’s embedded font', () => {
  it('keeps Spanish and other European letters, the euro sign, dashes and non-breaking spaces', () => {
    expect(printableText('Factura n.º 7 – Lucía Núñez: 14,90\u00a0€ ¿¡ × 21\u00a0%')).toBe(
      'Factura n.º 7 – Lucía Núñez: 14,90\u00a0€ ¿¡ × 21\u00a0%',
    );
    expect(printableText('Łukasz Dvořák Ősz, Zoë Øre, Ελένη, Дмитрий')).toBe(
      'Łukasz Dvořák Ősz, Zoë Øre, Ελένη, Дмитрий',
    );
    // Letters typed as a base and a combining accent are joined into the one letter the font draws.
    expect(printableText('Zoe\u0308')).toBe('Zoë');
  });

  it('marks characters the font lacks and drops invisible ones', () => {
    expect(printableText('山田 😀')).toBe('?? ?');
    expect(printableText('a\u200bb\u0007c')).toBe('a?b?c');
    expect(printableText('−5\u202f€')).toBe('-5\u202f€');
  });
});
