/** The site's colours and fonts as the page's custom properties, shades mixed from the theme's colours. */
import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_CONTRAST } from '../src/theme/colour.js';
import { FONT_STACKS, type FontStack, siteThemeSchema } from '../src/theme/theme-schema.js';
import { DEFAULT_LOOK, type ThemeLook, themeProperties, themeVariables } from '../src/theme/theme-variables.js';

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
/** The largest difference of one channel between two colours. */
const distance = (a: string, b: string) => Math.max(...channels(a).map((c, i) => Math.abs(c - (channels(b)[i] ?? 0))));

const BAKERY: ThemeLook = {
  colours: { primary: '#7a4a21', accent: '#a0522d', text: '#2b2118', headings: '#3d2614' },
  fonts: { headings: 'serif', body: 'humanist' },
};

describe('themeProperties', () => {
  it('passes the theme colours through as they are', () => {
    const p = themeProperties(DEFAULT_LOOK);
    expect(p['--primary']).toBe('#0b5f5f');
    expect(p['--accent']).toBe('#b3541e');
    expect(p['--text']).toBe('#1f2933');
    expect(p['--headings']).toBe('#10232f');
    expect(p['--primary-rgb']).toBe('11,95,95');
  });

  it('derives shades within 3 levels a channel of the ones the clinic’s stylesheet had by hand', () => {
    const p = themeProperties(DEFAULT_LOOK);
    expect(p['--primary-dark']).toBe('#073f3f');
    const handPicked: Record<string, string> = {
      '--primary-tint': '#e8f1f1',
      '--primary-soft': '#eef6f5',
      '--primary-light': '#bfe8e4',
      '--accent-tint': '#fdf4ee',
      '--footer-text': '#e6edf1',
      '--footer-muted': '#c5d2da',
      '--footer-line': '#2d4150',
    };
    for (const [name, hex] of Object.entries(handPicked))
      expect(distance(p[name] ?? '', hex), name).toBeLessThanOrEqual(3);
  });

  it('gives a brown theme brown tints, not teal ones', () => {
    const p = themeProperties(BAKERY);
    for (const name of ['--primary-tint', '--primary-soft', '--primary-light', '--primary-dark', '--accent-tint']) {
      const [r = 0, g = 0, b = 0] = channels(p[name] ?? '');
      expect(r, name).toBeGreaterThan(b);
      expect(r, name).toBeGreaterThanOrEqual(g);
    }
  });

  it('keeps every text colour readable on the tints and the footer’s text readable on the footer', () => {
    // The darkest colours the schema still allows for text (just 4.5:1 on white), and the lightest headings.
    const edge: ThemeLook = {
      colours: { primary: '#767676', accent: '#767676', text: '#767676', headings: '#767676' },
      fonts: DEFAULT_LOOK.fonts,
    };
    for (const look of [DEFAULT_LOOK, BAKERY, edge]) {
      const p = themeProperties(look);
      const { primary, text, headings } = look.colours;
      for (const tint of ['--primary-tint', '--primary-soft', '--accent-tint'])
        for (const fg of [primary, text, headings])
          expect(contrastRatio(fg, p[tint] ?? ''), `${fg} on ${tint}`).toBeGreaterThanOrEqual(MIN_CONTRAST);
      for (const fg of ['--footer-text', '--footer-muted'])
        expect(contrastRatio(p[fg] ?? '', headings), fg).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });

  it('names the font stacks of the theme', () => {
    const p = themeProperties(BAKERY);
    expect(p['--font-body']).toBe(FONT_STACKS.humanist);
    expect(p['--font-headings']).toBe(FONT_STACKS.serif);
  });
});

describe('themeVariables', () => {
  it('writes one :root rule of custom properties', () => {
    const css = themeVariables(DEFAULT_LOOK);
    expect(css).toMatch(/^:root\{[^{}]+\}$/);
    expect(css).toContain('--primary:#0b5f5f;');
    expect(css).toContain(`--font-body:${FONT_STACKS.system}`);
  });

  it('accepts every look the theme schema accepts', () => {
    const theme = siteThemeSchema.parse({
      name: 'Panadería',
      tagline: '',
      logo: null,
      colours: { primary: '#7A4A21', accent: '#a0522d', text: '#2b2118', headings: '#3d2614' },
      fonts: { headings: 'rounded', body: 'geometric' },
      menu: [],
      footer: { address: '', phone: '', hours: '', note: '' },
    });
    expect(themeVariables(theme)).toContain('--primary:#7a4a21;');
  });

  it('refuses a colour or a font the schema would not have let through', () => {
    const colours = { ...DEFAULT_LOOK.colours, primary: 'red;}body{display:none' };
    expect(() => themeVariables({ ...DEFAULT_LOOK, colours })).toThrow(/not a colour/);
    const fonts = { headings: 'comic' as FontStack, body: 'system' as const };
    expect(() => themeVariables({ ...DEFAULT_LOOK, fonts })).toThrow(/unknown font/);
  });
});
