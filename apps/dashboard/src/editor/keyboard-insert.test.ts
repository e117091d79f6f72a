import type { ComponentData } from '@puckeditor/core';
import { describe, expect, it } from 'vitest';
import { insertTarget } from './keyboard-insert.js';

const allowed: Record<string, string[]> = { section: ['column'], column: ['heading', 'text'] };
const allowedIn = (holder: string | null) => (holder === null ? ['section'] : (allowed[holder] ?? []));
const item = (type: string, id: string, children?: unknown[]) =>
  ({ type, props: { id, ...(children ? { children } : {}) } }) as ComponentData;

describe('where a widget added with the keyboard goes', () => {
  it('goes at the end of the page when nothing is selected, if the page takes it', () => {
    const none = { selected: null, selector: null, parentType: null, pageLength: 2 };
    expect(insertTarget('section', none, allowedIn)).toEqual({ zone: 'root:default-zone', index: 2, holder: null });
    expect(insertTarget('text', none, allowedIn)).toBeNull();
  });

  it('goes at the end of the selected column when the column takes it', () => {
    const column = { selected: item('column', 'col-1', [{}, {}]), selector: { index: 0, zone: 'sec-1:children' } };
    expect(insertTarget('text', { ...column, parentType: 'section', pageLength: 1 }, allowedIn)).toEqual({
      zone: 'col-1:children',
      index: 2,
      holder: 'column',
    });
  });

  it('goes right after the selected widget when its holder takes it, and nowhere when it does not', () => {
    const heading = { selected: item('heading', 'h-1'), selector: { index: 3, zone: 'col-1:children' } };
    const state = { ...heading, parentType: 'column', pageLength: 1 };
    expect(insertTarget('text', state, allowedIn)).toEqual({ zone: 'col-1:children', index: 4, holder: 'column' });
    expect(insertTarget('section', state, allowedIn)).toBeNull();
  });

  it('puts a section after the selected section rather than inside it', () => {
    const section = { selected: item('section', 'sec-1', []), selector: { index: 0, zone: 'root:default-zone' } };
    expect(insertTarget('section', { ...section, parentType: null, pageLength: 1 }, allowedIn)).toEqual({
      zone: 'root:default-zone',
      index: 1,
      holder: null,
    });
  });
});
