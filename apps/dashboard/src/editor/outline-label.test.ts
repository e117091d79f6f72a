import type { ComponentData } from '@puckeditor/core';
import { describe, expect, it } from 'vitest';
import { outlineLabel } from './outline-label.js';

const labels: Record<string, string> = {
  section: 'Sección',
  column: 'Columna',
  heading: 'Título',
  spacer: 'Espaciador',
};
const labelOf = (type: string) => labels[type] ?? type;
const item = (type: string, props: Record<string, unknown> = {}) =>
  ({ type, props: { id: type, ...props } }) as ComponentData;

describe('the name of an outline row', () => {
  it('names a section by the first words inside it', () => {
    const section = item('section', {
      children: [item('column', { children: [item('spacer'), item('heading', { text: 'Nuestros tratamientos' })] })],
    });
    expect(outlineLabel(section, labelOf)).toBe('Sección: Nuestros tratamientos');
  });

  it('uses a widget’s own words, without markup, cut to a short line', () => {
    expect(outlineLabel(item('text', { blocks: ['<b>Hola</b>   mundo'] }), labelOf)).toBe('text: Hola mundo');
    const long = outlineLabel(
      item('heading', { text: 'Una frase muy larga que no cabe en una fila del esquema' }),
      labelOf,
    );
    expect(long).toBe('Título: Una frase muy larga que no cabe en una…');
  });

  it('is the widget’s kind alone when it has no words', () => {
    expect(outlineLabel(item('spacer'), labelOf)).toBe('Espaciador');
  });
});
