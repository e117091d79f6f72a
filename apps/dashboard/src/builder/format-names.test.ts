import { POPUP_FORMATS } from '@beckon/popup-schema';
import { describe, expect, it } from 'vitest';
import english from '../i18n/catalogues/en.json';
import spanish from '../i18n/catalogues/es.json';
import { formatName, formatNameId } from './format-names.js';

const names = [...new Set(Object.values(POPUP_FORMATS).flatMap((formats) => formats.map((f) => f.name)))];

describe('the pop-up formats’ names', () => {
  it('are in both catalogues, the English words the format’s own name', () => {
    const en: Record<string, string> = english;
    const es: Record<string, string> = spanish;
    expect(names.filter((name) => en[formatNameId(name)] !== name)).toEqual([]);
    expect(names.filter((name) => !es[formatNameId(name)])).toEqual([]);
  });

  it('show a format the catalogues lack by its own name', () => {
    expect(formatName('Image left')).toBe('Image left');
    expect(formatName('Upside down')).toBe('Upside down');
  });
});
