import { describe, expect, it } from 'vitest';
import { MESSAGES, type MessageKey, t } from './messages.js';

describe('messages', () => {
  it('quotes the English texts the spec gives word for word', () => {
    const quoted: Partial<Record<MessageKey, string>> = {
      nameTitle: 'Please enter at least 2 or more characters',
      emailTypos: 'There are typos in the email',
      businessOnly: 'Only business emails are allowed',
      phoneBasicTitle: 'Please enter 7 to 15 digits and avoid using letters or symbols',
      phoneInvalid: 'Please enter a valid phone number',
      phoneIntlInvalid: 'Invalid number - please try again',
      phoneIsraeliInvalid: 'Wrong phone number',
      birthdayInvalid: 'Please enter a valid birthday.',
      sentSuccessfully: 'Sent successfully!',
      skip: 'Skip',
      didYouMean: 'Did you mean {suggestion}?',
    };
    for (const [key, text] of Object.entries(quoted)) expect(MESSAGES.en[key as MessageKey]).toBe(text);
  });

  it('has the agreed Hebrew texts for skip, success and a wrong phone number', () => {
    expect(MESSAGES.he.skip).toBe('דלג');
    expect(MESSAGES.he.sentSuccessfully).toBe('נשלח בהצלחה!');
    expect(MESSAGES.he.phoneIsraeliInvalid).toBe('מספר טלפון שגוי');
  });

  it('writes every Hebrew text in Hebrew letters rather than copying the English one', () => {
    for (const key of Object.keys(MESSAGES.en) as MessageKey[]) {
      expect(MESSAGES.he[key], key).toMatch(/[\u05d0-\u05ea]/);
      expect(MESSAGES.he[key], key).not.toBe(MESSAGES.en[key]);
    }
  });

  it('writes every Spanish text in Spanish, so the clinic’s pop-up never speaks English on its Spanish site', () => {
    expect(MESSAGES.es.close).toBe('Cerrar');
    expect(MESSAGES.es.sentSuccessfully).toBe('¡Enviado correctamente!');
    expect(MESSAGES.es.required).toBe('Rellene este campo');
    for (const key of Object.keys(MESSAGES.en) as MessageKey[]) {
      expect(MESSAGES.es[key], key).not.toBe(MESSAGES.en[key]);
      expect(MESSAGES.es[key], key).not.toBe('');
    }
    expect(t('es', 'didYouMean', { suggestion: 'ana@gmail.com' })).toBe('¿Quería decir ana@gmail.com?');
  });

  it('fills a placeholder with the given value', () => {
    expect(t('en', 'didYouMean', { suggestion: 'dana@gmail.com' })).toBe('Did you mean dana@gmail.com?');
  });

  it('fills the placeholder in Hebrew too', () => {
    expect(t('he', 'didYouMean', { suggestion: 'dana@gmail.com' })).toContain('dana@gmail.com');
  });

  it('leaves a placeholder visible when no value is given for it', () => {
    expect(t('en', 'didYouMean', { other: 'x' })).toBe('Did you mean {suggestion}?');
    expect(t('en', 'didYouMean')).toBe('Did you mean {suggestion}?');
  });
});
