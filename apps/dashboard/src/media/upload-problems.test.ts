import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import english from '../i18n/catalogues/en.json';
import spanish from '../i18n/catalogues/es.json';
import { uploadProblems } from './upload-form.js';

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: english });
});

describe('what is wrong with an upload before it is sent', () => {
  it('is said in English', () => {
    expect(uploadProblems(null, '', false)).toEqual({
      file: 'Choose an image file.',
      alt: 'Describe the image, or mark it decorative if it adds nothing to the page.',
    });
  });

  it('is said in Spanish to a person reading Spanish', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    expect(uploadProblems({ size: 9 * 1024 * 1024 }, 'x'.repeat(1000), false)).toEqual({
      file: 'La imagen supera los 8 MB, el límite de una imagen.',
      alt: expect.stringMatching(/^La descripción no puede pasar de \d+ caracteres\.$/),
    });
  });
});
