import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import english from './i18n/catalogues/en.json';
import spanish from './i18n/catalogues/es.json';
import { fieldRefusal, serverFieldErrors } from './server-field-errors.js';

describe('serverFieldErrors (a server refusal beside its fields)', () => {
  it('keys each issue by its path as fieldErrors does, in plain words', () => {
    expect(
      serverFieldErrors(
        'body.menu[0].href: must start with /; body.name: Too small: expected string to have >=1 characters',
      ),
    ).toEqual({ 'menu.0.href': 'must start with /', name: 'is required' });
  });

  it('keeps a rule that itself holds "; " whole, and leaves out "and N more"', () => {
    const contrast =
      'white text on this colour (buttons) and this colour on white (links) has a contrast of 2.1:1; at least 4.5:1 keeps it readable';
    expect(
      serverFieldErrors(
        `body.colours.primary: ${contrast}; body.footer.phone: must have at most 40 characters; and 2 more`,
      ),
    ).toEqual({ 'colours.primary': contrast, 'footer.phone': 'must be at most 40 characters' });
  });

  it('keeps the first message of a path, and gives nothing for a message without paths', () => {
    expect(serverFieldErrors('body.name: is required; body.name: is too long')).toEqual({ name: 'is required' });
    expect(serverFieldErrors('the site was changed in another tab')).toEqual({});
  });

  it('says the common rules in the person’s language, as the form’s own checks do', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    try {
      expect(
        serverFieldErrors(
          'body.name: Too small: expected string to have >=1 characters; body.tax_id: must start with /',
        ),
      ).toEqual({ name: 'es obligatorio', tax_id: 'must start with /' });
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: english });
    }
  });

  it('keys an issue about the whole body by the empty path', () => {
    expect(serverFieldErrors('body: must be an object (got an array)')).toEqual({ '': 'must be an object' });
  });
});

describe('fieldRefusal (a refusal about one field, beside it)', () => {
  it('drops the field’s name the server puts first', () => {
    expect(fieldRefusal('label: the address luna is taken; choose another', 'label')).toBe(
      'the address luna is taken; choose another',
    );
  });

  it('leaves a message that names no field, or another one, whole', () => {
    expect(fieldRefusal('the address luna is taken', 'label')).toBe('the address luna is taken');
    expect(fieldRefusal('domain: www.example.com is taken', 'label')).toBe('domain: www.example.com is taken');
  });
});
