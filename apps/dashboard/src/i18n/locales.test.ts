import { describe, expect, it } from 'vitest';
import { chooseLocale } from './locales.js';

describe('the dashboard’s language for a person', () => {
  it('is the one they chose on this browser, whatever the browser prefers', () => {
    expect(chooseLocale('es', ['en-GB', 'en'])).toBe('es');
    expect(chooseLocale('en', ['es-ES'])).toBe('en');
  });

  it('is the first of the browser’s languages the dashboard speaks, when they chose none', () => {
    expect(chooseLocale(null, ['es-ES', 'en'])).toBe('es');
    expect(chooseLocale(null, ['fr-FR', 'ES-mx', 'en'])).toBe('es');
    expect(chooseLocale(null, ['en-US', 'es'])).toBe('en');
  });

  it('is English when neither the choice nor the browser names a language it speaks', () => {
    expect(chooseLocale('klingon', ['fr', 'de'])).toBe('en');
    expect(chooseLocale(null, [])).toBe('en');
  });
});
