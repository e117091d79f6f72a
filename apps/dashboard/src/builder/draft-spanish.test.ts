/**
 * A new pop-up's starting content, and a new block's or field's, in the dashboard's language: a Spanish
 * owner starts from Spanish words, which stay the owner's to edit.
 */
import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import english from '../i18n/catalogues/en.json';
import spanish from '../i18n/catalogues/es.json';
import { newBlocks } from './blocks-editor.js';
import { CLOSE_LABELS } from './close-section.js';
import { newField, newPopup } from './draft.js';
import { ANIMATION_NAMES } from './effect-names.js';
import { chancesSummary, starterGame } from './prizes-section.js';

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

  it('shows visitors the widget’s own words in Spanish, and a Spanish teaser tab', () => {
    const popup = newPopup();
    // The close button, the countdown's units and the sending messages follow the pop-up's language.
    expect(popup.design.lang).toBe('es');
    expect(popup.design.design_properties.teaser.text).toBe('Consigue un 10 % de descuento');
  });

  it('starts a game with Spanish prizes, button and headings, the prize tag kept', () => {
    const game = starterGame();
    expect(game.prizes.map((p) => p.label)).toEqual(['10 % de descuento', 'Envío gratis', 'Sin suerte']);
    expect([game.play_label, game.win_heading, game.lose_heading]).toEqual([
      'Girar',
      '¡Has ganado {prize}!',
      'Esta vez no ha habido suerte',
    ]);
    expect(chancesSummary([{ chances: 30 }, { chances: 20 }])).toBe(
      'Las probabilidades suman 50 %; el otro 50 % de las jugadas pierde.',
    );
    expect(chancesSummary([{ chances: 30.5 }, { chances: 20 }])).toBe(
      'Las probabilidades suman 50,5 %; el otro 49,5 % de las jugadas pierde.',
    );
  });

  it('adds blocks and fields with Spanish words', () => {
    const blocks = newBlocks();
    expect(blocks.button).toMatchObject({ label: 'Más información' });
    expect(blocks.heading).toMatchObject({ text: 'Título' });
    expect(blocks.products).toMatchObject({ button_text: 'Añadir al carrito' });
    expect(newField('phone', []).label).toBe('Teléfono');
    // A type without a label of its own is labelled by its name, not by the schema's value.
    expect(newField('birthday', []).label).toBe('Cumpleaños');
    expect(newField('zip_postal_code', []).label).toBe('Código postal');
  });
});

describe('the builder’s names for the schema’s choices', () => {
  it('name every close control and every animation in both languages', () => {
    const ids = [...Object.values(CLOSE_LABELS), ...Object.values(ANIMATION_NAMES)];
    const en: Record<string, string> = english;
    const es: Record<string, string> = spanish;
    expect(ids.filter((id) => !en[id] || !es[id])).toEqual([]);
    expect(ids.filter((id) => en[id] === es[id])).toEqual([]);
  });
});
