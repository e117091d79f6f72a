import { widgets } from '@beckon/page-widgets/registry.js';
import { i18n } from '@lingui/core';
import type { Field } from '@puckeditor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import english from '../i18n/catalogues/en.json';
import spanish from '../i18n/catalogues/es.json';
import { puckConfig, widgetInfo } from './puck-config.js';
import { type JsonSchema, settingsJsonSchema } from './settings-fields.js';
import { optionIds, SPECIFIC_IDS, settingIds, widgetNameId } from './widget-words.js';

const en: Record<string, string> = english;
const es: Record<string, string> = spanish;
const info = widgetInfo(widgets);
const root = (children: unknown) => children as never;

/** Every setting key the editor labels and every choice it offers, per widget, as the form is generated. */
function wordsNeeded(type: string, schema: JsonSchema, out: string[][]): void {
  for (const [key, s] of Object.entries(schema.properties ?? {})) {
    out.push(settingIds(key, type));
    for (const branch of [s, s.items ?? {}, ...(s.anyOf ?? [])]) {
      if (branch.enum?.every((v) => typeof v === 'string'))
        for (const value of branch.enum as string[]) out.push(optionIds(key, value));
      if (branch.properties) wordsNeeded(type, branch, out);
      if (branch.items?.properties) wordsNeeded(type, branch.items, out);
    }
  }
}

/** Each field's label and choices' labels, nested fields included. */
function labelsOf(fields: Record<string, Field>): string[] {
  return Object.values(fields).flatMap((field) => [
    field.label ?? '',
    ...('options' in field && Array.isArray(field.options) ? field.options.map((o) => String(o.label)) : []),
    ...('objectFields' in field ? labelsOf(field.objectFields as Record<string, Field>) : []),
    ...('arrayFields' in field ? labelsOf(field.arrayFields as Record<string, Field>) : []),
  ]);
}

describe('the page widgets’ words', () => {
  afterAll(() => i18n.activate('en'));

  it('name every widget, setting and choice of the registry in English and in Spanish', () => {
    const needed: string[][] = [];
    for (const [type, w] of info) {
      needed.push([widgetNameId(type)]);
      wordsNeeded(type, settingsJsonSchema(w.widget.settings), needed);
    }
    const missing = (catalogue: Record<string, string>) =>
      needed.filter((ids) => !ids.some((id) => id in catalogue)).map((ids) => ids.at(-1));
    expect(missing(en), 'missing from en.json').toEqual([]);
    expect(missing(es), 'missing from es.json').toEqual([]);
  });

  it('ask for a widget’s or setting’s own words exactly where the catalogues have them', () => {
    const specific = Object.keys(en).filter((id) =>
      /^pageWidget\.(?:setting\.[a-z-]+\.[A-Za-z]+|option\.[A-Za-z]+\.[\w:-]+)$/.test(id),
    );
    expect([...SPECIFIC_IDS].sort()).toEqual(specific.sort());
  });

  it('show the heading’s level and the button’s link in plain English', () => {
    const config = puckConfig(info, root);
    expect(config.components.heading?.label).toBe('Heading');
    const level = config.components.heading?.fields?.level as Field & { options: { label: string }[] };
    expect(level.label).toBe('Level');
    expect(level.options.map((o) => o.label)).toEqual(['Heading 1', 'Heading 2', 'Heading 3', 'Heading 4']);
    expect(config.components.button?.fields?.href?.label).toBe('Link');
  });

  describe('in Spanish', () => {
    beforeAll(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }));

    it('show the heading’s level, the button’s link and the page settings in Spanish', () => {
      const config = puckConfig(info, root);
      expect(config.components.heading?.label).toBe('Título');
      const level = config.components.heading?.fields?.level as Field & { options: { label: string }[] };
      expect(level.label).toBe('Nivel');
      expect(level.options.map((o) => o.label)).toEqual(['Título 1', 'Título 2', 'Título 3', 'Título 4']);
      expect(config.components.button?.fields?.href?.label).toBe('Enlace');
      expect(labelsOf(config.root?.fields as Record<string, Field>)).toEqual([
        'Cabecera',
        'Sí',
        'No',
        'Pie de página',
        'Sí',
        'No',
        'Título de la entrada',
        'Sí',
        'No',
      ]);
    });

    it('leave no widget field or choice in its English words', () => {
      const config = puckConfig(info, root);
      const spanishWords = new Set(Object.values(es));
      const englishOnly = new Set(Object.values(en).filter((text) => !spanishWords.has(text)));
      const leftInEnglish = Object.entries(config.components).flatMap(([type, component]) =>
        labelsOf((component.fields ?? {}) as Record<string, Field>)
          .filter((label) => englishOnly.has(label))
          .map((label) => `${type}: ${label}`),
      );
      expect(leftInEnglish).toEqual([]);
    });
  });
});
