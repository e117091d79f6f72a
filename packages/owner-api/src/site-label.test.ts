import { describe, expect, it } from 'vitest';
import { siteLabelSchema } from './site.js';
import { siteLabelFrom } from './site-label.js';

describe('the label of a website’s own address', () => {
  it('is the name in lowercase with accents stripped and other characters as single hyphens', () => {
    expect(siteLabelFrom('Clínica Luna & Sol')).toBe('clinica-luna-sol');
    expect(siteLabelFrom('Über Café — Nº 9')).toBe('uber-cafe-n-9');
    expect(siteLabelFrom('luna')).toBe('luna');
  });

  it('has no hyphen at either end', () => {
    expect(siteLabelFrom('  ¡Hola, mundo!  ')).toBe('hola-mundo');
  });

  it('is empty when the text has no letter or digit to make one from', () => {
    expect(siteLabelFrom('☕ & ✨')).toBe('');
  });

  it('is cut to 63 characters without ending on a hyphen', () => {
    const label = siteLabelFrom(`${'a'.repeat(62)} bakery`);
    expect(label).toBe('a'.repeat(62));
    expect(siteLabelFrom('word '.repeat(30)).length).toBeLessThanOrEqual(63);
  });

  it('always passes the server’s label rule when not empty', () => {
    for (const name of ['Clínica Luna & Sol', 'A', '9 Lives', `${'x'.repeat(70)}`, 'ÅÄÖ åäö', '--a--b--']) {
      const label = siteLabelFrom(name);
      expect(siteLabelSchema.safeParse(label).success, `${name} → ${label}`).toBe(true);
    }
  });
});
