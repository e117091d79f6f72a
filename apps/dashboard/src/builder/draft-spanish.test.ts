/**
 * A new pop-up's starting content, and a new block's or field's, in the dashboard's language: a Spanish
 * owner starts from Spanish words, which stay the owner's to edit.
 */
import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import english from '../i18n/catalogues/en.json';
import spanish from '../i18n/catalogues/es.json';
import { newBlocks } from './blocks-editor.js';
import { newField, newPopup } from './draft.js';

beforeAll(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }));
afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

describe('a new pop-up in a Spanish dashboard', () => {
  it('starts with Spanish content, the widget’s merge tag kept as it is', () => {
    const popup = newPopup();
    expect(popup.name).toBe('Nueva ventana emergente');
    expect(popup.design.screens.main[1]).toEqual({
      kind: 'text',
      text: 'Suscríbete a nuestro boletín. Oferta válida hasta el {tomo_day}.',
    });
    expect(popup.design.screens.thank_you).toEqual([
      { kind: 'heading', text: '¡Gracias!' },
      { kind: 'text', text: 'Revisa tu bandeja de entrada: ahí tienes el código.' },
    ]);
    expect(popup.design.submit_label).toBe('Suscribirme');
    expect(popup.design.fields[0]?.label).toBe('Correo electrónico');
  });

  it('adds blocks and fields with Spanish words', () => {
    const blocks = newBlocks();
    expect(blocks.button).toMatchObject({ label: 'Más información' });
    expect(blocks.heading).toMatchObject({ text: 'Título' });
    expect(blocks.products).toMatchObject({ button_text: 'Añadir al carrito' });
    expect(newField('phone', []).label).toBe('Teléfono');
  });
});
