/**
 * A site's colours and fonts as CSS custom properties: the stylesheets read
 * only `var(--…)`, and each page renders one small `:root{…}` rule from the
 * site's theme. The shades the stylesheets need besides the four colours
 * (hover, pale backgrounds, the footer's lighter text) are tones of them, so
 * a brown theme gets brown tints, and a tint under text stays light enough
 * for that text to keep AA contrast.
 */
import { mix, readableTone, rgbList, tone } from './colour.js';
import { FONT_STACKS, type FontStack, type SiteTheme } from './theme-schema.js';

/** What the custom properties are made of: the theme's colours and fonts. */
export type ThemeLook = Pick<SiteTheme, 'colours' | 'fonts'>;

/**
 * The look a screen uses before it knows a site's theme (the page editor's canvas): the teal of the
 * product's first site.
 */
export const DEFAULT_LOOK: ThemeLook = {
  colours: { primary: '#0b5f5f', accent: '#b3541e', text: '#1f2933', headings: '#10232f' },
  fonts: { headings: 'system', body: 'system' },
};

const BLACK = '#000000';

function fontStack(name: FontStack): string {
  if (!Object.hasOwn(FONT_STACKS, name)) throw new Error(`unknown font stack: ${JSON.stringify(name)}`);
  return FONT_STACKS[name];
}

/** Every custom property the stylesheets read, by name. */
export function themeProperties({ colours, fonts }: ThemeLook): Record<string, string> {
  const { primary, accent, text, headings } = colours;
  // What the light tints sit under: body text, links and headings.
  const onTints = [primary, text, headings];
  return {
    '--primary': primary,
    // Links' and buttons' hover: darker, so never less contrast than the primary itself.
    '--primary-dark': mix(primary, BLACK, 0.34),
    '--primary-rgb': rgbList(primary),
    // Pale backgrounds: a picture's place, the shop's notices, hovered buttons.
    '--primary-tint': readableTone(primary, 0.93, 0.3, onTints),
    '--primary-soft': readableTone(primary, 0.95, 0.3, onTints),
    // The highlighted words of a headline over a section's background image.
    '--primary-light': tone(primary, 0.82, 0.55),
    '--accent': accent,
    '--accent-tint': readableTone(accent, 0.96, 0.95, onTints),
    '--text': text,
    '--headings': headings,
    // The footer's background is the headings colour; its text and rule are tones of it.
    '--footer-text': readableTone(headings, 0.92, 0.5, [headings]),
    '--footer-muted': readableTone(headings, 0.81, 0.45, [headings]),
    '--footer-line': tone(headings, 0.24, 0.55),
    '--font-body': fontStack(fonts.body),
    '--font-headings': fontStack(fonts.headings),
  };
}

/** The page's `:root{…}` rule. Colours are checked to be `#rrggbb` and fonts come from FONT_STACKS. */
export function themeVariables(look: ThemeLook): string {
  const declarations = Object.entries(themeProperties(look)).map(([name, value]) => `${name}:${value}`);
  return `:root{${declarations.join(';')}}`;
}
