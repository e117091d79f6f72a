import { describe, expect, it } from 'vitest';
import { type SiteTheme, siteThemeSchema } from '../src/theme/theme-schema.js';

const THEME: SiteTheme = {
  name: 'Panadería Trigo',
  tagline: '',
  logo: null,
  colours: { primary: '#7b341e', accent: '#9c4221', text: '#1f2933', headings: '#1a202c' },
  fonts: { headings: 'serif', body: 'system' },
  menu: [{ label: 'Inicio', href: '/', children: [{ label: 'Pan', href: '/pan/' }] }],
  footer: { address: '', phone: '', hours: '', note: '' },
};

const problems = (input: unknown) => {
  const result = siteThemeSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the site theme schema', () => {
  it('accepts a readable theme and lowercases its colours', () => {
    const parsed = siteThemeSchema.parse({ ...THEME, colours: { ...THEME.colours, primary: '#7B341E' } });
    expect(parsed.colours.primary).toBe('#7b341e');
  });

  it('refuses a colour that is not #rrggbb with a message, never an exception', () => {
    expect(problems({ ...THEME, colours: { ...THEME.colours, primary: '#zzzzzz' } })).toEqual([
      'colours.primary: must be a colour like #0b5f5f',
    ]);
  });

  it('refuses colours that would leave text or buttons unreadable, naming the contrast', () => {
    const found = problems({ ...THEME, colours: { ...THEME.colours, primary: '#ffd54f', text: '#cccccc' } });
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^colours\.primary: .*contrast of 1\.\d:1/);
    expect(found[1]).toMatch(/^colours\.text: /);
  });

  it('takes menu links to site paths, anchors, web, mail and phone addresses only', () => {
    for (const href of ['/x/', '#a', 'https://a.example', 'mailto:a@b.example', 'tel:+34900'])
      expect(problems({ ...THEME, menu: [{ label: 'x', href }] })).toEqual([]);
    for (const href of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'vbscript:x'])
      expect(problems({ ...THEME, menu: [{ label: 'x', href }] })).toHaveLength(1);
  });

  it('refuses a menu nested deeper than three levels', () => {
    const deep = {
      label: 'a',
      href: '/',
      children: [{ label: 'b', href: '/', children: [{ label: 'c', href: '/', children: [] }] }],
    };
    expect(problems({ ...THEME, menu: [deep] })).toHaveLength(1);
  });
});
