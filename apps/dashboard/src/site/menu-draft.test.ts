import { describe, expect, it } from 'vitest';
import { menuDraft, menuOfDraft, newMenuEntry } from './menu-draft.js';

const MENU = [
  { label: 'Home', href: '/' },
  {
    label: 'Services',
    href: '/services/',
    children: [
      { label: 'Cakes', href: '/services/cakes/' },
      { label: 'Bread', href: '/services/bread/' },
    ],
  },
  { label: 'Call us', href: 'tel:+34900000000', children: [] },
];

describe('the menu as the settings form edits it', () => {
  it('gives back the same menu, an entry without sub-entries without children', () => {
    expect(menuOfDraft(menuDraft(MENU))).toEqual([MENU[0], MENU[1], { label: 'Call us', href: 'tel:+34900000000' }]);
  });

  it('keys every entry and sub-entry apart', () => {
    const draft = [...menuDraft(MENU), newMenuEntry()];
    const keys = draft.flatMap((e) => [e.key, ...e.children.map((c) => c.key)]);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
